/**
 * The demo accounts, shared by the seed migration, the README and the tests so all three agree.
 * Passwords satisfy the policy (8-32 characters, lower, upper, digit).
 */

/** What a seeded account demonstrates. */
export type DemoAccountKind =
  | 'advisorEn'
  | 'advisorFr'
  | 'internal'
  | 'preRegistered'
  | 'suspended'
  | 'notActivated'
  | 'migrated'
  | 'noCodes';

/** One seeded account: login, status, role and (for accounts with questions) the known answers. */
export interface DemoAccount {
  email: string;
  /** Null for accounts that never set a password (pending activation, pre-registered). */
  password: string | null;
  status: 'active' | 'pending' | 'suspended';
  language: 'en' | 'fr';
  firstName: string;
  lastName: string;
  roleId: number;
  dealerCode: string | null;
  advisorCode: string | null;
  isInternalUser: boolean;
  preRegistered: boolean;
  migrated: boolean;
  /** Question ids (see seed-data SECURITY_QUESTIONS) with their answers, in order 1..3. */
  questions: readonly { id: number; answer: string }[];
  /** What the account shows in the demo. */
  shows: string;
}

const questions = [
  { id: 1, answer: 'Rex' },
  { id: 2, answer: 'Toronto' },
  { id: 3, answer: 'Honda' },
] as const;

const questionsFr = [
  { id: 1, answer: 'Minou' },
  { id: 2, answer: 'Montréal' },
  { id: 4, answer: 'Rue Saint-Denis' },
] as const;

const base = { isInternalUser: false, preRegistered: false, migrated: false, questions, language: 'en' } as const;

/** Every seeded demo account, keyed by what it demonstrates. */
export const DEMO_ACCOUNTS: Readonly<Record<DemoAccountKind, DemoAccount>> = {
  advisorEn: { ...base, email: 'advisor@example.com', password: 'Advisor2026!', status: 'active', firstName: 'Alex', lastName: 'Martin', roleId: 10, dealerCode: '1234', advisorCode: 'A1234', shows: 'Active English advisor (role 10) with dealer and advisor codes: login, profile, advisor forms, recovery.' },
  advisorFr: { ...base, questions: questionsFr, language: 'fr', email: 'conseillere@example.com', password: 'Conseil2026!', status: 'active', firstName: 'Geneviève', lastName: 'Lavoie', roleId: 10, dealerCode: '5678', advisorCode: 'B5678', shows: 'Active French advisor: every flow in French, French emails.' },
  internal: { ...base, email: 'staff@example.com', password: 'Internal2026!', status: 'active', firstName: 'Sam', lastName: 'Nguyen', roleId: 16, dealerCode: null, advisorCode: null, isInternalUser: true, shows: 'Internal user: recovery answers fpwd001, profile and password are read-only.' },
  preRegistered: { ...base, questions: [], email: 'preregistered@example.com', password: null, status: 'pending', firstName: 'Jordan', lastName: 'Lee', roleId: 10, dealerCode: '9012', advisorCode: 'C9012', preRegistered: true, shows: 'Pre-registered user: registering with this email skips step 2 (company info).' },
  suspended: { ...base, email: 'suspended@example.com', password: 'Suspended2026!', status: 'suspended', firstName: 'Casey', lastName: 'Roy', roleId: 10, dealerCode: '1234', advisorCode: 'D1234', shows: 'Suspended account: login reg005, recovery fpwd004, registration reg005.' },
  notActivated: { ...base, questions: [], email: 'pending@example.com', password: null, status: 'pending', firstName: 'Robin', lastName: 'Côté', roleId: 11, dealerCode: null, advisorCode: null, shows: 'Registered but not activated: login and recovery fpwd003, registering again reg002 (a new link is emailed).' },
  migrated: { ...base, email: 'migrated@example.com', password: 'Migrated2026!', status: 'active', firstName: 'Taylor', lastName: 'Singh', roleId: 12, dealerCode: '5678', advisorCode: 'E5678', migrated: true, shows: 'Migrated profile: must reset its security questions after login.' },
  noCodes: { ...base, email: 'professional@example.com', password: 'Finance2026!', status: 'active', firstName: 'Morgan', lastName: 'Dubois', roleId: 14, dealerCode: null, advisorCode: null, shows: 'Active user without dealer/advisor codes (role 14): advisor forms refuse with 403-docusign.' },
};

/** Fixed demo links (the gallery uses them): an activation code of the suspended account (reg005). */
export const DEMO_LINKS = { suspendedActivationCode: 'demo-suspended-account' } as const;
