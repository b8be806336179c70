import { CAPTCHA_FIELD } from '../../src/contract';
import { formValuesFrom, validateForm, type FormSpec, type FormValues } from '../../src/forms';
import { BadRequest } from './http';

/**
 * Applies the widgets' own field rules (src/forms) to a posted payload. The browser checks the same
 * rules first, so a failure here means a client skipped them: a 400 listing the failing fields and
 * their message keys. The captcha is verified separately (its value is a proof, not text).
 */
export function checkForm(form: FormSpec, raw: Readonly<Record<string, unknown>>): FormValues {
  const values = formValuesFrom(form, raw);
  const errors = validateForm(form, values, { rendered: (name) => name !== CAPTCHA_FIELD });
  if (errors.length > 0) {
    throw new BadRequest(
      `Invalid fields: ${errors.map((e) => e.field).join(', ')}`,
      'invalid_fields',
      { fields: errors.map((e) => ({ field: e.field, key: e.key })) },
    );
  }
  return values;
}

/** A text value of checked form values (checkboxes read as ''). */
export function text(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** A value exactly as typed (passwords are never trimmed). */
export function secret(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}
