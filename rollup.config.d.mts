// Types of rollup.config.mjs for scripts/build.ts and vitest.config.ts (the config itself stays plain JS, as rollup expects).
import type { Plugin, RollupOptions } from 'rollup';
declare const configs: RollupOptions[];
export default configs;
export function widgetInputs(): Record<string, string>;
export function loaderMessages(): Plugin;
export function widgetTable(): Plugin;
export function localeSectionTable(options?: { every?: boolean }): Plugin;
export function flowMessages(): Plugin;
