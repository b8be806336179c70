import type { FieldError, FormSpec } from '../../src/forms/types';
import { useT } from '../../src/i18n/context';
import type { Translator } from '../../src/i18n/translator';
import type { SummaryItem } from '../../src/ui/ErrorSummary';
import { translateError } from '../../src/ui/translateError';
import type { BoundFieldProps, FormController } from '../../src/ui/useFormController';
import type { EsignField } from './schema';

/**
 * The shared messages speak to the person typing ("Enter your first name"), which is right for the
 * advisor but wrong for an investor: `esign.errors.{group}.{field}.{rule}` words a message for the
 * investor or joint investor where the section has one, so the summary says whose name is missing.
 */
function sectionKey(error: FieldError, has: Translator['has']): string {
  const group = error.field.slice(0, error.field.indexOf('.'));
  if ((group !== 'investor' && group !== 'joint') || !error.key.startsWith('errors.fields.')) return error.key;
  const own = `esign.errors.${group}.${error.key.slice('errors.fields.'.length)}`;
  return has(own) ? own : error.key;
}

/**
 * The form's field bindings and summary lines, with the investor sections' own messages. A shared message left in
 * an investor section ("Enter a phone number") is prefixed in the summary with the section's title, as its heading
 * reads (`corporate`: the entity investor): a joint purchase's summary would otherwise list it twice, alike.
 */
export function useEsignFields(form: FormController<EsignField>, spec: FormSpec<EsignField>, corporate: boolean) {
  const { t, has } = useT();
  const specOf = (name: string) => spec.fields.find((f) => f.name === name);
  const message = (error: FieldError) => translateError(t, { ...error, key: sectionKey(error, has) }, specOf(error.field));
  const field = (name: EsignField): BoundFieldProps => ({
    ...form.fieldProps(name),
    errors: form.errors.filter((e) => e.field === name).map(message),
  });
  // The controller's summary lines follow its errors one for one: only their words change.
  const summaryItems: SummaryItem[] = form.summaryItems.map((item, i) => {
    const error = form.errors[i];
    if (!error) return item;
    const group = error.field.slice(0, error.field.indexOf('.'));
    const shared = (group === 'investor' || group === 'joint') && sectionKey(error, has) === error.key;
    const section = group === 'investor' && corporate ? 'entity' : group;
    return { ...item, message: shared ? t('ui.errorSummary.item', { label: t(`esign.sections.${section}`), message: message(error) }) : message(error) };
  });
  return { field, summaryItems };
}
