import type { ServerResponse } from 'node:http';
import type { Locale } from '../../src/i18n/locale';
import { SECURITY_HEADERS } from './http';
import { CONTENT_SECURITY_POLICY } from './static';

// Host chrome like demo/site/pages.ts: texts of the demo site itself, not widget strings.
const TEXT = {
  en: {
    title: 'Page not found', brand: 'Advisor portal', home: 'Go to the advisor portal home page',
    body: 'The page you asked for does not exist or has moved. Check the address, or start again from the home page.',
  },
  fr: {
    title: 'Page introuvable', brand: 'Portail des conseillers', home: 'Aller à la page d’accueil du portail des conseillers',
    body: 'La page demandée n’existe pas ou a été déplacée. Vérifiez l’adresse ou recommencez à partir de la page d’accueil.',
  },
} as const;

/** The language of a site path: `/fr/…` is French, everything else English. */
export function pathLocale(path: string): Locale {
  return /^\/fr(\/|$)/.test(path) ? 'fr' : 'en';
}

/** The 404 page of the demo site in one language: lang, title, h1, main landmark and a link home. */
export function notFoundPage(locale: Locale): string {
  const t = TEXT[locale];
  return `<!doctype html>
<html lang="${locale === 'fr' ? 'fr-CA' : 'en-CA'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title} | ${t.brand}</title>
<link rel="icon" href="/demo/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/demo/site.css">
</head>
<body>
<header class="site-header"><a class="site-brand" href="/${locale}/">${t.brand}</a></header>
<main id="main" class="site-main">
<h1>${t.title}</h1>
<p>${t.body}</p>
<p><a href="/${locale}/">${t.home}</a></p>
</main>
</body>
</html>
`;
}

/** Answers 404 with the HTML page in the language of the path (HEAD gets the headers only). */
export function sendNotFoundPage(res: ServerResponse, path: string, method: string, headers: Record<string, string> = {}): void {
  const html = notFoundPage(pathLocale(path));
  res.writeHead(404, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(method === 'HEAD' ? undefined : html);
}
