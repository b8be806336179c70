/**
 * Limits on guessing (issue 12): wrong security answers per reset link and per user, failed logins per
 * account and per client, activation re-sends per address. Counters live in the database (migration 7)
 * so every instance sharing it sees them. The README's limits table mirrors these values.
 */
import type { Database, Queryable } from './db';
import { Busy } from './limits';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** The numbers behind every guessing limit. */
export const GUESS_LIMITS = {
  /** Wrong security answers one reset link takes before it ends. */
  answersPerLink: 3,
  /** Wrong security answers per user in `answerWindowMs`, over every link; then each link ends at once. */
  answersPerUser: 5,
  answerWindowMs: DAY,
  /** Failed logins are counted over this rolling window, per account (email) and per client (IP). */
  loginWindowMs: 15 * MINUTE,
  /** From this many failures of an account, each attempt must wait `slowSpacingMs` after the last failure. */
  slowAfter: 5,
  slowSpacingMs: 30 * 1000,
  /** This many failures of an account in the window lock it for `lockMs`. */
  accountLockAfter: 10,
  /** This many failures from one client in the window lock that client for `lockMs` (any account). */
  clientLockAfter: 50,
  lockMs: 15 * MINUTE,
  /** Activation links re-sent to a pending address by registering again, per `resendWindowMs`. */
  activationResends: 3,
  resendWindowMs: DAY,
} as const;

/** Who a login attempt counts against: the account (the email as typed, known or not) and the client. */
export interface LoginKeys {
  account: string;
  client: string;
}

/** What a login attempt may do now: check the password, wait a little (slow), or nothing until the lock ends. */
export type LoginGate = 'open' | 'slow' | 'locked';

/**
 * Whether a login attempt is let through. Attempts refused here are not counted, so guessing during a
 * lock or a slow-down cannot lengthen it: nobody can keep an account locked for longer than the
 * 15 minutes that follow the failures that locked it.
 */
export async function loginGate(db: Queryable, keys: LoginKeys, now: number): Promise<LoginGate> {
  const locks = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM login_locks
     WHERE until > $3 AND ((scope = 'account' AND key = $1) OR (scope = 'client' AND key = $2))`,
    [keys.account, keys.client, now],
  );
  if ((locks.rows[0]?.n ?? 0) > 0) return 'locked';
  const recent = await db.query<{ n: number; last: number | null }>(
    "SELECT count(*)::int AS n, max(failed_at) AS last FROM login_failures WHERE scope = 'account' AND key = $1 AND failed_at > $2",
    [keys.account, now - GUESS_LIMITS.loginWindowMs],
  );
  const row = recent.rows[0];
  if (row && row.n >= GUESS_LIMITS.slowAfter && row.last !== null && now - row.last < GUESS_LIMITS.slowSpacingMs) return 'slow';
  return 'open';
}

/** The two keys a login attempt counts against, each with the failures that lock it. */
function loginScopes(keys: LoginKeys) {
  return [['account', keys.account, GUESS_LIMITS.accountLockAfter], ['client', keys.client, GUESS_LIMITS.clientLockAfter]] as const;
}

/** Serialises, until the transaction ends, whatever counts against one key (on a PostgreSQL pool too). */
async function lockKey(tx: Queryable, scope: string, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1 || $2))', [scope, key]);
}

/** The rows takeLoginAttempt counted for one attempt (ids of login_failures), so settleLogin gives back exactly those. */
type Counted = Record<'account' | 'client', number>;

/**
 * Takes a login attempt: refused ('locked', 'slow') as loginGate says, or let through and at once counted as a
 * failure of the account and of the client, before the password is checked (settleLogin keeps it as a failure
 * or gives it back). Counted after the check, every attempt that came during one scrypt found the gate as the
 * last finished one had left it: a security review sent 8 at once after 4 failures, and 7 were checked where
 * the slow-down allows 1. Gate and count are one step under the account's lock. That lock is only tried, a few
 * times with short waits between that hold no database connection (a burst of logins waiting on the lock would
 * hold the pool); an attempt that never gets it is told to wait (login003). The client's count
 * needs no lock: its threshold is judged after the check (settleLogin), and an office behind one address must
 * not have its advisors' logins refused for each other.
 */
async function takeLoginAttempt(db: Database, keys: LoginKeys, now: number): Promise<Exclude<LoginGate, 'open'> | Counted> {
  // The lock is held for a few statements: an attempt that finds it taken tries again a few times, waiting
  // without a connection, before it is told to wait. Answered at once, a second login of the same account
  // (another device) was refused with login003 at zero failures when the two met on a PostgreSQL pool.
  // A refusal needs no lock: the gate read alone answers a burst that came after the slow-down began (each try
  // and retry of it took a connection, and a burst of 200 made ~1000 transactions). Under the lock it is read again.
  const gate = await loginGate(db, keys, now);
  if (gate !== 'open') return gate;
  for (let retry = 1; ; retry++) {
    const taken = await tryLoginAttempt(db, keys, now);
    if (taken !== 'busy') return taken;
    if (retry === LOCK_RETRIES) return 'slow';
    await new Promise((resume) => setTimeout(resume, 5 * retry));
  }
}

/** Tries of takeLoginAttempt when the account's lock is taken (5 + 10 + … + 25 ms of waiting between them). */
const LOCK_RETRIES = 6;

/** One try of takeLoginAttempt: 'busy' when another attempt on the account holds its lock at this instant. */
async function tryLoginAttempt(db: Database, keys: LoginKeys, now: number): Promise<Exclude<LoginGate, 'open'> | Counted | 'busy'> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1 || $2)) AS ok', ['account', keys.account]);
    if (!rows[0]?.ok) return 'busy';
    const gate = await loginGate(tx, keys, now);
    if (gate !== 'open') return gate;
    const counted = await tx.query<{ id: number; scope: 'account' | 'client' }>(
      "INSERT INTO login_failures (scope, key, failed_at) VALUES ('account', $1, $3), ('client', $2, $3) RETURNING id, scope",
      [keys.account, keys.client, now],
    );
    const id = (scope: 'account' | 'client') => counted.rows.find((r) => r.scope === scope)?.id ?? -1;
    return { account: id('account'), client: id('client') };
  });
}

/**
 * Ends an attempt takeLoginAttempt let through. `failed`: its count stays, and the failure that reaches a
 * threshold locks that key for 15 minutes and clears its count (after the lock it starts over from zero);
 * returns true when the account or the client is now locked. Otherwise (the right password, an account with
 * none yet) the attempt's count is given back; a successful login then clears the account's (clearAccountFailures).
 */
async function settleLogin(db: Database, keys: LoginKeys, now: number, taken: Counted, failed: boolean): Promise<boolean> {
  let locked = false;
  for (const [scope, key, limit] of loginScopes(keys)) {
    if (!failed) {
      // By id: two attempts on one key in the same millisecond each give back their own row (deleting "one row
      // of that key at that time" let both pick the same one, and a right password stayed counted as wrong).
      await db.query('DELETE FROM login_failures WHERE id = $1', [taken[scope]]);
      continue;
    }
    const counted = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM login_failures WHERE scope = $1 AND key = $2 AND failed_at > $3',
      [scope, key, now - GUESS_LIMITS.loginWindowMs],
    );
    if ((counted.rows[0]?.n ?? 0) < limit) continue;
    locked = true;
    await db.query(
      `INSERT INTO login_locks (scope, key, until) VALUES ($1, $2, $3)
       ON CONFLICT (scope, key) DO UPDATE SET until = EXCLUDED.until`,
      [scope, key, now + GUESS_LIMITS.lockMs],
    );
    await db.query('DELETE FROM login_failures WHERE scope = $1 AND key = $2', [scope, key]);
  }
  return locked;
}

/**
 * Checks a password with the login's limits (takeLoginAttempt, settleLogin): refused unchecked ('slow', 'locked'),
 * 'wrong' (or 'locked' when this failure locked), or 'right', which clears the account's failures as a login does.
 * For a current password asked again while signed in (a password change, a new login email): a session alone
 * must not allow endless guessing of the password behind it.
 */
export async function guessPassword(db: Database, keys: LoginKeys, now: number, check: () => Promise<boolean>): Promise<'right' | 'wrong' | 'slow' | 'locked'> {
  const counted = await takeLoginAttempt(db, keys, now);
  if (typeof counted === 'string') return counted;
  const right = await unlessBusy(check, () => settleLogin(db, keys, now, counted, false));
  const locked = await settleLogin(db, keys, now, counted, !right);
  if (!right) return locked ? 'locked' : 'wrong';
  await clearAccountFailures(db, keys.account);
  return 'right';
}

/**
 * Runs a secret's check taken as a guess; when the hashing queue refuses it (Busy: 429, try again) nothing was
 * checked, so `giveBack` returns the count first.
 */
export async function unlessBusy<T>(check: () => Promise<T>, giveBack: () => Promise<unknown>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof Busy) await giveBack();
    throw error;
  }
}

/** Forgets an account's failed logins and lock: a successful login or a password reset proves the owner. */
export async function clearAccountFailures(db: Queryable, account: string): Promise<void> {
  await db.query("DELETE FROM login_failures WHERE scope = 'account' AND key = $1", [account]);
  await db.query("DELETE FROM login_locks WHERE scope = 'account' AND key = $1", [account]);
}

/** Which limit stops a reset link taking answers: the user's wrong answers of the day over every link, or the link's own. */
export type AnswerLimit = 'user' | 'link';

/** The limit that stops a reset link taking more answers (too many wrong on it, or on the user's links today), or null. */
export async function answersExhausted(db: Queryable, userId: number, tokenDigest: string, now: number): Promise<AnswerLimit | null> {
  const { rows } = await db.query<{ link: number; per_user: number }>(
    `SELECT count(*) FILTER (WHERE token_digest = $2)::int AS link, count(*)::int AS per_user
     FROM answer_failures WHERE user_id = $1 AND failed_at > $3`,
    [userId, tokenDigest, now - GUESS_LIMITS.answerWindowMs],
  );
  const row = rows[0];
  if (!row) return null;
  // The user's limit first: it is the one a new link would not lift.
  return row.per_user >= GUESS_LIMITS.answersPerUser ? 'user' : row.link >= GUESS_LIMITS.answersPerLink ? 'link' : null;
}

/**
 * True when the user's wrong answers over every link reached the day's limit: no link of theirs takes an answer,
 * so a new one is not sent (fpwd012) rather than spending one of the day's resets on a link nothing can pass.
 */
export async function userAnswersExhausted(db: Queryable, userId: number, now: number): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM answer_failures WHERE user_id = $1 AND failed_at > $2',
    [userId, now - GUESS_LIMITS.answerWindowMs],
  );
  return (rows[0]?.n ?? 0) >= GUESS_LIMITS.answersPerUser;
}

/**
 * Takes one guess of a security answer on a reset link: the limit reached when the link may take no more (answersExhausted);
 * otherwise the guess counts as wrong from now on, before the answer is checked, so guesses sent at once cannot
 * all pass a count taken before any was recorded (as takeLoginAttempt). A right answer gives it back
 * (releaseAnswerGuess).
 */
export async function takeAnswerGuess(db: Database, userId: number, tokenDigest: string, now: number): Promise<number | AnswerLimit> {
  return db.transaction(async (tx) => {
    await lockKey(tx, 'answers', String(userId));
    const limit = await answersExhausted(tx, userId, tokenDigest, now);
    if (limit) return limit;
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO answer_failures (user_id, token_digest, failed_at) VALUES ($1, $2, $3) RETURNING id', [userId, tokenDigest, now]);
    return rows[0]?.id ?? -1;
  });
}

/** Gives back the guess takeAnswerGuess counted (its id): the answer was right (or was not checked). */
export async function releaseAnswerGuess(db: Queryable, guess: number): Promise<void> {
  await db.query('DELETE FROM answer_failures WHERE id = $1', [guess]);
}

/**
 * Records one activation re-send to a pending user if fewer than the limit went out in the window;
 * false means the limit is reached and no mail may go. Count and insert are one statement, so parallel
 * registrations cannot all pass a count taken before any of them was recorded.
 */
export async function takeActivationResend(db: Database, userId: number, now: number): Promise<boolean> {
  // Under the user's row lock: on a PostgreSQL pool two such statements run at once and both count the same.
  const { rows } = await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    return tx.query<{ n: number }>(
      `WITH prior AS (SELECT count(*)::int AS n FROM activation_resends WHERE user_id = $1 AND sent_at > $3)
       INSERT INTO activation_resends SELECT $1, $2 FROM prior WHERE prior.n < $4
       RETURNING (SELECT n FROM prior) AS n`,
      [userId, now, now - GUESS_LIMITS.resendWindowMs, GUESS_LIMITS.activationResends],
    );
  });
  return rows.length > 0;
}

/**
 * SQL of migration 7: the counters above, and the profile values an activation link carried. Nothing writes or reads
 * `tokens.profile` any more (registering a pre-registered email let anyone set the owner's names): it stays so that
 * instances of the previous version, which still write it, keep working on a shared database during a rolling
 * restart. A later migration may drop it once no such instance runs.
 */
export const GUESSING_SCHEMA = `
CREATE TABLE answer_failures (user_id integer NOT NULL REFERENCES users(id), token_digest text NOT NULL, failed_at double precision NOT NULL);
CREATE INDEX answer_failures_user ON answer_failures (user_id, failed_at);
CREATE TABLE login_failures (
  scope text NOT NULL CHECK (scope IN ('account', 'client')), key text NOT NULL, failed_at double precision NOT NULL);
CREATE INDEX login_failures_key ON login_failures (scope, key, failed_at);
CREATE TABLE login_locks (
  scope text NOT NULL CHECK (scope IN ('account', 'client')), key text NOT NULL, until double precision NOT NULL,
  PRIMARY KEY (scope, key));
CREATE TABLE activation_resends (user_id integer NOT NULL REFERENCES users(id), sent_at double precision NOT NULL);
ALTER TABLE tokens ADD COLUMN profile jsonb;`;

/**
 * SQL of migration 10: an id per counted guess, so an attempt gives back its own row (by key and millisecond,
 * two give-backs at once could pick the same row and leave the other counted).
 */
export const GUESS_IDS_SCHEMA = `
ALTER TABLE login_failures ADD COLUMN id serial PRIMARY KEY;
ALTER TABLE answer_failures ADD COLUMN id serial PRIMARY KEY;`;
