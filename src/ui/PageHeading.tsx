import type { ComponentChildren } from 'preact';

/** Marks the heading a route change should move focus to. */
export const ROUTE_HEADING_ATTR = 'data-mi-route-heading';

/** A page's one heading; focusable by script (tabindex -1) so the router can move focus to it. */
export function PageHeading({ level = 1, children }: { level?: 1 | 2; children: ComponentChildren }) {
  const props = { class: 'mi-page-heading', tabIndex: -1, [ROUTE_HEADING_ATTR]: '' };
  return level === 1 ? <h1 {...props}>{children}</h1> : <h2 {...props}>{children}</h2>;
}

/** Moves focus to the route heading inside `root`; returns false when there is none. */
export function focusRouteHeading(root: ParentNode): boolean {
  const heading = root.querySelector<HTMLElement>(`[${ROUTE_HEADING_ATTR}]`);
  if (!heading) return false;
  heading.focus();
  return true;
}
