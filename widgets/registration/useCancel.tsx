import { cancelSessionCall } from '../../src/contract/calls';
import { useConfirmedCancel } from '../../src/features/wizard/useConfirmedCancel';
import { useFlow } from '../../src/flow/context';
import { useClearDraft } from '../../src/flow/store';
import type { RouteName } from '../../src/router/routes';
import { useRegistrationStoreApi } from './store';

/** Another cancel than the registration's: its modal's message section, its page, and whether the code stays. */
export interface CancelVariant {
  section: string;
  to: RouteName;
  /** Keeps the accepted activation code in the tab, for the page's way back to it. */
  keepCode: boolean;
}

/**
 * The registration Cancel (spec section 2): after the confirmation the server session is cancelled,
 * the draft forgotten, and the cancel-registration page shown. The activation step passes its variant
 * (ActivationForm): the account is registered already, and its page says the activation was cancelled.
 */
export function useCancelRegistration(variant?: CancelVariant) {
  const { api } = useFlow();
  const store = useRegistrationStoreApi();
  const clearDraft = useClearDraft();
  return useConfirmedCancel({
    section: variant?.section ?? 'registration',
    to: variant?.to ?? 'cancelRegistration',
    discard: async () => {
      // The user asked to lose their progress: a failed cancel call must not keep them on the form.
      await api.call(cancelSessionCall);
      store.getState().reset(variant?.keepCode);
      // What was typed is gone from the store; a kept code stays in the draft too, for the page's link after a reload.
      if (!variant?.keepCode) clearDraft();
    },
  });
}
