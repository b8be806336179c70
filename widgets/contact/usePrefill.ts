import type { Api } from '../../src/api/client';
import type { ApiResult } from '../../src/api/http';
import { useLoad } from '../../src/flow/useLoad';
import type { FormValues } from '../../src/forms/types';
import { profilePrefill, type PrefillSource } from './schema';

/**
 * Spec section 7: the logged-in status first, then the profile. A visitor gets null (nothing is filled);
 * the profile's schema loads only for a signed-in user, so a visitor's page never downloads it.
 */
export async function loadPrefillProfile(api: Api): Promise<ApiResult<PrefillSource | null>> {
  const status = await api.loggedInStatus();
  if (!status.ok) return status;
  if (!status.data.loggedIn) return { ok: true, data: null, status: status.status };
  try {
    const { getProfileCall } = await import('../../src/contract/profile');
    return await api.call(getProfileCall);
  } catch (error) {
    return { ok: false, failure: { kind: 'network', details: String(error) } };
  }
}

/**
 * Pre-fills name, email, firm and codes of a signed-in advisor into the fields still empty, once per form
 * shown (`round` changes after each message sent). A failure is not fatal: the form stays as it is.
 */
export function useProfilePrefill(round: number, fillEmpty: (values: FormValues) => void): void {
  useLoad(loadPrefillProfile, [round], {
    onFailure: 'state',
    onData: (profile) => {
      if (profile) fillEmpty(profilePrefill(profile));
    },
  });
}
