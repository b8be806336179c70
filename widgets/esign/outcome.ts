import type { ApiFailure, ApiResult } from '../../src/api/http';
import { isFailure } from '../../src/contract/common';
import type { EsignAnswer } from '../../src/contract/esign';
import type { CodedAnswer } from '../../src/flow/answer';

/** The code of spec section 8's "otherwise a 403": the catalogue gives it e-sign's own message and error page. */
export const ESIGN_FORBIDDEN = '403';

/**
 * An esign answer in the shape every flow's answer has, so the error catalogue decides (spec section 8,
 * "Purchase or redemption failure"): `result` or `status` failing is a failure whose code is the status
 * (403-docusign is a notice on the form; any other status the server-error page), anything else success.
 */
export function codedEsignAnswer(answer: EsignAnswer): EsignAnswer & CodedAnswer {
  const status = String(answer.status);
  if (!isFailure(answer.result) && !isFailure(status)) return { ...answer, errCode: null };
  // A status that is only the failure word carries no code of its own: the generic server-error page.
  return { ...answer, result: 'failure', errCode: isFailure(status) ? '' : status };
}

/** The call's result with its answer coded (failed calls pass through). */
export function codedEsignResult(result: ApiResult<EsignAnswer>): ApiResult<EsignAnswer & CodedAnswer> {
  return result.ok ? { ...result, data: codedEsignAnswer(result.data) } : result;
}

/**
 * Which failed calls are the "otherwise a 403" of spec section 8: an HTTP refusal below 500 that the
 * runtime did not already turn into a reload. Server errors, broken answers and network failures keep
 * their own pages (server error, server connect).
 */
export function isForbiddenFailure(failure: ApiFailure): boolean {
  return failure.kind === 'http' && failure.status < 500;
}

/**
 * Failed sends that may have reached the server all the same: the connection lost or timed out, a server error
 * (a gateway's 502 or 504 comes after the request went through), an answer we could not read. A refusal (4xx) or
 * a reload did not send anything.
 */
export function mayHaveGone(failure: ApiFailure): boolean {
  return failure.kind === 'network' || failure.kind === 'contract' || (failure.kind === 'http' && failure.status >= 500);
}
