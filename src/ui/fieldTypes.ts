import type { FieldValue } from '../forms/types';

/**
 * What every field component takes. `useFormController().fieldProps(name)` returns exactly this, so a
 * widget writes `<TextField {...fieldProps('firstName')} />`; components can also be used alone.
 */
export interface FieldBinding {
  /** The spec's field name, used as the input's `name`. */
  name: string;
  /** Translated label text. */
  label: string;
  value: FieldValue;
  /**
   * Where the field reads its value itself, when its form's view does not re-render on every keystroke
   * (useFormController's `source`): `value` is then the value when the view last rendered.
   */
  source?: ValueSource;
  onValue: (value: FieldValue) => void;
  /** Element id of the input; generated when absent. */
  id?: string;
  /** Translated hint shown between label and input. */
  hint?: string;
  /** Fields not required get "(Optional)" after the label; defaults to true. */
  required?: boolean;
  /** Translated error messages, shown as list items under the field. */
  errors?: readonly string[];
  disabled?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
}

/**
 * One field's value where it lives (a flow's store): read it now, or hear when the store changes. The shape of a
 * zustand store's getState and subscribe, so useStoreSlice (src/flow/store.ts) can watch it.
 */
export interface ValueSource {
  getState: () => FieldValue;
  subscribe: (listener: () => void) => () => void;
}
