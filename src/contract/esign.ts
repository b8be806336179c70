import { enums, number, string, type, union, type Infer } from './schema';
import { call, iaPath } from './call';
import { FormText, OptionalText, ResultWord } from './common';

/** Investor types: purchase variants then redeem variants (spec section 3). */
export const REQUEST_TYPES = [
  'individualSubscriber', 'jointSubscriber', 'corporateSubscriber', 'managedSubscriber',
  'individualAccount', 'jointAccount', 'corporateAccount', 'managedAccount',
] as const;

/** esign purchase/redeem form: fund, type, investor, (joint only) co-investor and the advisor as reviewed. */
export const EsignRequest = type({
  requestType: enums(REQUEST_TYPES),
  fundId: FormText,
  firstName: OptionalText,
  lastName: OptionalText,
  signatoryFirstName: OptionalText,
  signatoryLastName: OptionalText,
  corporationName: OptionalText,
  email: OptionalText,
  /** The investor's phone, the corporate one too (whose messages are phoneNumber's: errors.fields.phoneNumber.*). */
  phone: OptionalText,
  extension: OptionalText,
  /** Joint co-investor fields, prefixed because the co-investor form reuses firstName/lastName/email. */
  jointFirstName: OptionalText,
  jointLastName: OptionalText,
  jointEmail: OptionalText,
  jointPhone: OptionalText,
  /**
   * The advisor as the advisor reviewed it (the profile, or this session's edits, never saved), prefixed
   * like the co-investor. The dealer and advisor codes are never posted: the server reads its own.
   */
  advisorFirstName: OptionalText,
  advisorLastName: OptionalText,
  advisorEmail: OptionalText,
  advisorStreetAddress: OptionalText,
  advisorSuite: OptionalText,
  advisorCity: OptionalText,
  advisorProvince: OptionalText,
  advisorPostalCode: OptionalText,
  advisorBusinessPhoneNumber: OptionalText,
  advisorBusinessExtension: OptionalText,
  advisorPhoneNumber: OptionalText,
});
/** Parsed esign payload. */
export type EsignRequest = Infer<typeof EsignRequest>;

/** esign answer: result and status (either failing means the server error page). */
export const EsignAnswer = type({ result: ResultWord, status: union([string(), number()]) });
/** Parsed esign answer. */
export type EsignAnswer = Infer<typeof EsignAnswer>;

/** Submits an e-signature purchase. */
export const esignPurchaseCall = call({ method: 'POST', path: (l) => `${iaPath(l)}/esign/purchase`, body: 'form', access: 'session', request: EsignRequest, answer: EsignAnswer });
/** Submits an e-signature redemption. */
export const esignRedeemCall = call({ method: 'POST', path: (l) => `${iaPath(l)}/esign/redeem`, body: 'form', access: 'session', request: EsignRequest, answer: EsignAnswer });

// The funds list is the e-signature form's first call: its own module, so the first screen does not download
// the request's schema and the submit calls.
export { Fund, FundsAnswer, FundsQuery, fundsCall } from './funds';
