/**
 * `npm run bench`: bundle sizes (gzip -9 and brotli) of every built piece, the totals against the
 * budgets, the same flow on react-dom for comparison, and the time to an interactive <mi-login> in
 * Chromium at 4x CPU throttling. Exits non-zero when a budget is exceeded.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { compareRenderers } from './react-compare';
import { distFiles, measure, total, type Size } from './sizes';
import { pageWeight } from './weigh';
import { timeToInteractiveLogin } from './timing';

const KB = 1024;
/** Budgets of issue 2 (gzip). */
const BUDGETS = { firstWidget: 30 * KB, allFlows: 90 * KB };

const kb = (n: number) => (n / KB).toFixed(1);
function row(size: Size): string {
  return `| ${size.name} | ${kb(size.raw)} | ${kb(size.gzip)} | ${kb(size.brotli)} |`;
}

const files = distFiles();
const one = (f: string, name = basename(f)) => measure(name, readFileSync(f));
const rows: Size[] = [
  one(files.loader, 'loader (mi-portal.js)'),
  total('runtime chunk', files.runtime),
  ...files.widgets.map((f) => one(f, `flow ${basename(f, '.js')}`)),
  ...files.otherChunks.map((f) => one(f, `shared chunk ${basename(f)}`)),
  total('locale en', files.locales.en),
  total('locale fr', files.locales.fr),
  total('captcha (ALTCHA, only pages with a captcha)', files.captcha),
  one(files.css, 'stylesheet (mi-portal.css)'),
];
const login = files.widgets.find((f) => basename(f) === 'login.js');
// What a page with <mi-login> downloads: its static import closure (runtime and shared chunks
// included), the loader, and the English messages it loads (shared sections plus login's).
const first = total('first widget on a page (loader + runtime + login + shared chunks + en)', login ? pageWeight(login).files : []);
const all = total('all flows (loader + runtime + every flow + shared chunks + en + css)', [files.loader, ...files.runtime, ...files.widgets, ...files.otherChunks, ...files.locales.en, files.css]);

console.log('| file | raw KB | gzip -9 KB | brotli KB |\n|---|---:|---:|---:|');
for (const r of rows) console.log(row(r));
console.log(row(first));
console.log(row(all));

const renderers = await compareRenderers();
console.log(`\n| login flow + runtime | gzip -9 KB | brotli KB |\n|---|---:|---:|`);
console.log(`| on preact (shipped) | ${kb(renderers.preact.gzip)} | ${kb(renderers.preact.brotli)} |`);
console.log(`| on react-dom 18 | ${kb(renderers.react.gzip)} | ${kb(renderers.react.brotli)} |`);
console.log(`| ratio react/preact | ${(renderers.react.gzip / renderers.preact.gzip).toFixed(2)}x | ${(renderers.react.brotli / renderers.preact.brotli).toFixed(2)}x |`);

const timing = await timeToInteractiveLogin(7);
console.log(`\nscript load -> interactive <mi-login>, Chromium 4x CPU throttle, ${timing.samples.length} runs: median ${timing.median} ms (samples ${timing.samples.join(', ')})`);

const failures = [
  first.gzip > BUDGETS.firstWidget && `first widget ${kb(first.gzip)} KB gz > ${kb(BUDGETS.firstWidget)} KB`,
  all.gzip > BUDGETS.allFlows && `all flows ${kb(all.gzip)} KB gz > ${kb(BUDGETS.allFlows)} KB`,
].filter(Boolean);
console.log(`\nbudgets: first widget <= ${kb(BUDGETS.firstWidget)} KB gz: ${kb(first.gzip)}; all flows <= ${kb(BUDGETS.allFlows)} KB gz: ${kb(all.gzip)}`);
if (failures.length) {
  console.error(`over budget: ${failures.join('; ')}`);
  process.exit(1);
}
