/** Tag -> chunk name; the loader's whole knowledge of the widgets (docs live in catalog.ts, kept apart so the loader stays small). */
export const TAGS: Readonly<Record<string, string>> = {
  'mi-login': 'login',
  'mi-registration': 'registration',
  'mi-recovery': 'recovery',
  'mi-profile': 'profile',
  'mi-contact': 'contact',
  'mi-esign': 'esign',
  'mi-email-prefs': 'email-prefs',
};
