import { useT } from '../i18n/context';
import { focusTarget, type ErrorSummaryProps } from './ErrorSummary';
import { useUniqueId } from './ids';

/**
 * "Please fix N errors before proceeding" with a link per error (GOV.UK error summary). Links are
 * handled in script: the widgets route by the URL hash, so following `#input-id` would navigate away.
 * Part of the submit engine: a summary only shows once the engine validated or applied an answer.
 */
export function ErrorSummaryBox({ items, focusRef }: ErrorSummaryProps) {
  const { t } = useT();
  const titleId = useUniqueId('error-summary-title');
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
    // A labelled group that takes focus after a failed submit (a screen reader reads its title there), not an
    // alert: the summary follows the fields as they are fixed, and an alert is read again, whole, at every change,
    // interrupting the typing.
    <div class="mi-error-summary" ref={focusRef} tabIndex={-1} role="group" aria-labelledby={titleId}>
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
