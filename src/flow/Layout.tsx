import type { ComponentChildren } from 'preact';
import type { LayoutName } from '../router/routes';

/** Props of a layout frame. */
export interface LayoutProps {
  layout: LayoutName;
  children: ComponentChildren;
}

/**
 * The five layouts of spec section 2, as plain frames that differ in width and framing only (the
 * stylesheet decides from the class). A flow with more to frame passes its own (FlowRoot's `frames`):
 * the profile's left menu and sign out live in widgets/profile, so other pages do not download them.
 */
export function Layout({ layout, children }: LayoutProps) {
  return <div class={`mi-layout mi-layout-${layout}`}>{children}</div>;
}
