import type { FieldKind, FieldSpec, Normalizer, Rule } from './types';
import { defaultRules } from './rules';
import { defaultNormalizers } from './normalize';

/** What a field factory states; everything else (label key, required) is derived. */
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

/**
 * Defines a field as data. `required` only labels the field (the UI shows "Optional" otherwise);
 * the `required` rule itself must be among `rules`, so the rule list stays the single truth. A field
 * with no rules of its own gets the default rules, with `required` appended when it is required.
 */
export function defineField<const N extends string>(name: N, opts: FieldOptions = {}): FieldSpec<N> {
  const rules = opts.rules ?? defaultRules({ required: opts.required ?? true });
  const kind = opts.kind ?? 'text';
  const normalizers = opts.normalize ?? defaultNormalizers(kind);
  const spec: FieldSpec<N> = {
    name,
    kind,
    required: opts.required ?? rules.some((r) => r.presence === true),
    labelKey: opts.labelKey ?? `fields.${name}.label`,
    rules,
  };
  if (normalizers.length > 0) spec.normalizers = normalizers;
  if (opts.messageField !== undefined) spec.messageField = opts.messageField;
  if (opts.autocomplete !== undefined) spec.autocomplete = opts.autocomplete;
  if (opts.inputMode !== undefined) spec.inputMode = opts.inputMode;
  if (opts.options !== undefined) spec.options = opts.options;
  return spec;
}
