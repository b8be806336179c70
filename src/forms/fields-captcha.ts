import { CAPTCHA_FIELD } from '../contract/captcha';
import type { FieldSpec } from './types';
import { defineField } from './field';
import { required } from './refinements';

// Not with the password fields: the contact form has a captcha and no password, and would download them.
/** The captcha: required, message `errors.g-recaptcha-response.required`. Mark it unrendered where captcha is off. */
export function captcha(): FieldSpec<'g-recaptcha-response'> {
  return defineField(CAPTCHA_FIELD, {
    kind: 'captcha', messageField: CAPTCHA_FIELD, rules: [required('required', 'errors.g-recaptcha-response.required')],
  });
}
