import type { RefObject } from 'preact';
import { useEngine } from '../flow/useEngine';

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
 * The error summary of a form: nothing while there is nothing to fix; otherwise the submit engine's
 * summary box (src/ui/ErrorSummaryBox.tsx). Errors only exist once the engine ran, so the box shows in the
 * same render; a summary given items before that (a test, a restored view) shows once the engine is in.
 */
export function ErrorSummary(props: ErrorSummaryProps) {
  const { engine } = useEngine(props.items.length > 0);
  if (props.items.length === 0 || !engine) return null;
  return <engine.ErrorSummaryBox {...props} />;
}
