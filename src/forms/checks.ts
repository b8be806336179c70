import type { FieldValue, FormCheck, FormValues } from './types';
import { isEmpty } from './rules';

function text(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

/**
 * `confirm` must equal `source` (errors.fields.password.mismatch, on the confirmation field).
 * Only runs once the confirmation holds something, so an empty one reports `required` alone.
 */
export function mismatch(source = 'password', confirm = 'confirmPassword', messageField = 'password'): FormCheck {
  return (values: FormValues) => {
    const typed = text(values[confirm]);
    if (typed === '' || typed === text(values[source])) return null;
    return { field: confirm, key: `errors.fields.${messageField}.mismatch` };
  };
}

/**
 * Each of `fields` must differ from every earlier one (errors.fields.securityQuestion.duplicate on the
 * later field): one check per field, so every repeated question gets its own error.
 */
export function distinct(fields: readonly string[], messageField = 'securityQuestion'): FormCheck[] {
  return fields.slice(1).map((field, i) => (values: FormValues) => {
    const value = values[field];
    if (value === undefined || isEmpty(value)) return null;
    const earlier = fields.slice(0, i + 1).map((f) => values[f]);
    return earlier.includes(value) ? { field, key: `errors.fields.${messageField}.duplicate` } : null;
  });
}
