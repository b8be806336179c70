import { CAPTCHA_FIELD, CAPTCHA_REFUSED } from '../../../src/contract';
import { addressDetailsForm, codesRequiredFor, registerStep1Form } from '../../../src/forms';
import { DURATIONS } from '../clock';
import type { Ctx } from '../context';
import type { Queryable } from '../db';
import { sendMail } from '../mailbox';
import { activationLink, email } from '../messages';
import { defaultSubscriptions } from '../seed';
import { randomToken } from '../crypto';
import { endActivationLinks, findUserByEmail, issueToken, knownRole, normaliseEmail, type UserRow } from '../users';
import { takeActivationResend } from '../guessing';
import { checkForm, text } from '../validate';
import { fail, ok, type Handlers } from './common';

/**
 * Emails a fresh activation link (14 days) in the user's language. Earlier links end: only the newest
 * mail activates, so a pile of re-sent links is not a pile of live codes.
 */
export async function mailActivation(
  db: Queryable, user: Pick<UserRow, 'id' | 'email' | 'language'>, now: number,
  kind: 'activation' | 'newActivationLink' | 'temporaryAccess',
): Promise<void> {
  await endActivationLinks(db, user.id, now);
  const code = await issueToken(db, 'activation', user.id, now, DURATIONS.activationLink);
  await sendMail(db, user.email, user.language, email(user.language, kind, activationLink(user.language, code)), now);
}

/** Captcha gate of the public forms (the proof arrives in CAPTCHA_FIELD for every provider). */
export async function captchaPassed(ctx: Ctx, value: string | undefined): Promise<boolean> {
  return ctx.deps.captcha.verify(value);
}

/**
 * Answer for an email that already has an account: prfl001 for an internal user's email (IT creates
 * those profiles; the email is taken and cannot be registered), reg005 suspended, reg001 active,
 * reg002 pending (new link sent), reg006 pending with the day's re-sends used up (no mail).
 */
async function existingAccount(ctx: Ctx, user: UserRow) {
  if (user.is_internal) return fail(ctx, 'prfl001');
  if (user.status === 'suspended') return fail(ctx, 'reg005');
  if (user.status === 'active') return fail(ctx, 'reg001');
  const now = ctx.deps.clock.now();
  // Registering again is no way to fill someone's mailbox: a few links a day, then reg006 without a mail.
  if (!(await takeActivationResend(ctx.deps.db, user.id, now))) return fail(ctx, 'reg006');
  await mailActivation(ctx.deps.db, user, now, 'temporaryAccess');
  return fail(ctx, 'reg002');
}

async function provinces(db: Queryable) {
  const { rows } = await db.query<{ code: string; name_en: string; name_fr: string }>('SELECT * FROM provinces ORDER BY sort');
  return {
    en: rows.map((r) => ({ name: r.name_en, code: r.code })),
    // Each list in its own language's alphabetical order, as a reader looks for a name: « Île-du-Prince-Édouard »
    // among the I, « Terre-Neuve-et-Labrador » after « Saskatchewan ».
    fr: rows.map((r) => ({ name: r.name_fr, code: r.code })).sort((a, b) => a.name.localeCompare(b.name, 'fr-CA')),
  };
}

/** Registration steps 1 and 2, cancel, roles and flow progress (issue 3). */
export const registrationHandlers: Handlers = {
  async register(ctx, { body }) {
    const values = checkForm(registerStep1Form, body);
    if (!(await captchaPassed(ctx, body[CAPTCHA_FIELD]))) return fail(ctx, CAPTCHA_REFUSED);
    const db = ctx.deps.db;
    const emailId = normaliseEmail(text(values, 'emailId'));
    const language = text(values, 'languagePreferenceCode') === 'fr' ? 'fr' : 'en';
    // A role off the server's list (the select offers only those) is refused, for every path below.
    const roleId = await knownRole(db, text(values, 'roleId'));
    if (roleId === null) return fail(ctx, 'sc002');
    const existing = await findUserByEmail(db, emailId);
    const state = {
      firstName: text(values, 'firstName'),
      preferredFirstName: text(values, 'preferredFirstName'),
      lastName: text(values, 'lastName'),
      roleId,
      languagePreferenceCode: language,
      emailId,
      preRegisteredUserId: null,
    } as const;
    if (existing && !(existing.pre_registered && existing.status === 'pending')) return existingAccount(ctx, existing);
    if (existing) {
      // A pre-registered profile already holds the company info: step 2 is bypassed. Whoever typed this
      // email may not own it, and the newest link ends the owner's: nothing typed here reaches the profile,
      // which the company set and nobody edits (spec section 1). Only the mail goes in the language chosen.
      const now = ctx.deps.clock.now();
      if (!(await takeActivationResend(db, existing.id, now))) return fail(ctx, 'reg006');
      await mailActivation(db, { ...existing, language }, now, 'activation');
      ctx.session().registration = { ...state, preRegisteredUserId: existing.id };
      return ok('registration-success');
    }
    ctx.session().registration = { ...state };
    return ok('address-details');
  },

  async addressDetails(ctx, { body }) {
    const reg = ctx.peek()?.registration;
    if (!reg || reg.preRegisteredUserId !== null) return fail(ctx, 'sc002');
    const dealerRepRequired = codesRequiredFor(reg.roleId);
    const values = checkForm(addressDetailsForm({ dealerRepRequired }), body);
    const db = ctx.deps.db;
    if (dealerRepRequired) {
      const dealer = await db.query('SELECT 1 FROM dealer_codes WHERE code = $1', [text(values, 'primaryDealerCode')]);
      if (dealer.rows.length === 0) return fail(ctx, 'sc001');
    }
    const existing = await findUserByEmail(db, reg.emailId);
    if (existing) return existingAccount(ctx, existing);
    const now = ctx.deps.clock.now();
    const opt = (name: string) => text(values, name) || null;
    const user = await db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO users (email, status, language, first_name, preferred_first_name, last_name, role_id, firm_name,
           address_line1, suite_number, city, province, postal_code, business_phone, business_extension, dealer_code,
           advisor_code, prefs_hash, subscriptions, created_at)
         VALUES ($1, 'pending', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING id`,
        [reg.emailId, reg.languagePreferenceCode, reg.firstName, reg.preferredFirstName || null, reg.lastName, reg.roleId,
          text(values, 'firmName'), text(values, 'addressLine1'), opt('suiteNumber'), text(values, 'city'), text(values, 'province'),
          text(values, 'postalCode').toUpperCase(), text(values, 'businessPhoneNumber'), opt('businessExtension'),
          dealerRepRequired ? opt('primaryDealerCode') : null, dealerRepRequired ? opt('primaryAdvisorCode') : null,
          randomToken(24), JSON.stringify(defaultSubscriptions(now)), now],
      );
      const id = inserted.rows[0]?.id;
      if (id === undefined) throw new Error('insert returned no id');
      const created = { id, email: reg.emailId, language: reg.languagePreferenceCode };
      await mailActivation(tx, created, now, 'activation');
      return created;
    });
    delete ctx.session().registration;
    return ok(user.email === reg.emailId ? 'registration-success' : null);
  },

  async cancelSession(ctx) {
    const session = ctx.peek();
    if (session) delete session.registration;
    return { result: 'success' };
  },

  async getRoles(ctx) {
    const { rows } = await ctx.deps.db.query<{ id: number; name: string }>(`SELECT id, name_${ctx.locale} AS name FROM roles ORDER BY sort`);
    return rows.map((r) => ({ text: r.name, role: { id: r.id } }));
  },

  async flowProgress(ctx) {
    const reg = ctx.peek()?.registration;
    return {
      profile: reg
        ? { firstName: reg.firstName, preferredFirstName: reg.preferredFirstName, lastName: reg.lastName, roleId: reg.roleId, languagePreferenceCode: reg.languagePreferenceCode, emailId: reg.emailId }
        : null,
      dlrRepRequired: reg ? codesRequiredFor(reg.roleId) : false,
      provinceListMap: await provinces(ctx.deps.db),
      commandInfromation: { newProfileRequired: !reg || reg.preRegisteredUserId === null },
    };
  },
};
