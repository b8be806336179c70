import type { ComponentType } from 'preact';
import { lazyRoute } from '../../src/flow/lazyRoute';
import type { RouteName } from '../../src/router/routes';

const tabs = () => import('./tabs');

/**
 * The profile's tabs after the personal page, which is where the profile opens and comes with it (ProfileFlow):
 * each loads its code when opened, in parallel with the profile, which each tab reads again. A page opened on
 * one of them (a return from login, a bookmark) gets the chunk with the flow's own files (the loader, see
 * widgets/manifest.ts).
 */
export const LATER_VIEWS: Partial<Record<RouteName, ComponentType>> = {
  profilePassword: lazyRoute(() => tabs().then((m) => m.PasswordView)),
  profileSecurityQuestions: lazyRoute(() => tabs().then((m) => m.SecurityQuestionsView)),
  profileEmailPreferences: lazyRoute(() => tabs().then((m) => m.EmailPreferencesView)),
  profileSalesTeam: lazyRoute(() => tabs().then((m) => m.SalesTeamView)),
};
