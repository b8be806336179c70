/** What `npm run build` must hand to an AEM project (runs after the build in `npm test`). */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isHashedChunk } from '../../demo/api/compress';
import { PLAIN_LOGIN_FILE } from '../../demo/site/plain-login';
import { ELEMENTS } from '../../widgets/manifest';

const read = (p: string) => readFileSync(`dist/${p}`, 'utf8');

describe('build output', () => {
  it('ships a loader that is a classic script (no top-level import/export) with every tag', () => {
    const loader = read('mi-portal.js');
    expect(loader).not.toMatch(/^\s*(import|export)\s/m);
    for (const el of ELEMENTS) expect(loader).toContain(el.tag);
    for (const el of ELEMENTS) expect(existsSync(`dist/widgets/${el.chunk}.js`)).toBe(true);
  });

  it('names every chunk and stylesheet as the demo server caches immutable ones (a rebuild changes the name)', () => {
    const chunks = readdirSync('dist/chunks').filter((f) => /\.(js|css)$/.test(f));
    expect(chunks.length).toBeGreaterThan(20);
    expect(chunks.filter((f) => !isHashedChunk(`dist/chunks/${f}`))).toEqual([]);
  });

  it('keeps the error pages out of every first render: they load when a call fails', () => {
    const graph = JSON.parse(read('chunk-graph.json')) as Record<string, { js: string[] }>;
    for (const el of ELEMENTS) {
      expect(graph[el.chunk]?.js.length, el.chunk).toBeGreaterThan(0);
      expect(graph[el.chunk]?.js.filter((f) => /\/FailureView-/.test(f)), el.chunk).toEqual([]);
    }
    expect(readdirSync('dist/chunks').filter((f) => /^FailureView-.*\.js$/.test(f))).toHaveLength(1);
  });

  it('keeps the submit engine out of every first render and off every static import: it loads with a form\'s first use', () => {
    const graph = JSON.parse(read('chunk-graph.json')) as Record<string, { js: string[] }>;
    for (const el of ELEMENTS) expect(graph[el.chunk]?.js.filter((f) => /\/submitEngine-/.test(f)), el.chunk).toEqual([]);
    const engine = readdirSync('dist/chunks').filter((f) => /^submitEngine-.*\.js$/.test(f));
    expect(engine).toHaveLength(1);
    // A chunk importing it statically would wait for its file before it could run (docs/flows.md).
    const files = [...readdirSync('dist/chunks').map((f) => `chunks/${f}`), ...readdirSync('dist/widgets').map((f) => `widgets/${f}`)].filter((f) => f.endsWith('.js'));
    const importers = files.filter((f) => new RegExp(`from\\s*"[./]*(chunks/)?${engine[0]!.replace('.', '\\.')}"`).test(read(f)));
    expect(importers).toEqual([]);
  });

  it("names each flow's message chunks in its own entry, not in the platform every page downloads", () => {
    const platform = readdirSync('dist/chunks').filter((f) => /^platform-.*\.js$/.test(f));
    expect(platform).toHaveLength(1);
    const named = (code: string) => [...code.matchAll(/"\.\.?\/(?:chunks\/)?(en|fr)-(\w+)-[\w-]+\.js"/g)].map((m) => `${m[1]}-${m[2]}`);
    expect(named(read(`chunks/${platform[0]}`)).sort()).toEqual(['en-codes', 'en-later', 'en-shared', 'fr-codes', 'fr-later', 'fr-shared']);
    expect(named(read('widgets/login.js')).sort()).toEqual(['en-login', 'en-loginLater', 'fr-login', 'fr-loginLater']);
  });

  it('keeps texts only some pages show out of the first-screen messages of the others', () => {
    const graph = JSON.parse(read('chunk-graph.json')) as Record<string, { en: string[]; fr: string[] }>;
    const firstScreenTexts = (chunk: string) => [...(graph[chunk]?.en ?? []), ...(graph[chunk]?.fr ?? [])].map(read).join('\n');
    // Registration's acknowledgement checkbox: its label is on registration's first screen, on no other page's.
    expect(firstScreenTexts('registration')).toMatch(/professional:\{label:/);
    for (const chunk of ['login', 'recovery', 'profile', 'contact', 'esign', 'email-prefs']) expect(firstScreenTexts(chunk), chunk).not.toMatch(/professional:\{/);
    // The internal-environment banner (localhost pages only) loads with its texts when the page config asks for it.
    for (const chunk of Object.keys(graph)) expect(firstScreenTexts(chunk), chunk).not.toMatch(/internal:\{title:/);
  });

  it("writes the account flows' later messages once, as one chunk each of their entries names", () => {
    const named = (code: string) => [...code.matchAll(/"\.\.?\/(?:chunks\/)?en-(\w+)-[\w-]+\.js"/g)].map((m) => m[1]);
    for (const chunk of ['profile', 'contact', 'esign', 'email-prefs']) expect(named(read(`widgets/${chunk}.js`)), chunk).toContain('accountLater');
    const later = readdirSync('dist/chunks').filter((f) => /^en-\w+Later-/.test(f)).map((f) => f.replace(/^en-(\w+)-.*$/, '$1')).sort();
    expect(later).toEqual(['accountLater', 'loginLater', 'recoveryLater', 'registrationLater']);
  });

  it('demo pages list the loader first, at high priority, then their flow\'s preloads (README, "Two round trips")', () => {
    for (const el of ELEMENTS) {
      // The widget's host page (the login page's tag holds its prerendered first screen), not the plain one.
      const page = readdirSync('dist/site/en')
        .filter((f) => f !== PLAIN_LOGIN_FILE)
        .map((f) => read(`site/en/${f}`))
        .find((html) => new RegExp(`<${el.tag}[ >]`).test(html));
      expect(page, el.tag).toBeDefined();
      const loader = page!.search(/<script (type="module" )?src="\/mi-portal\/mi-portal\.js"( defer)? fetchpriority="high"><\/script>/);
      const preloads = [...page!.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)];
      expect(loader, el.tag).toBeGreaterThan(0);
      expect(preloads.map((m) => m[1]), el.tag).toContain(`/mi-portal/widgets/${el.chunk}.js`);
      expect(preloads.every((m) => m.index! > loader), el.tag).toBe(true);
    }
  });

  it("writes <mi-login> with its first screen for a CMS login page, per language, as the demo's login pages hold it", () => {
    for (const [locale, send, noscript] of [
      ['en', 'Log in', 'JavaScript is turned off in this browser. Turn it on to log in.'],
      ['fr', 'Se connecter', 'JavaScript est désactivé dans ce navigateur. Activez-le pour vous connecter.'],
    ] as const) {
      const file = read(`prerendered/mi-login.${locale}.html`).trim();
      // What a browser with JavaScript off shows, then the element.
      const [, note, shell = ''] = new RegExp(`^<noscript><p lang="${locale}-CA">(.*)</p></noscript>(<mi-login class="mi-widget" lang="${locale}-CA">.*</mi-login>)$`).exec(file) ?? [];
      expect(note).toBe(noscript);
      expect(shell).toContain(`<button class="mi-button mi-button--primary" type="submit" disabled="">${send}</button>`);
      expect(shell).toContain('name="emailId"');
      expect(read(`site/${locale}/login.html`)).toContain(file);
      // The plain page's form is the same screen, sendable (it has no widget to wait for), and needs no note.
      const plain = read(`site/${locale}/${PLAIN_LOGIN_FILE}`);
      expect(plain).toContain(shell.replaceAll(' disabled=""', ''));
      expect(plain).not.toContain('<noscript>');
    }
  });

  it('has a Custom Elements Manifest entry with attributes and events for every tag', () => {
    const manifest = JSON.parse(read('custom-elements.json')) as { modules: Array<{ declarations: Array<{ tagName: string; events: Array<{ name: string }> }> }> };
    const declarations = manifest.modules.flatMap((m) => m.declarations);
    expect(declarations.map((d) => d.tagName).sort()).toEqual(ELEMENTS.map((e) => e.tag).sort());
    for (const d of declarations) expect(d.events.map((e) => e.name)).toContain('mi-step-change');
  });

  it('declares the tags for TypeScript and JSX', () => {
    const dts = read('mi-portal.d.ts');
    for (const el of ELEMENTS) {
      expect(dts).toContain(`'${el.tag}': ${el.className};`);
      expect(dts).toMatch(new RegExp(`'${el.tag}': \\{`));
    }
  });

  it('builds an AEM client library folder with its chunks as resources', () => {
    const root = 'clientlib/mi-portal';
    expect(read(`${root}/.content.xml`)).toMatch(/jcr:primaryType="cq:ClientLibraryFolder"[\s\S]*allowProxy="\{Boolean\}true"[\s\S]*categories="\[mi\.portal\]"/);
    expect(read(`${root}/js.txt`)).toContain('mi-portal.js');
    expect(read(`${root}/css.txt`)).toContain('mi-portal.css');
    for (const el of ELEMENTS) expect(existsSync(`dist/${root}/resources/widgets/${el.chunk}.js`)).toBe(true);
  });

  it('splits the stylesheet by need: a small base, each flow its own, the captcha with the captcha; all layered', () => {
    const base = read('mi-portal.css');
    expect(base).toMatch(/^@layer mi-portal\{/);
    expect(base).not.toMatch(/@import|altcha/);
    for (const prop of ['--mi-color-primary', '--mi-font-family', '--mi-radius', '--mi-focus-color', '--mi-color-error']) expect(base).toContain(`${prop}:`);
    // The loader's fallback page and the error pages are styled wherever a flow fails.
    expect(base).toContain('.mi-error-page');
    const graph = JSON.parse(read('chunk-graph.json')) as Record<string, { css: string[] }>;
    const flowSheets = ELEMENTS.flatMap((el) => graph[el.chunk]?.css ?? []);
    expect(flowSheets.length).toBeGreaterThan(3);
    for (const sheet of flowSheets) expect(read(sheet)).toMatch(/^@layer mi-portal\{/);
    expect(read('chunks/altcha/captcha.css')).toMatch(/^@layer mi-portal\.altcha\{[\s\S]*\.altcha[\s\S]*\}@layer mi-portal\{\.mi-captcha/);
    expect(existsSync('dist/clientlib/mi-portal/resources/chunks/altcha/captcha.css')).toBe(true);
  });
});
