/** The events every widget may dispatch, with their `detail` types. Names are `mi-` prefixed and lower-case. */
export interface WidgetEventMap {
  /** A wizard moved to another step (route name and, for wizards, its 1-based number). */
  'mi-step-change': { route: string; step?: number; total?: number };
  /** A form was accepted by the server. */
  'mi-submitted': { form: string };
  /** A call or a step failed; `code` is the server code or HTTP status when there is one. */
  'mi-error': { code: string; messageKey: string };
  /** The widget is about to leave for another route or page. */
  'mi-navigate': { url: string };
}
/** A widget event name. */
export type WidgetEventName = keyof WidgetEventMap;

/**
 * Dispatches a widget event from the host element. r2wc's own `events` option lower-cases names
 * and does not bubble by default, so widgets dispatch themselves with `bubbles` and `composed` set.
 */
export function emit<K extends WidgetEventName>(host: HTMLElement, name: K, detail: WidgetEventMap[K]): void {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap {
    'mi-step-change': CustomEvent<WidgetEventMap['mi-step-change']>;
    'mi-submitted': CustomEvent<WidgetEventMap['mi-submitted']>;
    'mi-error': CustomEvent<WidgetEventMap['mi-error']>;
    'mi-navigate': CustomEvent<WidgetEventMap['mi-navigate']>;
  }
}
