import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(resolve(process.cwd(), 'src/styles/mi-portal.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** Splits the sheet into its top-level statements by brace depth. */
function topLevel(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) {
        out.push(text.slice(start, i + 1).trim());
        start = i + 1;
      }
    } else if (ch === ';' && depth === 0) {
      out.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  expect(depth).toBe(0);
  return out.filter(Boolean);
}

describe('mi-portal.css', () => {
  it('puts every rule in the mi-portal layer (imports in sub-layers)', () => {
    const statements = topLevel(css);
    for (const s of statements) expect(s.startsWith('@layer mi-portal {') || /^@import .* layer\(mi-portal\.[a-z]+\);$/.test(s)).toBe(true);
    expect(statements.filter((s) => s.startsWith('@layer mi-portal {'))).toHaveLength(1);
  });

  it('imports the altcha stylesheet copied by the build', () => {
    expect(css).toMatch(/@import url\("altcha\.css"\) layer\(mi-portal\.altcha\);/);
  });

  it('prefixes every class with mi- (ALTCHA classes only inside .mi-captcha)', () => {
    // Overrides of the third-party widget's markup are scoped under our captcha wrapper.
    const scoped = css.replace(/\.mi-captcha\s+\.altcha-[\w-]+/g, '.mi-captcha');
    const classes = [...scoped.matchAll(/(?<![\w-])\.([a-zA-Z][\w-]*)/g)].map((m) => m[1] ?? '');
    expect(classes.length).toBeGreaterThan(50);
    expect(classes.filter((c) => !c.startsWith('mi-') && c !== 'css')).toEqual([]);
  });

  it('is themable through custom properties', () => {
    for (const prop of ['--mi-color-primary', '--mi-font-family', '--mi-radius', '--mi-focus-color', '--mi-color-error']) {
      expect(css).toContain(`${prop}:`);
      expect(css).toContain(`var(${prop})`);
    }
  });

  it('has a centred layout, a profile layout with a menu, and visible focus', () => {
    expect(css).toContain('.mi-layout-centred');
    expect(css).toContain('.mi-layout-profile');
    expect(css).toContain('.mi-menu');
    expect(css).toMatch(/:focus-visible[\s\S]*?box-shadow: 0 0 0 3px var\(--mi-focus-color\)/);
  });
});
