import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderGallery } from '../demo/site/gallery';
import { demoConfig, HOST_PAGES, renderHostPage } from '../demo/site/pages';
import { PLAIN_LOGIN_FILE, renderPlainLogin } from '../demo/site/plain-login';
import { preloadTags, type FlowFiles } from '../demo/site/preload';
import { parseConfig } from '../src/config/config';
import { LOCALES, type Locale } from '../src/i18n/locale';
import { ELEMENTS } from '../widgets/manifest';
import { renderLoginNoscript, renderLoginShell, type ShellText } from '../widgets/login/shell';

/** The login's first screen's texts in `locale`: the same messages the widget shows. */
export function shellText(locale: Locale): ShellText {
  const messages: unknown = JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8'));
  return (key) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    if (typeof text !== 'string') throw new Error(`locales/${locale}.json has no ${key}`);
    return text;
  };
}

/**
 * `<mi-login>` with its first screen prerendered (widgets/login/shell.ts), for the demo's login page in `locale`,
 * after the note a browser without JavaScript shows; `sendable` (the plain HTML page): the element alone.
 */
export function loginShell(locale: Locale, token: string, sendable = false): string {
  const t = shellText(locale);
  const shell = renderLoginShell({ locale, t, config: parseConfig(demoConfig(token, false)), sendable });
  return sendable ? shell : `${renderLoginNoscript(locale, t)}${shell}`;
}

/** Writes the demo host pages (both languages), the plain-HTML login page and the demo's own assets into dist/site. */
export function writeSite(dist: string, token = process.env.DEMO_TOKEN ?? 'demo-token'): void {
  const root = join(dist, 'site');
  const graph = existsSync(join(dist, 'chunk-graph.json')) ? (JSON.parse(readFileSync(join(dist, 'chunk-graph.json'), 'utf8')) as Record<string, FlowFiles>) : {};
  // The flow's tags go right after the loader's script tag, so the loader is among the first requests: over
  // HTTP/1.1 a browser opens six connections per host and the requests past those wait a round trip, and
  // nothing of the flow runs before the loader.
  const loaderTag = (html: string) => /<script [^>]*src="\/mi-portal\/mi-portal\.js"[^>]*><\/script>/.exec(html)?.[0];
  for (const locale of LOCALES) {
    mkdirSync(join(root, locale), { recursive: true });
    for (const page of HOST_PAGES) {
      // Like an AEM page that lists its flow's files: the browser fetches them with the loader, not after it.
      const chunk = ELEMENTS.find((el) => el.tag === page.tag)?.chunk;
      const tags = chunk ? preloadTags(graph[chunk], chunk, locale) : '';
      let html = renderHostPage(page, locale, token);
      // The login page holds its first screen, which the widget takes over (widgets/login/shell.ts).
      if (page.tag === 'mi-login') {
        if (!html.includes('<mi-login></mi-login>')) throw new Error('the login host page no longer holds <mi-login></mi-login>');
        html = html.replace('<mi-login></mi-login>', loginShell(locale, token));
      }
      const loader = loaderTag(html);
      writeFileSync(join(root, locale, page.file), tags && loader ? html.replace(loader, `${loader}\n${tags}`) : html);
    }
    // The same first screen, sendable, under the login flow's stylesheets from the build's chunk graph.
    writeFileSync(join(root, locale, PLAIN_LOGIN_FILE), renderPlainLogin(locale, token, loginShell(locale, token, true), graph.login?.css ?? []));
  }
  cpSync('demo/site/assets', join(root, 'demo'), { recursive: true });
  writeFileSync(join(root, 'demo', 'gallery.html'), renderGallery());
}
