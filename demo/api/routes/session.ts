import { loginForm } from '../../../src/forms';
import { hashSecret, verifySecret } from '../crypto';
import { guessPassword } from '../guessing';
import { upgradePasswordHash } from '../password-upgrade';
import { findUserByEmail, type UserRow } from '../users';
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

/** Login, logout and the logged-in check (issue 3). */
export const sessionHandlers: Handlers = {
  async login(ctx, { body }) {
    const values = checkForm(loginForm, body);
    const keys = loginKeys(ctx, text(values, 'emailId'));
    const password = secret(values, 'password');
    // The login's limits (guessPassword): locked or slowed down, refused before any password is checked and not
    // counted; let through, counted as a failure until the password proves right.
    const found: { user?: UserRow } = {};
    const outcome = await guessPassword(ctx.deps.db, keys, ctx.deps.clock.now(), async () => {
      const user = (found.user = await findUserByEmail(ctx.deps.db, keys.account));
      if (user && user.status !== 'pending') return verifySecret(password, user.password_hash);
      // Unknown emails and pending accounts (no password yet) pay the same scrypt, so timing tells nothing; a
      // pending account's attempt is no wrong password (fpwd003 below, not counted).
      await verifySecret(password, await dummy());
      return user !== undefined;
    });
    if (outcome === 'locked') return fail(ctx, 'login002');
    if (outcome === 'slow') return fail(ctx, 'login003');
    const { user } = found;
    if (outcome === 'wrong' || !user) return fail(ctx, 'login001');
    if (user.status === 'pending') return fail(ctx, 'fpwd003');
    if (user.status === 'suspended') return fail(ctx, 'reg005');
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
