import { useEffect, useState } from 'preact/hooks';
import type { FlowProgressAnswer, RoleOption } from '../../src/contract/registration';
import { useFlow } from '../../src/flow/context';
import { flowProgressCall, getRolesCall } from '../../src/contract/calls';

/** Roles of getRoles in the page language; `null` once the call failed (the widget then shows the fallback list). */
export function useRoles(): { roles: RoleOption[] | null; loading: boolean } {
  const { api } = useFlow();
  const [state, setState] = useState<{ roles: RoleOption[] | null; loading: boolean }>({ roles: null, loading: true });
  useEffect(() => {
    let live = true;
    api.call(getRolesCall).then(
      (result) => live && setState({ roles: result.ok && result.data.length > 0 ? result.data : null, loading: false }),
      () => live && setState({ roles: null, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return state;
}

/** State of the flowProgress call that step 2 depends on. */
export type FlowProgressState = { kind: 'loading' } | { kind: 'ready'; progress: FlowProgressAnswer };

/** Loads flowProgress (dealer-representative flag, provinces, whether a new profile is needed); a failed call shows the error page. */
export function useFlowProgress(): FlowProgressState {
  const { api, fail } = useFlow();
  const [state, setState] = useState<FlowProgressState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    void api.call(flowProgressCall).then((result) => {
      if (!live) return;
      if (result.ok) setState({ kind: 'ready', progress: result.data });
      else fail({ kind: 'failure', failure: result.failure });
    });
    return () => {
      live = false;
    };
  }, [api]);
  return state;
}
