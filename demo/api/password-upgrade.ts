import { hashSecret, needsRehash } from './crypto';
import type { Queryable } from './db';
import { Busy } from './limits';

/**
 * After a successful login: stores the password again at the current cost when its hash is in the
 * old format or cheaper, in the user row and in the password history. Best effort: when hashing is
 * busy the upgrade waits for the next login, and a password changed meanwhile is never overwritten.
 */
export async function upgradePasswordHash(db: Queryable, userId: number, password: string, stored: string | null): Promise<boolean> {
  if (!stored || !needsRehash(stored)) return false;
  let hash: string;
  try {
    hash = await hashSecret(password);
  } catch (error) {
    if (error instanceof Busy) return false;
    throw error;
  }
  const updated = await db.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [userId, stored, hash]);
  if (!updated.affectedRows) return false;
  await db.query('UPDATE password_history SET hash = $3 WHERE user_id = $1 AND hash = $2', [userId, stored, hash]);
  return true;
}
