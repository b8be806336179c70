/** The server's clock; tests move it forward (POST /demo/clock) to expire links without waiting. */
export interface Clock {
  now(): number;
  setOffset(offsetMs: number): void;
}

/** A clock that is the wall clock plus an adjustable offset. */
export function createClock(): Clock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    setOffset(offsetMs) {
      offset = offsetMs;
    },
  };
}

/** Durations of spec section 9, in milliseconds. */
export const DURATIONS = {
  activationLink: 14 * 24 * 60 * 60 * 1000,
  resetLink: 6 * 60 * 60 * 1000,
  resetWindow: 24 * 60 * 60 * 1000,
  session: 8 * 60 * 60 * 1000,
  /** A signed-in session ends this long after its login, however active (a working day; OWASP's absolute timeout). */
  sessionLifetime: 12 * 60 * 60 * 1000,
} as const;
