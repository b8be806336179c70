/**
 * The tags a host page adds so the browser fetches its flow together with the loader instead of after it
 * (README, "Two round trips"): a modulepreload per module of the flow's chunk graph, its entry and its
 * messages in the page's language, and its stylesheets. An AEM page component can write the same tags from
 * the clientlib's resources/chunk-graph.json.
 */
import type { Locale } from '../../src/i18n/locale';

/** One flow's files in the build's chunk graph (paths under the chunk base). */
export interface FlowFiles {
  js: readonly string[];
  css: readonly string[];
  en: readonly string[];
  fr: readonly string[];
}

/** The preload and stylesheet tags of the flow `chunk` in `locale`, for chunks served under `base`. */
export function preloadTags(flow: FlowFiles | undefined, chunk: string, locale: Locale, base = '/mi-portal/'): string {
  if (!flow) return '';
  const modules = [`widgets/${chunk}.js`, ...flow.js, ...flow[locale]];
  return [
    ...flow.css.map((file) => `<link rel="stylesheet" href="${base}${file}">`),
    ...modules.map((file) => `<link rel="modulepreload" href="${base}${file}">`),
  ].join('\n');
}
