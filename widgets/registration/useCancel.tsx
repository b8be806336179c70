import { cancelSessionCall } from '../../src/contract/calls';
import { useConfirmedCancel } from '../../src/features/wizard/useConfirmedCancel';
import { useFlow } from '../../src/flow/context';
import { useClearDraft } from '../../src/flow/store';
import { useRegistrationStoreApi } from './store';

/**
 * The registration Cancel (spec section 2): after the confirmation the server session is cancelled,
 * the draft forgotten, and the cancel-registration page shown.
 */
export function useCancelRegistration() {
  const { api } = useFlow();
  const store = useRegistrationStoreApi();
  const clearDraft = useClearDraft();
  return useConfirmedCancel({
    section: 'registration',
    to: 'cancelRegistration',
    discard: async () => {
      // The user asked to lose their progress: a failed cancel call must not keep them on the form.
      await api.call(cancelSessionCall);
      store.getState().reset();
      clearDraft();
    },
  });
}
