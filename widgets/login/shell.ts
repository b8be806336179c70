/**
 * `<mi-login>`'s first screen as static HTML, for the host page to hold inside the tag (build time only: the
 * element never imports this). The browser shows the email field with the page's first layout, before any
 * script of ours has run; at 4x CPU on slow 4G the widget's code arrives, runs and renders about half a second
 * later (issue 10). When the widget mounts, preact's first render reuses these elements in place (it diffs
 * against the tag's existing children), so focus stays where it was, and useInstanceStore takes what was typed
 * into them first, so nothing typed is lost. Until then the submit and the password toggle are disabled: a
 * plain form submit would send the password in the address, and the toggle has no code behind it yet (Enter in
 * a field is kept by the loader and sends the form once the widget enables the submit, src/loader.ts). A script's
 * `form.submit()` (a password manager's auto-login) ignores disabled buttons: the form's `method="dialog"`, which
 * LoginView renders too, makes that a no-op outside a dialog.
 *
 * The markup must be what LoginView renders on a first visit, attribute for attribute (shell.test.tsx renders
 * the flow and compares, in both languages): where it differs, preact rewrites the difference at mount.
 */
import type { PageConfig } from '../../src/config/config';
import { languageTag, type Locale } from '../../src/i18n/locale';
import { routeHref } from '../../src/router/pages';
import { routeByName } from '../../src/router/routes';
import { escapeHtml } from '../../scripts/html';

/** The message keys the first screen shows. */
export const SHELL_KEYS = ['routes.login', 'fields.emailId.label', 'fields.password.label', 'ui.password.show', 'login.actions.login', 'login.links.forgotPassword', 'login.links.register', 'login.noscript'] as const;

/** Looks a message up in the locale file (no placeholders in SHELL_KEYS). */
export type ShellText = (key: (typeof SHELL_KEYS)[number]) => string;

export interface LoginShellOptions {
  locale: Locale;
  t: ShellText;
  /** The page config the host page carries: the links' pages come from it. */
  config: PageConfig;
  /**
   * False for the widget's host page (submit and toggle disabled until it takes over); true
   * for the plain HTML page `npm run bench` compares with, which has no script to wait for.
   */
  sendable?: boolean;
}

/**
 * The first (or only) `<mi-login>` of a page: `mi-login-1` (nextInstanceId), then the login route's prefix
 * (FlowRoot). Another count only costs the ids being rewritten at mount.
 */
const ID = 'mi-login-1-login-1-';

/** `<mi-login …>…</mi-login>`: the element with its first screen, in `locale`. */
export function renderLoginShell({ locale, t, config, sendable = false }: LoginShellOptions): string {
  const text = (key: (typeof SHELL_KEYS)[number]) => escapeHtml(t(key));
  const off = sendable ? '' : ' disabled=""';
  const link = (route: 'recoveryVerifyEmail' | 'register') => escapeHtml(routeHref(routeByName(route), locale, config, `/${locale}/login.html`));
  return (
    `<mi-login class="mi-widget" lang="${languageTag(locale)}"><div class="mi-layout mi-layout-centred"><section class="mi-login">` +
    `<h1 class="mi-page-heading" tabindex="-1" data-mi-route-heading="">${text('routes.login')}</h1>` +
    `<form class="mi-form" novalidate="" method="dialog">` +
    `<div class="mi-field"><label class="mi-field__label" for="${ID}emailId">${text('fields.emailId.label')}</label>` +
    `<input class="mi-input" id="${ID}emailId" name="emailId" type="text" autocomplete="username" inputmode="email" autocapitalize="none" aria-required="true" spellcheck="false"></div>` +
    `<div class="mi-field"><label class="mi-field__label" for="${ID}password" id="${ID}password-label">${text('fields.password.label')}</label>` +
    `<div class="mi-password"><input class="mi-input mi-password__input" id="${ID}password" name="password" type="password" autocomplete="current-password" autocapitalize="none" spellcheck="false" aria-required="true">` +
    `<button type="button" class="mi-button mi-button--secondary mi-password__toggle" aria-controls="${ID}password" aria-describedby="${ID}password-label"${off}>${text('ui.password.show')}</button></div></div>` +
    `<div class="mi-button-row"><button class="mi-button mi-button--primary" type="submit"${off}>${text('login.actions.login')}</button><span class="mi-visually-hidden" aria-live="polite"></span></div>` +
    `</form>` +
    `<ul class="mi-login__links"><li><a class="mi-link" href="${link('recoveryVerifyEmail')}">${text('login.links.forgotPassword')}</a></li>` +
    `<li><a class="mi-link" href="${link('register')}">${text('login.links.register')}</a></li></ul>` +
    `</section></div></mi-login>`
  );
}

/**
 * What a browser with JavaScript off shows before the prerendered screen (the host page writes it right before the
 * tag): the form can be filled but never sent, and this says why. The widget never renders it; a browser running
 * scripts ignores it.
 */
export function renderLoginNoscript(locale: Locale, t: ShellText): string {
  // Outside <mi-login>, which carries its own lang: the host page's may be another.
  return `<noscript><p lang="${languageTag(locale)}">${escapeHtml(t('login.noscript'))}</p></noscript>`;
}
