/**
 * A stable key for one element instance on one page, used for drafts: the element's `id` when the
 * author gave one, else the tag and its position among same-named tags on the page. The path's language
 * segment is not part of it: the host's language switch (`/en/contact.html` to `/fr/contact.html`) opens the
 * same form with what was typed.
 */
export function instanceKey(host: HTMLElement): string {
  const page = (host.ownerDocument.location?.pathname ?? '').replace(/\/(en|fr)(?=\/|$)/, '/*');
  if (host.id) return `${page}#${host.id}`;
  const tag = host.localName;
  const same = Array.from(host.ownerDocument.getElementsByTagName(tag));
  return `${page}#${tag}-${Math.max(0, same.indexOf(host))}`;
}

let counter = 0;
/** A short unique prefix for element ids inside one instance, so two instances never share ids. */
export function nextInstanceId(tag: string): string {
  counter += 1;
  return `${tag}-${counter}`;
}
