import { optional, string, Struct, type, type Infer } from './schema';
import { call } from './call';
import { FormText, OptionalText, ResultWord } from './common';

// The contact form's call, apart from e-signature's so the contact page does not download that contract.
/** Contact form (resourceType contactusForm); success is HTTP 200. */
export const ContactRequest = type({
  resourceType: FormText,
  language: FormText,
  firstName: FormText,
  lastName: FormText,
  organizationName: OptionalText,
  phoneNumber: FormText,
  extension: OptionalText,
  email: FormText,
  dealerCode: OptionalText,
  advisorCode: OptionalText,
  subject: FormText,
  messageBody: FormText,
  'g-recaptcha-response': OptionalText,
});
/** Parsed contact payload. */
export type ContactRequest = Infer<typeof ContactRequest>;
/** A coded contact answer (the demo's, and a backend's that refuses with a code such as the captcha's). */
const CodedContactAnswer = type({ result: ResultWord, errCode: optional(string()) });

/**
 * Contact answer body. The status code is what counts (spec section 7: "200 for success"): a body that carries no
 * result nor code (empty, a page, another shape) is a success; one that does is checked, so a refusal still shows.
 */
export const ContactAnswer = new Struct<Infer<typeof CodedContactAnswer>>('type', (value, coerce, path) => {
  const coded = typeof value === 'object' && value !== null && ('result' in value || 'errCode' in value);
  return coded ? CodedContactAnswer.check(value, coerce, path) : { result: 'success' };
});

/** Sends the contact form; success is HTTP 200. */
export const contactUsCall = call({ method: 'POST', path: () => '/bin/mi/contactus', body: 'form', access: 'public', request: ContactRequest, answer: ContactAnswer });
