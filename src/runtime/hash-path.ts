/**
 * The route path a hash address names, as the router reads it (src/router/hash.ts parseHash): `#/en/recovery/
 * security?code=x` -> `/recovery/security`; the locale segment and the query dropped, empty segments too. The
 * loader's own copy: the router's module would bring the route table into every page's first script.
 */
export function hashRoutePath(hash: string): string {
  const body = (hash.startsWith('#') ? hash.slice(1) : hash).split('?')[0] ?? '';
  const segments = body.split('/').filter((segment) => segment !== '');
  if (segments[0] === 'en' || segments[0] === 'fr') segments.shift();
  return `/${segments.join('/')}`;
}
