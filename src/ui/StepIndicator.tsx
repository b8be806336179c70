import { useT } from '../i18n/context';

/** Props of the wizard step indicator; `labels` name the steps (translated), else steps are numbered. */
export interface StepIndicatorProps {
  current: number;
  total: number;
  labels?: readonly string[];
}

/** "Step 2 of 5" followed by the ordered list of steps, the current one marked with aria-current="step". */
export function StepIndicator({ current, total, labels }: StepIndicatorProps) {
  const { t } = useT();
  const steps = Array.from({ length: total }, (_, i) => i + 1);
  return (
    <div class="mi-steps">
      <p class="mi-steps__caption">{t('ui.step', { current, total })}</p>
      <ol class="mi-steps__list" aria-label={t('ui.steps.label')}>
        {steps.map((n) => {
          const state = n < current ? 'done' : n === current ? 'current' : 'todo';
          return (
            <li key={n} class={`mi-steps__item mi-steps__item--${state}`} aria-current={n === current ? 'step' : undefined}>
              <span class="mi-steps__number" aria-hidden="true">
                {n}
              </span>
              <span class="mi-steps__label">{labels?.[n - 1] ?? t('ui.steps.item', { n })}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
