import type { ApiResult } from '../../src/api/http';

/**
 * The profile's change calls and their schemas, loaded with the first change sent: the personal page's first screen
 * only reads the profile (issue 10: about 0.3 KB gzip off the profile page; the other tabs import them themselves).
 */
export const changes = () => import('../../src/contract/profile-changes');

/** The calls' code could not load: as a call that did not reach the server (the connect error; the form is kept). */
export const unreached = (error: unknown): ApiResult<never> => ({ ok: false, failure: { kind: 'network', details: String(error) } });
