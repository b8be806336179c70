import { useT } from '../i18n/context';
import { memo } from './memo';

/** Props of the wizard step indicator; `labels` name the steps (translated), else steps are numbered. */
export interface StepIndicatorProps {
  current: number;
  total: number;
  labels?: readonly string[];
}

/** Where a step stands against the current one. */
export type StepState = 'done' | 'current' | 'todo';

/** The state of step `n` when step `current` is on screen. */
export function stepState(n: number, current: number): StepState {
  return n < current ? 'done' : n === current ? 'current' : 'todo';
}

/**
 * "Step 2 of 5" followed by the ordered list of steps, the current one marked with aria-current="step".
 * Each step says its state in words ("completed", "current", "not started"; hidden on screen, where a
 * check mark and the filled circle show it), so neither colour nor a label hidden on phones carries it alone.
 */
function StepIndicatorView({ current, total, labels }: StepIndicatorProps) {
  const { t } = useT();
  const steps = Array.from({ length: total }, (_, i) => i + 1);
  return (
    <div class="mi-steps">
      <p class="mi-steps__caption">{t('ui.step', { current, total })}</p>
      <ol class="mi-steps__list" aria-label={t('ui.steps.label')}>
        {steps.map((n) => {
          const state = stepState(n, current);
          return (
            <li key={n} class={`mi-steps__item mi-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span class="mi-steps__number" aria-hidden="true">
                {state === 'done' ? '\u2713' : n}
              </span>
              <span class="mi-steps__label">{labels?.[n - 1] ?? t('ui.steps.item', { n })}</span>
              <span class="mi-visually-hidden"> ({t(`ui.steps.state.${state}`)})</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The indicator, re-rendered only when its step or labels change (not on every keystroke of its step's form). */
export const StepIndicator = memo(StepIndicatorView);
