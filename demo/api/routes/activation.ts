import { activationForm } from '../../../src/forms';
import type { Ctx } from '../context';
import { hashSecret, normaliseAnswer } from '../crypto';
import { allQuestions, findToken, getUser, setPassword, setQuestions, type TokenRow, type UserRow } from '../users';
import { checkForm, secret, text } from '../validate';
import { fail, ok, type Handlers } from './common';
import { mailActivation } from './registration';
import { BadRequest } from '../http';

type Checked = { token: TokenRow; user: UserRow } | { failure: ReturnType<typeof fail> };

/**
 * The activation code states of spec section 4: not found (sc005), suspended (reg005),
 * already active (reg001), expired (reg003; the first visit emails a new link), else valid.
 */
async function checkCode(ctx: Ctx, code: string): Promise<Checked> {
  const db = ctx.deps.db;
  const token = code ? await findToken(db, 'activation', code) : undefined;
  const user = token ? await getUser(db, token.user_id) : undefined;
  if (!token || !user) return { failure: fail(ctx, 'sc005') };
  if (user.status === 'suspended') return { failure: fail(ctx, 'reg005') };
  if (user.status === 'active') return { failure: fail(ctx, 'reg001') };
  const now = ctx.deps.clock.now();
  // A used code of a pending account is one that expired and was already answered with a new link.
  if (token.used_at !== null) return { failure: fail(ctx, 'reg003') };
  if (token.expires_at < now) {
    // Only the visit that marks the code used mails a new link (not every reload, not a parallel one).
    const marked = await db.query('UPDATE tokens SET used_at = $2 WHERE digest = $1 AND used_at IS NULL RETURNING digest', [token.digest, now]);
    if (marked.rows.length > 0) await mailActivation(db, user, now, 'newActivationLink');
    return { failure: fail(ctx, 'reg003') };
  }
  return { token, user };
}

/** Activation: validate the emailed code, then set password and questions (issue 3). */
export const activationHandlers: Handlers = {
  async validateActivation(ctx, { query }) {
    const checked = await checkCode(ctx, query.code);
    if ('failure' in checked) return checked.failure;
    return { result: 'success', message: await allQuestions(ctx.deps.db, ctx.locale), errCode: null };
  },

  async activateProfile(ctx, { body }) {
    const values = checkForm(activationForm, body);
    const checked = await checkCode(ctx, body.code);
    if ('failure' in checked) return checked.failure;
    const { user, token } = checked;
    const ids = [1, 2, 3].map((n) => Number(text(values, `securityQuestion${n}`)));
    const known = await ctx.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM security_questions WHERE id = ANY($1::int[])', [ids]);
    if (known.rows[0]?.n !== 3) throw new BadRequest('Unknown security question', 'invalid_fields');
    const answerHashes = await Promise.all([1, 2, 3].map((n) => hashSecret(normaliseAnswer(text(values, `securityAnswer${n}`)))));
    const now = ctx.deps.clock.now();
    const activated = await ctx.deps.db.transaction(async (tx) => {
      // Claim the code first: of two parallel posts only one finds it unused, the other changes nothing.
      const claimed = await tx.query('UPDATE tokens SET used_at = $2 WHERE digest = $1 AND used_at IS NULL RETURNING digest', [token.digest, now]);
      if (claimed.rows.length === 0) {
        await tx.rollback();
        return false;
      }
      await setPassword(tx, user.id, secret(values, 'password'), now);
      await setQuestions(tx, user.id, ids.map((id, i) => ({ id, answerHash: answerHashes[i] ?? '' })));
      await tx.query("UPDATE users SET status = 'active', migrated = false WHERE id = $1", [user.id]);
      // A pre-registered profile takes the language its owner activates in (the link's page, which they can
      // switch): the language typed at registration may be a stranger's, and the profile is read-only after.
      if (user.pre_registered) await tx.query('UPDATE users SET language = $2 WHERE id = $1', [user.id, ctx.locale]);
      await tx.query("UPDATE tokens SET used_at = $2 WHERE user_id = $1 AND kind = 'activation' AND used_at IS NULL", [user.id, now]);
      return true;
    });
    if (!activated) return fail(ctx, 'reg001');
    return ok(user.email);
  },
};
