import type { CodeContext } from '../api/codes';
import { emit } from '../element/events';
import { withEngine } from './engine';
import { GENERIC_CODE_KEY } from '../api/generic-code';

/**
 * Tells the host page (`mi-error`) that a server code ends the flow on an error page, with the code's message
 * key from the catalogue (in the submit engine: at once when it is in, as it is after any answer; the generic
 * key if it cannot load).
 */
export function emitCodeError(host: HTMLElement, code: string, context: CodeContext): void {
  withEngine(
    (engine) => emit(host, 'mi-error', { code, messageKey: engine.describeCode(code, context).key }),
    () => emit(host, 'mi-error', { code, messageKey: GENERIC_CODE_KEY }),
  );
}
