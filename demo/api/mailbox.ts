import type { IncomingMessage } from 'node:http';
import type { Locale } from '../../src/i18n/locale';
import type { Queryable } from './db';
import { withPreferencesLink, type EmailContent } from './messages';
import { servedOverHttps } from './transport';

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
  // A subject is one header line: a line break typed into a contact subject must not start another header
  // ("Bcc: …") when a real mailer sends it. The address fields refuse line breaks already (email pattern).
  const subject = mail.subject.replace(/[\r\n]+/g, ' ');
  await db.query('INSERT INTO mailbox (to_addr, language, subject, body, links, sent_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    to, language, subject, mail.text, JSON.stringify(mail.links), now,
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

/** The origin the mailbox was read from (its scheme as the server saw it, its Host header), or null without a Host. */
export function readerOrigin(req: IncomingMessage): string | null {
  const host = req.headers.host;
  if (!host || /[\s/\\@]/.test(host)) return null;
  return `${servedOverHttps(req) ? 'https' : 'http'}://${host}`;
}

/**
 * Every stored email, oldest first (newest last). Links are stored as paths of the demo site (the handler
 * that sends an email does not know the address the site is reached at); a real email needs absolute
 * links, so the mailbox shows them against the origin it is read from, in the links and in the text.
 */
export async function listMail(db: Queryable, origin: string | null = null): Promise<MailRecord[]> {
  const { rows } = await db.query<MailRow>('SELECT to_addr, language, subject, body, links, sent_at FROM mailbox ORDER BY id');
  const absolute = (link: string) => (origin && link.startsWith('/') ? new URL(link, origin).href : link);
  return rows.map((r) => ({
    to: r.to_addr,
    language: r.language,
    subject: r.subject,
    text: r.links.reduce((text, link) => text.split(link).join(absolute(link)), r.body),
    links: r.links.map(absolute),
    sentAt: new Date(r.sent_at).toISOString(),
  }));
}
