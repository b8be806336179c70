import { useEffect, useState } from 'preact/hooks';
import type { CodeContext } from '../api/codes';
import { GENERIC_CODE_KEY } from '../api/generic-code';
import { loadEngine, loadedEngine, type SubmitEngine } from './engine';

/**
 * The submit engine for a view that needs it to render (an error summary, a stored code's message): at once
 * when it has arrived; otherwise undefined while it loads (the view renders again when it lands) and after a
 * failed load (`failed`).
 */
export function useEngine(needed = true): { engine: SubmitEngine | undefined; failed: boolean } {
  const [failed, setFailed] = useState(false);
  const [, arrived] = useState(0);
  const engine = loadedEngine();
  useEffect(() => {
    if (!needed || engine) return;
    let live = true;
    loadEngine().then(
      () => live && arrived((n) => n + 1),
      (error: unknown) => {
        console.error('[mi-portal] could not load the form engine', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [needed, engine]);
  return { engine, failed };
}

/**
 * The message key of a server code from the error catalogue (src/api/codes.ts, part of the submit engine: most
 * visits never see a code): null while the catalogue loads, the generic message if it cannot. A null `code`
 * (none to show yet) loads nothing.
 */
export function useCodeKey(code: string | null, context: CodeContext): string | null {
  const { engine, failed } = useEngine(code !== null);
  if (code === null) return null;
  if (engine) return engine.describeCode(code, context).key;
  return failed ? GENERIC_CODE_KEY : null;
}
