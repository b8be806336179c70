import { EXTRA_CODES, type AnswerOf, type EsignRequest } from '../../../src/contract';
import {
  advisorHasCodes, esignAdvisorForm, esignInvestorForm, esignJointInvestorForm, esignSelectionForm, REQUEST_TYPES,
  type EsignMode, type FormSpec, type FormValues, type InvestorKind,
} from '../../../src/forms';
import type { Locale } from '../../../src/i18n/locale';
import { pleaseLogin, requireUser, type Ctx } from '../context';
import { BadRequest } from '../http';
import { sendMail } from '../mailbox';
import { email, ESIGN_LABELS } from '../messages';
import { getUser } from '../users';
import { checkForm, text } from '../validate';
import type { Handlers } from './common';

type Answer = AnswerOf<'esignPurchase'>;

/** The joint co-investor's posted names (prefixed) and the co-investor form's own names. */
const JOINT_FIELDS = { jointFirstName: 'firstName', jointLastName: 'lastName', jointEmail: 'email', jointPhone: 'phone' } as const;
/** The advisor's posted names (prefixed) and the e-sign advisor form's own names; the codes are never posted. */
const ADVISOR_FIELDS = {
  advisorFirstName: 'firstName', advisorLastName: 'lastName', advisorEmail: 'email', advisorStreetAddress: 'streetAddress',
  advisorSuite: 'suite', advisorCity: 'city', advisorProvince: 'province', advisorPostalCode: 'postalCode',
  advisorBusinessPhoneNumber: 'businessPhoneNumber', advisorBusinessExtension: 'businessExtension', advisorPhoneNumber: 'phoneNumber',
} as const;

function investorKind(mode: EsignMode, requestType: string): InvestorKind | undefined {
  const kinds = Object.entries(REQUEST_TYPES[mode]) as [InvestorKind, string][];
  return kinds.find(([, value]) => value === requestType)?.[0];
}

/** Checks a prefixed party (co-investor, advisor) with its form, reporting a failing field under the name it was posted as (jointEmail …). */
function checkPrefixed(form: FormSpec, names: Readonly<Record<string, string>>, body: EsignRequest): FormValues {
  const posted = new Map(Object.entries(body));
  const raw = Object.fromEntries(Object.entries(names).map(([prefixed, own]) => [own, posted.get(prefixed) ?? '']));
  try {
    return checkForm(form, raw);
  } catch (error) {
    if (!(error instanceof BadRequest)) throw error;
    const asPosted = new Map<string, string>(Object.entries(names).map(([p, own]) => [own, p]));
    const fields = (error.extra.fields as { field: string; key: string }[]).map((f) => ({ ...f, field: asPosted.get(f.field) ?? f.field }));
    throw new BadRequest(`Invalid fields: ${fields.map((f) => f.field).join(', ')}`, error.errCode, { fields });
  }
}

/**
 * The advisor the request names: as posted (the advisor reviewed the profile values or this session's
 * edits, which are never saved), checked with the advisor form; the profile when a client posts none.
 */
function advisorOf(body: EsignRequest, user: { first_name: string; last_name: string; email: string }): FormValues {
  const posted = new Map(Object.entries(body));
  if (Object.keys(ADVISOR_FIELDS).some((name) => posted.get(name) !== undefined)) return checkPrefixed(esignAdvisorForm, ADVISOR_FIELDS, body);
  return { firstName: user.first_name, lastName: user.last_name, email: user.email };
}

/** "First Last <email>" of a party, the parts it has. */
function party(values: FormValues, first = 'firstName', last = 'lastName'): string {
  const mail = text(values, 'email');
  return `${text(values, first)} ${text(values, last)}${mail ? ` <${mail}>` : ''}`;
}

/** The lines every e-signature email carries: fund, mode and type, advisor, then each party. */
function details(locale: Locale, mode: EsignMode, kind: InvestorKind, fundName: string, advisor: string, investor: FormValues, joint: FormValues | null): string {
  const l = ESIGN_LABELS[locale];
  const primary = kind === 'corporate'
    ? `${l.investor}${text(investor, 'corporationName')}, ${l.signatory}${party(investor, 'signatoryFirstName', 'signatoryLastName')}`
    : `${l.investor}${party(investor)}`;
  return [
    `${l.fund}${fundName}`, `${l.request}${l[mode]} – ${l[kind]}`, `${l.advisor}${advisor}`, primary,
    ...(joint ? [`${l.jointInvestor}${party(joint)}`] : []),
  ].join('\n');
}

/**
 * One purchase or redemption (issue 9): the advisor needs both codes (403-docusign), the request
 * passes the widgets' own forms, the fund must be on the mode's list; then the request is stored
 * with joint data only for a joint type and the advisor as reviewed, each investor with an email gets
 * the signing instructions in the page language, and the signed-in advisor a copy of what was sent.
 */
async function esign(ctx: Ctx, mode: EsignMode, body: EsignRequest): Promise<Answer> {
  const db = ctx.deps.db;
  const user = await getUser(db, requireUser(ctx));
  if (!user) throw pleaseLogin();
  if (!advisorHasCodes({ primaryDealerCode: user.dealer_code, primaryAdvisorCode: user.advisor_code })) return { result: 'failure', status: EXTRA_CODES.docusign };
  // The selection form only accepts this mode's request types: a redemption type on a purchase is a 400.
  const selection = checkForm(esignSelectionForm(mode), body);
  const kind = investorKind(mode, text(selection, 'requestType'));
  if (!kind) throw new BadRequest(`Unknown request type ${body.requestType}`, EXTRA_CODES.invalidFields);
  const investor = checkForm(esignInvestorForm(mode, kind), body);
  // Joint data is dropped unless the type is joint: it is neither checked, stored nor mailed.
  const joint = kind === 'joint' ? checkPrefixed(esignJointInvestorForm(mode), JOINT_FIELDS, body) : null;
  const advisor = advisorOf(body, user);
  const fund = await db.query<{ name: string }>(`SELECT name_${ctx.locale} AS name FROM funds WHERE id = $1 AND redemption = $2`, [text(selection, 'fundId'), mode === 'redeem']);
  const fundName = fund.rows[0]?.name;
  if (!fundName) return { result: 'failure', status: 'unknown-fund' };
  const now = ctx.deps.clock.now();
  const summary = details(ctx.locale, mode, kind, fundName, party(advisor), investor, joint);
  const investors = [investor, ...(joint ? [joint] : [])].map((v) => text(v, 'email')).filter((to) => to !== '');
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO esign_requests (user_id, mode, request_type, fund_id, locale, payload, sent_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      user.id, mode, text(selection, 'requestType'), text(selection, 'fundId'), ctx.locale, JSON.stringify({ advisor, investor, joint }), now,
    ]);
    for (const to of investors) await sendMail(tx, to, ctx.locale, email(ctx.locale, 'esignInvestor', null, summary), now);
    await sendMail(tx, user.email, ctx.locale, email(ctx.locale, 'esignAdvisor', null, summary), now);
  });
  return { result: 'success', status: 'sent' };
}

/** E-signature purchase and redemption (session required). */
export const esignHandlers: Handlers = {
  esignPurchase: (ctx, { body }) => esign(ctx, 'purchase', body),
  esignRedeem: (ctx, { body }) => esign(ctx, 'redeem', body),
};
