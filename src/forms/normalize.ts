import type { FieldKind, FieldSpec, FieldValue, FormSpec, FormValues, Normalizer } from './types';

/** Surrounding spaces never belong to a value (" K1A 0B1 ", a pasted email with a trailing space). */
export const trim: Normalizer = { name: 'trim', apply: (text) => text.trim() };

// Secrets are taken exactly as typed: a password or an answer may hold spaces on purpose, and the server
// compares them to what was stored. Tokens and checkboxes are not text a person typed.
const AS_TYPED: ReadonlySet<FieldKind> = new Set<FieldKind>(['password', 'new-password', 'captcha', 'checkbox', 'hidden']);

/** The clean-ups a field gets when it states none: trimming, for every kind a person types or picks. */
export function defaultNormalizers(kind: FieldKind): readonly Normalizer[] {
  return AS_TYPED.has(kind) ? [] : [trim];
}

/** One value after its field's clean-ups (checkboxes and fields without clean-ups unchanged). */
export function normalizeValue(field: Pick<FieldSpec, 'normalizers'>, value: FieldValue): FieldValue {
  if (typeof value !== 'string' || !field.normalizers) return value;
  return field.normalizers.reduce((text, n) => n.apply(text), value);
}

/** A form's values after the clean-ups of each field; values of names the form does not know are kept as they are. */
export function normalizeValues(form: FormSpec, values: FormValues): FormValues {
  const out: FormValues = { ...values };
  for (const field of form.fields) {
    const value = values[field.name];
    if (value !== undefined) out[field.name] = normalizeValue(field, value);
  }
  return out;
}
