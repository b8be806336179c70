import type { Api } from '../../src/api/client';
import type { ApiResult } from '../../src/api/http';
import type { CallAnswer } from '../../src/contract/call';
import { flowProgressCall, getRolesCall } from '../../src/contract/calls';
import type { ProvinceOption, RoleOption } from '../../src/contract/registration';
import { useWidget } from '../../src/element/context';
import { useLoad } from '../../src/flow/useLoad';

/** The two list calls' answers, each until the form takes it. */
interface Asked {
  roles?: Promise<ApiResult<CallAnswer<typeof getRolesCall>>>;
  progress?: Promise<ApiResult<CallAnswer<typeof flowProgressCall>>>;
}

const asked = new WeakMap<Api, Asked>();

/**
 * Asks for both lists now: the personal page does while the profile loads (they do not depend on it), so its
 * form shows one round trip sooner. The form's next mount takes these answers; any later one asks again.
 */
export function preloadProfileLists(api: Api): void {
  if (!asked.has(api)) asked.set(api, { roles: api.call(getRolesCall), progress: api.call(flowProgressCall) });
}

/** The preloaded answer of `key`, once. */
function take<K extends keyof Asked>(api: Api, key: K): Asked[K] {
  const lists = asked.get(api);
  const answer = lists?.[key];
  if (lists) {
    delete lists[key];
    if (!lists.roles && !lists.progress) asked.delete(api);
  }
  return answer;
}

/**
 * The server's role and province lists in the page language (the registration lists: getRoles and
 * flowProgress's provinceListMap). Either failing is not fatal: the role falls back to the spec's list,
 * the province to its codes; `loading` holds the selects until both answered.
 */
export function useProfileLists(): { roles: RoleOption[] | null; provinces: ProvinceOption[] | undefined; loading: boolean } {
  const { locale } = useWidget();
  const roles = useLoad((api) => take(api, 'roles') ?? api.call(getRolesCall), [], { onFailure: 'state' }).state;
  const progress = useLoad((api) => take(api, 'progress') ?? api.call(flowProgressCall), [], { onFailure: 'state' }).state;
  return {
    roles: roles.kind === 'ready' && roles.data.length > 0 ? roles.data : null,
    provinces: progress.kind === 'ready' ? progress.data.provinceListMap[locale] : undefined,
    loading: roles.kind === 'loading' || progress.kind === 'loading',
  };
}
