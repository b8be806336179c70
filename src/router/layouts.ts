import type { LayoutName } from './routes';

/** What a layout frames and demands. */
export interface LayoutDef {
  readonly name: LayoutName;
  /** A signed-out user is sent to the login page with the return URL and why (src/router/session.ts). */
  readonly requiresAuth: boolean;
  /** Query parameters that stay on the address while moving within the layout (the public page's `ht`). */
  readonly carriedQuery: readonly string[];
}

/** Metadata of every layout. */
export const LAYOUTS: Readonly<Record<LayoutName, LayoutDef>> = {
  centred: { name: 'centred', requiresAuth: false, carriedQuery: [] },
  contact: { name: 'contact', requiresAuth: false, carriedQuery: [] },
  'advisor-forms': { name: 'advisor-forms', requiresAuth: true, carriedQuery: [] },
  profile: { name: 'profile', requiresAuth: true, carriedQuery: [] },
  'public-profile': { name: 'public-profile', requiresAuth: false, carriedQuery: ['ht'] },
};
