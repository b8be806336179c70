import type { ComponentChildren } from 'preact';
import { render } from '@testing-library/preact';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { I18nContext } from '../i18n/context';
import type { Locale } from '../i18n/locale';
import { createTranslator, type MessageTable } from '../i18n/translator';

/** Renders UI inside a widget-like root with the real messages of `locale` (tests only). */
export function renderUi(ui: ComponentChildren, locale: Locale = 'en') {
  const table = (locale === 'fr' ? fr : en) as unknown as MessageTable;
  const translator = createTranslator(locale, table);
  // A wrapper (not a parent element) so `rerender` keeps the translator.
  const wrapper = ({ children }: { children?: ComponentChildren }) => (
    <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>
  );
  return render(<>{ui}</>, { wrapper });
}
