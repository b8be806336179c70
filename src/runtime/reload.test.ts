import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_THROTTLE_MS, reloadThrottled } from './reload';

describe('reloadThrottled', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reloads the first time, then refuses within 60 s, then reloads again after', () => {
    const reload = vi.fn();
    expect(reloadThrottled(1_000_000, reload)).toBe(true);
    expect(reloadThrottled(1_000_000 + RELOAD_THROTTLE_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadThrottled(1_000_000 + RELOAD_THROTTLE_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
