import type { FieldError, FormSpec } from '../forms/types';

/**
 * The browser's own constraint check (type=email, maxlength …) for fields the rules passed, so a
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
