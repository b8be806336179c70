import { describe, expect, it } from 'vitest';
import { countRounds } from './load-time';

describe('countRounds', () => {
  it('counts a chain of requests, each started once the one before answered, as that many rounds', () => {
    expect(countRounds([])).toBe(0);
    expect(countRounds([{ start: 0, end: 10 }, { start: 1, end: 12 }, { start: 2, end: 30 }])).toBe(1);
    expect(countRounds([{ start: 0, end: 10 }, { start: 11, end: 20 }, { start: 21, end: 30 }])).toBe(3);
    // Started after the first answered but before the second: round 2, beside the second.
    expect(countRounds([{ start: 21, end: 30 }, { start: 0, end: 10 }, { start: 11, end: 20 }, { start: 12, end: 40 }])).toBe(3);
    expect(countRounds([{ start: 0, end: 10 }, { start: 0, end: 50 }, { start: 11, end: 20 }, { start: 12, end: 40 }])).toBe(2);
  });
});
