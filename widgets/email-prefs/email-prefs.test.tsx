import axe from 'axe-core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import type { SubscriberRecord } from '../../src/contract/preferences';
import { fill, holdAnswers, renderFlow, settle } from '../../tests/harness/flow';
import { EmailPrefsFlow } from './EmailPrefsFlow';
import { input, jsonApi, subscriberFixture, THEN } from './test-helpers';
import { hidePage } from '../../tests/harness/page';

const RENDER = 'emailPreferences/renderEmailPreferences';
const SAVE = 'emailPreferences/index';
const page = (l: 'en' | 'fr', query = '?ht=hash-advisor') => `https://portal.example/${l}/email-preferences.html#/${l}/public/email-preferences${query}`;
const render = (l: 'en' | 'fr' = 'en', query?: string) => renderFlow('mi-email-prefs', EmailPrefsFlow, page(l, query));
const seriousOrCritical = (r: axe.AxeResults) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
const locales = { en: JSON.parse(readFileSync('locales/en.json', 'utf8')), fr: JSON.parse(readFileSync('locales/fr.json', 'utf8')) } as const;

afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

/** Renders the page with the record loaded and waits for the form. */
async function renderLoaded(l: 'en' | 'fr' = 'en', record = subscriberFixture(), save: unknown = { hash: 'hash-advisor', errCode: null, result: 'success' }) {
  const seen = jsonApi({ [RENDER]: { status: 200, userInfo: record }, [SAVE]: save });
  const host = await render(l);
  await waitFor(() => expect(host.querySelector('input[name="firstName"]')).toBeTruthy());
  return { host, seen };
}

const boxes = (host: HTMLElement) => Array.from(host.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).map((b) => [b.name, b.checked] as const);
const saved = (seen: { path: string; json: unknown }[]) => seen.filter((r) => r.path.endsWith(SAVE)).map((r) => r.json as SubscriberRecord);

describe('<mi-email-prefs>', () => {
  it.each(['en', 'fr'] as const)('has no serious or critical axe violations (%s)', async (l) => {
    const { host } = await renderLoaded(l);
    fireEvent.click(input(host, 'OPTOUT'));
    await settle();
    const r = await axe.run(host);
    expect(r.passes.length).toBeGreaterThan(0);
    expect(seriousOrCritical(r)).toEqual([]);
  });

  it('reads the record by the hash token and shows login email, names, language, subscriptions without 5 and 7, and opt-out', async () => {
    const { host, seen } = await renderLoaded('en', subscriberFixture({ LANGUAGE: 'French' }));
    expect(seen[0]).toMatchObject({ path: `/mi/en/${RENDER}`, query: { ht: 'hash-advisor' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notification Preferences');
    expect(host.querySelector('dd')?.textContent).toBe('advisor@example.com');
    expect(host.querySelector('input[name="emailId"], input[name="EMAIL"]')).toBeNull();
    expect([input(host, 'firstName').value, input(host, 'lastName').value]).toEqual(['Alex', 'Martin']);
    expect(host.querySelector<HTMLInputElement>('input[name="language"]:checked')?.value).toBe('fr-ca');
    expect(boxes(host)).toEqual([
      ['SUBSCRIPTION1', true], ['SUBSCRIPTION2', false], ['SUBSCRIPTION3', true], ['SUBSCRIPTION4', true], ['SUBSCRIPTION6', true], ['OPTOUT', false],
    ]);
    expect(screen.getByLabelText('Private wealth advisor newsletter')).toBe(input(host, 'SUBSCRIPTION1'));
    expect(screen.getByLabelText('Introductory series')).toBe(input(host, 'SUBSCRIPTION6'));
    expect(host.textContent).not.toContain('(Optional)');
  });

  it('names the subscriptions, the opt-out and the button in French on a French page', async () => {
    const { host } = await renderLoaded('fr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Préférences de notification');
    for (const n of [1, 2, 3, 4, 6]) expect(screen.getByLabelText(locales.fr.fields[`SUBSCRIPTION${n}`].label)).toBe(input(host, `SUBSCRIPTION${n}`));
    expect(screen.getByLabelText(locales.fr.fields.OPTOUT.label)).toBe(input(host, 'OPTOUT'));
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
  });

  it('opting out unticks every subscription on screen and says so; ticking one unticks the opt-out', async () => {
    const { host } = await renderLoaded();
    fireEvent.click(input(host, 'OPTOUT'));
    await settle();
    expect(boxes(host).filter(([, on]) => on)).toEqual([['OPTOUT', true]]);
    expect(host.querySelector('.mi-visually-hidden[role="status"]')?.textContent).toBe('Every box above is now cleared.');
    fireEvent.click(input(host, 'SUBSCRIPTION3'));
    await settle();
    expect(boxes(host).filter(([, on]) => on)).toEqual([['SUBSCRIPTION3', true]]);
    expect(host.querySelector('.mi-visually-hidden[role="status"]')?.textContent).toBe('“Unsubscribe from all these emails” is now cleared.');
  });

  it('Save posts the subscriber record: changed flags stamped now, an opt-out turning off 5 and 7 too (spec section 4), and says "opted out"', async () => {
    const { host, seen } = await renderLoaded('en', subscriberFixture(), { hash: 'hash-advisor', errCode: null, result: 'opted-out' });
    const submitted: unknown[] = [];
    host.addEventListener('mi-submitted', (e) => submitted.push(e.detail));
    await fill(host, 'lastName', 'Martin-Roy');
    fireEvent.click(host.querySelectorAll<HTMLInputElement>('input[name="language"]')[1]!);
    fireEvent.click(input(host, 'OPTOUT'));
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Said by the status region there since the form showed (one inserted with its text is often not read); the
    // banner is not a second live region.
    const banner = await screen.findByText(/unsubscribed from all these emails/, { selector: '.mi-notice__body' });
    expect(banner.closest('[role]')).toBeNull();
    expect(host.querySelector('.mi-visually-hidden[role="status"]')?.textContent).toBe(banner.textContent);
    const [record] = saved(seen);
    expect(record).toMatchObject({ EMAIL: 'advisor@example.com', HASH: 'hash-advisor', RequiresSync: true, LANGUAGE: 'French', FIRSTNAME: 'Alex', LASTNAME: 'Martin-Roy', OPTOUT: true });
    expect(new Date(record!.LastModifiedDate).toISOString()).toBe(record!.LastModifiedDate);
    expect(Date.parse(record!.LastModifiedDate)).toBeGreaterThanOrEqual(before - 1000);
    const byId = Object.fromEntries(record!.subscriptions.map((s) => [s.id, s]));
    expect(byId.SUBSCRIPTION1).toEqual({ id: 'SUBSCRIPTION1', isSubscribed: false, timestamp: record!.LastModifiedDate });
    expect(byId.SUBSCRIPTION2).toEqual({ id: 'SUBSCRIPTION2', isSubscribed: false, timestamp: THEN });
    // Off the public form, and still off once opted out: "Opting out sets all subscription flags to false."
    expect(byId.SUBSCRIPTION5).toEqual({ id: 'SUBSCRIPTION5', isSubscribed: false, timestamp: record!.LastModifiedDate });
    expect(byId.SUBSCRIPTION7).toEqual({ id: 'SUBSCRIPTION7', isSubscribed: false, timestamp: record!.LastModifiedDate });
    expect(submitted).toEqual([{ form: 'emailPreferences' }]);
  });

  it('a box changed while the save runs is not lost: it was not sent, so it stays unsaved over the record when the page opens again', async () => {
    const { host } = await renderLoaded();
    const release = holdAnswers(SAVE);
    fireEvent.click(input(host, 'SUBSCRIPTION2'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(host.querySelector('button[aria-busy="true"]')).toBeTruthy());
    fireEvent.click(input(host, 'SUBSCRIPTION3'));
    release();
    await screen.findByText('Your preferences have been saved.', { selector: '.mi-notice__body' });
    hidePage();
    cleanup();
    // The page again (its draft): the record (as first loaded) comes back, and the box changed during the save with it.
    const again = await render();
    await waitFor(() => expect(again.querySelector('input[name="firstName"]')).toBeTruthy());
    expect(input(again, 'SUBSCRIPTION3').checked).toBe(false);
  });

  it('a plain save says the preferences are saved, and the message goes once something changes again', async () => {
    const { host, seen } = await renderLoaded();
    fireEvent.click(input(host, 'SUBSCRIPTION2'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your preferences have been saved.', { selector: '.mi-notice__body' });
    expect(saved(seen)[0]?.OPTOUT).toBe(false);
    expect(saved(seen)[0]?.subscriptions.find((s) => s.id === 'SUBSCRIPTION2')?.isSubscribed).toBe(true);
    fireEvent.click(input(host, 'SUBSCRIPTION3'));
    await settle();
    expect(screen.queryByText('Your preferences have been saved.', { selector: '.mi-notice__body' })).toBeNull();
    // The second save builds on what the first one saved: subscription 2 keeps the time of its change.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your preferences have been saved.', { selector: '.mi-notice__body' });
    const [first, second] = saved(seen);
    expect(second?.subscriptions[1]).toEqual(first?.subscriptions[1]);
  });

  it('saves for a subscriber whose registered last name is longer than a profile name may be (80 against 50)', async () => {
    const long = 'Martin-Delacroix-Beauchemin-Tremblay-Saint-Laurent-Fontaine-Gagnon'; // 66 characters
    const { host, seen } = await renderLoaded('en', subscriberFixture({ LASTNAME: long }));
    fireEvent.click(input(host, 'SUBSCRIPTION2'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your preferences have been saved.', { selector: '.mi-notice__body' });
    expect(saved(seen)[0]?.LASTNAME).toBe(long);
    // Past 80, the longest any account holds, the name is refused as everywhere.
    await fill(host, 'lastName', 'x'.repeat(81));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ })).textContent).toContain('Please fix 1 error');
  });

  it('a name the account may not change (prfl003: internal, pre-registered) is put back and locked; the next save keeps the subscriptions', async () => {
    const record = subscriberFixture();
    const refuseRenamed = (r: { json: unknown }) =>
      (r.json as SubscriberRecord).FIRSTNAME === record.FIRSTNAME ? { hash: record.HASH, errCode: null, result: 'success' } : { hash: record.HASH, errCode: 'prfl003', result: 'failure' };
    const { host, seen } = await renderLoaded('en', record, refuseRenamed);
    await fill(host, 'firstName', 'Renamed');
    fireEvent.click(input(host, 'SUBSCRIPTION2'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/come from its profile, which cannot be changed here, so nothing was saved/);
    expect(screen.queryByText('Your preferences have been saved.', { selector: '.mi-notice__body' })).toBeNull();
    expect(input(host, 'firstName').value).toBe(record.FIRSTNAME);
    expect(input(host, 'firstName').disabled).toBe(true);
    expect(input(host, 'SUBSCRIPTION2').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your preferences have been saved.', { selector: '.mi-notice__body' });
    expect(screen.queryByText(/nothing was saved/)).toBeNull();
    // The fields stay locked, and still say why.
    expect(input(host, 'firstName').disabled).toBe(true);
    expect(host.textContent).toContain('Your name and language come from your profile');
    const [, second] = saved(seen);
    expect(second?.FIRSTNAME).toBe(record.FIRSTNAME);
    expect(second?.subscriptions.find((x) => x.id === 'SUBSCRIPTION2')?.isSubscribed).toBe(true);
  });

  it('a prfl003 for names already as the server has them is not a loop of "save again": the generic message', async () => {
    const { host } = await renderLoaded('en', subscriberFixture(), { hash: 'hash-advisor', errCode: 'prfl003', result: 'failure' });
    await fill(host, 'firstName', 'Renamed');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/so nothing was saved/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Something went wrong. Please try again later or contact Client Relations.');
    expect(screen.queryByText(/so nothing was saved/)).toBeNull();
  });

  it('an empty first name stops the save with the error summary', async () => {
    const { host, seen } = await renderLoaded();
    await fill(host, 'firstName', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ })).textContent).toContain('Please fix 1 error');
    expect(input(host, 'firstName').getAttribute('aria-invalid')).toBe('true');
    expect(saved(seen)).toEqual([]);
  });

  it('without ht shows the server-error page with Client Relations and a login link, and asks nothing', async () => {
    const seen = jsonApi({});
    const errors: unknown[] = [];
    document.addEventListener('mi-error', (e) => errors.push(e.detail), { once: true });
    const host = await render('en', '');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(host.textContent).toContain('Manage your email preferences');
    expect(host.querySelector('a[href^="mailto:clientrelations@example.com"]')).toBeTruthy();
    const login = screen.getByRole('link', { name: 'Log in to manage your notification preferences' }).getAttribute('href') ?? '';
    expect(login.startsWith('/en/login.html#/en/login?')).toBe(true);
    expect(decodeURIComponent(login)).toContain('url=/en/profile.html#/en/profile/email-preferences');
    expect(seen).toEqual([]);
    expect(errors).toEqual([{ code: 'missing-ht', messageKey: 'emailPrefs.public.missingLink' }]);
    expect(host.querySelector('form')).toBeNull();
  });

  it.each([
    ['an unknown hash (no userInfo)', { [RENDER]: { status: 404, userInfo: null } }],
    ['a save whose hash is unknown', { [RENDER]: { status: 200, userInfo: subscriberFixture() }, [SAVE]: { hash: null, errCode: 'could_not_read_user_info', result: 'failure' } }],
  ])('%s raises could_not_read_user_info with its message', async (_case, answers) => {
    jsonApi(answers);
    const host = await render('fr');
    const form = host.querySelector('form');
    if (form) {
      await waitFor(() => expect(host.querySelector('input[name="firstName"]')).toBeTruthy());
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    }
    await screen.findByText(locales.fr.errors.codes.could_not_read_user_info);
    expect(host.querySelector('a[href^="tel:"]')).toBeTruthy();
  });

  it('keeps unsaved changes over a reload, and shows the server again once saved', async () => {
    const first = await renderLoaded();
    await fill(first.host, 'firstName', 'Alexandra');
    fireEvent.click(input(first.host, 'SUBSCRIPTION1'));
    await settle();
    hidePage();
    cleanup();
    document.body.replaceChildren();
    const again = await renderLoaded();
    expect(input(again.host, 'firstName').value).toBe('Alexandra');
    expect(input(again.host, 'SUBSCRIPTION1').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your preferences have been saved.', { selector: '.mi-notice__body' });
    hidePage();
    cleanup();
    document.body.replaceChildren();
    const fresh = await renderLoaded('en', subscriberFixture({ FIRSTNAME: 'Server' }));
    expect(input(fresh.host, 'firstName').value).toBe('Server');
  });
});

describe('email-preferences messages', () => {
  /** Every key path under a node. */
  const paths = (node: unknown, prefix = ''): string[] =>
    node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => paths(v, prefix ? `${prefix}.${k}` : k)) : [prefix];

  it('has the same keys in en and fr, French typography with non-breaking spaces', () => {
    const sections = (l: 'en' | 'fr') => ({ emailPrefs: locales[l].emailPrefs, salesTeam: locales[l].profile.salesTeam });
    expect(paths(sections('fr')).sort()).toEqual(paths(sections('en')).sort());
    const french = JSON.stringify(sections('fr'));
    expect(french).not.toMatch(/ [:;!?»]|« /);
    expect(french).not.toContain("'");
  });
});
