import type { StoreApi } from 'zustand/vanilla';
import { warmEngine } from './engine';
import type { ValuesSlice } from './store';

/**
 * Takes into a store what was typed into the host page's prerendered first screen (widgets/login/shell.ts)
 * before the widget mounted: its first render reuses those elements and would set each field back to the
 * store's value. Text fields only (a prerendered screen holds no other kind): a checkbox's or radio's value is its
 * default value, and so is a field's the markup set.
 * Runs before that render, while the tag still holds the static markup, and after the draft, so what was just
 * typed wins.
 */
export function adoptTyped<S extends ValuesSlice>(store: StoreApi<S>, host: HTMLElement): boolean {
  let typed = false;
  for (const field of host.querySelectorAll('input'))
    if (field.value != field.defaultValue) {
      store.getState().setValue(field.name, field.value);
      typed = true;
    }
  // Typing counts as the form's first keystroke (useFormController): the submit engine is asked for now.
  if (typed) warmEngine();
  return typed;
}
