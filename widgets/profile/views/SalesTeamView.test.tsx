import axe from 'axe-core';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFlow } from '../../../tests/harness/flow';
import { jsonApi } from '../../email-prefs/test-helpers';
import { ProfileFlow } from '../ProfileFlow';
import { mergeTeams, safePicture } from './SalesTeamView';

const PROFILE = {
  firstName: 'Alex', preferredFirstName: null, lastName: 'Martin', roleId: 10, languagePreferenceCode: 'en', emailId: 'advisor@example.com',
  isInternalUser: false, preRegistered: false, emailPreferencesHash: 'hash-advisor',
};
const member = (firstName: string, lastName: string, extra: Record<string, string> = {}) => ({
  firstName, lastName, jobTitle: 'Regional Wholesaler', pictureLocation: `/pictures/${firstName.toLowerCase()}.png`,
  businessPhoneNumber: '416-555-0101', emailAddress: `${firstName.toLowerCase()}@example.com`, ...extra,
});
const TEAM = { asian: [member('Wei', 'Chen')], nonAsian: [member('Claire', 'Tremblay', { jobTitle: 'Internal Wholesaler' }), member('Sophie', 'Gagnon', { pictureLocation: 'javascript:alert(1)' })] };

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

async function renderTeam(team: unknown = TEAM, l: 'en' | 'fr' = 'en') {
  const seen = jsonApi({ 'loggedInStatus/index': { loggedIn: true }, 'changeProfile/index': PROFILE, 'salesTeam/index': team });
  const host = await renderFlow('mi-profile', ProfileFlow, `https://portal.example/${l}/profile.html#/${l}/profile/sales-team`);
  await waitFor(() => expect(host.querySelector('.mi-team, .mi-notice')).toBeTruthy());
  return { host, seen };
}

describe('<mi-profile> /profile/sales-team', () => {
  it.each(['en', 'fr'] as const)('has no serious or critical axe violations (%s)', async (l) => {
    const { host } = await renderTeam(TEAM, l);
    const r = await axe.run(host);
    expect(r.passes.length).toBeGreaterThan(0);
    expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('lists both teams as one: picture with its text alternative, name, job title, tel: and mailto: links', async () => {
    const { host, seen } = await renderTeam();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My sales team');
    expect(seen.find((r) => r.path === '/mi/api/en/salesTeam/index')?.query).toEqual({ pageSet: 'advisor', roles: 'RWS,RIWS,RSC' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Wei Chen', 'Claire Tremblay', 'Sophie Gagnon']);
    const claire = host.querySelectorAll('.mi-team__member')[1]!;
    expect(claire.querySelector('img')?.getAttribute('alt')).toBe('Photo of Claire Tremblay');
    expect(claire.querySelector('img')?.getAttribute('src')).toBe('/pictures/claire.png');
    expect(claire.textContent).toContain('Internal Wholesaler');
    expect(claire.querySelector('a[href="tel:4165550101"]')?.textContent).toBe('416-555-0101');
    expect(claire.querySelector('a[href="mailto:claire@example.com"]')?.textContent).toBe('claire@example.com');
  });

  it('shows a placeholder with a text alternative when a picture fails to load or is not a safe address', async () => {
    const { host } = await renderTeam();
    const wei = host.querySelectorAll('.mi-team__member')[0]!;
    fireEvent.error(wei.querySelector('img')!);
    await waitFor(() => expect(wei.querySelector('img')).toBeNull());
    expect(screen.getByRole('img', { name: 'No photo of Wei Chen' }).textContent).toBe('WC');
    expect(screen.getByRole('img', { name: 'No photo of Sophie Gagnon' })).toBeTruthy();
    expect(host.innerHTML).not.toContain('javascript:');
  });

  it('an empty list says so in French and offers Client Relations', async () => {
    const { host } = await renderTeam({ asian: [], nonAsian: [] }, 'fr');
    expect(screen.getByRole('status').textContent).toContain('Aucun membre de l’équipe des ventes');
    expect(host.querySelector('a[href="mailto:clientrelations@example.com"]')).toBeTruthy();
    expect(host.querySelector('.mi-team')).toBeNull();
  });

  it.each(['a 500', 'no network'])('a list that fails to load (%s) offers "Try again" (no form to go back to), which asks for it again', async (what) => {
    let calls = 0;
    const first = () => {
      if (what === 'a 500') return 500;
      throw new TypeError('Failed to fetch');
    };
    jsonApi({ 'loggedInStatus/index': { loggedIn: true }, 'changeProfile/index': PROFILE, 'salesTeam/index': () => (++calls === 1 ? first() : TEAM) });
    const host = await renderFlow('mi-profile', ProfileFlow, 'https://portal.example/en/profile.html#/en/profile/sales-team');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('button', { name: 'Back to the form' })).toBeNull();
    fireEvent.click(retry);
    await waitFor(() => expect(host.querySelector('.mi-team')).toBeTruthy());
    expect(calls).toBe(2);
  });

  it('merges the lists once per person and keeps only same-site or https pictures', () => {
    const wei = member('Wei', 'Chen');
    expect(mergeTeams({ asian: [wei], nonAsian: [{ ...wei, emailAddress: 'WEI@example.com ' }, member('Claire', 'Tremblay')] }).map((m) => m.firstName)).toEqual(['Wei', 'Claire']);
    expect([safePicture('/a.png'), safePicture('https://cdn.example/a.png'), safePicture('//evil.example/a.png'), safePicture('data:image/png;base64,x'), safePicture('')]).toEqual([
      '/a.png', 'https://cdn.example/a.png', null, null, null,
    ]);
    // A browser reads a backslash as a slash: these name another host.
    expect(['/\\evil.example/t.png', '/%5Cevil.example/t.png', '/\t/evil.example/t.png', 'https://user@cdn.example/a.png'].map(safePicture)).toEqual([null, null, null, null]);
  });
});
