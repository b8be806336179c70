import { useStoreSlice } from '../flow/store';
import type { FieldValue } from '../forms/types';
import type { FieldBinding, ValueSource } from './fieldTypes';

/** What a field without a source watches: nothing (its value is its prop). */
const NO_SOURCE: ValueSource = { getState: () => '', subscribe: () => () => undefined };

/**
 * A field's value now: from its `source` when it has one, re-rendering the component that asks when that value
 * changes (and only then), else its `value` prop. For the parts of a form that take a whole field binding (the
 * captcha box, the message's character count); the field components themselves read it through memo
 * (src/ui/memo.ts).
 */
export function useFieldValue(field: Pick<FieldBinding, 'value' | 'source'>): FieldValue {
  const fromSource = useStoreSlice<FieldValue, FieldValue>(field.source ?? NO_SOURCE, (value) => value);
  return field.source ? fromSource : field.value;
}
