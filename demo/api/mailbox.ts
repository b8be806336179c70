import type { Locale } from '../../src/i18n/locale';
import type { Queryable } from './db';
import type { EmailContent } from './messages';

/** One email the demo API "sent", as GET /demo/mailbox.json lists it. */
export interface MailRecord {
  to: string;
  language: Locale;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

/** Stores an email in the mailbox instead of sending it. */
export async function sendMail(db: Queryable, to: string, language: Locale, content: EmailContent, now: number): Promise<void> {
  await db.query('INSERT INTO mailbox (to_addr, language, subject, body, links, sent_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    to, language, content.subject, content.text, JSON.stringify(content.links), now,
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
