import type { Area } from '../config/config';

/** The five layouts of spec section 2 (layouts.ts says what each frames and demands). */
export type LayoutName = 'centred' | 'contact' | 'advisor-forms' | 'profile' | 'public-profile';

/** Stable names of every route of spec section 2; widgets navigate by these, never by English text. */
export type RouteName =
  | 'entry'
  | 'login'
  | 'advisorForms'
  | 'contact'
  | 'contactError'
  | 'contactSuccess'
  | 'profilePersonal'
  | 'profilePassword'
  | 'profileSecurityQuestions'
  | 'profileEmailPreferences'
  | 'profileSalesTeam'
  | 'publicEmailPreferences'
  | 'recoveryVerifyEmail'
  | 'recoveryCodeSent'
  | 'recoverySecurity'
  | 'recoveryResetPassword'
  | 'recoverySuccess'
  | 'recoveryError'
  | 'register'
  | 'addressDetails'
  | 'registrationSuccess'
  | 'activate'
  | 'activationSuccess'
  | 'alreadyActive'
  | 'alreadyRegistered'
  | 'cancelRegistration'
  /** Not in the spec's list: a cancel on the activation step, whose account stays registered (docs/spec-deviations.md). */
  | 'cancelActivation';

/** One route: its path after the locale segment, the area (host page) that shows it, and how it is framed. */
export interface RouteDef {
  readonly name: RouteName;
  /** Path without the locale segment, e.g. `/registration-process/register`. */
  readonly path: string;
  readonly area: Area;
  /** Message key of the page title (`routes.{name}`). */
  readonly titleKey: string;
  readonly layout: LayoutName;
  readonly requiresAuth: boolean;
}

type Row = readonly [RouteName, string, Area, LayoutName];

// [name, path, area, layout]; requiresAuth follows from the layout (spec section 6).
const ROWS: readonly Row[] = [
  ['entry', '/', 'entry', 'centred'],
  ['login', '/login', 'login', 'centred'],
  ['advisorForms', '/advisor-forms', 'advisor-forms', 'advisor-forms'],
  ['contact', '/contact-form', 'contact', 'contact'],
  ['contactError', '/contact-form/error', 'contact', 'contact'],
  ['contactSuccess', '/contact-form/success', 'contact', 'contact'],
  ['profilePersonal', '/profile/personal', 'account', 'profile'],
  ['profilePassword', '/profile/password', 'account', 'profile'],
  ['profileSecurityQuestions', '/profile/security-questions', 'account', 'profile'],
  ['profileEmailPreferences', '/profile/email-preferences', 'account', 'profile'],
  ['profileSalesTeam', '/profile/sales-team', 'account', 'profile'],
  ['publicEmailPreferences', '/public/email-preferences', 'public', 'public-profile'],
  ['recoveryVerifyEmail', '/recovery/verify-email', 'recovery', 'centred'],
  ['recoveryCodeSent', '/recovery/code-sent', 'recovery', 'centred'],
  ['recoverySecurity', '/recovery/security', 'recovery', 'centred'],
  ['recoveryResetPassword', '/recovery/reset-password', 'recovery', 'centred'],
  ['recoverySuccess', '/recovery/success', 'recovery', 'centred'],
  ['recoveryError', '/recovery/error', 'recovery', 'centred'],
  ['register', '/registration-process/register', 'registration', 'centred'],
  ['addressDetails', '/registration-process/address-details', 'registration', 'centred'],
  ['registrationSuccess', '/registration-process/registration-success', 'registration', 'centred'],
  ['activate', '/registration-process/activate', 'registration', 'centred'],
  ['activationSuccess', '/registration-process/activation-success', 'registration', 'centred'],
  ['alreadyActive', '/registration-process/already-active', 'registration', 'centred'],
  ['alreadyRegistered', '/registration-process/already-registered', 'registration', 'centred'],
  ['cancelRegistration', '/registration-process/cancel-registration', 'registration', 'centred'],
  ['cancelActivation', '/registration-process/cancel-activation', 'registration', 'centred'],
];

const AUTH_LAYOUTS: ReadonlySet<LayoutName> = new Set<LayoutName>(['profile', 'advisor-forms']);

/** Every route of spec section 2, in the spec's order. */
export const ROUTES: readonly RouteDef[] = ROWS.map(([name, path, area, layout]) => ({
  name,
  path,
  area,
  titleKey: `routes.${name}`,
  layout,
  requiresAuth: AUTH_LAYOUTS.has(layout),
}));

const byName = new Map(ROUTES.map((r) => [r.name, r] as const));
const byPath = new Map(ROUTES.map((r) => [r.path, r] as const));

/** The route of a name; total because RouteName is closed. */
export function routeByName(name: RouteName): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route;
}

/** True when a string is one of the route names. */
export function isRouteName(value: string): value is RouteName {
  return byName.has(value as RouteName);
}

/** Normalises a route path: leading slash, no trailing slash, no empty segments. */
export function normalizeRoutePath(path: string): string {
  const segments = path.split('/').filter((s) => s !== '');
  return `/${segments.join('/')}`;
}

/** The route at a path (without locale segment), or undefined for an unknown path (the 404). */
export function routeByPath(path: string): RouteDef | undefined {
  return byPath.get(normalizeRoutePath(path));
}

// The page a bare `#/` (or no hash) shows when a host page holds one area.
const AREA_DEFAULTS: Partial<Record<Area, RouteName>> = {
  entry: 'entry',
  login: 'login',
  registration: 'register',
  recovery: 'recoveryVerifyEmail',
  account: 'profilePersonal',
  contact: 'contact',
  'advisor-forms': 'advisorForms',
  public: 'publicEmailPreferences',
};

/** The first screen of an area, shown when its host page is opened without a route. */
export function defaultRouteForArea(area: Area): RouteDef | undefined {
  const name = AREA_DEFAULTS[area];
  return name ? routeByName(name) : undefined;
}
