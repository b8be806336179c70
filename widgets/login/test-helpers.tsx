import { fill, renderFlow, testConfig, settle } from '../../tests/harness/flow';
import type { PageConfig } from '../../src/config/config';
import { LoginFlow } from './LoginFlow';

export { testConfig, settle };

/** Types into a named input as a user would (tests only). */
export const typeInto = fill;

/** Renders `<mi-login>`'s flow at `url` (a login host-page address), in `host` if given, and waits for its heading (tests only). */
export function renderLogin(url: string, config: PageConfig = testConfig(), host?: HTMLElement): Promise<HTMLElement> {
  return renderFlow('mi-login', LoginFlow, url, config, host);
}
