import type { PageConfig } from '../config/config';
import type { Locale } from '../i18n/locale';
import { hostPagePath } from './pages';
import type { LayoutName, RouteName } from './routes';

/** One entry of the profile layout's left menu. */
export interface MenuItem {
  readonly id: string;
  /** Message key of the visible label (`layout.menu.{id}`). */
  readonly labelKey: string;
  /** The route it opens; absent for "my orders", which lives on a page of its own (area `my-cart`). */
  readonly route?: RouteName;
}

/** What a layout frames and demands. */
export interface LayoutDef {
  readonly name: LayoutName;
  /** A signed-out user is sent to the login page with the return URL and `expired=true`. */
  readonly requiresAuth: boolean;
  /** Query parameters that stay on the address while moving within the layout (the public page's `ht`). */
  readonly carriedQuery: readonly string[];
  readonly menu: readonly MenuItem[];
}

/** The profile left menu, in the spec's order (spec section 2, "Layouts"). */
export const PROFILE_MENU: readonly MenuItem[] = [
  { id: 'profile', labelKey: 'layout.menu.profile', route: 'profilePersonal' },
  { id: 'password', labelKey: 'layout.menu.password', route: 'profilePassword' },
  { id: 'securityQuestions', labelKey: 'layout.menu.securityQuestions', route: 'profileSecurityQuestions' },
  { id: 'emailNotifications', labelKey: 'layout.menu.emailNotifications', route: 'profileEmailPreferences' },
  { id: 'salesTeam', labelKey: 'layout.menu.salesTeam', route: 'profileSalesTeam' },
  { id: 'myOrders', labelKey: 'layout.menu.myOrders' },
];

/** Metadata of every layout. */
export const LAYOUTS: Readonly<Record<LayoutName, LayoutDef>> = {
  centred: { name: 'centred', requiresAuth: false, carriedQuery: [], menu: [] },
  contact: { name: 'contact', requiresAuth: false, carriedQuery: [], menu: [] },
  'advisor-forms': { name: 'advisor-forms', requiresAuth: true, carriedQuery: [], menu: [] },
  profile: { name: 'profile', requiresAuth: true, carriedQuery: [], menu: PROFILE_MENU },
  'public-profile': { name: 'public-profile', requiresAuth: false, carriedQuery: ['ht'], menu: [] },
};

/**
 * The "my orders" link: nothing is known of it beyond the menu entry, so it points at the host page
 * configured for the `my-cart` area, and is left out when no such page is configured.
 */
export function myOrdersHref(locale: Locale, config: PageConfig): string | undefined {
  return hostPagePath('my-cart', locale, config);
}
