import { afterEach, describe, expect, it } from 'vitest';
import { clearAttempts, KEPT_FOR_MS, readAttempts, saveAttempts } from './attempts';

afterEach(() => window.localStorage.clear());

describe('kept recovery attempts', () => {
  const kept = { email: 'advisor@example.com', attemptsRemaining: 3 };
  const t0 = Date.UTC(2026, 0, 15, 9, 0, 0);

  it('saves the time with the record and reads it back within 24 hours', () => {
    saveAttempts(kept, t0);
    expect(JSON.parse(window.localStorage.getItem('mi-recovery-attempts') ?? '{}')).toEqual({ ...kept, savedAt: t0 });
    expect(readAttempts(t0)).toEqual(kept);
    expect(readAttempts(t0 + KEPT_FOR_MS - 1)).toEqual(kept);
  });

  it.each([
    ['24 hours old', KEPT_FOR_MS],
    ['older', KEPT_FOR_MS * 3],
    ['from the future', -60_000],
  ])('drops a record %s', (_label, age) => {
    saveAttempts(kept, t0);
    expect(readAttempts(t0 + age)).toBeNull();
    expect(window.localStorage.getItem('mi-recovery-attempts')).toBeNull();
  });

  it('drops an undated record and ignores malformed ones', () => {
    window.localStorage.setItem('mi-recovery-attempts', JSON.stringify(kept));
    expect(readAttempts(t0)).toBeNull();
    window.localStorage.setItem('mi-recovery-attempts', '{not json');
    expect(readAttempts(t0)).toBeNull();
    window.localStorage.setItem('mi-recovery-attempts', JSON.stringify({ email: 1, attemptsRemaining: 2, savedAt: t0 }));
    expect(readAttempts(t0)).toBeNull();
  });

  it('clears', () => {
    saveAttempts(kept, t0);
    clearAttempts();
    expect(readAttempts(t0)).toBeNull();
  });
});
