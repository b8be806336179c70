import { CAPTCHA_FIELD, CAPTCHA_REFUSED, RECOVERY_LIMITS } from '../../../src/contract';
import { recoveryEmailForm, resetPasswordForm, securityAnswerForm } from '../../../src/forms';
import { DURATIONS } from '../clock';
import type { Ctx } from '../context';
import { normaliseAnswer, verifySecret } from '../crypto';
import { answersExhausted, clearAccountFailures, releaseAnswerGuess, takeAnswerGuess, unlessBusy, userAnswersExhausted, type AnswerLimit } from '../guessing';
import { sendMail } from '../mailbox';
import { email, message, resetLink } from '../messages';
import type { RecoveryState } from '../sessions';
import { endResetLinks, findToken, findUserByEmail, getUser, inRecentPasswords, issueToken, questionText, setPassword, userQuestion } from '../users';
import { checkForm, secret, text } from '../validate';
import { fail, ok, type Handlers } from './common';
import { captchaPassed } from './registration';

/** The question at a position, as step 3 shows it. */
async function question(ctx: Ctx, userId: number, position: number) {
  const q = await userQuestion(ctx.deps.db, userId, position);
  if (!q) return undefined;
  return { questionLabel: await questionText(ctx.deps.db, q.question_id, ctx.locale), securityQuestionId: q.question_id, localNumber: position };
}

/** The recovery in progress, if its emailed link is still unused and younger than 6 hours. */
async function liveRecovery(ctx: Ctx): Promise<RecoveryState | 'none' | 'expired'> {
  const rec = ctx.peek()?.recovery;
  if (!rec) return 'none';
  const token = await ctx.deps.db.query<{ expires_at: number; used_at: number | null }>('SELECT expires_at, used_at FROM tokens WHERE digest = $1', [rec.tokenDigest]);
  const row = token.rows[0];
  if (!row || row.used_at !== null || row.expires_at < ctx.deps.clock.now()) return 'expired';
  return rec;
}

/**
 * Ends a reset link that took too many wrong answers: fpwd011 (ask for a new link) when the link took its three,
 * fpwd012 (wait a day or call Client Relations) when the user's five of the day are spent, as a new link would
 * take no answer either. The request it came from still counts against the five a day: ending a link gives
 * nothing back.
 */
async function endGuessedLink(ctx: Ctx, rec: RecoveryState, limit: AnswerLimit) {
  await ctx.deps.db.query('UPDATE tokens SET used_at = $2 WHERE digest = $1 AND used_at IS NULL', [rec.tokenDigest, ctx.deps.clock.now()]);
  delete ctx.session().recovery;
  return fail(ctx, limit === 'user' ? 'fpwd012' : 'fpwd011');
}

/** The five-step password recovery (issue 4). */
export const recoveryHandlers: Handlers = {
  async verifyRecoveryEmail(ctx, { body }) {
    const values = checkForm(recoveryEmailForm, body);
    if (!(await captchaPassed(ctx, body[CAPTCHA_FIELD]))) return fail(ctx, CAPTCHA_REFUSED);
    const db = ctx.deps.db;
    const user = await findUserByEmail(db, text(values, 'emailId'));
    if (!user) return fail(ctx, 'fpwd002');
    if (user.is_internal) return fail(ctx, 'fpwd001');
    if (user.status === 'suspended') return fail(ctx, 'fpwd004');
    if (user.status === 'pending') return fail(ctx, 'fpwd003');
    const now = ctx.deps.clock.now();
    // No link while no answer of this user can pass: it would spend one of the day's resets for nothing.
    if (await userAnswersExhausted(db, user.id, now)) return fail(ctx, 'fpwd012');
    // Count and record under the user's row lock: on a PostgreSQL pool two requests' statements really run
    // at once, and each would count before the other's insert (PGlite's one connection hid that).
    const recorded = await db.transaction(async (tx) => {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      return tx.query<{ n: number }>(
        `WITH prior AS (SELECT count(*)::int AS n FROM reset_requests WHERE user_id = $1 AND requested_at > $3)
         INSERT INTO reset_requests SELECT $1, $2 FROM prior WHERE prior.n < $4
         RETURNING (SELECT n FROM prior) AS n`,
        [user.id, now, now - DURATIONS.resetWindow, RECOVERY_LIMITS.attemptsPerDay],
      );
    });
    const count = recorded.rows[0]?.n;
    if (count === undefined) return { ...fail(ctx, 'fpwd010'), attemptsRemaining: 0 };
    // Only the newest mail's link opens the questions: a link in an older mail (a leaked or forwarded one) is ended.
    await endResetLinks(db, user.id, now);
    const code = await issueToken(db, 'reset', user.id, now, DURATIONS.resetLink);
    await sendMail(db, user.email, user.language, email(user.language, 'reset', resetLink(user.language, code)), now);
    return { result: 'success', attemptsRemaining: RECOVERY_LIMITS.attemptsPerDay - (count + 1), errCode: null, message: null };
  },

  async recoveryStep3(ctx, { query }) {
    const db = ctx.deps.db;
    const token = query.code ? await findToken(db, 'reset', query.code) : undefined;
    if (!token || token.used_at !== null || token.expires_at < ctx.deps.clock.now()) return fail(ctx, 'fpwd009');
    // A link sent before the user's answers ran out shows no question none of them could pass.
    if (await userAnswersExhausted(db, token.user_id, ctx.deps.clock.now())) return fail(ctx, 'fpwd012');
    const first = await question(ctx, token.user_id, 1);
    if (!first) return fail(ctx, 'sc002-forgot-password');
    ctx.session().recovery = { userId: token.user_id, tokenDigest: token.digest, position: 1, verified: false };
    return { result: 'success', errCode: null, ...first };
  },

  async answerSecurityQuestion(ctx, { body }) {
    const rec = await liveRecovery(ctx);
    if (rec === 'none') return fail(ctx, 'sc002-forgot-password');
    if (rec === 'expired') return fail(ctx, 'fpwd009');
    const values = checkForm(securityAnswerForm, body);
    // The question this answer is for; a parallel answer may move the session on while we await.
    const position = rec.position;
    const current = await userQuestion(ctx.deps.db, rec.userId, position);
    const shown = await question(ctx, rec.userId, position);
    if (!current || !shown || rec.verified) return fail(ctx, 'sc002-forgot-password');
    const db = ctx.deps.db;
    // Taken before the answer is checked: a link past its limit takes no further guess, not even a right one, and
    // the guess counts as wrong until it proves right, so guesses sent at once cannot pass the limit together.
    const now = ctx.deps.clock.now();
    const guess = await takeAnswerGuess(db, rec.userId, rec.tokenDigest, now);
    if (typeof guess === 'string') return endGuessedLink(ctx, rec, guess);
    const right = await unlessBusy(
      () => verifySecret(normaliseAnswer(secret(values, 'answer1')), current.answer_hash),
      () => releaseAnswerGuess(db, guess),
    );
    if (rec.position !== position || rec.verified) {
      // Another answer to this question got in first: not counted; ask again for the question now current.
      await releaseAnswerGuess(db, guess);
      const asked = rec.verified ? undefined : await question(ctx, rec.userId, rec.position);
      return { ...fail(ctx, 'fpwd007'), ...(asked ?? shown) };
    }
    if (!right) {
      const limit = await answersExhausted(db, rec.userId, rec.tokenDigest, now);
      if (limit) return endGuessedLink(ctx, rec, limit);
      return { ...fail(ctx, 'fpwd007'), ...shown };
    }
    // Claimed before anything is awaited: an answer to the same question whose check ends while this one
    // gives its guess back must find the question taken (it did not, and both moved on to question 2).
    rec.position = position + 1;
    await releaseAnswerGuess(db, guess);
    const next = await question(ctx, rec.userId, rec.position);
    if (next) return { result: 'success', errCode: null, ...next };
    rec.verified = true;
    // A plain string message, no question: the client goes to the reset step.
    return { message: message(ctx.locale, 'answersVerified') };
  },

  async resetPassword(ctx, { body }) {
    const rec = await liveRecovery(ctx);
    if (rec === 'none' || (rec !== 'expired' && !rec.verified)) return fail(ctx, 'sc002-forgot-password');
    if (rec === 'expired') return fail(ctx, 'fpwd009');
    const values = checkForm(resetPasswordForm, body);
    const password = secret(values, 'password');
    const db = ctx.deps.db;
    if (await inRecentPasswords(db, rec.userId, password)) return fail(ctx, 'sc003');
    const now = ctx.deps.clock.now();
    const user = await getUser(db, rec.userId);
    const claimed = await db.transaction(async (tx) => {
      // The link is claimed by one UPDATE before the password changes: of two resets sent at once with the same
      // link (two tabs, two browsers), one changes the password and the other finds the link used.
      const link = await tx.query('UPDATE tokens SET used_at = $2 WHERE digest = $1 AND used_at IS NULL RETURNING digest', [rec.tokenDigest, now]);
      if (link.rows.length === 0) return false;
      await setPassword(tx, rec.userId, password, now);
      // Every other reset link of the user ends too: an older mail cannot undo the reset.
      await endResetLinks(tx, rec.userId, now);
      // The owner proved themself by mail and answers: a login lock left by someone guessing ends too.
      if (user) await clearAccountFailures(tx, user.email);
      return true;
    });
    delete ctx.session().recovery;
    if (!claimed) return fail(ctx, 'fpwd009');
    // Sessions opened before the reset (perhaps by whoever knew the old password) end; this browser stays.
    ctx.endOtherSessions(rec.userId);
    return ok(message(ctx.locale, 'passwordReset'));
  },
};
