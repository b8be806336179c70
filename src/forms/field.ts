import type { FieldKind, FieldSpec, Normalizer, Rule } from './types';
import { defaultRules } from './rules';
import { defaultNormalizers } from './normalize';

/** What a field factory states; everything else (label key, length attributes) is derived. */
export interface FieldOptions {
  kind?: FieldKind;
  required?: boolean;
  /** The field's own rules. Omitted means the default rules of spec section 5. */
  rules?: readonly Rule[];
  /** The field's own clean-ups. Omitted means trimming (none for passwords, captcha and checkboxes). */
  normalize?: readonly Normalizer[];
  messageField?: string;
  labelKey?: string;
  autocomplete?: string;
  inputMode?: FieldSpec['inputMode'];
  options?: readonly string[];
}

function numberParam(rules: readonly Rule[], name: string, param: string): number | undefined {
  const value = rules.find((r) => r.name === name)?.params?.[param];
  return typeof value === 'number' ? value : undefined;
}

/**
 * Defines a field as data. `required` only labels the field (the UI shows "Optional" otherwise);
 * the `required` rule itself must be among `rules`, so the rule list stays the single truth. A field
 * with no rules of its own gets the default rules, with `required` appended when it is required.
 */
export function defineField<const N extends string>(name: N, opts: FieldOptions = {}): FieldSpec<N> {
  const rules = opts.rules ?? defaultRules({ required: opts.required ?? true });
  const names = rules.map((r) => r.name);
  if (new Set(names).size !== names.length) throw new Error(`field ${name}: rule names must be unique (${names.join(', ')})`);
  const kind = opts.kind ?? 'text';
  const normalizers = opts.normalize ?? defaultNormalizers(kind);
  const spec: FieldSpec<N> = {
    name,
    kind,
    required: opts.required ?? rules.some((r) => r.presence === true),
    labelKey: opts.labelKey ?? `fields.${name}.label`,
    rules,
  };
  const max = numberParam(rules, 'maxlength', 'max');
  const min = numberParam(rules, 'minlength', 'min');
  if (max !== undefined) spec.maxlength = max;
  if (min !== undefined) spec.minlength = min;
  if (normalizers.length > 0) spec.normalizers = normalizers;
  if (opts.messageField !== undefined) spec.messageField = opts.messageField;
  if (opts.autocomplete !== undefined) spec.autocomplete = opts.autocomplete;
  if (opts.inputMode !== undefined) spec.inputMode = opts.inputMode;
  if (opts.options !== undefined) spec.options = opts.options;
  return spec;
}
