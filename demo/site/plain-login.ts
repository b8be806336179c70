/**
 * The login form as plain HTML (`/<locale>/login-plain.html`): the login host page with the markup `<mi-login>`
 * renders written into it and no script of ours, under the same stylesheets. `npm run bench` loads it next to
 * the real login page to tell what the widget costs over a page that needs no code at all.
 */
import type { Locale } from '../../src/i18n/locale';
import { HOST_PAGES, renderHostPage } from './pages';

/** File name of the plain page in each language folder. */
export const PLAIN_LOGIN_FILE = 'login-plain.html';

/** Replaces `from` in `page`, failing loudly when the host page template no longer holds it. */
function swap(page: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? page.includes(from) : from.test(page);
  if (!found) throw new Error(`plain login page: the host page no longer holds ${String(from)}`);
  return page.replace(from, to);
}

/**
 * The plain login page in `locale`: the login host page without the page config and the loader, with `form` (the
 * login's first screen, widgets/login/shell.ts, sendable) in place of the tag and the login flow's stylesheets
 * (`flowSheets`, paths under the /mi-portal/ mount) after the base one.
 */
export function renderPlainLogin(locale: Locale, token: string, form: string, flowSheets: readonly string[]): string {
  const host = HOST_PAGES.find((p) => p.tag === 'mi-login');
  if (!host) throw new Error('plain login page: no host page carries <mi-login>');
  let page = renderHostPage(host, locale, token);
  page = swap(page, /<script type="application\/json" id="mi-portal-config">[\s\S]*?<\/script>\n?/, '');
  page = swap(page, /<script[^>]* src="\/mi-portal\/mi-portal\.js"[^>]*><\/script>\n?/, '');
  const sheets = flowSheets.map((href) => `\n<link rel="stylesheet" href="/mi-portal/${href}">`).join('');
  page = swap(page, '<link rel="stylesheet" href="/mi-portal/mi-portal.css">', `<link rel="stylesheet" href="/mi-portal/mi-portal.css">${sheets}`);
  return swap(page, '<mi-login></mi-login>', form);
}
