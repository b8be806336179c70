import type { RefObject } from 'preact';
import { useT } from '../i18n/context';
import { useUniqueId } from './ids';

/** One line of the summary: the message and the id of the input it belongs to. */
export interface SummaryItem {
  targetId: string;
  message: string;
}

/** Props of the error summary; `focusRef` lets the form controller move focus to it after a failed submit. */
export interface ErrorSummaryProps {
  items: readonly SummaryItem[];
  focusRef?: RefObject<HTMLDivElement>;
}

const CONTROL = 'input:not([type="hidden"]), select, textarea, button';

/**
 * Where a summary link sends focus: the control itself, or the first control inside a group the link
 * names (the captcha's wrapper holds its checkbox; a radio group's fieldset its radios).
 */
export function focusTarget(target: HTMLElement): HTMLElement {
  if (target.matches(CONTROL)) return target;
  return target.querySelector<HTMLElement>(`${CONTROL}:not(:disabled)`) ?? target;
}

/**
 * "Please fix N errors before proceeding" with a link per error (GOV.UK error summary). Links are
 * handled in script: the widgets route by the URL hash, so following `#input-id` would navigate away.
 */
export function ErrorSummary({ items, focusRef }: ErrorSummaryProps) {
  const { t } = useT();
  const titleId = useUniqueId('error-summary-title');
  if (items.length === 0) return null;
  const onClick = (event: MouseEvent, targetId: string) => {
    event.preventDefault();
    const root = (event.currentTarget as HTMLElement).ownerDocument;
    const target = root.getElementById(targetId);
    if (!target) return;
    const control = focusTarget(target);
    control.scrollIntoView?.({ block: 'center' });
    control.focus();
  };
  return (
    <div class="mi-error-summary" ref={focusRef} tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <h2 class="mi-error-summary__title" id={titleId}>
        {t('ui.errorSummary.title', { count: items.length })}
      </h2>
      <ul class="mi-error-summary__list">
        {items.map((item) => (
          <li key={`${item.targetId}:${item.message}`}>
            <a href={`#${item.targetId}`} onClick={(e) => onClick(e, item.targetId)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
