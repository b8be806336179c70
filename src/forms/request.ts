import type { FieldValue, FormSpec, FormValues } from './types';

/** How a value is posted: text as typed, a checkbox as 'true' or 'false'. */
function posted(value: FieldValue): string {
  return typeof value === 'boolean' ? String(value) : value;
}

/**
 * Builds a call's payload from a form's values, typed by the form's field names, so a request is never
 * assembled with a cast: `requestOf(registerStep1Form, values)` has exactly the form's keys. Fields in
 * `omit` (a captcha that is off, codes not on screen) are left out, and so are values never set.
 */
export function requestOf<N extends string, O extends N = never>(
  form: FormSpec<N>,
  values: FormValues,
  omit: readonly O[] = [],
): { [K in Exclude<N, O>]: string } {
  const out: Record<string, string> = {};
  for (const field of form.fields) {
    if ((omit as readonly string[]).includes(field.name)) continue;
    const value = values[field.name];
    if (value !== undefined) out[field.name] = posted(value);
  }
  return out as { [K in Exclude<N, O>]: string };
}
