/**
 * The demo host pages, shaped like AEM pages: a header with the language switch, one widget tag, the
 * page config block, the stylesheet and the loader. Generated into dist/site/ by `npm run build`
 * so the en and fr pages cannot drift apart. No inline script or style: the pages run under a strict CSP.
 */
import type { Locale } from '../../src/i18n/locale';
import { escapeHtml } from '../../scripts/html';

/** One host page: its file, tag, and the host's own chrome texts (CMS content, not widget strings). */
export interface HostPage {
  file: string;
  tag?: string;
  title: Record<Locale, string>;
  /** The home page runs the '/' redirector. */
  entry?: boolean;
  /** Load the loader as an ES module instead of a classic script (both must work). */
  module?: boolean;
  /**
   * The page and its tag are in place but the flow comes with its own issue: the loader does not
   * define the tag yet, so the host page says so instead of showing an empty area.
   */
  pending?: boolean;
  /** A content page of the host site (no widget): its paragraphs under the title, per language. */
  content?: Record<Locale, readonly string[]>;
}

/** Every host page of the demo, in both languages. */
export const HOST_PAGES: readonly HostPage[] = [
  { file: 'index.html', entry: true, title: { en: 'Advisor portal', fr: 'Portail des conseillers' } },
  { file: 'login.html', tag: 'mi-login', title: { en: 'Log in', fr: 'Connexion' } },
  { file: 'registration.html', tag: 'mi-registration', title: { en: 'Register', fr: 'Inscription' }, module: true },
  { file: 'contact.html', tag: 'mi-contact', title: { en: 'Contact us', fr: 'Nous joindre' } },
  { file: 'advisor-forms.html', tag: 'mi-esign', title: { en: 'Advisor forms', fr: 'Formulaires des conseillers' } },
  { file: 'email-preferences.html', tag: 'mi-email-prefs', title: { en: 'Notification preferences', fr: 'Préférences de notification' } },
  { file: 'recovery.html', tag: 'mi-recovery', title: { en: 'Forgot password', fr: 'Mot de passe oublié' } },
  { file: 'profile.html', tag: 'mi-profile', title: { en: 'My profile', fr: 'Mon profil' } },
  {
    // `pages.terms` of the page config: the activation form links here (new tab).
    file: 'terms.html',
    title: { en: 'Terms and conditions', fr: 'Conditions d’utilisation' },
    content: {
      en: [
        'Demo text: on the real site, the fund provider publishes the terms and conditions of the advisor portal here.',
        'The portal is for financial advisors, dealer representatives and other financial-industry professionals. Your email address is your login id: keep your password and security answers to yourself.',
        'Requests you send through the portal, such as e-signature purchases and redemptions, are sent on your behalf to the investors you name.',
        'Questions about these terms: contact Client Relations, Monday to Friday, 9am to 6pm ET.',
      ],
      fr: [
        'Texte de démonstration\u00a0: sur le vrai site, le fournisseur de fonds publie ici les conditions d’utilisation du portail des conseillers.',
        'Le portail s’adresse aux conseillers financiers, aux représentants de courtiers et aux autres professionnels du secteur financier. Votre adresse courriel est votre identifiant\u00a0: gardez pour vous votre mot de passe et vos réponses de sécurité.',
        'Les demandes envoyées par le portail, comme les achats et rachats par signature électronique, sont transmises en votre nom aux investisseurs que vous indiquez.',
        'Pour toute question sur ces conditions, communiquez avec les Relations avec la clientèle, du lundi au vendredi, de 9\u00a0h à 18\u00a0h (HE).',
      ],
    },
  },
];

/**
 * The page config every demo page carries (token matches the demo API's DEMO_TOKEN default). It names
 * its captcha provider, contacts and performance-test marker explicitly: none of them has a default.
 */
export function demoConfig(token: string, entry: boolean) {
  return {
    ...(entry ? { entry: true } : {}),
    apiBase: '',
    token,
    pages: {
      entry: '/{locale}/',
      login: '/{locale}/login.html',
      registration: '/{locale}/registration.html',
      recovery: '/{locale}/recovery.html',
      account: '/{locale}/profile.html',
      contact: '/{locale}/contact.html',
      'advisor-forms': '/{locale}/advisor-forms.html',
      public: '/{locale}/email-preferences.html',
      // Not an area: the terms and conditions the activation checkbox links to (a page of its own per language).
      terms: '/{locale}/terms.html',
    },
    areaPaths: {
      login: ['/{locale}/login.html'],
      registration: ['/{locale}/registration.html'],
      recovery: ['/{locale}/recovery.html'],
      account: ['/{locale}/profile.html'],
      public: ['/{locale}/email-preferences.html'],
      'my-cart': ['/{locale}/my-cart.html'],
    },
    captcha: { provider: 'altcha', challengeUrl: '/mi/api/captcha/challenge' },
    perfHostMarker: 'perf-test',
    // An example only (no demo host carries the marker): the widgets accept an https link here, nothing else.
    perfLoginUrl: 'https://login.perf-test.example/{locale}/login.html',
    internalEnvironment: false,
    // The widgets invent none of these: a page without them shows "not configured" and logs the setting.
    support: { phones: ['1-800-555-0199', '416-555-0199'], email: 'clientrelations@example.com', schedule: 'standard' },
    serviceDesk: { phones: ['1-800-555-0123'], email: 'servicedesk@example.com' },
  };
}

const chrome = {
  en: { skip: 'Skip to main content', other: 'Français', otherLang: 'fr', home: 'Advisor portal', mailbox: 'Demo mailbox', gallery: 'Demo gallery', footer: 'Demo host page: this header and footer stand for the CMS page around the widget.', pending: 'This flow arrives with its own issue; the page, its tag and its config are already in place.' },
  fr: { skip: 'Passer au contenu principal', other: 'English', otherLang: 'en', home: 'Portail des conseillers', mailbox: 'Boîte de courriel de démonstration', gallery: 'Galerie de démonstration', footer: 'Page hôte de démonstration\u00a0: cet en-tête et ce pied de page représentent la page du CMS autour du widget.', pending: 'Ce parcours arrivera avec son propre billet\u00a0; la page, sa balise et sa configuration sont déjà en place.' },
} as const;

/** Renders one host page in one language. */
export function renderHostPage(page: HostPage, locale: Locale, token: string): string {
  const t = chrome[locale];
  const config = JSON.stringify(demoConfig(token, page.entry === true)).replace(/</g, '\\u003c');
  // High priority: a deferred or module script is otherwise fetched at low priority, behind the flow's
  // preloaded modules, and nothing of the flow runs before the loader (README, "Two round trips").
  const loader = page.module
    ? '<script type="module" src="/mi-portal/mi-portal.js" fetchpriority="high"></script>'
    : '<script src="/mi-portal/mi-portal.js" defer fetchpriority="high"></script>';
  const notice = page.pending ? `<h1>${escapeHtml(page.title[locale])}</h1>\n<p class="site-pending">${escapeHtml(t.pending)}</p>\n` : '';
  const content = page.content ? `<h1>${escapeHtml(page.title[locale])}</h1>\n${page.content[locale].map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}` : null;
  const body = page.tag ? `${notice}<${page.tag}></${page.tag}>` : (content ?? `<p class="site-redirecting">${escapeHtml(t.home)}</p>`);
  return `<!doctype html>
<html lang="${locale === 'fr' ? 'fr-CA' : 'en-CA'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title[locale])} | ${escapeHtml(t.home)}</title>
<link rel="icon" href="/demo/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/demo/site.css">
<link rel="stylesheet" href="/mi-portal/mi-portal.css">
<script type="application/json" id="mi-portal-config">${config}</script>
${loader}
<script src="/demo/site.js" defer></script>
</head>
<body>
<a class="site-skip" href="#main">${escapeHtml(t.skip)}</a>
<header class="site-header">
  <a class="site-brand" href="/${locale}/">${escapeHtml(t.home)}</a>
  <nav aria-label="${locale === 'fr' ? 'Liens du site' : 'Site links'}">
    <a href="/demo/gallery.html">${escapeHtml(t.gallery)}</a>
    <a href="/demo/mailbox.html">${escapeHtml(t.mailbox)}</a>
    <a class="site-lang" lang="${t.otherLang}" hreflang="${t.otherLang}" href="/${t.otherLang}/${page.file === 'index.html' ? '' : page.file}">${t.other}</a>
  </nav>
</header>
<main id="main" class="site-main">
${body}
</main>
<footer class="site-footer"><p>${escapeHtml(t.footer)}</p></footer>
</body>
</html>
`;
}
