import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../demo/api/seed-data';

const roles = (l: string) => (JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')) as { registration: { roles: Record<string, string> } }).registration.roles;

describe('fallback roles (spec section 3)', () => {
  it('are the spec list, named as the server names them, so the label does not change when getRoles fails', () => {
    for (const l of ['en', 'fr'] as const) {
      expect(roles(l)).toEqual(Object.fromEntries(ROLES.map((r) => [String(r.id), r[l]])));
    }
  });
});
