import type { FormSpec, FormValues } from './types';

/** Text a browser posts for a ticked checkbox (`on` by default) or that JSON clients send for true. */
const TICKED = new Set(['on', 'true', '1', 'yes', 'checked']);

/**
 * Turns posted data (multipart fields, URL-encoded pairs or JSON) into FormValues for `form`:
 * checkboxes become booleans, everything else a string, missing and non-text values empty. The
 * demo API uses it so that it validates exactly as the widgets do.
 */
export function formValuesFrom(form: FormSpec, raw: Readonly<Record<string, unknown>>): FormValues {
  const values: FormValues = {};
  for (const field of form.fields) {
    const value = raw[field.name];
    if (field.kind === 'checkbox') {
      values[field.name] = value === true || (typeof value === 'string' && TICKED.has(value.toLowerCase()));
    } else {
      values[field.name] = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
    }
  }
  return values;
}
