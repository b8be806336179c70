import { EXTRA_CODES, type SubscriberRecord } from '../../../src/contract';
import { subscriptionIds } from '../../../src/forms';
import type { Ctx } from '../context';
import type { UserRow } from '../users';
import type { Handlers } from './common';

function recordOf(u: UserRow, now: number): SubscriberRecord {
  return {
    EMAIL: u.email, HASH: u.prefs_hash, RequiresSync: true, subscriptions: u.subscriptions, subscriber: null,
    LANGUAGE: u.language === 'fr' ? 'French' : 'English', FIRSTNAME: u.first_name, LASTNAME: u.last_name,
    LastModifiedDate: new Date(now).toISOString(), OPTOUT: u.opt_out,
  };
}

async function userByHash(ctx: Ctx, hash: string): Promise<UserRow | undefined> {
  const { rows } = await ctx.deps.db.query<UserRow>('SELECT * FROM users WHERE prefs_hash = $1', [hash]);
  return rows[0];
}

/** The subscription no form shows (spec section 3): no save changes it. */
const NEVER_ON_A_FORM = 'SUBSCRIPTION5';

/**
 * Email preferences by hash, public or signed in (spec sections 3 and 4). A save changes one by one only
 * the subscriptions its form shows: never 5, and 7 only on the signed-in page of that same user.
 */
export const preferencesHandlers: Handlers = {
  async renderEmailPreferences(ctx, { query }) {
    const user = await userByHash(ctx, query.ht);
    // No userInfo: the widget raises could_not_read_user_info.
    return user ? { status: 200, userInfo: recordOf(user, ctx.deps.clock.now()) } : { status: 404, userInfo: null };
  },

  async saveEmailPreferences(ctx, { body }) {
    const user = await userByHash(ctx, body.HASH);
    if (!user) return { hash: null, errCode: EXTRA_CODES.noUserInfo, result: 'failure' };
    const signedIn = ctx.peek()?.userId === user.id;
    const onForm = new Set(subscriptionIds(signedIn).map((n) => `SUBSCRIPTION${n}`));
    const posted = new Map(body.subscriptions.filter((s) => onForm.has(s.id)).map((s) => [s.id, s.isSubscribed]));
    // Turning any subscription on clears the opt-out (the newer choice wins over a stale opt-out tick).
    const turnedOn = user.subscriptions.some((s) => !s.isSubscribed && posted.get(s.id) === true);
    const optOut = body.OPTOUT && !turnedOn;
    const now = new Date(ctx.deps.clock.now()).toISOString();
    const subscriptions = user.subscriptions.map((s) => {
      // Opting out stops every email, 7 included even from the public page; 5 is on no form and keeps its value.
      if (optOut && s.id !== NEVER_ON_A_FORM) return s.isSubscribed ? { id: s.id, isSubscribed: false, timestamp: now } : s;
      if (!onForm.has(s.id)) return s;
      const next = posted.get(s.id) ?? s.isSubscribed;
      return next === s.isSubscribed ? s : { id: s.id, isSubscribed: next, timestamp: now };
    });
    await ctx.deps.db.query('UPDATE users SET subscriptions = $2, opt_out = $3 WHERE id = $1', [user.id, JSON.stringify(subscriptions), optOut]);
    return { hash: user.prefs_hash, errCode: null, result: optOut ? 'opted-out' : 'success' };
  },
};
