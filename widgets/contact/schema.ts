import type { ContactRequest } from '../../src/contract/contact';
import type { Profile } from '../../src/contract/profile';
import { contactForm } from '../../src/forms/forms-contact';
import { requestOf } from '../../src/forms/request';
import type { FormValues } from '../../src/forms/types';
import type { Locale } from '../../src/i18n/locale';

// The form is data shared with the demo API, which checks the same rules; this widget only picks it.
export { contactForm };

/** The hidden `resourceType` of every contact message (spec section 3). */
export const RESOURCE_TYPE = 'contactusForm';

/** The contactus payload: the form's fields plus the two hidden ones; the language is the page's. */
export function contactRequest(values: FormValues, locale: Locale): ContactRequest {
  const request = requestOf(contactForm, values);
  return { ...request, email: request.email.trim(), resourceType: RESOURCE_TYPE, language: locale };
}

/** The parts of the profile a signed-in advisor finds pre-filled: name, email, firm and codes. */
export type PrefillSource = Pick<Profile, 'firstName' | 'lastName' | 'emailId' | 'firmName' | 'primaryDealerCode' | 'primaryAdvisorCode'>;

/** Contact values from the profile; fields the profile lacks stay out (and stay empty on the form). */
export function profilePrefill(profile: PrefillSource): FormValues {
  const pairs: [string, string | null | undefined][] = [
    ['firstName', profile.firstName],
    ['lastName', profile.lastName],
    ['email', profile.emailId],
    ['organizationName', profile.firmName],
    ['dealerCode', profile.primaryDealerCode],
    ['advisorCode', profile.primaryAdvisorCode],
  ];
  return Object.fromEntries(pairs.filter((p): p is [string, string] => typeof p[1] === 'string' && p[1].trim() !== '').map(([k, v]) => [k, v.trim()]));
}
