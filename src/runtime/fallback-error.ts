import type { FallbackMessages } from 'virtual:loader-messages';
import { reportMissingSetting } from '../config/missing';

/**
 * Dispatched (bubbling) by an element whose messages could not load; the loader, which carries the
 * fallback texts without any chunk, fills the event's target with the error page.
 */
export const CHUNK_ERROR_EVENT = 'mi-portal-chunk-error';

/** The Client Relations details as found in a page config block (unchecked JSON). */
export interface RawSupport {
  phones?: unknown;
  email?: unknown;
  schedule?: unknown;
}

/** The page config block as written (unchecked JSON; empty when absent or broken), read without the config module (the loader stays small). */
export function rawPageConfig(doc: Document): { support?: RawSupport; entry?: unknown } {
  try {
    return (JSON.parse(doc.getElementById('mi-portal-config')?.textContent ?? '{}') as object | null) ?? {};
  } catch {
    return {};
  }
}

/** Reads `support` from the page config block. */
export function supportFromPage(doc: Document): RawSupport | undefined {
  return rawPageConfig(doc).support;
}

function el(doc: Document, tag: string, text?: string): HTMLElement {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The server-error page shown when code or messages could not load, built with DOM calls and text
 * only: title, message, a Reload button and, as every server-error page must (spec section 8), the Client Relations
 * phones, email and hours. Without them in the page config it says contact details are not configured
 * (never made-up ones) and reports the missing `support` setting once.
 */
export function fallbackErrorNode(doc: Document, text: FallbackMessages, support?: RawSupport): HTMLElement {
  const box = el(doc, 'div');
  box.className = 'mi-error-page';
  box.setAttribute('role', 'alert');
  // The way forward the text names first: a new try, outside the loader's reload throttle (a person asks).
  const reload = el(doc, 'button', text.reload) as HTMLButtonElement;
  // The host page may hold the element in a form of its own.
  reload.type = 'button';
  reload.className = 'mi-button mi-button--primary';
  reload.onclick = () => doc.location.reload();
  // Between the paragraphs, on a line of its own (the base stylesheet's button is an inline-flex box).
  box.append(el(doc, 'h2', text.title), el(doc, 'p', text.body), reload);
  const phones = Array.isArray(support?.phones) ? support.phones.filter((p): p is string => typeof p === 'string').slice(0, 2) : [];
  const email = typeof support?.email === 'string' ? support.email : '';
  if (phones.length === 0 && !email) {
    reportMissingSetting('support');
    box.append(el(doc, 'p', text.contactMissing));
    return box;
  }
  const list = el(doc, 'ul');
  for (const phone of phones) {
    const link = el(doc, 'a', phone) as HTMLAnchorElement;
    link.href = `tel:${phone.replace(/[^0-9+]/g, '')}`;
    const item = el(doc, 'li', `${text.phone} `);
    item.append(link);
    list.append(item);
  }
  if (email) {
    const link = el(doc, 'a', email) as HTMLAnchorElement;
    link.href = `mailto:${email}`;
    const item = el(doc, 'li', `${text.email} `);
    item.append(link);
    list.append(item);
  }
  const schedule = typeof support?.schedule === 'string' ? text.schedule[support.schedule] : text.schedule.standard;
  box.append(el(doc, 'p', text.contactIntro), list);
  if (schedule) box.append(el(doc, 'p', schedule));
  return box;
}
