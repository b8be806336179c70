/**
 * Builds the login flow twice with the same rollup settings: on preact (what we ship) and on
 * real react + react-dom 18, to report what the compat layer saves. Output goes to a temp folder.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { rollup } from 'rollup';
import { total, type Size } from './sizes';

/** The element helper on react-dom (as @r2wc/react-to-web-component does) instead of preact's render. */
function swapDefine() {
  const target = resolve('src/element/define.tsx');
  return {
    name: 'swap-define',
    resolveId(source: string, importer: string | undefined) {
      if (!importer || !/(^|\/)define$/.test(source)) return null;
      return resolve(dirname(importer), `${source}.tsx`) === target ? resolve('bench/react-define.mjs') : null;
    },
  };
}

async function buildWith(react: 'preact' | 'react'): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), `mi-bench-${react}-`));
  const entries =
    react === 'preact'
      ? [
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react$/, replacement: 'preact/compat' },
        ]
      : [
          { find: /^react-dom\/client$/, replacement: 'real-react-dom/client' },
          { find: /^react-dom$/, replacement: 'real-react-dom' },
          { find: /^react\/jsx-runtime$/, replacement: 'real-react/jsx-runtime' },
          { find: /^react$/, replacement: 'real-react' },
          // Our components use preact's hooks and JSX; route them to React for the comparison.
          { find: /^preact\/hooks$/, replacement: 'real-react' },
          { find: /^preact\/jsx-runtime$/, replacement: 'real-react/jsx-runtime' },
          { find: /^preact\/compat$/, replacement: 'real-react' },
          { find: /^preact$/, replacement: 'real-react' },
        ];
  const build = await rollup({
    input: { login: 'widgets/login/element.ts' },
    onwarn: () => undefined,
    plugins: [
      ...(react === 'react' ? [swapDefine()] : []),
      alias({ entries }),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ exportConditions: ['browser'], extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
      commonjs(),
      json(),
      typescript({ tsconfig: './tsconfig.json', noEmitOnError: false, noCheck: true, include: ['src/**/*', 'widgets/**/*', 'locales/**/*'] }),
      terser({ format: { comments: false } }),
    ],
  });
  await build.write({ dir: out, format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' });
  await build.close();
  return out;
}

/** Login flow + everything it imports statically (locales excluded), on each renderer. */
export async function compareRenderers(): Promise<{ preact: Size; react: Size }> {
  const result: Record<string, Size> = {};
  for (const kind of ['preact', 'react'] as const) {
    const dir = await buildWith(kind);
    const files = readdirSync(dir).filter((f) => !/^(en|fr|altcha)[-.]/.test(f)).map((f) => join(dir, f));
    result[kind] = total(`login on ${kind}`, files);
    rmSync(dir, { recursive: true, force: true });
  }
  return { preact: result.preact!, react: result.react! };
}
