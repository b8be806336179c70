import { waitFor } from '@testing-library/preact';

/**
 * Waits until no screen is on its "Loading…" placeholder: a view loaded on demand (src/flow/lazyRoute.tsx)
 * shows its heading at once and its content once its code is in, so a test that found the heading waits
 * for the rest here.
 */
export async function screenLoaded(timeout = 5000): Promise<void> {
  await waitFor(() => {
    if (document.querySelector('.mi-loading')) throw new Error('a screen is still loading');
  }, { timeout });
}
