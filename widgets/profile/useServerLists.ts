import { flowProgressCall, getRolesCall } from '../../src/contract/calls';
import type { ProvinceOption, RoleOption } from '../../src/contract/registration';
import { useWidget } from '../../src/element/context';
import { useLoad } from '../../src/flow/useLoad';

/**
 * The server's role and province lists in the page language (the registration lists: getRoles and
 * flowProgress's provinceListMap). Either failing is not fatal: the role falls back to the spec's list,
 * the province to its codes; `loading` holds the selects until both answered.
 */
export function useProfileLists(): { roles: RoleOption[] | null; provinces: ProvinceOption[] | undefined; loading: boolean } {
  const { locale } = useWidget();
  const roles = useLoad((api) => api.call(getRolesCall), [], { onFailure: 'state' }).state;
  const progress = useLoad((api) => api.call(flowProgressCall), [], { onFailure: 'state' }).state;
  return {
    roles: roles.kind === 'ready' && roles.data.length > 0 ? roles.data : null,
    provinces: progress.kind === 'ready' ? progress.data.provinceListMap[locale] : undefined,
    loading: roles.kind === 'loading' || progress.kind === 'loading',
  };
}
