import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { createTranslator, type MessageTable } from '../../src/i18n/translator';
import { routeByName } from '../../src/router/routes';
import { PROFILE_MENU } from './menu';

describe('the profile menu', () => {
  it('lists the spec order, "my orders" last and without a route of its own', () => {
    expect(PROFILE_MENU.map((m) => m.id)).toEqual(['profile', 'password', 'securityQuestions', 'emailNotifications', 'salesTeam', 'myOrders']);
    expect(PROFILE_MENU.at(-1)?.route).toBeUndefined();
    for (const item of PROFILE_MENU.slice(0, -1)) expect(routeByName(item.route!).layout, item.id).toBe('profile');
  });

  it.each([['en', en], ['fr', fr]] as const)('%s has a label for every entry', (locale, table) => {
    const t = createTranslator(locale, table as MessageTable);
    for (const item of PROFILE_MENU) expect(t.has(item.labelKey), item.labelKey).toBe(true);
  });
});
