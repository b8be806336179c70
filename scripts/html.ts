/**
 * Escapes text for HTML written at build time (the demo's host pages and gallery, the login's prerendered
 * screen): every character that could open markup or close an attribute value becomes a numeric reference.
 * Build time only: the widgets create DOM nodes and set text, never HTML strings.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
