import { AREA_CODES } from './area-codes.generated';
import { textRule } from './rules';
import type { Rule } from './types';

/**
 * First three digits are a US or Canadian area code; `key` lets other message fields share
 * `errors.fields.phone.areaCode`. A module of its own because of the table it reads (0.2 KB gzip): rollup
 * places a module by which pages import it, so from refinements it reached every form with a password or
 * an email field (recovery, email preferences), not only the forms with a phone field.
 */
export function areaCode(key?: string): Rule {
  return textRule('areaCode', (t) => AREA_CODES.has(t.replace(/\D/g, '').slice(0, 3)), key ? { key } : undefined);
}
