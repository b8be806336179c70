/**
 * A required page-config setting that is missing is reported once per page, not once per render:
 * the author sees one clear console error naming it, and the widget shows its own message instead of
 * made-up data. This module has no dependencies so the loader can use it without the config schema.
 */

// Kept on globalThis (not in module state) because the loader and the widget chunks are separate
// bundles: one page still logs each missing setting once.
const REPORTED = Symbol.for('mi-portal.missing-settings');

type Registry = { [REPORTED]?: Set<string> };

/** Logs one console error naming a missing page-config setting (e.g. `captcha.provider`), once per page. */
export function reportMissingSetting(name: string): void {
  const registry = globalThis as Registry;
  const reported = (registry[REPORTED] ??= new Set<string>());
  if (reported.has(name)) return;
  reported.add(name);
  console.error(`[mi-portal] the page config (#mi-portal-config) does not set "${name}"; the widget shows a message instead of it.`);
}
