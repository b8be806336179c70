/**
 * The events every widget may dispatch, with their `detail` types. Names are `mi-` prefixed and lower-case.
 * The single source of the event types: scripts/manifest.ts copies each member's type text and doc comment
 * into dist/mi-portal.d.ts and custom-elements.json, so keep each detail a self-contained type literal.
 */
export interface WidgetEventMap {
  /** The flow moved to another route: its name and, in a wizard, the 1-based step and the number of steps. */
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

/** Each widget event as the CustomEvent listeners receive. */
export type WidgetCustomEvents = { [K in WidgetEventName]: CustomEvent<WidgetEventMap[K]> };

/**
 * Dispatches a widget event from the host element. r2wc's own `events` option lower-cases names
 * and does not bubble by default, so widgets dispatch themselves with `bubbles` and `composed` set.
 */
export function emit<K extends WidgetEventName>(host: HTMLElement, name: K, detail: WidgetEventMap[K]): void {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

// Empty on purpose: merging into the DOM's own maps is what types addEventListener('mi-…') on the
// host and on document and window, which the events bubble up to.
declare global {
  interface HTMLElementEventMap extends WidgetCustomEvents {}
  interface DocumentEventMap extends WidgetCustomEvents {}
  interface WindowEventMap extends WidgetCustomEvents {}
}
