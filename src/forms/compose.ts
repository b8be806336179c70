import type { FieldError, FieldSpec, FormCheck, FormSpec, FormValues } from './types';

/** The value keys of a composed form: `advisor.firstName`, `investor.email` … */
export type ComposedName<M extends Record<string, FormSpec>> = {
  [G in keyof M & string]: M[G] extends FormSpec<infer N> ? `${G}.${N}` : never;
}[keyof M & string];

function prefixed<N extends string>(group: string, field: FieldSpec<N>): FieldSpec {
  return {
    ...field,
    name: `${group}.${field.name}`,
    inputName: field.inputName ?? field.name,
    messageField: field.messageField ?? field.name,
  };
}

function prefixedCheck(group: string, check: FormCheck): FormCheck {
  return (values) => {
    const error: FieldError | null = check(groupValues(values, group));
    return error ? { ...error, field: `${group}.${error.field}` } : null;
  };
}

/**
 * One form made of named sub-forms (advisor, investor, joint investor all have `firstName`): each
 * field's value key becomes `group.name`, while its input keeps the spec's `name` attribute, its
 * label and its messages. One controller over the result validates every part under one summary.
 */
export function composeForms<const M extends Record<string, FormSpec>>(id: string, parts: M): FormSpec<ComposedName<M>> {
  const groups = Object.entries(parts);
  return {
    id,
    fields: groups.flatMap(([group, form]) => form.fields.map((f) => prefixed(group, f))) as FieldSpec<ComposedName<M>>[],
    checks: groups.flatMap(([group, form]) => (form.checks ?? []).map((c) => prefixedCheck(group, c))),
  };
}

/** The values of one sub-form of a composed form, under their own names (`advisor.firstName` -> `firstName`). */
export function groupValues(values: FormValues, group: string): FormValues {
  const prefix = `${group}.`;
  return Object.fromEntries(Object.entries(values).filter(([key]) => key.startsWith(prefix)).map(([key, v]) => [key.slice(prefix.length), v]));
}
