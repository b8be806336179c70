import type { RoleOption } from '../../src/contract/registration';
import { flowProgressCall, getRolesCall } from '../../src/contract/calls';
import { useLoad } from '../../src/flow/useLoad';

/** Roles of getRoles in the page language; `null` once the call failed or was empty (the widget then shows the fallback list). */
export function useRoles(): { roles: RoleOption[] | null; loading: boolean } {
  const { state } = useLoad((api) => api.call(getRolesCall), [], { onFailure: 'state' });
  if (state.kind === 'loading') return { roles: null, loading: true };
  return { roles: state.kind === 'ready' && state.data.length > 0 ? state.data : null, loading: false };
}

/** Loads flowProgress (dealer-representative flag, provinces, whether a new profile is needed); a failed call shows the error page. */
export function useFlowProgress() {
  return useLoad((api) => api.call(flowProgressCall), []).state;
}
