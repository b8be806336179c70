import { EXTRA_CODES, type SubscriberRecord } from '../../../src/contract';
import { emailPrefsForm, subscriptionIds } from '../../../src/forms';
import { pleaseLogin, type Ctx } from '../context';
import type { UserRow } from '../users';
import { checkForm, text } from '../validate';
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

/** Internal and pre-registered users, whose profile no page may change (spec section 6). */
const locked = (user: UserRow) => user.is_internal || user.pre_registered;

/** The record's LANGUAGE as the user's language. */
const languageOf = (body: SubscriberRecord): 'en' | 'fr' => (body.LANGUAGE === 'French' ? 'fr' : 'en');

/** A name as the form sends it (trimmed) and as a keyboard may type it (NFC), for comparing with the stored one. */
const sameName = (posted: string, stored: string) => posted.normalize('NFC').trim() === stored.normalize('NFC').trim();

/**
 * The names and language a save keeps: those of the form, checked with its rules (a 400 otherwise), except
 * for internal and pre-registered users, whose profile no page may change (spec section 6).
 */
function subscriberOf(user: UserRow, body: SubscriberRecord): { first: string; last: string; language: 'en' | 'fr' } {
  if (locked(user)) return { first: user.first_name, last: user.last_name, language: user.language };
  const language = languageOf(body);
  const values = checkForm(emailPrefsForm({ loggedIn: false }), { firstName: body.FIRSTNAME, lastName: body.LASTNAME, language: `${language}-ca` });
  return { first: text(values, 'firstName'), last: text(values, 'lastName'), language };
}

/**
 * Email preferences by hash, public or signed in (spec sections 3 and 4). A save changes one by one only
 * the subscriptions its form shows: never 5, and 7 only on the signed-in page of that same user; an opt-out
 * turns every one off. It also
 * keeps the subscriber's names and language (the demo holds them on the user: the profile shows them too).
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
    const named = subscriberOf(user, body);
    // A public page cannot know that this profile's names are locked: a change of them is refused, not dropped while
    // "saved" is said; the form puts them back, and the next save keeps the subscriptions.
    if (locked(user) && (!sameName(body.FIRSTNAME, user.first_name) || !sameName(body.LASTNAME, user.last_name) || languageOf(body) !== user.language)) {
      return { hash: user.prefs_hash, errCode: EXTRA_CODES.namesLocked, result: 'failure' };
    }
    const signedIn = ctx.peek()?.userId === user.id;
    // Subscription 7 is on the signed-in page alone (an opt-out turns it off from either page). Another change of it
    // without that user's session comes from a signed-in page whose session ended: "please login" as every signed-in
    // call answers, and nothing saved (silently leaving 7 as it was would say "saved" for a choice that was dropped).
    const seven = (list: SubscriberRecord['subscriptions']) => list.find((s) => s.id === 'SUBSCRIPTION7')?.isSubscribed;
    const sevenPosted = seven(body.subscriptions);
    if (!signedIn && !body.OPTOUT && sevenPosted !== undefined && sevenPosted !== seven(user.subscriptions)) {
      throw pleaseLogin();
    }
    const onForm = new Set(subscriptionIds(signedIn).map((n) => `SUBSCRIPTION${n}`));
    const posted = new Map(body.subscriptions.filter((s) => onForm.has(s.id)).map((s) => [s.id, s.isSubscribed]));
    // Turning any subscription on clears the opt-out (the newer choice wins over a stale opt-out tick).
    const turnedOn = user.subscriptions.some((s) => !s.isSubscribed && posted.get(s.id) === true);
    const optOut = body.OPTOUT && !turnedOn;
    const now = new Date(ctx.deps.clock.now()).toISOString();
    const subscriptions = user.subscriptions.map((s) => {
      // Opting out stops every email (spec section 4: "all subscription flags to false"): 7 even from the public
      // page, and 5, which no form shows, too.
      if (optOut) return s.isSubscribed ? { id: s.id, isSubscribed: false, timestamp: now } : s;
      if (!onForm.has(s.id)) return s;
      const next = posted.get(s.id) ?? s.isSubscribed;
      return next === s.isSubscribed ? s : { id: s.id, isSubscribed: next, timestamp: now };
    });
    await ctx.deps.db.query('UPDATE users SET subscriptions = $2, opt_out = $3, first_name = $4, last_name = $5, language = $6 WHERE id = $1', [
      user.id, JSON.stringify(subscriptions), optOut, named.first, named.last, named.language,
    ]);
    return { hash: user.prefs_hash, errCode: null, result: optOut ? 'opted-out' : 'success' };
  },
};
