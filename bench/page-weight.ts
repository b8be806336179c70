import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** Every file a widget entry loads statically (itself and its static imports, transitively). */
export function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.\.?\/[^"']+)["']/g)) {
      visit(normalize(join(dirname(file), match[1]!)));
    }
  };
  visit(entry);
  return [...seen];
}
