/**
 * A new login email (issue 8): the save mails a confirmation link to the new address and a notice to the
 * old one; the address changes only when the link is opened, so until then the old email still logs in.
 */
import { digest, randomToken } from './crypto';
import type { Queryable } from './db';
import { sendMail } from './mailbox';
import { email, emailChangeLink } from './messages';
import { findUserByEmail, normaliseEmail, type UserRow } from './users';

/** How long the confirmation link works. */
export const EMAIL_CHANGE_LINK_MS = 24 * 60 * 60 * 1000;

/** Stores the pending change under a fresh code and sends both emails (in the user's language). */
export async function requestEmailChange(db: Queryable, user: UserRow, newEmail: string, now: number): Promise<void> {
  const code = randomToken();
  const address = normaliseEmail(newEmail);
  // One pending change at a time: an earlier link stops working once a newer one is sent.
  await db.query('UPDATE email_changes SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [user.id, now]);
  await db.query('INSERT INTO email_changes (digest, user_id, new_email, expires_at) VALUES ($1, $2, $3, $4)', [
    digest(code), user.id, address, now + EMAIL_CHANGE_LINK_MS,
  ]);
  await sendMail(db, address, user.language, email(user.language, 'emailChange', emailChangeLink(user.language, code)), now);
  await sendMail(db, user.email, user.language, email(user.language, 'emailChangeNotice', null, address), now);
}

/** What opening a link did: the new address, or why nothing changed. */
export type EmailChangeOutcome = { kind: 'changed'; email: string } | { kind: 'invalid' } | { kind: 'taken' };

/**
 * Applies the change of a link's code for the signed-in user: a code that is unknown, used, expired or
 * another user's changes nothing, nor does an address another account took meanwhile.
 */
export async function confirmEmailChange(db: Queryable, userId: number, code: string, now: number): Promise<EmailChangeOutcome> {
  const { rows } = await db.query<{ user_id: number; new_email: string; expires_at: number; used_at: number | null }>(
    'SELECT user_id, new_email, expires_at, used_at FROM email_changes WHERE digest = $1', [digest(code)],
  );
  const change = rows[0];
  if (!change || change.user_id !== userId || change.used_at !== null || change.expires_at <= now) return { kind: 'invalid' };
  const holder = await findUserByEmail(db, change.new_email);
  if (holder && holder.id !== userId) return { kind: 'taken' };
  await db.query('UPDATE users SET email = $2 WHERE id = $1', [userId, change.new_email]);
  await db.query('UPDATE email_changes SET used_at = $2 WHERE digest = $1', [digest(code), now]);
  return { kind: 'changed', email: change.new_email };
}
