import { describe, expect, it } from 'vitest';
import { nextOrdinal, nextQuestion } from './outcome';

describe('recovery step 3 answers without a code', () => {
  it.each([
    [{ questionLabel: 'Pet?', localNumber: 2 }, { kind: 'question', label: 'Pet?', localNumber: 2 }],
    [{ questionLabel: 'Pet?' }, { kind: 'question', label: 'Pet?', localNumber: null }],
    // Spec section 7 calls step3's question text `description`.
    [{ description: 'City?', securityQuestionId: 2, localNumber: 1 }, { kind: 'question', label: 'City?', localNumber: 1 }],
    [{ message: 'Go on' }, { kind: 'answered', message: 'Go on' }],
    [{ result: 'failure', message: 'Go on' }, { kind: 'none' }],
    [{}, { kind: 'none' }],
  ] as const)('%j -> %j', (data, expected) => {
    expect(nextQuestion(data)).toEqual(expected);
  });

  it('ordinals start at the local number and always move forward', () => {
    expect(nextOrdinal(null, null)).toBe(1);
    expect(nextOrdinal(null, 2)).toBe(2);
    expect(nextOrdinal(1, 1)).toBe(2);
    expect(nextOrdinal(2, null)).toBe(3);
  });
});
