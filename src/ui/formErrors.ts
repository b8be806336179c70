import { normalizeValues } from '../forms/normalize';
import type { FieldError, FormSpec, FormValues } from '../forms/types';
import { validateField, validateForm } from '../forms/validate';
import type { MessageParams } from '../i18n/translator';
import type { SummaryItem } from './ErrorSummary';

// What a form does once used (useFormController keeps only what its first render needs): part of the submit
// engine, which the first keystroke or submit loads.

/**
 * The browser's own constraint check (type=email, pattern …) for fields the rules passed, so a
 * field can never be submitted while the browser considers it invalid. One error per field name.
 * Part of the submit engine.
 */
export function nativeErrors(
  form: FormSpec,
  formEl: HTMLFormElement | null,
  known: readonly FieldError[],
  idFor: (name: string) => string,
  rendered?: (name: string) => boolean,
): FieldError[] {
  if (!formEl || formEl.checkValidity()) return [];
  const seen = new Set(known.map((e) => e.field));
  const out: FieldError[] = [];
  for (const el of Array.from(formEl.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)) continue;
    if (!el.name || el.validity.valid) continue;
    // Matched by id, not name: the sub-forms of a composed form share input names (firstName …).
    const spec = form.fields.find((f) => idFor(f.name) === el.id) ?? form.fields.find((f) => f.name === el.name);
    const field = spec?.name ?? el.name;
    if (seen.has(field) || (rendered && !rendered(field))) continue;
    seen.add(field);
    out.push({ field, key: 'ui.invalidField', params: { labelKey: spec?.labelKey ?? el.name } });
  }
  return out;
}

/** Sorts errors into the order of the form's fields (errors of unknown fields first), as the summary lists them. */
export function orderErrors(form: FormSpec, errors: readonly FieldError[]): FieldError[] {
  const index = (field: string) => form.fields.findIndex((f) => f.name === field);
  return [...errors].sort((a, b) => index(a.field) - index(b.field));
}

/**
 * The summary's lines: one per shown error, except that one server answer shown on several fields (sc001
 * on both codes) is one line, and a rule message several fields share ("Select a security question" on
 * three selects) names its field, so no two lines read the same.
 */
export function summaryLines(
  errors: readonly FieldError[],
  describe: (e: FieldError) => { targetId: string; message: string; label: string },
  fromServer: (field: string) => boolean,
  t: (key: string, params?: MessageParams) => string,
): SummaryItem[] {
  const lines = errors.map((e) => ({ e, ...describe(e) }));
  const out: SummaryItem[] = [];
  for (const line of lines) {
    const same = lines.filter((l) => l.message === line.message);
    if (same.length < 2) out.push({ targetId: line.targetId, message: line.message });
    else if (fromServer(line.e.field)) {
      if (same.find((l) => fromServer(l.e.field)) === line) out.push({ targetId: line.targetId, message: line.message });
    } else out.push({ targetId: line.targetId, message: t('ui.errorSummary.item', { label: line.label, message: line.message }) });
  }
  return out;
}

/**
 * What the fields show, over what the store holds: a browser or password manager can fill a field without an input
 * event (Chrome fills a saved login so, until the page is first used; some fire `change` only). The user sees that
 * value: it is the one checked and sent, and the store takes it (the field would otherwise be re-rendered empty).
 * Text fields and text areas only: selects, checkboxes and radios report through `change` (a select also shows its
 * first option for a stored value its list lacks, which must not replace it), hidden inputs are the product's.
 */
function shownValues(form: FormSpec, typed: FormValues, formEl: HTMLFormElement | null, idFor: (name: string) => string): FormValues {
  const shown = { ...typed };
  for (const { name } of form.fields) {
    const el = formEl?.ownerDocument.getElementById(idFor(name));
    if (
      ((el instanceof HTMLInputElement && !/^(checkbox|radio|hidden)$/.test(el.type)) || el instanceof HTMLTextAreaElement) &&
      el.value !== (typed[name] ?? '')
    )
      shown[name] = el.value;
  }
  return shown;
}

/**
 * A submit's check: the values the fields show (shownValues) cleaned up (trimmed, phones in the spec's format), then
 * the rules' errors and the browser's own (`rendered` leaves out fields not on screen).
 */
export function checkForm(
  form: FormSpec,
  typed: FormValues,
  formEl: HTMLFormElement | null,
  idFor: (name: string) => string,
  rendered?: (name: string) => boolean,
): { values: FormValues; errors: FieldError[] } {
  const values = normalizeValues(form, shownValues(form, typed, formEl, idFor));
  const ruleErrors = validateForm(form, values, rendered ? { rendered } : {});
  return { values, errors: [...ruleErrors, ...nativeErrors(form, formEl, ruleErrors, idFor, rendered)] };
}

/**
 * The errors shown after `name` changed to make `values`: `name` re-checked once it has shown an error
 * (`watched`), and the other fields showing a rule error (fixing `password` can clear a mismatch on
 * `confirmPassword`). Fields without a shown error never gain one while typing, and server errors (`fromServer`)
 * stay until their own field changes. `shown` itself when there is nothing to re-check.
 */
export function recheck(form: FormSpec, shown: FieldError[], name: string, values: FormValues, watched: boolean, fromServer: (field: string) => boolean): FieldError[] {
  const others = shown.map((e) => e.field).filter((f) => f !== name && form.fields.some((s) => s.name === f) && !fromServer(f));
  const fields = new Set(watched ? [name, ...others] : others);
  if (fields.size === 0) return shown;
  const kept = shown.filter((e) => !fields.has(e.field));
  const fresh = [...fields].flatMap((f) => validateField(form, f, values) ?? []);
  return orderErrors(form, [...kept, ...fresh]);
}
