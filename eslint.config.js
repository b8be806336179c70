// ESLint 9 flat config, run by `npm run lint` inside `npm test`.
// typescript-eslint's recommended set without type information: the type-aware set took over 60 s on
// this 2-core machine (tsc --noEmit already checks types), this one about 20 s.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The src/ folders. Bundle code imports the file that holds a thing, never a folder's index.ts: a deep
// path keeps each chunk to what it uses and shows the real dependency graph. The demo API (node, not
// bundled) reaches the shared contract and form rules through src/contract and src/forms index.ts.
const SRC_FOLDERS = 'api|config|contract|element|features|flow|forms|i18n|router|runtime|styles|ui';
const BARREL = 'Import the file that defines it (a deep path), not a folder index.';
const barrelImports = [
  { regex: `^(\\.\\./)+(src/)?(${SRC_FOLDERS})/?$`, message: BARREL },
  { regex: '(^|/)index(\\.tsx?)?$', message: BARREL },
];
// Files directly in src/ (entry.ts, loader.ts) reach a folder as './router'; elsewhere './x' is a file.
const rootBarrelImports = { regex: `^\\./(${SRC_FOLDERS})/?$`, message: BARREL };
const widgetImports = {
  regex: '(^|/)widgets(/|$)',
  message: 'src/ is the platform under the widgets: nothing in src/ imports widgets/.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'bench/results/**', '.demo-data/**', '.test-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // An error, checked on useLoad's calls too (it keys its call by `deps` like useEffect). The few
      // effects keyed on purpose (by route and query, or run once when a state turns) say so where they are.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useLoad$' }],
      // `interface X extends Y {}` merges Y into a global map (src/element/events.ts types the DOM's event maps).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // A leading underscore marks a parameter or binding kept for its position or to leave it out of a rest.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['widgets/**', 'tests/**', 'scripts/**', 'bench/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: barrelImports }] },
  },
  {
    files: ['src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...barrelImports, widgetImports] }] },
  },
  {
    files: ['src/*'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...barrelImports, rootBarrelImports, widgetImports] }] },
  },
);
