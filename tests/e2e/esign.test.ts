/**
 * Issue 9, e-signature part, end to end once per language with the keyboard only: signed out, the
 * advisor-forms page sends the advisor to login and back; an individual and a joint purchase (the
 * joint one with a session edit of the advisor) are reviewed and sent, and the mailbox holds exactly
 * what the review screen showed, for each investor and in copy for the advisor; the edit never reaches
 * the profile; an entity-investor purchase (corporation and signatory); a managed and a joint redemption;
 * changing the subscriber type asks first, then clears the investor and joint data so none of it reaches
 * the review or the mailbox; the account without codes is blocked with the 403-docusign notice.
 * axe at 1280 and 375 px on the form and the review; no console error or CSP violation.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_LABELS } from '../../demo/api/messages';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../demo/api/seed-accounts';
import { FUNDS, REDEMPTION_FUNDS } from '../../demo/api/seed-data';
import { focusedOnArrival, openPage, axeCleanAtWidths, startE2E, type E2E } from './browser';
import { activate, choose, tabTo, typeInto } from './keyboard';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

type Locale = 'en' | 'fr';
const TAG = 'mi-esign';
const inPart = (part: string, name: string) => `${TAG} [data-part="${part}"] [name="${name}"]`;
const button = (cls: string) => `${TAG} button.mi-button--${cls}`;
const locale = (l: Locale) => JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')) as {
  esign: {
    actions: Record<string, string>; review: { title: string; unconfirmed: string }; sent: { title: string }; sections: Record<string, string>;
    confirm: { type: { title: string } };
  };
  errors: { codes: Record<string, string> };
  fields: Record<string, { label: string }>;
};

interface Mail { to: string; language: string; subject: string; text: string }
async function mailbox(): Promise<Mail[]> {
  return (await (await fetch(`${e2e.base}/demo/mailbox.json`)).json()) as Mail[];
}
async function mailsTo(to: string): Promise<Mail[]> {
  return (await mailbox()).filter((m) => m.to === to);
}

async function waitForHeading(page: Page, text: string): Promise<void> {
  await page.waitForFunction(([sel, t]) => document.querySelector(sel!)?.textContent === t, [`${TAG} h1`, text] as const, { timeout: 15_000 });
}

/**
 * A screen reached from another (review, sent, the form again): its heading, and focus on it, as the view moves
 * it there a frame after it renders. Tabbing before that would race the move (a Tab, then focus jumps back).
 */
async function waitForScreen(page: Page, text: string): Promise<void> {
  await page.waitForFunction(([sel, t]) => {
    const heading = document.querySelector(sel!);
    return heading?.textContent === t && document.activeElement === heading;
  }, [`${TAG} h1`, text] as const, { timeout: 15_000 });
}

/** Who the browser context is signed in as (the journeys share it), so a journey signs in only when it must. */
let signedInAs: string | null = null;

/** Signs in on the login page the session gate sent us to, and waits to be back on the form. */
async function logIn(page: Page, l: Locale, account: DemoAccount): Promise<void> {
  signedInAs = account.email;
  await page.waitForSelector('mi-login:defined [name="emailId"]', { timeout: 15_000 });
  await typeInto(page, 'mi-login [name="emailId"]', account.email);
  await typeInto(page, 'mi-login [name="password"]', account.password ?? '');
  await activate(page, 'mi-login button[type="submit"]');
  await page.waitForURL(new RegExp(`/${l}/advisor-forms\\.html`), { timeout: 15_000 });
  await page.waitForSelector(inPart('selection', 'fundId'), { timeout: 15_000 });
}

/**
 * Opens the advisor forms (the purchase, or the redemption) as `account`, signing in first when the session
 * gate asks (so each journey also runs alone, in either language), then chooses `fund` and the subscriber type by keyboard.
 */
async function openWith(l: Locale, account: DemoAccount, mode: 'purchase' | 'redeem', fund: string, type: string) {
  if (signedInAs !== account.email) await e2e.context.clearCookies();
  const { page, problems } = await openPage(e2e, `/${l}/advisor-forms.html${mode === 'redeem' ? `#/${l}/advisor-forms?redeem=true` : ''}`, 'commit');
  const first = await page.waitForSelector(`${inPart('selection', 'fundId')}, mi-login [name="emailId"]`, { timeout: 15_000 });
  if (await first.evaluate((el) => el.closest('mi-login') !== null)) await logIn(page, l, account);
  await choose(page, inPart('selection', 'fundId'), fund);
  await chooseType(page, type);
  return { page, problems };
}

/** Checks the subscriber type `value` with the keyboard: Tab into the radio group, then the arrow keys. */
async function chooseType(page: Page, value: string): Promise<void> {
  await tabTo(page, `${TAG} input[name="requestType"]`);
  for (let i = 0; i < 8; i += 1) {
    const state = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return { value: el?.value, checked: el?.checked };
    });
    if (state.value === value && state.checked) return;
    await page.keyboard.press(state.checked ? 'ArrowDown' : 'Space');
  }
  throw new Error(`type ${value} not reached`);
}

/**
 * Moves the subscriber type to `value` with one key press, as a keyboard user does: Space on the focused
 * radio, or one arrow from the checked one (never through another type, which would ask or clear too).
 */
async function switchType(page: Page, value: string): Promise<void> {
  await tabTo(page, `${TAG} input[name="requestType"]`);
  const { focused, order } = await page.evaluate(() => ({
    focused: (document.activeElement as HTMLInputElement | null)?.value ?? '',
    order: Array.from(document.querySelectorAll<HTMLInputElement>('mi-esign input[name="requestType"]')).map((r) => r.value),
  }));
  const step = order.indexOf(value) - order.indexOf(focused);
  if (step === 0) return page.keyboard.press('Space');
  if (Math.abs(step) !== 1) throw new Error(`type ${value} is not next to ${focused}`);
  await page.keyboard.press(step > 0 ? 'ArrowDown' : 'ArrowUp');
}

/** The subscriber type the form shows as checked. */
const checkedType = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLInputElement>('mi-esign input[name="requestType"]:checked')?.value ?? null);

/** The current values of a form section's inputs, by name. */
const sectionValues = (page: Page, part: string) =>
  page.evaluate((sel) => Object.fromEntries(Array.from(document.querySelectorAll<HTMLInputElement>(sel)).map((i) => [i.name, i.value])),
    `${TAG} [data-part="${part}"] input`);

/** The review screen's rows of one section, as label and value. */
async function reviewed(page: Page, part: string): Promise<Record<string, string>> {
  return page.evaluate((sel) => Object.fromEntries(Array.from(document.querySelectorAll(sel)).map((row) => [
    row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '',
  ])), `${TAG} [data-part="${part}"] .mi-summary__row`);
}

/** Sends the reviewed request and waits for the success message. */
async function send(page: Page, l: Locale): Promise<void> {
  await activate(page, button('primary'));
  await waitForScreen(page, locale(l).esign.sent.title);
}

const party = (values: Record<string, string>, first: string, last: string, email: string) =>
  `${values[first]} ${values[last]}${values[email] ? ` <${values[email]}>` : ''}`;

describe.each(['en', 'fr'] as const)('e-signature (%s)', (l) => {
  const account = l === 'fr' ? DEMO_ACCOUNTS.advisorFr : DEMO_ACCOUNTS.advisorEn;
  const L = ESIGN_LABELS[l];
  const words = locale(l);
  const label = (key: 'firstName' | 'lastName' | 'email') => ({
    firstName: l === 'fr' ? 'Prénom' : 'First name', lastName: l === 'fr' ? 'Nom de famille' : 'Last name', email: l === 'fr' ? 'Adresse courriel' : 'Email address',
  })[key];

  it('purchases for an individual and a joint: the mailbox receives what the review showed; the advisor edit is not saved', async () => {
    // Start signed out (another account of the run may be signed in): the session gate sends us to login and back.
    await e2e.context.clearCookies();
    const { page, problems } = await openPage(e2e, `/${l}/advisor-forms.html`, 'commit');
    await logIn(page, l, account);
    await waitForHeading(page, l === 'fr' ? 'Formulaire de souscription de fonds' : 'Subscribe Fund Form');
    await axeCleanAtWidths(page);

    // An individual purchase.
    const fund = FUNDS[0]![l];
    const ines = `ines.${l}@example.com`;
    await choose(page, inPart('selection', 'fundId'), fund);
    await chooseType(page, 'individualSubscriber');
    await typeInto(page, inPart('investor', 'firstName'), 'Inès');
    await typeInto(page, inPart('investor', 'lastName'), 'Moreau');
    await typeInto(page, inPart('investor', 'email'), ines);
    await typeInto(page, inPart('investor', 'phone'), '416-555-0188');
    await activate(page, button('primary'));
    await waitForScreen(page, words.esign.review.title);
    await axeCleanAtWidths(page);
    const request = await reviewed(page, 'request');
    const investor = await reviewed(page, 'investor');
    const advisor = await reviewed(page, 'advisor');
    expect(Object.values(request)).toEqual([fund, `${L.purchase} – ${L.individual}`]);
    await send(page, l);
    const [mail] = await mailsTo(ines);
    expect(mail?.language).toBe(l);
    for (const line of [`${L.fund}${fund}`, `${L.request}${L.purchase} – ${L.individual}`,
      `${L.advisor}${party(advisor, label('firstName'), label('lastName'), label('email'))}`,
      `${L.investor}${party(investor, label('firstName'), label('lastName'), label('email'))}`]) expect(mail?.text).toContain(line);

    // A joint purchase, with the advisor's first name edited for this request only.
    await activate(page, button('primary'));
    await waitForScreen(page, l === 'fr' ? 'Formulaire de souscription de fonds' : 'Subscribe Fund Form');
    const joint = [`pat.${l}@example.com`, `sam.${l}@example.com`];
    await chooseType(page, 'jointSubscriber');
    await typeInto(page, inPart('investor', 'firstName'), 'Pat');
    await typeInto(page, inPart('investor', 'lastName'), 'Lee');
    await typeInto(page, inPart('investor', 'email'), joint[0]!);
    await typeInto(page, inPart('investor', 'phone'), '647-555-0101');
    await typeInto(page, inPart('joint', 'firstName'), 'Sam');
    await typeInto(page, inPart('joint', 'lastName'), 'Lee');
    await typeInto(page, inPart('joint', 'email'), joint[1]!);
    await typeInto(page, inPart('joint', 'phone'), '647-555-0102');
    await activate(page, `${TAG} [data-part="advisor"] button`);
    await page.waitForSelector(inPart('advisor', 'firstName'));
    await typeInto(page, inPart('advisor', 'firstName'), 'Session');
    await activate(page, button('primary'));
    await waitForScreen(page, words.esign.review.title);
    const jointAdvisor = await reviewed(page, 'advisor');
    expect(jointAdvisor[label('firstName')]).toBe('Session');
    const jointParty = await reviewed(page, 'joint');
    await send(page, l);
    for (const to of joint) {
      const [m] = await mailsTo(to);
      expect(m?.text).toContain(`${L.request}${L.purchase} – ${L.joint}`);
      expect(m?.text).toContain(`${L.advisor}Session ${account.lastName}`);
      expect(m?.text).toContain(`${L.jointInvestor}${party(jointParty, label('firstName'), label('lastName'), label('email'))}`);
    }
    expect((await mailsTo(account.email)).at(-1)?.text).toContain(`${L.jointInvestor}Sam Lee`);

    // The profile still has the profile's first name.
    await page.goto(`${e2e.base}/${l}/profile.html#/${l}/profile/personal`);
    await page.waitForFunction((v) => (document.querySelector('mi-profile [name="firstName"]') as HTMLInputElement | null)?.value === v, account.firstName, { timeout: 15_000 });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('redeems for a managed account, names only; the advisor gets the copy', async () => {
    const fund = REDEMPTION_FUNDS[3]![l];
    const { page, problems } = await openWith(l, account, 'redeem', fund, 'managedAccount');
    expect(await page.locator(`${TAG} [data-part="investor"] input`).count()).toBe(2);
    await typeInto(page, inPart('investor', 'firstName'), 'Kim');
    await typeInto(page, inPart('investor', 'lastName'), 'Park');
    await activate(page, button('primary'));
    await waitForScreen(page, words.esign.review.title);
    // The browser's Back returns to the form, as Edit does, with what was typed (not off the page).
    const address = page.url();
    await page.goBack();
    await page.waitForFunction(([sel, t]) => {
      const heading = document.querySelector(sel!);
      return !!heading && heading.textContent !== t && document.activeElement === heading;
    }, [`${TAG} h1`, words.esign.review.title] as const);
    expect(page.url()).toBe(address);
    expect(await page.locator(inPart('investor', 'lastName')).inputValue()).toBe('Park');
    await activate(page, button('primary'));
    await waitForScreen(page, words.esign.review.title);
    expect(Object.values(await reviewed(page, 'request'))).toEqual([fund, `${L.redeem} – ${L.managed}`]);
    // While the request to sign is out, Back keeps the review (Edit is disabled then too); the sent screen follows.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/esign/redeem', async (route) => {
      await answered;
      await route.continue();
    });
    await activate(page, button('primary'));
    await page.waitForSelector(`${TAG} button[aria-busy="true"], ${TAG} button[disabled]`);
    await page.evaluate(() => history.back());
    await page.waitForTimeout(300);
    expect(await page.locator(`${TAG} h1`).textContent()).toBe(words.esign.review.title);
    answer();
    await waitForScreen(page, words.esign.sent.title);
    await page.unroute('**/esign/redeem');
    const copy = (await mailsTo(account.email)).at(-1);
    expect(copy?.text).toContain(`${L.request}${L.redeem} – ${L.managed}`);
    expect(copy?.text).toContain(`${L.investor}Kim Park`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a send whose answer is lost says to look for the copy, which came: one request, one copy', async () => {
    const fund = REDEMPTION_FUNDS[2]![l];
    const { page, problems } = await openWith(l, account, 'redeem', fund, 'managedAccount');
    await typeInto(page, inPart('investor', 'firstName'), 'Lou');
    await typeInto(page, inPart('investor', 'lastName'), 'Lost');
    await activate(page, button('primary'));
    await waitForScreen(page, words.esign.review.title);
    // The request reaches the demo API (it mails), then the connection drops before the page reads the answer.
    await page.route('**/esign/redeem', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    const before = (await mailsTo(account.email)).length;
    await activate(page, button('primary'));
    await page.waitForFunction((text) => document.querySelector('mi-esign')?.textContent?.includes(text), words.esign.review.unconfirmed, { timeout: 15_000 });
    const copies = (await mailsTo(account.email)).slice(before);
    expect(copies.map((m) => m.text.includes(`${L.investor}Lou Lost`))).toEqual([true]);
    // The browser logs the reset connection; nothing else may go wrong.
    expect(problems.filter((p) => !p.includes('ERR_CONNECTION_RESET'))).toEqual([]);
    await page.close();
  });

  it('purchases for an entity investor: corporation and signatory; the mailbox receives what the review showed', async () => {
    const fund = FUNDS[1]![l];
    const maya = `maya.${l}@example.com`;
    const { page, problems } = await openWith(l, account, 'purchase', fund, 'corporateSubscriber');
    // An entity is a corporation named by its signatory: no plain investor names.
    expect(await page.locator(`${TAG} [data-part="investor"] h2`).textContent()).toBe(words.esign.sections.entity);
    expect(Object.keys(await sectionValues(page, 'investor'))).toEqual(['corporationName', 'signatoryFirstName', 'signatoryLastName', 'email', 'phone', 'extension']);
    await typeInto(page, inPart('investor', 'corporationName'), 'Érable Holdings Inc.');
    await typeInto(page, inPart('investor', 'signatoryFirstName'), 'Maya');
    await typeInto(page, inPart('investor', 'signatoryLastName'), 'Singh');
    await typeInto(page, inPart('investor', 'email'), maya);
    await typeInto(page, inPart('investor', 'phone'), '416-555-0177');
    await activate(page, button('primary'));
    await waitForScreen(page, words.esign.review.title);
    expect(Object.values(await reviewed(page, 'request'))).toEqual([fund, `${L.purchase} – ${L.corporate}`]);
    expect(await page.locator(`${TAG} [data-part="investor"] h2`).textContent()).toBe(words.esign.sections.entity);
    const entity = await reviewed(page, 'investor');
    const advisor = await reviewed(page, 'advisor');
    const f = (name: string) => words.fields[name]!.label;
    expect(entity[f('corporationName')]).toBe('Érable Holdings Inc.');
    await send(page, l);
    // The mail names the corporation and its signatory exactly as reviewed, to the investor and in copy to the advisor.
    const primary = `${L.investor}${entity[f('corporationName')]}, ${L.signatory}${party(entity, f('signatoryFirstName'), f('signatoryLastName'), f('email'))}`;
    const [mail] = await mailsTo(maya);
    expect(mail?.language).toBe(l);
    for (const line of [`${L.fund}${fund}`, `${L.request}${L.purchase} – ${L.corporate}`,
      `${L.advisor}${party(advisor, label('firstName'), label('lastName'), label('email'))}`, primary]) expect(mail?.text).toContain(line);
    expect((await mailsTo(account.email)).at(-1)?.text).toContain(primary);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('redeems for a joint account, names only: the advisor copy names both investors as reviewed and no one else is mailed', async () => {
    const fund = REDEMPTION_FUNDS[1]![l];
    const { page, problems } = await openWith(l, account, 'redeem', fund, 'jointAccount');
    expect(Object.keys(await sectionValues(page, 'investor'))).toEqual(['firstName', 'lastName']);
    expect(Object.keys(await sectionValues(page, 'joint'))).toEqual(['firstName', 'lastName']);
    await typeInto(page, inPart('investor', 'firstName'), 'Léa');
    await typeInto(page, inPart('investor', 'lastName'), 'Tremblay');
    await typeInto(page, inPart('joint', 'firstName'), 'Omar');
    await typeInto(page, inPart('joint', 'lastName'), 'Haddad');
    await activate(page, button('primary'));
    await waitForScreen(page, words.esign.review.title);
    expect(Object.values(await reviewed(page, 'request'))).toEqual([fund, `${L.redeem} – ${L.joint}`]);
    const investor = await reviewed(page, 'investor');
    const joint = await reviewed(page, 'joint');
    expect(Object.values(joint)).toEqual(['Omar', 'Haddad']);
    const before = (await mailbox()).length;
    await send(page, l);
    // Redemption investors have no email: the advisor's copy is the only mail.
    const sent = (await mailbox()).slice(before);
    expect(sent.map((m) => m.to)).toEqual([account.email]);
    expect(sent[0]?.language).toBe(l);
    for (const line of [`${L.fund}${fund}`, `${L.request}${L.redeem} – ${L.joint}`,
      `${L.investor}${party(investor, label('firstName'), label('lastName'), label('email'))}`,
      `${L.jointInvestor}${party(joint, label('firstName'), label('lastName'), label('email'))}`]) expect(sent[0]?.text).toContain(line);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('changing the type asks first, then clears the investor and joint data: none of it is reviewed or mailed', async () => {
    const fund = FUNDS[2]![l];
    const stale = [`olivia.${l}@example.com`, `jules.${l}@example.com`];
    const fresh = `nadia.${l}@example.com`;
    const { page, problems } = await openWith(l, account, 'purchase', fund, 'jointSubscriber');
    await typeInto(page, inPart('investor', 'firstName'), 'Olivia');
    await typeInto(page, inPart('investor', 'lastName'), 'Stale');
    await typeInto(page, inPart('investor', 'email'), stale[0]!);
    await typeInto(page, inPart('joint', 'firstName'), 'Jules');
    await typeInto(page, inPart('joint', 'email'), stale[1]!);

    // Something was typed: another type asks first, and "No" keeps the type and every value.
    const modal = `${TAG} dialog.mi-modal`;
    const modalFocused = await focusedOnArrival(page, modal);
    await switchType(page, 'individualSubscriber');
    await page.waitForSelector(modal);
    expect(await modalFocused()).toBe(true);
    expect(await page.locator(`${modal} h2`).textContent()).toBe(words.esign.confirm.type.title);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('mi-modal__cancel'))).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForSelector(modal, { state: 'detached' });
    expect(await checkedType(page)).toBe('jointSubscriber');
    expect(await sectionValues(page, 'investor')).toMatchObject({ firstName: 'Olivia', email: stale[0] });
    expect(await sectionValues(page, 'joint')).toMatchObject({ firstName: 'Jules', email: stale[1] });

    // "Yes" changes the type and clears both investors.
    await switchType(page, 'individualSubscriber');
    await page.waitForSelector(modal);
    await activate(page, `${modal} .mi-modal__confirm`);
    await page.waitForSelector(modal, { state: 'detached' });
    expect(await checkedType(page)).toBe('individualSubscriber');
    expect(Object.values(await sectionValues(page, 'investor')).every((v) => v === '')).toBe(true);
    expect(await page.locator(`${TAG} [data-part="joint"]`).count()).toBe(0);
    // Cleared, not hidden: back on joint (nothing typed now, so no question) both investors are empty.
    await switchType(page, 'jointSubscriber');
    await page.waitForFunction(() => document.querySelector('mi-esign [data-part="joint"]') !== null);
    expect(await page.locator(modal).count()).toBe(0);
    expect(Object.values(await sectionValues(page, 'investor')).every((v) => v === '')).toBe(true);
    expect(Object.values(await sectionValues(page, 'joint')).every((v) => v === '')).toBe(true);

    await switchType(page, 'individualSubscriber');
    await page.waitForFunction(() => document.querySelector('mi-esign [data-part="joint"]') === null);
    await typeInto(page, inPart('investor', 'firstName'), 'Nadia');
    await typeInto(page, inPart('investor', 'lastName'), 'Fresh');
    await typeInto(page, inPart('investor', 'email'), fresh);
    await typeInto(page, inPart('investor', 'phone'), '416-555-0166');
    await activate(page, button('primary'));
    await waitForScreen(page, words.esign.review.title);
    // The fund survives the type change; only the fresh investor is reviewed.
    expect(Object.values(await reviewed(page, 'request'))).toEqual([fund, `${L.purchase} – ${L.individual}`]);
    expect(await reviewed(page, 'investor')).toEqual({
      [label('firstName')]: 'Nadia', [label('lastName')]: 'Fresh', [label('email')]: fresh, [words.fields.phone!.label]: '416-555-0166',
    });
    expect(await page.locator(`${TAG} [data-part="joint"]`).count()).toBe(0);
    await send(page, l);
    expect((await mailsTo(fresh))[0]?.text).toContain(`${L.investor}Nadia Fresh <${fresh}>`);
    for (const to of stale) expect(await mailsTo(to)).toEqual([]);
    const copy = (await mailsTo(account.email)).at(-1)?.text ?? '';
    expect(copy).toContain(`${L.investor}Nadia Fresh`);
    for (const typed of ['Olivia', 'Jules', L.jointInvestor]) expect(copy).not.toContain(typed);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('blocks professional@example.com (no codes) with the 403-docusign notice and sends nothing', async () => {
    await e2e.context.clearCookies();
    const { page, problems } = await openPage(e2e, `/${l}/advisor-forms.html`, 'commit');
    await logIn(page, l, DEMO_ACCOUNTS.noCodes);
    const message = words.errors.codes['403-docusign']!;
    await page.waitForFunction(([sel, t]) => document.querySelector(sel!)?.textContent?.includes(t!) ?? false, [`${TAG} [data-part="advisor"]`, message] as const);
    await chooseType(page, 'individualSubscriber');
    await typeInto(page, inPart('investor', 'firstName'), 'Noa');
    await typeInto(page, inPart('investor', 'lastName'), 'Roy');
    await typeInto(page, inPart('investor', 'email'), `noa.${l}@example.com`);
    await typeInto(page, inPart('investor', 'phone'), '416-555-0199');
    const gateFocused = await focusedOnArrival(page, `${TAG} [data-testid="esign-gate"]`);
    await activate(page, button('primary'));
    await page.waitForSelector(`${TAG} [data-testid="esign-gate"]`);
    expect(await gateFocused()).toBe(true);
    expect(await page.locator(`${TAG} [data-testid="esign-gate"]`).textContent()).toContain(message);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('esign-gate');
    expect(await mailsTo(`noa.${l}@example.com`)).toEqual([]);
    await axeCleanAtWidths(page);
    // The way past it: the profile, where the codes are kept (optional there for this advisor's role).
    await activate(page, `${TAG} [data-testid="esign-gate"] a`);
    await page.waitForURL(/profile\.html#\/(en|fr)\/profile\/personal/);
    await page.waitForSelector('mi-profile [name="primaryDealerCode"]');
    expect(problems).toEqual([]);
    await page.close();
  });
});
