import type { FieldError, FieldSpec } from '../forms/types';
import type { MessageParams, Translator } from '../i18n/translator';

/**
 * Translates one field error. `params.labelKey` (or the field's own label) is translated and passed
 * as `label`, so messages such as errors.general.sanitizePattern can name the field.
 */
export function translateError(t: Translator['t'], error: FieldError, spec?: FieldSpec): string {
  const params: MessageParams = { ...(error.params ?? {}) };
  const labelKey = typeof params.labelKey === 'string' ? params.labelKey : spec?.labelKey;
  if (labelKey && params.label === undefined) params.label = t(labelKey);
  return t(error.key, params);
}
