/**
 * A required page-config setting that is missing is reported once per page, not once per render:
 * the author sees one clear console error naming it, and the widget shows its own message instead of
 * made-up data. This module has no dependencies so the loader can use it without the config schema.
 */

// Kept on globalThis (not in module state) because the loader and the widget chunks are separate
// bundles: one page still logs each missing setting once.
const REPORTED = Symbol.for('mi-portal.missing-settings');

type Registry = { [REPORTED]?: Set<string> };

// True the first time a setting is reported on this page. Missing and refused share one set: a refused
// value is dropped, so the widget later finds it missing too, and the author should still read one error.
function firstReport(name: string): boolean {
  const registry = globalThis as Registry;
  const reported = (registry[REPORTED] ??= new Set<string>());
  if (reported.has(name)) return false;
  reported.add(name);
  return true;
}

/** Logs one console error naming a missing page-config setting (e.g. `captcha.provider`), once per page. */
export function reportMissingSetting(name: string): void {
  if (!firstReport(name)) return;
  console.error(`[mi-portal] the page config (#mi-portal-config) does not set "${name}"; the widget shows a message instead of it.`);
}

/**
 * Logs one console error naming a page-config setting whose value is refused (e.g. `pages.login` set
 * to an off-site URL) and what it must be, once per page. The caller drops the value.
 */
export function reportBadSetting(name: string, expected: string): void {
  if (!firstReport(name)) return;
  console.error(`[mi-portal] the page config (#mi-portal-config) sets "${name}" to a value it refuses; it must be ${expected}. The value is ignored.`);
}
