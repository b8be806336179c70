import type { Tx } from './db';
import { hashSecret, normaliseAnswer, randomToken } from './crypto';
import { DEMO_ACCOUNTS, type DemoAccount } from './seed-accounts';
import {
  FUNDS, PROVINCES, REDEMPTION_FUNDS, ROLES, SALES_TEAM, SECURITY_QUESTIONS, SUBSCRIPTION_TYPES, VALID_DEALER_CODES,
} from './seed-data';

/** Seeds roles, provinces, funds, questions, subscription types, dealer codes and the sales team. */
export async function seedReferenceData(tx: Tx): Promise<void> {
  for (const [i, r] of ROLES.entries()) await tx.query('INSERT INTO roles VALUES ($1, $2, $3, $4)', [r.id, r.en, r.fr, i]);
  for (const [i, p] of PROVINCES.entries()) await tx.query('INSERT INTO provinces VALUES ($1, $2, $3, $4)', [p.id, p.en, p.fr, i]);
  for (const [i, f] of FUNDS.entries()) await tx.query('INSERT INTO funds VALUES ($1, $2, $3, false, $4)', [f.id, f.en, f.fr, i]);
  for (const [i, f] of REDEMPTION_FUNDS.entries()) await tx.query('INSERT INTO funds VALUES ($1, $2, $3, true, $4)', [f.id, f.en, f.fr, i]);
  for (const q of SECURITY_QUESTIONS) await tx.query('INSERT INTO security_questions VALUES ($1, $2, $3)', [q.id, q.en, q.fr]);
  for (const s of SUBSCRIPTION_TYPES) await tx.query('INSERT INTO subscription_types VALUES ($1, $2, $3)', [s.id, s.en, s.fr]);
  for (const code of VALID_DEALER_CODES) await tx.query('INSERT INTO dealer_codes VALUES ($1)', [code]);
  for (const m of SALES_TEAM) {
    await tx.query(
      `INSERT INTO sales_team (team, first_name, last_name, job_title_en, job_title_fr, picture, phone, email)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [m.team, m.firstName, m.lastName, m.jobTitle.en, m.jobTitle.fr, m.picture ?? '', m.phone, m.email],
    );
  }
}

/** Default subscriptions of a new profile: everything on except 5 (never on a form). */
export function defaultSubscriptions(now: number): { id: string; isSubscribed: boolean; timestamp: string }[] {
  const timestamp = new Date(now).toISOString();
  return SUBSCRIPTION_TYPES.map((s) => ({ id: s.id, isSubscribed: s.id !== 'SUBSCRIPTION5', timestamp }));
}

const seedHashes = new Map<string, Promise<string>>();

/** Seed hashes are computed once per process: a reseed (POST /demo/reset) or a second test server reuses them. */
function seedHash(secret: string): Promise<string> {
  let hash = seedHashes.get(secret);
  if (!hash) {
    hash = hashSecret(secret);
    seedHashes.set(secret, hash);
  }
  return hash;
}

async function seedAccount(tx: Tx, a: DemoAccount, now: number): Promise<void> {
  const [passwordHash, ...answerHashes] = await Promise.all([
    a.password ? seedHash(a.password) : Promise.resolve(null),
    ...a.questions.map((q) => seedHash(normaliseAnswer(q.answer))),
  ]);
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO users (email, status, language, first_name, last_name, role_id, firm_name, address_line1, city, province,
       postal_code, business_phone, mobile_phone, dealer_code, advisor_code, is_internal, pre_registered, migrated, password_hash,
       prefs_hash, subscriptions, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'Northern Wealth Partners', '100 King Street West', 'Toronto', 'ON', 'M5X 1A9',
       '416-555-0150', '416-555-0177', $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [a.email, a.status, a.language, a.firstName, a.lastName, a.roleId, a.dealerCode, a.advisorCode, a.isInternalUser,
      a.preRegistered, a.migrated, passwordHash, randomToken(24), JSON.stringify(defaultSubscriptions(now)), now],
  );
  const userId = inserted.rows[0]?.id;
  if (userId === undefined) throw new Error(`seed: no id for ${a.email}`);
  if (passwordHash) await tx.query('INSERT INTO password_history VALUES ($1, $2, $3)', [userId, passwordHash, now]);
  for (const [i, q] of a.questions.entries()) {
    await tx.query('INSERT INTO user_questions VALUES ($1, $2, $3, $4)', [userId, i + 1, q.id, answerHashes[i]]);
  }
}

/** Seeds every account of DEMO_ACCOUNTS (hashes computed in parallel on the libuv pool). */
export async function seedAccounts(tx: Tx): Promise<void> {
  const now = Date.now();
  for (const account of Object.values(DEMO_ACCOUNTS)) await seedAccount(tx, account, now);
}
