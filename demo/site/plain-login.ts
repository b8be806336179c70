/**
 * The login form as plain HTML (`/<locale>/login-plain.html`): the login host page with the markup `<mi-login>`
 * renders written into it and no script of ours, under the same stylesheets. `npm run bench` loads it next to
 * the real login page to tell what the widget costs over a page that needs no code at all.
 */
import type { Locale } from '../../src/i18n/locale';
import { HOST_PAGES, renderHostPage } from './pages';

/** File name of the plain page in each language folder. */
export const PLAIN_LOGIN_FILE = 'login-plain.html';

/** The texts the form shows, from the locale file (the same the widget shows). */
export interface PlainLoginTexts {
  heading: string;
  email: string;
  password: string;
  show: string;
  submit: string;
  forgot: string;
  register: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What LoginView renders on a first visit, as static markup (the classes are the widget's). */
function form(locale: Locale, t: PlainLoginTexts): string {
  const id = (name: string) => `mi-login-plain-${name}`;
  return `<mi-login class="mi-widget" lang="${locale === 'fr' ? 'fr-CA' : 'en-CA'}"><div class="mi-layout mi-layout-centred"><section class="mi-login">
<h1 class="mi-page-heading" tabindex="-1">${escapeHtml(t.heading)}</h1>
<form class="mi-form" novalidate>
<div class="mi-field"><label class="mi-field__label" for="${id('emailId')}">${escapeHtml(t.email)}</label>
<input class="mi-input" id="${id('emailId')}" name="emailId" type="text" autocomplete="username" inputmode="email" autocapitalize="none" spellcheck="false"></div>
<div class="mi-field"><label class="mi-field__label" for="${id('password')}">${escapeHtml(t.password)}</label>
<div class="mi-password"><input class="mi-input mi-password__input" id="${id('password')}" name="password" type="password" autocomplete="current-password" autocapitalize="none" spellcheck="false">
<button type="button" class="mi-button mi-button--secondary mi-password__toggle" aria-controls="${id('password')}">${escapeHtml(t.show)}</button></div></div>
<div class="mi-button-row"><button class="mi-button mi-button--primary" type="submit">${escapeHtml(t.submit)}</button></div>
</form>
<ul class="mi-login__links">
<li><a class="mi-link" href="/${locale}/recovery.html#/${locale}/recovery/verify-email">${escapeHtml(t.forgot)}</a></li>
<li><a class="mi-link" href="/${locale}/registration.html#/${locale}/registration-process/register">${escapeHtml(t.register)}</a></li>
</ul>
</section></div></mi-login>`;
}

/** Replaces `from` in `page`, failing loudly when the host page template no longer holds it. */
function swap(page: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? page.includes(from) : from.test(page);
  if (!found) throw new Error(`plain login page: the host page no longer holds ${String(from)}`);
  return page.replace(from, to);
}

/**
 * The plain login page in `locale`: the login host page without the page config and the loader, with the
 * form's markup in place of the tag and the login flow's stylesheets (`flowSheets`, paths under the
 * /mi-portal/ mount) after the base one.
 */
export function renderPlainLogin(locale: Locale, token: string, texts: PlainLoginTexts, flowSheets: readonly string[]): string {
  const host = HOST_PAGES.find((p) => p.tag === 'mi-login');
  if (!host) throw new Error('plain login page: no host page carries <mi-login>');
  let page = renderHostPage(host, locale, token);
  page = swap(page, /<script type="application\/json" id="mi-portal-config">[\s\S]*?<\/script>\n?/, '');
  page = swap(page, /<script[^>]* src="\/mi-portal\/mi-portal\.js"[^>]*><\/script>\n?/, '');
  const sheets = flowSheets.map((href) => `\n<link rel="stylesheet" href="/mi-portal/${href}">`).join('');
  page = swap(page, '<link rel="stylesheet" href="/mi-portal/mi-portal.css">', `<link rel="stylesheet" href="/mi-portal/mi-portal.css">${sheets}`);
  return swap(page, '<mi-login></mi-login>', form(locale, texts));
}
