import type { StoreApi } from 'zustand/vanilla';
import type { FormValues } from '../forms/types';
import type { FormValuesSource } from '../ui/useFormController';
import type { ValuesSlice } from './store';

/**
 * A form's values in a flow's store, with `defaults` under what was typed (shown and sent, never stored as the
 * user's): useFormController's `source`, so each field reads its own value and the view need not re-render on a
 * keystroke. Make it once per store and defaults (useMemo).
 */
export function valuesSource<S extends ValuesSlice>(store: StoreApi<S>, defaults: FormValues = {}): FormValuesSource {
  return {
    value: (name) => store.getState().values[name] ?? defaults[name],
    values: () => ({ ...defaults, ...store.getState().values }),
    subscribe: (listener) => store.subscribe(listener),
  };
}
