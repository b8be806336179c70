import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerReloads, askReload, RELOAD_THROTTLE_MS, reloadThrottled } from './reload';

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

describe('askReload and answerReloads', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('a widget that asks reloads the page through the loader’s throttle: once, then refused within 60 s', () => {
    const doc = document.implementation.createHTMLDocument('page');
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const stop = answerReloads(doc);
    expect(askReload(doc)).toBe(true);
    expect(askReload(doc)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('without the loader’s answer nothing reloads, and the widget is told so', () => {
    const doc = document.implementation.createHTMLDocument('page');
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    answerReloads(doc)();
    expect(askReload(doc)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('mi-portal:last-reload')).toBeNull();
  });
});
