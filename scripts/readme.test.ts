import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../demo/api/seed-accounts';

const readme = readFileSync('README.md', 'utf8');
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };

describe('README stays true', () => {
  it('lists every seeded demo account with its password', () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const line = readme.split('\n').find((l) => l.startsWith(`| ${account.email} |`));
      expect(line, account.email).toBeDefined();
      expect(line).toContain(account.password ?? '(none)');
    }
  });
  it('documents every npm script', () => {
    for (const name of Object.keys(pkg.scripts)) {
      const documented = [`npm ${name}`, `npm run ${name}`, `\`${name}\``].some((form) => readme.includes(form));
      expect(documented, name).toBe(true);
    }
  });
  it('gives the two commands of a fresh machine', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});
