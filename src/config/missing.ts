/**
 * A page-config setting that is missing or refused is reported once per page, not once per render: the author
 * reads one console error naming it, and the widget shows its own message instead of made-up data (or drops the
 * refused value). The widget chunks only announce a report (an event on the document); the loader, which every
 * page has, words it and remembers what it already logged. So the chunks carry neither the texts nor the page's
 * list, and the loader and the chunks share no code (issue 10). This module has no dependencies: the loader
 * uses it without the config schema.
 */
export const SETTING_EVENT = 'mi-portal-setting';

/** A report: the setting's name (e.g. `captcha.provider`), and what its value must be when it was refused. */
type SettingReport = [name: string, expected?: string];

function announce(report: SettingReport): void {
  document.dispatchEvent(new CustomEvent<SettingReport>(SETTING_EVENT, { detail: report }));
}

/** Reports a missing page-config setting (e.g. `captcha.provider`): one console error naming it, once per page. */
export function reportMissingSetting(name: string): void {
  announce([name]);
}

/**
 * Reports a page-config setting whose value is refused (e.g. `pages.login` set to an off-site URL) and what it
 * must be: one console error, once per page. The caller drops the value.
 */
export function reportBadSetting(name: string, expected: string): void {
  announce([name, expected]);
}

/**
 * The loader's side: logs each reported setting once. Missing and refused share one list: a refused value is
 * dropped, so the widget later finds it missing too, and the author should still read one error. Returns what
 * stops listening (tests).
 */
export function logSettingReports(doc: Document): () => void {
  const reported = new Set<string>();
  const log = (event: Event) => {
    const [name, expected] = (event as CustomEvent<SettingReport>).detail;
    if (reported.has(name)) return;
    reported.add(name);
    console.error(
      `[mi-portal] the page config (#mi-portal-config) ${expected === undefined ? `does not set "${name}"; the widget shows a message instead` : `sets "${name}" to a refused value, ignored; it must be ${expected}`}.`,
    );
  };
  doc.addEventListener(SETTING_EVENT, log);
  return () => doc.removeEventListener(SETTING_EVENT, log);
}
