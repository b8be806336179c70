import { useEffect, useMemo, useState } from 'preact/hooks';
import { useT } from '../../../src/i18n/context';
import { languageTag } from '../../../src/i18n/locale';
import type { FieldBinding } from '../../../src/ui/fieldTypes';
import { useFieldValue } from '../../../src/ui/fieldValue';

/** How long typing must pause before a screen reader hears the new count. */
export const COUNT_PAUSE_MS = 1000;

/** Characters as a person counts them (an emoji or an accented letter typed as one is one). */
export function characterCount(text: string): number {
  return [...text.normalize('NFC')].length;
}

/**
 * The visible count under the message, and its twin for screen readers (GOV.UK's character count):
 * the visible line is hidden from them, and a polite status region takes the count only once typing
 * pauses, so they hear it without it interrupting every keystroke.
 */
export function CharacterCount({ field }: { field: Pick<FieldBinding, 'value' | 'source'> }) {
  const { t, locale } = useT();
  // Grouped as each language writes numbers (French: 1 234): `count` picks the plural form, `shown` is written.
  const format = useMemo(() => new Intl.NumberFormat(languageTag(locale)), [locale]);
  // The message's own value: typing it re-renders the field and this count, not the whole form.
  const count = characterCount(String(useFieldValue(field)));
  const [spoken, setSpoken] = useState(count);
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(count), COUNT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [count]);
  return (
    <div class="mi-char-count">
      <p class="mi-char-count__visible" aria-hidden="true">
        {t('contact.count', { count, shown: format.format(count) })}
      </p>
      <p class="mi-visually-hidden" role="status" aria-live="polite">
        {t('contact.count', { count: spoken, shown: format.format(spoken) })}
      </p>
    </div>
  );
}
