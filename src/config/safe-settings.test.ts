import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig, termsPageUrl } from './config';
import { isSafePageTemplate, isSafePerfLoginUrl } from './safe-settings';

// Each test names its own settings: the once-per-page registry lives on globalThis for the whole file.
afterEach(() => {
  vi.restoreAllMocks();
});

const offSitePages = [
  'https://evil.example/login',
  'http://evil.example/',
  '//evil.example/{locale}/login.html',
  '/\\evil.example/',
  '\\\\evil.example',
  '/{locale}/..//evil.example',
  '/%2F%2Fevil.example',
  'javascript:alert(1)',
  'login.html',
  '{locale}/login.html',
  '/\t/evil.example',
  ' /en/login.html',
];

describe('page links the config may name', () => {
  it('accepts same-origin paths, with or without {locale}', () => {
    for (const path of ['/{locale}/login.html', '/en/', '/', '/{locale}/a/{locale}.html?x=1', '/fr/profile.html']) {
      expect(isSafePageTemplate(path), path).toBe(true);
    }
  });

  it.each(offSitePages)('refuses the page %j', (path) => {
    expect(isSafePageTemplate(path)).toBe(false);
  });

  it('accepts an https performance login link, {locale} included, and refuses anything else', () => {
    expect(isSafePerfLoginUrl('https://perf.example.com/{locale}/login.html')).toBe(true);
    for (const url of ['http://perf.example.com/', '/en/login.html', '//perf.example.com/', 'javascript:alert(1)', 'https://user:pw@perf.example.com/', 'https:///x', 'https://perf.example.com/\t', 'https:\\\\evil.example']) {
      expect(isSafePerfLoginUrl(url), url).toBe(false);
    }
  });
});

describe('parseConfig and unsafe page links', () => {
  it('drops an off-site page and names it in one console error, keeping the good pages', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = parseConfig({ pages: { login: 'https://evil.example/login', registration: '/{locale}/registration.html' } });
    expect(config.pages).toEqual({ registration: '/{locale}/registration.html' });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('"pages.login"');
    // Parsed again (another bundle, another read): still one error on the page.
    parseConfig({ pages: { login: 'https://evil.example/login' } });
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('treats a refused terms page as absent, with no second "missing" error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = parseConfig({ pages: { terms: '//evil.example/terms' } });
    expect(termsPageUrl(config, 'fr')).toBeUndefined();
    const { reportMissingSetting } = await import('./missing');
    reportMissingSetting('pages.terms');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('"pages.terms"');
  });

  it('never hands out an off-site terms page even from a config that skipped parseConfig', () => {
    expect(termsPageUrl({ pages: { terms: 'https://evil.example/terms' } }, 'en')).toBeUndefined();
    expect(termsPageUrl({ pages: { terms: '/{locale}/terms.html' } }, 'fr')).toBe('/fr/terms.html');
  });

  it('drops a performance login link that is not https, keeps an https one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseConfig({ perfLoginUrl: 'http://perf.example.com/login' }).perfLoginUrl).toBe('');
    expect(String(error.mock.calls[0]?.[0])).toContain('"perfLoginUrl"');
    expect(parseConfig({ perfLoginUrl: 'https://perf.example.com/{locale}/login' }).perfLoginUrl).toBe('https://perf.example.com/{locale}/login');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('puts an off-site home path back to the default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseConfig({ homePath: '//evil.example/' }).homePath).toBe('/{locale}/');
    expect(String(error.mock.calls[0]?.[0])).toContain('"homePath"');
  });

  it('says nothing about a config whose links are all same-origin, and drops an empty page silently', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = parseConfig({ pages: { login: '/{locale}/login.html', contact: '' }, homePath: '/{locale}/home.html' });
    expect(config.pages).toEqual({ login: '/{locale}/login.html' });
    expect(error).not.toHaveBeenCalled();
  });
});
