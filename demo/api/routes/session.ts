import { loginForm } from '../../../src/forms';
import { hashSecret, verifySecret } from '../crypto';
import { upgradePasswordHash } from '../password-upgrade';
import { findUserByEmail } from '../users';
import { checkForm, secret, text } from '../validate';
import { fail, ok, type Handlers } from './common';

let dummyHash: Promise<string> | undefined;

/** Unknown emails and pending accounts still pay for one scrypt, so timing does not tell which part was wrong. */
function dummy(): Promise<string> {
  dummyHash ??= hashSecret('not-a-real-password');
  return dummyHash;
}

/** Login, logout and the logged-in check (issue 3). */
export const sessionHandlers: Handlers = {
  async login(ctx, { body }) {
    const values = checkForm(loginForm, body);
    const user = await findUserByEmail(ctx.deps.db, text(values, 'emailId'));
    const password = secret(values, 'password');
    if (!user) {
      await verifySecret(password, await dummy());
      return fail(ctx, 'login001');
    }
    if (user.status === 'pending') {
      // Pending accounts have no password: pay the same scrypt so timing does not single them out.
      await verifySecret(password, await dummy());
      return fail(ctx, 'fpwd003');
    }
    if (!(await verifySecret(password, user.password_hash))) return fail(ctx, 'login001');
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
