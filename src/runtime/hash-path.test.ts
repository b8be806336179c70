import { describe, expect, it } from 'vitest';
import { parseHash } from '../router/hash';
import { ROUTES } from '../router/routes';
import { hashRoutePath } from './hash-path';

describe('hashRoutePath (the loader reads link landings with it)', () => {
  it('reads every route address the router formats, in both languages, with and without a query', () => {
    for (const route of ROUTES) {
      for (const locale of ['en', 'fr']) {
        expect(hashRoutePath(`#/${locale}${route.path}?code=a%2Fb&x=1`)).toBe(route.path);
        expect(hashRoutePath(`#/${locale}${route.path}/`)).toBe(route.path);
      }
    }
  });

  it('agrees with the router on odd addresses', () => {
    for (const hash of ['', '#', '#/', '#/en', '#/fr/', '#//en//recovery//security/', '#/recovery/security', 'recovery/security?x', '#/de/login', '#/en/login?a=/b/c', '#/enx/login', '#/?x=1']) {
      expect({ hash, path: hashRoutePath(hash) }).toEqual({ hash, path: parseHash(hash).path });
    }
  });
});
