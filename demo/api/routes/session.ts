import { loginForm } from '../../../src/forms';
import { hashSecret, verifySecret } from '../crypto';
import type { Ctx } from '../context';
import { clearAccountFailures, loginGate, recordLoginFailure, type LoginKeys } from '../guessing';
import { upgradePasswordHash } from '../password-upgrade';
import { findUserByEmail, normaliseEmail } from '../users';
import { checkForm, secret, text } from '../validate';
import { fail, ok, type Handlers } from './common';

let dummyHash: Promise<string> | undefined;

/** Unknown emails and pending accounts still pay for one scrypt, so timing does not tell which part was wrong. */
function dummy(): Promise<string> {
  dummyHash ??= hashSecret('not-a-real-password');
  return dummyHash;
}

/**
 * What a failed login counts against: the email as typed (known or not, so the answers do not tell
 * which emails have accounts) and the connection's address. X-Forwarded-For is not trusted: anyone
 * could send one; behind a proxy this key is the proxy's (see the README).
 */
function loginKeys(ctx: Ctx, emailId: string): LoginKeys {
  return { account: normaliseEmail(emailId), client: ctx.req.socket.remoteAddress ?? 'unknown' };
}

/** A wrong password: counted, and answered login002 (locked, with contacts) when it was the one that locked. */
async function wrongPassword(ctx: Ctx, keys: LoginKeys) {
  const locked = await recordLoginFailure(ctx.deps.db, keys, ctx.deps.clock.now());
  return fail(ctx, locked ? 'login002' : 'login001');
}

/** Login, logout and the logged-in check (issue 3). */
export const sessionHandlers: Handlers = {
  async login(ctx, { body }) {
    const values = checkForm(loginForm, body);
    const keys = loginKeys(ctx, text(values, 'emailId'));
    // Locked or slowed down: refused before any password is checked, and not counted.
    const gate = await loginGate(ctx.deps.db, keys, ctx.deps.clock.now());
    if (gate === 'locked') return fail(ctx, 'login002');
    if (gate === 'slow') return fail(ctx, 'login003');
    const user = await findUserByEmail(ctx.deps.db, keys.account);
    const password = secret(values, 'password');
    if (!user) {
      await verifySecret(password, await dummy());
      return wrongPassword(ctx, keys);
    }
    if (user.status === 'pending') {
      // Pending accounts have no password: pay the same scrypt so timing does not single them out.
      await verifySecret(password, await dummy());
      return fail(ctx, 'fpwd003');
    }
    if (!(await verifySecret(password, user.password_hash))) return wrongPassword(ctx, keys);
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
