import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Translator } from './translator';

/** The translator of the nearest widget; every widget root provides one. */
export const I18nContext = createContext<Translator | null>(null);

/** Returns the widget's translator; throws when used outside a widget root (a programming error). */
export function useT(): Translator {
  const translator = useContext(I18nContext);
  if (!translator) throw new Error('no WidgetRoot');
  return translator;
}
