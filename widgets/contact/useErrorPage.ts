import type { ApiFailure } from '../../src/api/http';
import { useWidget } from '../../src/element/context';
import { useFlow } from '../../src/flow/context';
import { emitCodeError } from '../../src/flow/codeError';
import { emit } from '../../src/element/events';
import { failureCode } from '../../src/flow/errorPages';
import { ContactStore, FAILED_SEND_KEY, TOO_LARGE, TOO_LARGE_KEY } from './store';

/**
 * How a send that did not go through leaves the form: to /contact-form/error with the code kept for its
 * message (nothing typed is lost: the values stay in the store and its draft). The host page hears of it
 * through `mi-error`, as it does for the runtime's own error pages.
 */
export function useContactErrorPage() {
  const { host } = useWidget();
  const { go } = useFlow();
  const store = ContactStore.useStoreApi();
  return {
    /** A server code (answered with HTTP 200) the form has no place for. */
    code: (code: string) => {
      store.getState().setErrorCode(code);
      emitCodeError(host, code, 'contact');
      go('contactError');
    },
    /** A failed call (HTTP error, network, broken answer). */
    failure: (failure: ApiFailure) => {
      // The key its error page shows for a failed call: the generic one, unless the server refused the size (the
      // spec gives the message no maximum; a host's server has one), which "try again later" would not cure.
      const tooLarge = failure.kind === 'http' && failure.status === 413;
      store.getState().setErrorCode(tooLarge ? TOO_LARGE : '');
      emit(host, 'mi-error', { code: failureCode(failure), messageKey: tooLarge ? TOO_LARGE_KEY : FAILED_SEND_KEY });
      go('contactError');
    },
  };
}
