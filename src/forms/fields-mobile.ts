import type { FieldSpec } from './types';
import { defineField } from './field';
import { areaCode } from './area-code';
import { phone, PHONE_NORMALIZERS, required } from './refinements';

// Its own module: the area-code table it checks against (0.2 KB gzip as a bitmap, 0.9 KB as the list it was) stays
// off the pages without a mobile phone (contact's business phone checks the format only).

/**
 * A mobile phone (`mobilePhoneNumber`, advisor and investor `phone`/`phoneNumber`): required, 3-3-4 digits,
 * and a US or Canadian area code. `messageField` is `phone`, or `phoneNumber` for corporate and co-investor
 * phones; the area-code message is always `errors.fields.phone.areaCode`.
 */
export function mobilePhone<N extends string = 'mobilePhoneNumber'>(name: N = 'mobilePhoneNumber' as N, messageField: 'phone' | 'phoneNumber' = 'phone'): FieldSpec<N> {
  return defineField(name, {
    kind: 'tel', messageField, inputMode: 'tel', autocomplete: 'tel-national', normalize: PHONE_NORMALIZERS,
    rules: [required(), phone(), areaCode('errors.fields.phone.areaCode')],
  });
}

