import { describe, expect, it } from 'vitest';
import { ELEMENTS } from './catalog';
import { TAGS } from './tags';

describe('element catalogue', () => {
  it('documents exactly the tags the loader defines, with the same chunks', () => {
    expect(Object.fromEntries(ELEMENTS.map((e) => [e.tag, e.chunk]))).toEqual(TAGS);
  });
});
