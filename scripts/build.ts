/**
 * `npm run build`: rollup (widgets, their stylesheets split by need, the loader), then ALTCHA's workers,
 * the Custom Elements Manifest, the tag type declarations and the AEM client library folder.
 */
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rollup, type RollupOptions, type OutputOptions } from 'rollup';
import configs from '../rollup.config.mjs';
import { customElementsManifest, tagDeclarations, widgetEvents } from './manifest';
import { writeClientlib } from './clientlib';
import { loginShell, writeSite } from './site';
import { LOCALES } from '../src/i18n/locale';

const DIST = 'dist';

async function bundle(): Promise<void> {
  for (const config of configs as RollupOptions[]) {
    const build = await rollup({
      ...config,
      onwarn(warning, warn) {
        // Circular re-exports inside preact/compat and dynamic imports of computed URLs are expected.
        if (warning.code === 'CIRCULAR_DEPENDENCY' || warning.code === 'THIS_IS_UNDEFINED') return;
        warn(warning);
      },
    });
    const outputs = Array.isArray(config.output) ? config.output : [config.output as OutputOptions];
    for (const output of outputs) await build.write(output);
    await build.close();
  }
}

/** ALTCHA's proof-of-work workers, next to the chunk that starts them (see src/ui/captcha/loadAltcha.ts). */
function altchaWorkers(): void {
  const target = join(DIST, 'chunks', 'altcha');
  mkdirSync(target, { recursive: true });
  for (const file of ['sha.js', 'pbkdf2.js']) cpSync(join('node_modules/altcha/dist/workers', file), join(target, file));
}

/**
 * `<mi-login>` holding its first screen, per language, for a CMS login page to write in place of the empty tag
 * (README, "Embedding"): the demo's page config's links, which a site with other page paths changes.
 */
function prerendered(): void {
  mkdirSync(join(DIST, 'prerendered'), { recursive: true });
  for (const locale of LOCALES) writeFileSync(join(DIST, 'prerendered', `mi-login.${locale}.html`), `${loginShell(locale, 'demo-token')}\n`);
}

const started = Date.now();
rmSync(DIST, { recursive: true, force: true });
mkdirSync(DIST, { recursive: true });
await bundle();
altchaWorkers();
const events = widgetEvents();
writeFileSync(join(DIST, 'custom-elements.json'), JSON.stringify(customElementsManifest(events), null, 2));
writeFileSync(join(DIST, 'mi-portal.d.ts'), tagDeclarations(events));
writeClientlib(DIST);
writeSite(DIST);
prerendered();
const files = readdirSync(DIST, { recursive: true }).length;
console.log(`built ${files} files into ${DIST}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
