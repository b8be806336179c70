import { loginForm } from '../../../src/forms';
import { hashSecret, verifySecret } from '../crypto';
import type { Ctx } from '../context';
import { clearAccountFailures, settleLogin, takeLoginAttempt, unlessBusy, type LoginKeys } from '../guessing';
import { upgradePasswordHash } from '../password-upgrade';
import { findUserByEmail } from '../users';
import { checkForm, secret, text } from '../validate';
import { fail, loginKeys, ok, type Handlers } from './common';

let dummyHash: Promise<string> | undefined;

/**
 * Unknown emails and pending accounts still pay for one scrypt, so timing does not tell which part was wrong. A
 * hash refused (a full hashing queue) is not kept: the next login makes it again instead of failing for good.
 */
function dummy(): Promise<string> {
  dummyHash ??= hashSecret('not-a-real-password').catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}

/** A wrong password: its attempt stays counted, answered login002 (locked, with contacts) when it was the one that locked. */
async function wrongPassword(ctx: Ctx, keys: LoginKeys, now: number) {
  const locked = await settleLogin(ctx.deps.db, keys, now, true);
  return fail(ctx, locked ? 'login002' : 'login001');
}

/** Login, logout and the logged-in check (issue 3). */
export const sessionHandlers: Handlers = {
  async login(ctx, { body }) {
    const values = checkForm(loginForm, body);
    const keys = loginKeys(ctx, text(values, 'emailId'));
    // Locked or slowed down: refused before any password is checked, and not counted. Let through: counted
    // as a failure until the password proves right (takeLoginAttempt), so attempts sent at once meet the limits.
    const now = ctx.deps.clock.now();
    const gate = await takeLoginAttempt(ctx.deps.db, keys, now);
    if (gate === 'locked') return fail(ctx, 'login002');
    if (gate === 'slow') return fail(ctx, 'login003');
    const user = await findUserByEmail(ctx.deps.db, keys.account);
    const password = secret(values, 'password');
    // A check the hashing queue refuses (429 busy) was no guess: its count is given back.
    const verify = (hash: () => Promise<string | null>) =>
      unlessBusy(async () => verifySecret(password, await hash()), () => settleLogin(ctx.deps.db, keys, now, false));
    if (!user) {
      await verify(dummy);
      return wrongPassword(ctx, keys, now);
    }
    if (user.status === 'pending') {
      // Pending accounts have no password: pay the same scrypt so timing does not single them out.
      await verify(dummy);
      await settleLogin(ctx.deps.db, keys, now, false);
      return fail(ctx, 'fpwd003');
    }
    if (!(await verify(async () => user.password_hash))) return wrongPassword(ctx, keys, now);
    await settleLogin(ctx.deps.db, keys, now, false);
    if (user.status === 'suspended') return fail(ctx, 'reg005');
    await clearAccountFailures(ctx.deps.db, keys.account);
    await upgradePasswordHash(ctx.deps.db, user.id, password, user.password_hash);
    ctx.signIn(user.id);
    return ok(null);
  },

  async logout(ctx) {
    ctx.signOut();
    return { result: 'success' };
  },

  async loggedInStatus(ctx) {
    return { loggedIn: ctx.peek()?.userId !== undefined };
  },
};
