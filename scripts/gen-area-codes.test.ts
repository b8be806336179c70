import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AREA_CODE_LIST } from '../src/forms/area-codes.generated';

describe('gen-area-codes', () => {
  it('the committed module is exactly what the generator derives from the installed metadata', () => {
    const generated = execFileSync(process.execPath, ['scripts/gen-area-codes.mjs', '--stdout'], { encoding: 'utf8' });
    const committed = readFileSync('src/forms/area-codes.generated.ts', 'utf8');
    expect(committed, 'stale area codes: run `npm run gen:area-codes` and commit').toBe(generated);
  });

  it('agrees with libphonenumber-js itself: a code is listed iff it makes valid US or Canadian geographic numbers', () => {
    // Independent of the generator's regex probing: ask the library's own parser and type detection.
    const geographic = new Set(['FIXED_LINE', 'MOBILE', 'FIXED_LINE_OR_MOBILE']);
    const derived: string[] = [];
    for (let n = 200; n <= 999; n++) {
      const valid = ['2', '5', '7', '9'].some((exchange) => {
        const number = parsePhoneNumberFromString(`+1${n}${exchange}345678`);
        const type = number?.getType();
        return number?.isValid() === true && (number.country === 'US' || number.country === 'CA') && type !== undefined && geographic.has(type);
      });
      if (valid) derived.push(String(n));
    }
    expect([...AREA_CODE_LIST]).toEqual(derived);
  });

  it('holds familiar codes and none of the non-geographic ones, sorted and unique', () => {
    for (const code of ['416', '514', '604', '867', '212', '907']) expect(AREA_CODE_LIST).toContain(code);
    for (const code of ['800', '888', '900', '555', '000', '911']) expect(AREA_CODE_LIST).not.toContain(code);
    expect([...AREA_CODE_LIST].sort()).toEqual([...AREA_CODE_LIST]);
    expect(new Set(AREA_CODE_LIST).size).toBe(AREA_CODE_LIST.length);
  });
});
