import type { FieldError, FieldSpec, FieldValue, FormSpec, FormValues } from './types';
import { normalizeValue } from './normalize';

/** Options of validateForm. `rendered(name) === false` skips the field (spec: "fields marked as not rendered are skipped"). */
export interface ValidateOptions {
  rendered?: (name: string) => boolean;
}

/** The value a missing entry stands for: unchecked for checkboxes, empty text otherwise. */
export function emptyValue(field: FieldSpec): FieldValue {
  return field.kind === 'checkbox' ? false : '';
}

/**
 * Checks one field's own rules on its cleaned-up value (" K1A 0B1 " is the postal code K1A 0B1) and
 * returns the error of the FIRST failing rule, or undefined.
 * Keys are `errors.fields.{messageField ?? name}.{rule}` unless the rule carries its own key.
 * Params: the rule's params (`max`, `min`) plus `labelKey`, the field's label message key, which
 * the UI translates and passes as `{{label}}` (used by errors.general.sanitizePattern).
 */
export function fieldError(field: FieldSpec, value: FieldValue | undefined): FieldError | undefined {
  const cleaned = normalizeValue(field, value ?? emptyValue(field));
  // A value of the wrong type (a number posted to the demo API) fails before any rule.
  if (typeof cleaned !== 'string' && typeof cleaned !== 'boolean') {
    return { field: field.name, key: 'errors.general.invalidValue', params: { labelKey: field.labelKey } };
  }
  const rule = field.rules?.find((r) => !r.test(cleaned));
  if (!rule) return undefined;
  return {
    field: field.name,
    key: rule.key ?? `errors.fields.${field.messageField ?? field.name}.${rule.name}`,
    params: { ...rule.params, labelKey: field.labelKey },
  };
}

function isRendered(opts: ValidateOptions | undefined, name: string): boolean {
  return opts?.rendered?.(name) !== false;
}

/**
 * Validates a whole form: at most one error per field, the first failing rule, in display order,
 * unrendered fields skipped; then the form's cross-field checks, for fields without an error yet.
 */
export function validateForm(form: FormSpec, values: FormValues, opts?: ValidateOptions): FieldError[] {
  const errors: FieldError[] = [];
  const failed = new Set<string>();
  for (const field of form.fields) {
    if (!isRendered(opts, field.name)) continue;
    const error = fieldError(field, values[field.name]);
    if (error) {
      errors.push(error);
      failed.add(field.name);
    }
  }
  for (const check of form.checks ?? []) {
    const error = check(values);
    if (error && !failed.has(error.field) && isRendered(opts, error.field)) {
      errors.push(error);
      failed.add(error.field);
    }
  }
  return errors;
}

/** Validates one field of `form` (its rules, then the checks that report on it): for re-validation as the user types. */
export function validateField(form: FormSpec, name: string, values: FormValues): FieldError | undefined {
  const field = form.fields.find((f) => f.name === name);
  if (!field) return undefined;
  const own = fieldError(field, values[name]);
  if (own) return own;
  for (const check of form.checks ?? []) {
    const error = check(values);
    if (error?.field === name) return error;
  }
  return undefined;
}
