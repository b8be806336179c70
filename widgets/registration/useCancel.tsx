import { cancelSessionCall } from '../../src/contract/calls';
import { useConfirmedCancel } from '../../src/features/wizard/useConfirmedCancel';
import { useFlow } from '../../src/flow/context';
import { useClearDraft } from '../../src/flow/store';
import { useRegistrationStoreApi } from './store';

/** The cancel page's query after a cancelled activation: it then says the account stays registered. */
export const CANCELLED_ACTIVATION = { from: 'activation' } as const;

/**
 * The registration Cancel (spec section 2): after the confirmation the server session is cancelled,
 * the draft forgotten, and the cancel-registration page shown. On the activation step the account is already
 * registered and its emailed link still works: its modal and the cancel page say that the activation, not the
 * registration, was cancelled, and the page links back to it.
 */
export function useCancelRegistration(activation?: true) {
  const { api } = useFlow();
  const store = useRegistrationStoreApi();
  const clearDraft = useClearDraft();
  return useConfirmedCancel({
    section: activation ? 'registration.activation' : 'registration',
    to: 'cancelRegistration',
    ...(activation ? { query: CANCELLED_ACTIVATION } : {}),
    discard: async () => {
      // The user asked to lose their progress: a failed cancel call must not keep them on the form.
      await api.call(cancelSessionCall);
      store.getState().reset(activation);
      clearDraft();
    },
  });
}
