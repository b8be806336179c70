/** Macrotask turns `settle()` waits: enough for a stubbed fetch, its `json()` and the renders they cause. */
const SETTLE_TURNS = 3;

/**
 * Lets what is already pending finish: preact's renders and effects (microtasks in tests, see
 * tests/setup.ts) and stubbed fetch promises. Each macrotask turn drains every queued microtask;
 * anything slower (a real server) is awaited with `findBy…` / `waitFor`, not here.
 */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < SETTLE_TURNS; turn++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
}
