import { useEffect } from 'preact/hooks';

/**
 * While a wizard has progress, leaving the page (reload, close, link elsewhere) triggers the browser's
 * own "Leave site?" prompt. Browsers ignore custom text, so there is nothing to translate.
 */
export function useLeaveConfirmation(hasProgress: boolean): void {
  useEffect(() => {
    if (!hasProgress) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari still need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasProgress]);
}
