import type { PageConfig } from '../../src/config/config';
import type { Locale } from '../../src/i18n/locale';
import { hostPagePath } from '../../src/router/pages';
import type { RouteName } from '../../src/router/routes';

// The profile layout's menu: only the profile shows it, so it is not part of the router every page downloads
// (its labels and the profile's route titles were in every page's first messages).

/** One entry of the profile layout's left menu. */
export interface MenuItem {
  readonly id: string;
  /** Message key of the visible label (`layout.menu.{id}`). */
  readonly labelKey: string;
  /** The route it opens; absent for "my orders", which lives on a page of its own (area `my-cart`). */
  readonly route?: RouteName;
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

/**
 * The "my orders" link: nothing is known of it beyond the menu entry, so it points at the host page
 * configured for the `my-cart` area, and is left out when no such page is configured.
 */
export function myOrdersHref(locale: Locale, config: PageConfig): string | undefined {
  return hostPagePath('my-cart', locale, config);
}
