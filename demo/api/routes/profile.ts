import { EMAIL_CHANGE_PENDING, type Profile } from '../../../src/contract';
import { changePasswordForm, codesRequiredFor, profileForm, securityQuestionsForm, type FormValues } from '../../../src/forms';
import { pleaseLogin, requireUser, type Ctx } from '../context';
import { hashSecret, normaliseAnswer, verifySecret } from '../crypto';
import type { Queryable } from '../db';
import { confirmEmailChange, requestEmailChange } from '../email-change';
import { guessPassword } from '../guessing';
import type { MessageKey } from '../messages';
import { BadRequest } from '../http';
import { allQuestions, findUserByEmail, getUser, inRecentPasswords, knownRole, setPassword, setQuestions, userQuestion, type UserRow } from '../users';
import { checkForm, secret, text } from '../validate';
import { fail, loginKeys, ok, type Handlers } from './common';

/** The profile answer of a user row (spec section 3 field names). */
export function profileOf(u: UserRow): Profile {
  return {
    firstName: u.first_name, preferredFirstName: u.preferred_first_name, lastName: u.last_name, roleId: u.role_id,
    languagePreferenceCode: u.language, emailId: u.email, currentEmailId: u.email, firmName: u.firm_name,
    addressLine1: u.address_line1, suiteNumber: u.suite_number, city: u.city, province: u.province, postalCode: u.postal_code,
    businessPhoneNumber: u.business_phone, businessExtension: u.business_extension, mobilePhoneNumber: u.mobile_phone,
    primaryDealerCode: u.dealer_code, primaryAdvisorCode: u.advisor_code, isInternalUser: u.is_internal,
    preRegistered: u.pre_registered, emailPreferencesHash: u.prefs_hash, displayChangeQuestionsMsg: u.migrated,
  };
}

async function signedInUser(ctx: Ctx): Promise<UserRow> {
  const user = await getUser(ctx.deps.db, requireUser(ctx));
  if (user) return user;
  // The session outlived its user (a reseed): end it and ask for a login.
  ctx.signOut();
  throw pleaseLogin();
}

async function questionPairs(values: FormValues, db: Queryable): Promise<{ id: number; answerHash: string }[]> {
  const ids = [1, 2, 3].map((n) => Number(text(values, `securityQuestion${n}`)));
  const known = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM security_questions WHERE id = ANY($1::int[])', [ids]);
  if (known.rows[0]?.n !== 3) throw new BadRequest('Unknown security question', 'invalid_fields');
  const hashes = await Promise.all([1, 2, 3].map((n) => hashSecret(normaliseAnswer(text(values, `securityAnswer${n}`)))));
  return ids.map((id, i) => ({ id, answerHash: hashes[i] ?? '' }));
}

/** The stored profile under the save form's field names (null columns left out). */
function storedProfileFields(u: UserRow): Record<string, string> {
  const p = profileOf(u);
  const fields = {
    firstName: p.firstName, preferredFirstName: p.preferredFirstName, lastName: p.lastName, emailId: p.emailId, roleId: String(p.roleId),
    languagePreferenceCode: p.languagePreferenceCode, firmName: p.firmName, addressLine1: p.addressLine1, suiteNumber: p.suiteNumber,
    city: p.city, province: p.province, postalCode: p.postalCode, businessPhoneNumber: p.businessPhoneNumber,
    businessExtension: p.businessExtension, mobilePhoneNumber: p.mobilePhoneNumber, primaryDealerCode: p.primaryDealerCode,
    primaryAdvisorCode: p.primaryAdvisorCode,
  };
  return definedOnly(fields);
}

/** The entries whose value is neither null nor undefined. */
function definedOnly(record: Readonly<Record<string, string | null | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) if (value !== null && value !== undefined) out[key] = value;
  return out;
}

async function dealerCodeKnown(db: Queryable, code: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM dealer_codes WHERE code = $1', [code])).rows.length > 0;
}

const PAIR_FIELDS = ['securityQuestion1', 'securityQuestion2', 'securityQuestion3', 'securityAnswer1', 'securityAnswer2', 'securityAnswer3'] as const;

/**
 * The refusal of a current password asked again while signed in (a password change, a new login email), checked
 * with the login's limits (guessPassword): wrong (pwd001), or several wrong in a row (login003: wait; login002:
 * locked). Null when it is right. Counted under the user's own key, not the login email's: someone guessing at the
 * login page cannot keep the signed-in owner from changing the password, and guessing here does not lock the login.
 */
async function currentPasswordRefusal(ctx: Ctx, user: UserRow, password: string): Promise<MessageKey | null> {
  const keys = { ...loginKeys(ctx, user.email), account: `user:${user.id}` };
  const outcome = await guessPassword(ctx.deps.db, keys, ctx.deps.clock.now(), () => verifySecret(password, user.password_hash));
  return PASSWORD_REFUSALS[outcome];
}

const PASSWORD_REFUSALS: Record<'right' | 'wrong' | 'slow' | 'locked', MessageKey | null> = { right: null, wrong: 'pwd001', slow: 'login003', locked: 'login002' };

/** Profile, security questions and password change of the signed-in user. */
export const profileHandlers: Handlers = {
  async getProfile(ctx) {
    return profileOf(await signedInUser(ctx));
  },

  async saveProfile(ctx, { body }) {
    const user = await signedInUser(ctx);
    if (user.is_internal || user.pre_registered) return fail(ctx, 'sc002-profile');
    // Updates drop null or undefined values and merge the rest (spec section 3): a field the request
    // leaves out keeps its stored value; a field sent empty is cleared (if its rules allow it).
    const merged = { ...storedProfileFields(user), ...definedOnly(body) };
    const values = checkForm(profileForm({ roleId: merged.roleId ?? '' }), merged);
    const db = ctx.deps.db;
    const emailId = text(values, 'emailId').toLowerCase();
    const other = await findUserByEmail(db, emailId);
    if (other && other.id !== user.id) return fail(ctx, 'prfl001');
    // A role off the server's list (the select offers only those) is refused like registration refuses it.
    const roleId = await knownRole(db, text(values, 'roleId'));
    if (roleId === null) return fail(ctx, 'sc002');
    const dealer = text(values, 'primaryDealerCode');
    if ((codesRequiredFor(text(values, 'roleId')) || dealer) && !(await dealerCodeKnown(db, dealer))) return fail(ctx, 'sc001');
    // A new login email needs the current password and waits for the link mailed to it (issue 8):
    // everything else is saved now, the email stays as it is until the link is opened.
    const emailChange = emailId !== user.email;
    if (emailChange) {
      const withPassword = checkForm(profileForm({ roleId: merged.roleId ?? '', emailChange: true }), merged);
      const refused = await currentPasswordRefusal(ctx, user, secret(withPassword, 'oldPassword'));
      if (refused) return fail(ctx, refused);
    }
    const opt = (name: string) => text(values, name) || null;
    await db.query(
      `UPDATE users SET first_name = $2, preferred_first_name = $3, last_name = $4, email = $5, role_id = $6, language = $7,
         firm_name = $8, address_line1 = $9, suite_number = $10, city = $11, province = $12, postal_code = $13,
         business_phone = $14, business_extension = $15, mobile_phone = $16, dealer_code = $17, advisor_code = $18 WHERE id = $1`,
      [user.id, text(values, 'firstName'), opt('preferredFirstName'), text(values, 'lastName'), user.email, roleId,
        text(values, 'languagePreferenceCode') === 'fr' ? 'fr' : 'en', text(values, 'firmName'), text(values, 'addressLine1'),
        opt('suiteNumber'), text(values, 'city'), text(values, 'province'), text(values, 'postalCode').toUpperCase(),
        text(values, 'businessPhoneNumber'), opt('businessExtension'), opt('mobilePhoneNumber'), opt('primaryDealerCode'), opt('primaryAdvisorCode')],
    );
    if (!emailChange) return ok(null);
    await requestEmailChange(db, user, emailId, ctx.deps.clock.now());
    return ok(EMAIL_CHANGE_PENDING);
  },

  async confirmEmailChange(ctx, { body }) {
    const user = await signedInUser(ctx);
    const now = ctx.deps.clock.now();
    const outcome = await ctx.deps.db.transaction((tx) => confirmEmailChange(tx, user.id, body.code, now));
    if (outcome.kind === 'invalid') return fail(ctx, 'prfl002');
    if (outcome.kind === 'taken') return fail(ctx, 'prfl001');
    return ok(null);
  },

  async getSecurityQuestions(ctx) {
    const user = await signedInUser(ctx);
    const chosen = await Promise.all([1, 2, 3].map((p) => userQuestion(ctx.deps.db, user.id, p)));
    return {
      securityQuestionList: await allQuestions(ctx.deps.db, ctx.locale),
      securityQuestion1: chosen[0]?.question_id ?? null,
      securityQuestion2: chosen[1]?.question_id ?? null,
      securityQuestion3: chosen[2]?.question_id ?? null,
      displayChangeQuestionsMsg: user.migrated,
    };
  },

  async saveSecurityQuestions(ctx, { body }) {
    const user = await signedInUser(ctx);
    if (user.is_internal || user.pre_registered) return fail(ctx, 'sc002-profile');
    const values = checkForm(securityQuestionsForm, body);
    const pairs = await questionPairs(values, ctx.deps.db);
    await ctx.deps.db.transaction(async (tx) => {
      await setQuestions(tx, user.id, pairs);
      await tx.query('UPDATE users SET migrated = false WHERE id = $1', [user.id]);
    });
    return ok(null);
  },

  async changePassword(ctx, { body }) {
    const user = await signedInUser(ctx);
    if (user.is_internal) return fail(ctx, 'fpwd001');
    if (user.pre_registered) return fail(ctx, 'sc002-forgot-password');
    const values = checkForm(changePasswordForm, body);
    const db = ctx.deps.db;
    const refused = await currentPasswordRefusal(ctx, user, secret(values, 'oldPassword'));
    if (refused) return fail(ctx, refused);
    const password = secret(values, 'newPassword');
    if (await inRecentPasswords(db, user.id, password)) return fail(ctx, 'sc003');
    // The combined flow (a migrated profile) also carries the three question pairs: any one of them
    // sent means all six are required, so a half-filled pair is refused rather than silently ignored.
    const combined = PAIR_FIELDS.some((name) => (body[name] ?? '') !== '');
    const pairs = combined ? await questionPairs(checkForm(securityQuestionsForm, body), db) : null;
    const now = ctx.deps.clock.now();
    await db.transaction(async (tx) => {
      await setPassword(tx, user.id, password, now);
      // The change ends every outstanding reset link (issue 8): a link mailed before it cannot undo it.
      await tx.query("UPDATE tokens SET used_at = $2 WHERE user_id = $1 AND kind = 'reset' AND used_at IS NULL", [user.id, now]);
      if (pairs) {
        await setQuestions(tx, user.id, pairs);
        await tx.query('UPDATE users SET migrated = false WHERE id = $1', [user.id]);
      }
    });
    // ... and the user's sessions in other browsers; this one stays signed in.
    ctx.endOtherSessions(user.id);
    return ok(null);
  },
};
