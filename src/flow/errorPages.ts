/**
 * The error pages (a failed call, an unknown route): not part of any first render, they load when a screen
 * needs one (FlowRoot), and with a form's first use (engine.ts): a call that fails because the network went away
 * then shows the connect error with its way back, not the loader's fallback for a chunk that could not load.
 */
export const errorPages = () => import('./FailureView');
