/**
 * `npm run bench:ab -- <dist of the build to compare with>` (after `npm run build`): the timing half of `npm run
 * bench` on two builds at once, for a change whose effect is smaller than this machine's noise (single runs of the
 * load ratio moved between 1.50x and 1.61x on one build). Each round loads the login page from the other build, from
 * this one and the plain HTML form, cold, back to back, so a busy moment hits all three; then keystrokes on
 * registration step 1 from both builds and on a plain field, in turns. Prints the medians, each build's ratio to
 * plain HTML, and the paired difference (this build minus the other, per round) with how many rounds this build
 * was faster. No budget: it compares, it does not judge.
 */
import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';
import { CHROMIUM } from '../tests/e2e/browser';
import { ARGS, keystrokeLatencies, loadOnce, percentile, PLAIN_FIELD, SLOW_4G } from './load-time';

const other = process.argv[2];
if (!other || !existsSync(`${other}/mi-portal.js`)) {
  console.error('usage: npm run bench:ab -- <dist folder of the other build> (e.g. a worktree of the base commit, built)');
  process.exit(2);
}
const ROUNDS = Number(process.env.AB_ROUNDS ?? 15);
const KEY_ROUNDS = Number(process.env.AB_KEY_ROUNDS ?? 4);
const KEYSTROKES = 60;

const { startDemoServer } = await import('../demo/api/server');
const base = await startDemoServer({ port: 0, dataDir: 'memory', testHooks: false, distDir: other });
const head = await startDemoServer({ port: 0, dataDir: 'memory', testHooks: false });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
const median = (xs: readonly number[]) => percentile(xs, 50);
try {
  const login = (server: { url: string }) => loadOnce(browser, `${server.url}/en/login.html`);
  const plain = () => loadOnce(browser, `${head.url}/en/login-plain.html`).then((s) => s.ms);
  // Unmeasured: warms both servers' compression caches and Chromium.
  await login(base);
  await login(head);
  await plain();
  const times = { other: [] as number[], this: [] as number[], plain: [] as number[] };
  // <mi-login>'s first render in the same loads (LoadSample.firstRenderMs): what a change to first-render code moves.
  const renders = { other: [] as number[], this: [] as number[] };
  // When the widget took the page over (LoadSample.takeoverMs): with a prerendered first screen, the field is usable
  // before that, and this is when the form can be sent.
  const takeovers = { other: [] as number[], this: [] as number[] };
  for (let i = 0; i < ROUNDS; i += 1) {
    const [other, mine] = [await login(base), await login(head)];
    times.other.push(other.ms);
    times.this.push(mine.ms);
    renders.other.push(other.firstRenderMs ?? NaN);
    renders.this.push(mine.firstRenderMs ?? NaN);
    takeovers.other.push(other.takeoverMs ?? NaN);
    takeovers.this.push(mine.takeoverMs ?? NaN);
    times.plain.push(await plain());
  }
  const diffs = times.this.map((ms, i) => ms - (times.other[i] ?? ms));
  const ratio = (xs: number[]) => (median(xs) / median(times.plain)).toFixed(2);
  console.log(`login page load, CPU 4x, ${SLOW_4G.latency} ms RTT, cold, ${ROUNDS} rounds (other build, this build, plain HTML):`);
  console.log(`  other build ${median(times.other).toFixed(0)} ms (${ratio(times.other)}x), this build ${median(times.this).toFixed(0)} ms (${ratio(times.this)}x), plain HTML ${median(times.plain).toFixed(0)} ms`);
  console.log(`  paired difference, this minus other: median ${median(diffs).toFixed(0)} ms; this build faster in ${diffs.filter((d) => d < 0).length} of ${ROUNDS}`);
  const renderDiffs = renders.this.map((ms, i) => ms - (renders.other[i] ?? ms));
  const takeoverDiffs = takeovers.this.map((ms, i) => ms - (takeovers.other[i] ?? ms));
  console.log(`  the widget took over (the form can be sent): other build ${median(takeovers.other).toFixed(0)} ms (${ratio(takeovers.other)}x), this build ${median(takeovers.this).toFixed(0)} ms (${ratio(takeovers.this)}x); paired median ${median(takeoverDiffs).toFixed(0)} ms, this build faster in ${takeoverDiffs.filter((d) => d < 0).length} of ${ROUNDS}`);
  console.log(`  <mi-login>'s first render (define: upgrade, connectedCallback, first render): other build ${median(renders.other).toFixed(0)} ms, this build ${median(renders.this).toFixed(0)} ms; paired median ${median(renderDiffs).toFixed(0)} ms, this build faster in ${renderDiffs.filter((d) => d < 0).length} of ${ROUNDS}`);

  const keys = { other: [] as number[], this: [] as number[], plain: [] as number[] };
  const scripts = { other: [] as number[], this: [] as number[] };
  for (let i = 0; i < KEY_ROUNDS; i += 1) {
    const [other, mine, plainField] = [await keystrokeLatencies(base.url, KEYSTROKES), await keystrokeLatencies(head.url, KEYSTROKES), await keystrokeLatencies(head.url, KEYSTROKES, PLAIN_FIELD)];
    keys.other.push(...other.keys);
    keys.this.push(...mine.keys);
    keys.plain.push(...plainField.keys);
    scripts.other.push(...other.script);
    scripts.this.push(...mine.script);
  }
  const show = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms`;
  console.log(`keystroke -> re-rendered field, registration step 1, CPU 4x, ${KEY_ROUNDS} rounds of ${KEYSTROKES} keys each, in turns:`);
  console.log(`  other build ${show(keys.other)}; this build ${show(keys.this)}; plain HTML field ${show(keys.plain)}`);
  console.log(`  the page's script (input event to the end of the microtasks its handlers queued): other build ${show(scripts.other)}; this build ${show(scripts.this)}`);
} finally {
  await browser.close();
  await base.close();
  await head.close();
}
process.exit(0);
