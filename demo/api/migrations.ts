import { digest } from './crypto';
import type { Tx } from './db';
import { GUESS_IDS_SCHEMA, GUESSING_SCHEMA } from './guessing';
import { seedAccounts, seedReferenceData } from './seed';
import { DEMO_ACCOUNTS, DEMO_LINKS } from './seed-accounts';
import { SALES_TEAM, SECURITY_QUESTIONS, SUBSCRIPTION_TYPES } from './seed-data';

/** One schema step; versions only grow and a shipped migration is never edited. */
export interface Migration {
  version: number;
  name: string;
  up(tx: Tx): Promise<void>;
}

const schema = `
CREATE TABLE roles (id integer PRIMARY KEY, name_en text NOT NULL, name_fr text NOT NULL, sort integer NOT NULL);
CREATE TABLE provinces (code text PRIMARY KEY, name_en text NOT NULL, name_fr text NOT NULL, sort integer NOT NULL);
CREATE TABLE funds (id text PRIMARY KEY, name_en text NOT NULL, name_fr text NOT NULL, redemption boolean NOT NULL, sort integer NOT NULL);
CREATE TABLE security_questions (id integer PRIMARY KEY, text_en text NOT NULL, text_fr text NOT NULL);
CREATE TABLE subscription_types (id text PRIMARY KEY, name_en text NOT NULL, name_fr text NOT NULL);
CREATE TABLE dealer_codes (code text PRIMARY KEY);
CREATE TABLE sales_team (
  id serial PRIMARY KEY, team text NOT NULL CHECK (team IN ('asian', 'nonAsian')),
  first_name text NOT NULL, last_name text NOT NULL, job_title_en text NOT NULL, job_title_fr text NOT NULL,
  picture text NOT NULL, phone text NOT NULL, email text NOT NULL);
CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('pending', 'active', 'suspended')),
  language text NOT NULL CHECK (language IN ('en', 'fr')),
  first_name text NOT NULL, preferred_first_name text, last_name text NOT NULL,
  role_id integer NOT NULL,
  firm_name text, address_line1 text, suite_number text, city text, province text, postal_code text,
  business_phone text, business_extension text, mobile_phone text,
  dealer_code text, advisor_code text,
  is_internal boolean NOT NULL DEFAULT false,
  pre_registered boolean NOT NULL DEFAULT false,
  migrated boolean NOT NULL DEFAULT false,
  password_hash text,
  prefs_hash text NOT NULL UNIQUE,
  subscriptions jsonb NOT NULL DEFAULT '[]',
  opt_out boolean NOT NULL DEFAULT false,
  created_at double precision NOT NULL);
CREATE TABLE password_history (user_id integer NOT NULL REFERENCES users(id), hash text NOT NULL, created_at double precision NOT NULL);
CREATE TABLE user_questions (
  user_id integer NOT NULL REFERENCES users(id), position integer NOT NULL CHECK (position BETWEEN 1 AND 3),
  question_id integer NOT NULL REFERENCES security_questions(id), answer_hash text NOT NULL,
  PRIMARY KEY (user_id, position));
CREATE TABLE tokens (
  digest text PRIMARY KEY, kind text NOT NULL CHECK (kind IN ('activation', 'reset')),
  user_id integer NOT NULL REFERENCES users(id), expires_at double precision NOT NULL, used_at double precision);
CREATE TABLE reset_requests (user_id integer NOT NULL REFERENCES users(id), requested_at double precision NOT NULL);
CREATE TABLE mailbox (
  id serial PRIMARY KEY, to_addr text NOT NULL, language text NOT NULL, subject text NOT NULL, body text NOT NULL,
  links jsonb NOT NULL, sent_at double precision NOT NULL);
CREATE TABLE contact_messages (id serial PRIMARY KEY, payload jsonb NOT NULL, sent_at double precision NOT NULL);
`;

/** Every migration in order: schema, reference data, demo accounts. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'schema', up: async (tx) => void (await tx.exec(schema)) },
  { version: 2, name: 'reference data', up: seedReferenceData },
  { version: 3, name: 'demo accounts', up: seedAccounts },
  { version: 4, name: 'demo activation link of the suspended account', up: seedSuspendedLink },
  { version: 5, name: 'e-signature requests and sales-team roles', up: esignAndSalesRoles },
  { version: 6, name: 'pending login-email changes', up: async (tx) => void (await tx.exec(emailChanges)) },
  { version: 7, name: 'guessing limits and activation-link profiles', up: async (tx) => void (await tx.exec(GUESSING_SCHEMA)) },
  { version: 8, name: 'sessions', up: async (tx) => void (await tx.exec(sessions)) },
  { version: 9, name: 'captcha secret and spent solutions', up: async (tx) => void (await tx.exec(captcha)) },
  { version: 10, name: 'ids of counted guesses', up: async (tx) => void (await tx.exec(GUESS_IDS_SCHEMA)) },
  { version: 11, name: 'French reference texts after review', up: frenchTexts },
  { version: 12, name: 'contact messages per client', up: async (tx) => void (await tx.exec(contactClients)) },
];

/** Who sent each contact message (socket address), for the per-client bound (routes/misc.ts, CONTACT_LIMITS). */
const contactClients = `
ALTER TABLE contact_messages ADD COLUMN client text;
CREATE INDEX contact_messages_client ON contact_messages (client, sent_at);`;

/**
 * The captcha's HMAC secret and spent solutions, shared by instances on one PostgreSQL database (issue 12):
 * one secret row (created by the first instance that needs it, captcha.ts), and each spent challenge's
 * signature until the challenge has expired (ms), so a solution counts once on any instance.
 */
const captcha = `
CREATE TABLE captcha_secret (id integer PRIMARY KEY CHECK (id = 1), secret text NOT NULL);
CREATE TABLE captcha_spent (signature text PRIMARY KEY, expires_at double precision NOT NULL);
CREATE INDEX captcha_spent_expiry ON captcha_spent (expires_at);`;

/**
 * Sessions outlive a restart and are shared by instances on one PostgreSQL database (issue 12). `id` is
 * the digest of the cookie's value; `data` the JSON text handlers change (text, not jsonb, so it reads
 * back byte for byte); `user_id` lets a password change end the user's other sessions; times in ms.
 */
const sessions = `
CREATE TABLE sessions (
  id text PRIMARY KEY, user_id integer REFERENCES users(id) ON DELETE CASCADE, data text NOT NULL,
  expires_at double precision NOT NULL);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);`;

/**
 * A new login email waits here until the link mailed to it is opened (issue 8); only the code's digest
 * is stored, as for the other links.
 */
const emailChanges = `
CREATE TABLE email_changes (
  digest text PRIMARY KEY, user_id integer NOT NULL REFERENCES users(id), new_email text NOT NULL,
  expires_at double precision NOT NULL, used_at double precision);`;

/** Stores what each e-signature request sent (issue 9) and gives every sales-team member its role (RWS, RIWS, RSC). */
async function esignAndSalesRoles(tx: Tx): Promise<void> {
  await tx.exec(`
CREATE TABLE esign_requests (
  id serial PRIMARY KEY, user_id integer NOT NULL REFERENCES users(id), mode text NOT NULL CHECK (mode IN ('purchase', 'redeem')),
  request_type text NOT NULL, fund_id text NOT NULL REFERENCES funds(id), locale text NOT NULL, payload jsonb NOT NULL,
  sent_at double precision NOT NULL);
ALTER TABLE sales_team ADD COLUMN role text;`);
  for (const m of SALES_TEAM) await tx.query('UPDATE sales_team SET role = $2 WHERE email = $1', [m.email, m.role]);
  await tx.exec("ALTER TABLE sales_team ALTER COLUMN role SET NOT NULL, ADD CHECK (role IN ('RWS', 'RIWS', 'RSC'))");
}

/**
 * The French texts of the reference data as seed-data.ts now has them (a French review: "bimensuel" meant twice a
 * month, "votre aîné(e)" read as the eldest child); a store seeded before keeps its rows, so they are rewritten.
 */
async function frenchTexts(tx: Tx): Promise<void> {
  for (const q of SECURITY_QUESTIONS) await tx.query('UPDATE security_questions SET text_fr = $2 WHERE id = $1', [q.id, q.fr]);
  for (const t of SUBSCRIPTION_TYPES) await tx.query('UPDATE subscription_types SET name_fr = $2 WHERE id = $1', [t.id, t.fr]);
  for (const m of SALES_TEAM) await tx.query('UPDATE sales_team SET job_title_fr = $2 WHERE email = $1', [m.email, m.jobTitle.fr]);
}

/**
 * A known activation link for the suspended account, so the demo can show the suspended activation
 * view (reg005); real links are random and only emailed.
 */
async function seedSuspendedLink(tx: Tx): Promise<void> {
  const far = Date.UTC(2100, 0, 1);
  await tx.query(
    `INSERT INTO tokens (digest, kind, user_id, expires_at)
     SELECT $1, 'activation', id, $2 FROM users WHERE email = $3`,
    [digest(DEMO_LINKS.suspendedActivationCode), far, DEMO_ACCOUNTS.suspended.email],
  );
}
