import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderGallery } from '../demo/site/gallery';
import { HOST_PAGES, renderHostPage } from '../demo/site/pages';
import { PLAIN_LOGIN_FILE, renderPlainLogin, type PlainLoginTexts } from '../demo/site/plain-login';
import { preloadTags, type FlowFiles } from '../demo/site/preload';
import { LOCALES, type Locale } from '../src/i18n/locale';
import { ELEMENTS } from '../widgets/manifest';

/** The plain login form's texts in `locale`: the same messages the widget shows. */
function plainLoginTexts(locale: Locale): PlainLoginTexts {
  const m = JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, Record<string, Record<string, Record<string, string>>>>;
  const at = (path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], m) as string;
  return {
    heading: at('routes.login'), email: at('fields.emailId.label'), password: at('fields.password.label'), show: at('ui.password.show'),
    submit: at('login.actions.login'), forgot: at('login.links.forgotPassword'), register: at('login.links.register'),
  };
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
      const html = renderHostPage(page, locale, token);
      const loader = loaderTag(html);
      writeFileSync(join(root, locale, page.file), tags && loader ? html.replace(loader, `${loader}\n${tags}`) : html);
    }
    // The login flow's stylesheets from the build's chunk graph, so the plain form looks the same.
    writeFileSync(join(root, locale, PLAIN_LOGIN_FILE), renderPlainLogin(locale, token, plainLoginTexts(locale), graph.login?.css ?? []));
  }
  cpSync('demo/site/assets', join(root, 'demo'), { recursive: true });
  writeFileSync(join(root, 'demo', 'gallery.html'), renderGallery());
}
