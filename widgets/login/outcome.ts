import type { ApiResult } from '../../src/api/http';
import { describeCode } from '../../src/api/codes';
import { isFailure, type UpdateResult } from '../../src/contract/common';

/** What the login screen does with the answer of `login/login`. */
export type LoginOutcome =
  | { kind: 'success' }
  /** A message above the form: wrong credentials (never says which), not activated. */
  | { kind: 'form'; key: string }
  /** Suspended: the message plus Client Relations contacts. */
  | { kind: 'suspended'; key: string }
  /** The flow's server-error page for the code (sc002, unknown, empty). */
  | { kind: 'error-page'; code: string }
  /** The call failed (HTTP error, broken answer): the flow's failure page. */
  | { kind: 'failure'; result: Extract<ApiResult<UpdateResult>, { ok: false }> };

/**
 * Classifies a login answer. A call that got no response at all (network failure) counts as success:
 * spec section 8 says so (the real backend may answer the login post with a redirect the browser
 * swallows); the session gate of the profile page then decides whether the user is really signed in.
 */
export function loginOutcome(result: ApiResult<UpdateResult>): LoginOutcome {
  if (!result.ok) return result.failure.kind === 'network' ? { kind: 'success' } : { kind: 'failure', result };
  const { errCode } = result.data;
  const hasCode = typeof errCode === 'string' && errCode.trim() !== '';
  if (!hasCode && !isFailure(result.data.result)) return { kind: 'success' };
  const info = describeCode(errCode, 'login');
  if (info.action.show === 'form') return { kind: 'form', key: info.key };
  if (info.action.show === 'view' && info.action.view === 'suspended') return { kind: 'suspended', key: info.key };
  return { kind: 'error-page', code: info.code };
}
