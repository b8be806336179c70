import { CAPTCHA_FIELD, CAPTCHA_REFUSED } from '../../../src/contract';
import { contactForm } from '../../../src/forms';
import { sendMail } from '../mailbox';
import { email } from '../messages';
import { checkForm, text } from '../validate';
import { fail, type Handlers } from './common';
import { captchaPassed } from './registration';
import { HttpError } from '../context';

const CONTACT_LIMIT_MESSAGE = {
  en: 'Too many messages from this connection. Please try again later.',
  fr: 'Trop de messages de cette connexion. Veuillez réessayer plus tard.',
} as const;

/** Where contact-form messages "go" in the demo mailbox. */
export const CLIENT_RELATIONS_EMAIL = 'clientrelations@example.com';

/**
 * Messages one client (socket address) may send per window. Each one mails an acknowledgement to an address nobody
 * verified, and the captcha only costs a fraction of a second of work: without a bound one client could send two
 * a second (QA security pass). A person writing to Client Relations rarely sends more than a few an hour.
 */
export const CONTACT_LIMITS = { perClient: 10, windowMs: 60 * 60 * 1000 } as const;

/** Funds, sales team, contact and the captcha challenge. */
export const miscHandlers: Handlers = {
  async funds(ctx, { query }) {
    const locale = query.lang ?? ctx.locale;
    const { rows } = await ctx.deps.db.query<{ id: string; name: string }>(
      `SELECT id, name_${locale === 'fr' ? 'fr' : 'en'} AS name FROM funds WHERE redemption = $1 ORDER BY sort`, [query.option === 'repurchase'],
    );
    return rows;
  },

  async salesTeam(ctx, { query }) {
    // `roles=RWS,RIWS,RSC` picks the sales roles to list; without it every member is listed.
    const roles = query.roles?.split(',').map((r) => r.trim().toUpperCase()).filter((r) => r !== '') ?? null;
    const { rows } = await ctx.deps.db.query<{ team: string; first_name: string; last_name: string; title: string; picture: string; phone: string; email: string }>(
      `SELECT team, first_name, last_name, job_title_${ctx.locale} AS title, picture, phone, email FROM sales_team
       WHERE $1::text[] IS NULL OR role = ANY($1::text[]) ORDER BY id`, [roles],
    );
    const member = (r: (typeof rows)[number]) => ({
      firstName: r.first_name, lastName: r.last_name, jobTitle: r.title, pictureLocation: r.picture, businessPhoneNumber: r.phone, emailAddress: r.email,
    });
    return { asian: rows.filter((r) => r.team === 'asian').map(member), nonAsian: rows.filter((r) => r.team === 'nonAsian').map(member) };
  },

  async contactUs(ctx, { body }) {
    const values = checkForm(contactForm, body);
    // A refused captcha is a business answer like every other flow's (HTTP 200, errCode CAPTCHA_REFUSED):
    // the widget resets the captcha and shows the expired message instead of the error page.
    if (!(await captchaPassed(ctx, body[CAPTCHA_FIELD]))) return fail(ctx, CAPTCHA_REFUSED);
    const now = ctx.deps.clock.now();
    const locale = body.language.toLowerCase().startsWith('fr') ? 'fr' : 'en';
    const sentBy = ctx.req.socket.remoteAddress ?? 'unknown';
    const recent = await ctx.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages WHERE client = $1 AND sent_at > $2', [
      sentBy, now - CONTACT_LIMITS.windowMs,
    ]);
    // The widget shows its "could not be sent, try again later" page with the Client Relations contacts.
    if ((recent.rows[0]?.n ?? 0) >= CONTACT_LIMITS.perClient) {
      throw new HttpError(429, { result: 'failure', errCode: 'contact_limit', message: CONTACT_LIMIT_MESSAGE[locale] });
    }
    const { [CAPTCHA_FIELD]: _proof, ...message } = values;
    const sender = text(values, 'email');
    await ctx.deps.db.transaction(async (tx) => {
      await tx.query('INSERT INTO contact_messages (payload, sent_at, client) VALUES ($1, $2, $3)', [
        JSON.stringify({ ...message, resourceType: body.resourceType, language: locale }), now, sentBy,
      ]);
      await sendMail(tx, CLIENT_RELATIONS_EMAIL, locale, {
        subject: `[Contact] ${text(values, 'subject')}`,
        text: [
          `${text(values, 'firstName')} ${text(values, 'lastName')} <${sender}> ${text(values, 'phoneNumber')} ${text(values, 'extension')}`.trim(),
          [text(values, 'organizationName'), text(values, 'dealerCode'), text(values, 'advisorCode')].filter((v) => v !== '').join(' · '),
          `Language: ${locale}`,
          `${text(values, 'subject')}\n\n${text(values, 'messageBody')}`,
        ].filter((line) => line !== '').join('\n'),
        links: [],
      }, now);
      // The acknowledgement goes to the sender in the language of the page they wrote from. It repeats nothing they
      // typed: the address is not verified, so an echo would let anyone send their text to anyone under our name.
      await sendMail(tx, sender, locale, email(locale, 'contactAck', null), now);
    });
    return { result: 'success' };
  },

  async captchaChallenge(ctx) {
    const challenge = await ctx.deps.captcha.challenge();
    return { parameters: challenge.parameters, ...(challenge.signature ? { signature: challenge.signature } : {}) };
  },
};
