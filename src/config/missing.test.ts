import { afterEach, describe, expect, it, vi } from 'vitest';
import { logSettingReports, reportBadSetting, reportMissingSetting, SETTING_EVENT } from './missing';

describe('setting reports', () => {
  afterEach(() => vi.restoreAllMocks());
  // tests/setup.ts listens on the page as the loader does (logSettingReports(document)).
  it('are logged by the loader, one console error per setting, missing and refused alike', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportBadSetting('pages.login', 'a path on this site');
    reportMissingSetting('pages.login');
    reportMissingSetting('support');
    reportMissingSetting('support');
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toContain('sets "pages.login" to a refused value, ignored; it must be a path on this site');
    expect(String(error.mock.calls[1]?.[0])).toContain('does not set "support"');
  });

  it('are the loader’s to log: a page whose listener stopped logs nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const doc = document.implementation.createHTMLDocument('page');
    const report = () => doc.dispatchEvent(new CustomEvent(SETTING_EVENT, { detail: ['captcha.provider'] }));
    const stop = logSettingReports(doc);
    report();
    expect(error).toHaveBeenCalledTimes(1);
    stop();
    report();
    const other = logSettingReports(doc);
    report();
    other();
    // A new listener (a new page) logs again; the stopped one stays silent.
    expect(error).toHaveBeenCalledTimes(2);
  });
});
