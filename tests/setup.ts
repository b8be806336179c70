// Shared test setup: preact effects flushed at a microtask, Testing Library cleanup between tests (vitest globals are off).
import { options } from 'preact';
import { afterEach } from 'vitest';

// preact/hooks runs effects after the next frame (requestAnimationFrame raced with a timeout). happy-dom
// paints nothing, so tests had to sleep for it; here effects run at the next microtask, right after the
// render that queued them, and `settle()` only has to drain promises. (Renders are already a microtask:
// preact's default `debounceRendering` is Promise.then.) act() from preact/test-utils swaps this hook
// for its own flush and restores it afterwards.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/preact');
    cleanup();
  }
});
