import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes dist/clientlib/mi-portal: an AEM client library folder. AEM concatenates the files of
 * js.txt/css.txt; the lazily loaded chunks go under resources/, which AEM serves as-is through
 * /etc.clientlibs (allowProxy), and the loader finds them through `data-chunk-base`.
 */
export function writeClientlib(dist: string): void {
  const root = join(dist, 'clientlib', 'mi-portal');
  mkdirSync(join(root, 'js'), { recursive: true });
  mkdirSync(join(root, 'css'), { recursive: true });
  mkdirSync(join(root, 'resources'), { recursive: true });
  writeFileSync(
    join(root, '.content.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>
<jcr:root xmlns:cq="http://www.day.com/jcr/cq/1.0" xmlns:jcr="http://www.jcp.org/jcr/1.0"
    jcr:primaryType="cq:ClientLibraryFolder"
    allowProxy="{Boolean}true"
    categories="[mi.portal]"/>
`,
  );
  cpSync(join(dist, 'mi-portal.js'), join(root, 'js', 'mi-portal.js'));
  cpSync(join(dist, 'mi-portal.css'), join(root, 'css', 'mi-portal.css'));
  for (const folder of ['widgets', 'chunks']) if (existsSync(join(dist, folder))) cpSync(join(dist, folder), join(root, 'resources', folder), { recursive: true });
  // The chunk graph names each flow's hashed files: what a page component lists as <link rel="modulepreload">.
  if (existsSync(join(dist, 'chunk-graph.json'))) cpSync(join(dist, 'chunk-graph.json'), join(root, 'resources', 'chunk-graph.json'));
  writeFileSync(join(root, 'js.txt'), '#base=js\nmi-portal.js\n');
  writeFileSync(join(root, 'css.txt'), '#base=css\nmi-portal.css\n');
}
