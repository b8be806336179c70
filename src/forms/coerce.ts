import type { FormSpec, FormValues } from './types';
import { normalizeValue } from './normalize';

/** Text a browser posts for a ticked checkbox (`on` by default) or that JSON clients send for true. */
const TICKED = new Set(['on', 'true', '1', 'yes', 'checked']);

/**
 * Turns posted data (multipart fields, URL-encoded pairs or JSON) into FormValues for `form`:
 * checkboxes become booleans, everything else a string after its field's clean-ups (trimmed, phones in
 * the spec's format), missing and non-text values empty. The demo API uses it so that it validates and
 * stores exactly what the widgets send.
 */
export function formValuesFrom(form: FormSpec, raw: Readonly<Record<string, unknown>>): FormValues {
  const values: FormValues = {};
  for (const field of form.fields) {
    const value = raw[field.name];
    if (field.kind === 'checkbox') {
      values[field.name] = value === true || (typeof value === 'string' && TICKED.has(value.toLowerCase()));
    } else {
      const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
      values[field.name] = normalizeValue(field, text);
    }
  }
  return values;
}
