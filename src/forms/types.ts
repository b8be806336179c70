import type { MessageParams } from '../i18n/translator';

/** A form value: text inputs, selects and radios hold strings; checkboxes hold booleans. */
export type FieldValue = string | boolean;
/** All values of one form, keyed by the spec's field names (`emailId`, `firstName` …). */
export type FormValues = Record<string, FieldValue>;

/**
 * One validation rule as data. `name` is the
 * message-key suffix: `errors.fields.{messageField}.{name}` unless `key` overrides the whole key.
 */
export interface Rule {
  readonly name: string;
  readonly test: (value: FieldValue) => boolean;
  readonly params?: MessageParams;
  readonly key?: string;
  /** Marks the presence rule (`required`, or `blank` on some fields): the only rule that fails on empty values. */
  readonly presence?: true;
}

/**
 * A clean-up of typed text before it is checked and sent (surrounding spaces, the spec's phone format …).
 * Data like the rules: the widgets and the demo API apply the same list, so both see the same value.
 */
export interface Normalizer {
  readonly name: string;
  readonly apply: (text: string) => string;
}

/** How a field is rendered; the UI picks its component from this. */
export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'password'
  | 'new-password'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'captcha'
  | 'hidden';

/** One validation failure, ready to translate: `key` is a full message key such as `errors.fields.email.pattern`. */
export interface FieldError {
  field: string;
  key: string;
  params?: MessageParams;
}

/**
 * A field as data. `rules` are checked in order; their names are the message-key suffixes
 * (`required`, `maxlength`, `pattern`, `areaCode` …).
 */
export interface FieldSpec<N extends string = string> {
  /**
   * The key of the field in its form's values. It is the spec's field name (and the input's `name`
   * attribute) unless the form is composed of sub-forms, where it is `group.name` (see composeForms).
   */
  name: N;
  /** The input's `name` attribute when it differs from `name` (a field of a composed sub-form keeps the spec's name). */
  inputName?: string;
  kind: FieldKind;
  required: boolean;
  /** Message key of the label, e.g. `fields.firstName.label`. */
  labelKey: string;
  /** Segment used in `errors.fields.{segment}.{rule}`; defaults to `name`. */
  messageField?: string;
  /** HTML autocomplete token. */
  autocomplete?: string;
  /** HTML inputmode hint. */
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** The field's rules, in order: validate() reports the first that fails, with its params and key override. */
  rules?: readonly Rule[];
  /** Clean-ups applied in order before the rules and before sending; absent means the value is taken as typed. */
  normalizers?: readonly Normalizer[];
  /** Allowed values of a select or radio group whose options are fixed (province codes, en/fr). */
  options?: readonly string[];
}

/** A cross-field rule (password confirmation, distinct security questions …). */
export type FormCheck = (values: FormValues) => FieldError | null;

/** One form: its fields in display order and its cross-field checks. */
export interface FormSpec<N extends string = string> {
  id: string;
  fields: readonly FieldSpec<N>[];
  checks?: readonly FormCheck[];
}

/** The field names of a form, e.g. `FieldName<typeof loginForm>` is `'emailId' | 'password'`. */
export type FieldName<F> = F extends FormSpec<infer N> ? N : never;

/** Defines a form and keeps its field names in its type, so `fieldProps('frstName')` is a compile error. */
export function defineForm<const N extends string>(id: string, fields: readonly FieldSpec<N>[], checks?: readonly FormCheck[]): FormSpec<N> {
  return checks ? { id, fields, checks } : { id, fields };
}
