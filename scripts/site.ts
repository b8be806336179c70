import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderGallery } from '../demo/site/gallery';
import { HOST_PAGES, renderHostPage } from '../demo/site/pages';
import { LOCALES } from '../src/i18n/locale';

/** Writes the demo host pages (both languages) and the demo's own assets into dist/site. */
export function writeSite(dist: string, token = process.env.DEMO_TOKEN ?? 'demo-token'): void {
  const root = join(dist, 'site');
  for (const locale of LOCALES) {
    mkdirSync(join(root, locale), { recursive: true });
    for (const page of HOST_PAGES) writeFileSync(join(root, locale, page.file), renderHostPage(page, locale, token));
  }
  cpSync('demo/site/assets', join(root, 'demo'), { recursive: true });
  writeFileSync(join(root, 'demo', 'gallery.html'), renderGallery());
}
