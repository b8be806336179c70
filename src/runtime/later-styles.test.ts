import { afterEach, describe, expect, it } from 'vitest';
import { LATER_STYLES_EVENT, loadLaterStyles } from './later-styles';

describe('loadLaterStyles', () => {
  const listeners: EventListener[] = [];
  afterEach(() => {
    for (const listener of listeners.splice(0)) document.removeEventListener(LATER_STYLES_EVENT, listener);
  });
  const answer = (listener: EventListener) => {
    listeners.push(listener);
    document.addEventListener(LATER_STYLES_EVENT, listener);
  };

  it('resolves at once on a page without the loader (nothing takes the request)', async () => {
    await expect(loadLaterStyles()).resolves.toBeUndefined();
  });

  it('waits for the loader that takes the request until it says the sheet applied', async () => {
    let applied: (() => void) | undefined;
    answer((event) => {
      event.preventDefault();
      applied = (event as CustomEvent<() => void>).detail;
    });
    let settled = false;
    const pending = loadLaterStyles().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(applied).toBeTypeOf('function');
    applied?.();
    await pending;
    expect(settled).toBe(true);
  });
});
