import { loadLaterMessages } from '../i18n/deferredMessages';
import type { FlowProblem } from './context';
import { errorPages } from './errorPages';
import type * as Engine from './submitEngine';

/** The submit engine (src/flow/submitEngine.ts) once loaded. */
export type SubmitEngine = typeof Engine;

let engine: SubmitEngine | undefined;
let pending: Promise<SubmitEngine> | undefined;

/**
 * What only a submit needs (running the rules, the browser's own checks, the error summary, the call's
 * outcome) is not part of any first screen (issue 10): a form asks for it with its first keystroke or
 * submit, so it is in long before it runs. Loads once; again after a failure.
 */
export function loadEngine(): Promise<SubmitEngine> {
  if (pending) return pending;
  // A form in use may send a call that fails for want of a network: its error page comes now, while there is one.
  errorPages().catch(() => undefined);
  // The rules runner is a file of its own (e-signature's first screen uses it): asked for at once, not after
  // the engine's file arrived and named it.
  // What the engine and the views past the first screen say comes in the later message chunks, with it.
  pending = Promise.all([import('./submitEngine'), import('../forms/validate'), loadLaterMessages()]).then(
    ([module]) => (engine = module),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Asks for the engine without waiting for it (a form's first keystroke): a failure shows when it is needed. */
export function warmEngine(): void {
  if (!engine) loadEngine().catch(() => undefined);
}

/** Code loaded on demand (the engine, the session gate) could not load, the network gone: the server-connect error, as for a failed call. */
export function loadFailure(error: unknown): FlowProblem {
  return { kind: 'failure', failure: { kind: 'network', details: String(error) } };
}

/** The engine if it has arrived. */
export function loadedEngine(): SubmitEngine | undefined {
  return engine;
}

/**
 * Runs `run` with the engine: at once when it has arrived (so a submit after typing behaves exactly as
 * when the engine was part of the page), after it loads otherwise; `failed` when it cannot load.
 */
export function withEngine(run: (engine: SubmitEngine) => void, failed: (error: unknown) => void): void {
  if (engine) return run(engine);
  loadEngine().then(run, failed);
}

/** For tests: the page as before any form was used (the next use loads the engine again). */
export function forgetEngine(): void {
  engine = undefined;
  pending = undefined;
}
