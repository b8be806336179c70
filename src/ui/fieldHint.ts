import type { Translator } from '../i18n/translator';
import type { BoundFieldProps } from './useFormController';

/** Adds the field's hint (`fields.{name}.hint`, e.g. the postal-code example) when the locales have one. */
export function withHint(props: BoundFieldProps, i18n: Pick<Translator, 't' | 'has'>): BoundFieldProps {
  const key = `fields.${props.name}.hint`;
  return i18n.has(key) ? { ...props, hint: i18n.t(key) } : props;
}
