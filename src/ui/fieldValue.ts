import { useEffect, useReducer, useRef } from 'preact/hooks';
import type { FieldValue } from '../forms/types';
import type { FieldBinding } from './fieldTypes';

/**
 * A field's value now: from its `source` when it has one, re-rendering the component that asks when that value
 * changes (and only then), else its `value` prop. For the parts of a form that take a whole field binding (the
 * captcha box); the field components themselves read it through memo (src/ui/memo.ts).
 */
export function useFieldValue(field: Pick<FieldBinding, 'value' | 'source'>): FieldValue {
  const { value, source } = field;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const current = source ? source.read() : value;
  const shown = useRef(current);
  shown.current = current;
  useEffect(() => {
    if (!source) return undefined;
    const check = () => {
      if (!Object.is(source.read(), shown.current)) rerender(0);
    };
    // The value may have changed between the render and this subscription.
    check();
    return source.subscribe(check);
  }, [source]);
  return current;
}
