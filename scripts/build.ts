/**
 * `npm run build`: rollup (widgets + loader), then the stylesheet, the Custom Elements Manifest,
 * the tag type declarations and the AEM client library folder.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rollup, type RollupOptions, type OutputOptions } from 'rollup';
import configs from '../rollup.config.mjs';
import { customElementsManifest, tagDeclarations } from './manifest';
import { writeClientlib } from './clientlib';
import { writeSite } from './site';

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

function stylesheet(): void {
  const parts = ['src/styles/mi-portal.css'].filter(existsSync).map((f) => readFileSync(f, 'utf8'));
  writeFileSync(join(DIST, 'mi-portal.css'), parts.join('\n'));
  // The ALTCHA widget's own stylesheet (its "external" build injects no inline <style>, which CSP forbids).
  const altchaCss = 'node_modules/altcha/dist/external/altcha.css';
  if (existsSync(altchaCss)) cpSync(altchaCss, join(DIST, 'altcha.css'));
}

const started = Date.now();
rmSync(DIST, { recursive: true, force: true });
mkdirSync(DIST, { recursive: true });
await bundle();
stylesheet();
writeFileSync(join(DIST, 'custom-elements.json'), JSON.stringify(customElementsManifest(), null, 2));
writeFileSync(join(DIST, 'mi-portal.d.ts'), tagDeclarations());
writeClientlib(DIST);
writeSite(DIST);
const files = readdirSync(DIST, { recursive: true }).length;
console.log(`built ${files} files into ${DIST}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
