import { optional, string, type, type Infer } from './schema';
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
/** Contact answer body (the status code is what counts). */
export const ContactAnswer = type({ result: ResultWord, errCode: optional(string()) });

/** Sends the contact form; success is HTTP 200. */
export const contactUsCall = call({ method: 'POST', path: () => '/bin/mi/contactus', body: 'form', access: 'public', request: ContactRequest, answer: ContactAnswer });
