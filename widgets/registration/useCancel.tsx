import { cancelSessionCall } from '../../src/contract/calls';
import { useConfirmedCancel } from '../../src/features/wizard/useConfirmedCancel';
import { useFlow } from '../../src/flow/context';
import { useClearDraft } from '../../src/flow/store';
import type { RouteQuery } from '../../src/router/hash';
import { useRegistrationStoreApi } from './store';

/** Another cancel than the registration's: its modal's message section and the cancel page's query. */
export interface CancelVariant {
  section: string;
  query: RouteQuery;
}

/**
 * The registration Cancel (spec section 2): after the confirmation the server session is cancelled,
 * the draft forgotten, and the cancel-registration page shown. The activation step passes its variant
 * (ActivationForm): the account is registered already, and the page says the activation was cancelled.
 */
export function useCancelRegistration(variant?: CancelVariant) {
  const { api } = useFlow();
  const store = useRegistrationStoreApi();
  const clearDraft = useClearDraft();
  return useConfirmedCancel({
    section: variant?.section ?? 'registration',
    to: 'cancelRegistration',
    ...(variant ? { query: variant.query } : {}),
    discard: async () => {
      // The user asked to lose their progress: a failed cancel call must not keep them on the form.
      await api.call(cancelSessionCall);
      store.getState().reset(Boolean(variant));
      clearDraft();
    },
  });
}
