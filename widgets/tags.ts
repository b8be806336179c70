/**
 * Tag -> chunk name of every flow built so far (contact, e-signature and public email preferences come
 * with their own issues; their calls and forms already exist in src/). Tag -> chunk name; the loader's whole knowledge of the widgets (docs live in catalog.ts, kept apart so the loader stays small). */
export const TAGS: Readonly<Record<string, string>> = {
  'mi-login': 'login',
  'mi-registration': 'registration',
  'mi-recovery': 'recovery',
  'mi-profile': 'profile',
};
