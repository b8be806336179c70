import type { Locale } from '../../src/i18n/locale';
import { digest, hashSecret, randomToken, verifySecret } from './crypto';
import type { Queryable } from './db';

/** A user row as handlers use it. */
export interface UserRow {
  id: number;
  email: string;
  status: 'pending' | 'active' | 'suspended';
  language: Locale;
  first_name: string;
  preferred_first_name: string | null;
  last_name: string;
  role_id: number;
  firm_name: string | null;
  address_line1: string | null;
  suite_number: string | null;
  city: string | null;
  province: string | null;
  postal_code: string | null;
  business_phone: string | null;
  business_extension: string | null;
  mobile_phone: string | null;
  dealer_code: string | null;
  advisor_code: string | null;
  is_internal: boolean;
  pre_registered: boolean;
  migrated: boolean;
  password_hash: string | null;
  prefs_hash: string;
  subscriptions: { id: string; isSubscribed: boolean; timestamp: string }[];
  opt_out: boolean;
}

/** Emails compare case-insensitively: stored and looked up lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user with this email, if any. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [normaliseEmail(email)]);
  return rows[0];
}

/** The user with this id, if any. */
export async function getUser(db: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0];
}

/** A stored link code: which user, which kind, until when, used or not. */
export interface TokenRow {
  digest: string;
  kind: 'activation' | 'reset';
  user_id: number;
  expires_at: number;
  used_at: number | null;
}

/** Issues a random single-use code; only its digest is stored. Returns the code for the emailed link. */
export async function issueToken(db: Queryable, kind: TokenRow['kind'], userId: number, now: number, ttlMs: number): Promise<string> {
  const code = randomToken();
  await db.query('INSERT INTO tokens (digest, kind, user_id, expires_at) VALUES ($1, $2, $3, $4)', [digest(code), kind, userId, now + ttlMs]);
  return code;
}

/** Ends every unused activation link of a user: only the newest mail's link activates. */
export async function endActivationLinks(db: Queryable, userId: number, now: number): Promise<void> {
  await db.query("UPDATE tokens SET used_at = $2 WHERE user_id = $1 AND kind = 'activation' AND used_at IS NULL", [userId, now]);
}

/** Looks up a code of a kind by its digest. */
export async function findToken(db: Queryable, kind: TokenRow['kind'], code: string): Promise<TokenRow | undefined> {
  const { rows } = await db.query<TokenRow>('SELECT * FROM tokens WHERE digest = $1 AND kind = $2', [digest(code), kind]);
  return rows[0];
}

/** Ends every unused reset link of a user (a reset or a password change: older mails cannot undo it). */
export async function endResetLinks(db: Queryable, userId: number, now: number): Promise<void> {
  await db.query("UPDATE tokens SET used_at = $2 WHERE user_id = $1 AND kind = 'reset' AND used_at IS NULL", [userId, now]);
}

/** How many passwords are remembered for the "not one of the last five" rule (sc003). */
export const PASSWORD_HISTORY = 5;

/** True when the password equals one of the user's last five. */
export async function inRecentPasswords(db: Queryable, userId: number, password: string): Promise<boolean> {
  const { rows } = await db.query<{ hash: string }>(
    'SELECT hash FROM password_history WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2', [userId, PASSWORD_HISTORY],
  );
  const matches = await Promise.all(rows.map((r) => verifySecret(password, r.hash)));
  return matches.includes(true);
}

/** Stores a new password hash and appends it to the history. */
export async function setPassword(db: Queryable, userId: number, password: string, now: number): Promise<void> {
  const hash = await hashSecret(password);
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, hash]);
  await db.query('INSERT INTO password_history VALUES ($1, $2, $3)', [userId, hash, now]);
}

/** The user's question at a position (1..3) with its answer hash. */
export async function userQuestion(db: Queryable, userId: number, position: number): Promise<{ question_id: number; answer_hash: string } | undefined> {
  const { rows } = await db.query<{ question_id: number; answer_hash: string }>(
    'SELECT question_id, answer_hash FROM user_questions WHERE user_id = $1 AND position = $2', [userId, position],
  );
  return rows[0];
}

/** Replaces the user's three questions with hashed, normalised answers. */
export async function setQuestions(db: Queryable, userId: number, pairs: readonly { id: number; answerHash: string }[]): Promise<void> {
  await db.query('DELETE FROM user_questions WHERE user_id = $1', [userId]);
  for (const [i, p] of pairs.entries()) {
    await db.query('INSERT INTO user_questions VALUES ($1, $2, $3, $4)', [userId, i + 1, p.id, p.answerHash]);
  }
}

/** The text of a security question in a language. */
export async function questionText(db: Queryable, id: number, locale: Locale): Promise<string> {
  const { rows } = await db.query<{ text: string }>(`SELECT text_${locale} AS text FROM security_questions WHERE id = $1`, [id]);
  return rows[0]?.text ?? '';
}

/** Every security question in a language, in id order. */
export async function allQuestions(db: Queryable, locale: Locale): Promise<{ securityQuestionId: number; description: string }[]> {
  const { rows } = await db.query<{ id: number; text: string }>(`SELECT id, text_${locale} AS text FROM security_questions ORDER BY id`);
  return rows.map((r) => ({ securityQuestionId: r.id, description: r.text }));
}

/**
 * The role id a form sent, when it names a role of the server's list (a select: a user never types it); null
 * otherwise. Strict digits: `Number()` would take `0x10`, `1e1` or `10.0`, and a value the roles table cannot
 * hold (`abc`, `1e400`) would fail the query and end in a 500 instead of the refusal.
 */
export async function knownRole(db: Queryable, raw: string): Promise<number | null> {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return (await db.query('SELECT 1 FROM roles WHERE id = $1', [id])).rows.length > 0 ? id : null;
}
