import type { Locale } from '../../src/i18n/locale';
import type { Queryable } from './db';
import { withPreferencesLink, type EmailContent } from './messages';

/** One email the demo API "sent", as GET /demo/mailbox.json lists it. */
export interface MailRecord {
  to: string;
  language: Locale;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

/**
 * Stores an email in the mailbox instead of sending it. An email to a registered address ends with its
 * manage-preferences link (issue 8), after the email's own links so its action link stays the first.
 */
export async function sendMail(db: Queryable, to: string, language: Locale, content: EmailContent, now: number): Promise<void> {
  const { rows } = await db.query<{ prefs_hash: string }>('SELECT prefs_hash FROM users WHERE email = $1', [to.toLowerCase()]);
  const hash = rows[0]?.prefs_hash;
  const mail = hash ? withPreferencesLink(content, language, hash) : content;
  await db.query('INSERT INTO mailbox (to_addr, language, subject, body, links, sent_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    to, language, mail.subject, mail.text, JSON.stringify(mail.links), now,
  ]);
}

interface MailRow {
  to_addr: string;
  language: Locale;
  subject: string;
  body: string;
  links: string[];
  sent_at: number;
}

/** Every stored email, oldest first (newest last). */
export async function listMail(db: Queryable): Promise<MailRecord[]> {
  const { rows } = await db.query<MailRow>('SELECT to_addr, language, subject, body, links, sent_at FROM mailbox ORDER BY id');
  return rows.map((r) => ({
    to: r.to_addr,
    language: r.language,
    subject: r.subject,
    text: r.body,
    links: r.links,
    sentAt: new Date(r.sent_at).toISOString(),
  }));
}
