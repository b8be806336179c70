import { describe, expect, it, vi } from 'vitest';

// The module caches plain texts per table: each test starts from fresh modules and its own plan.
async function withLater(later: Record<string, unknown>) {
  vi.resetModules();
  vi.doMock('virtual:locale-sections', () => ({
    tagSections: { 'mi-x': ['x'] },
    tagLater: { 'mi-x': ['xLater'] },
    sections: { en: { xLater: () => Promise.resolve({ default: later }), codes: () => Promise.resolve({ default: {} }) }, fr: {} },
  }));
  const deferred = await import('./deferredMessages');
  const { createTranslator } = await import('./translator');
  return { ...deferred, createTranslator };
}

describe('translator', () => {
  it('gives the same text for a key asked for again, with and without parameters', async () => {
    const { createTranslator } = await withLater({});
    const t = createTranslator('en', { a: { title: 'Title' }, greet: 'Hello {{name}}', count: { one: '{{count}} error', other: '{{count}} errors' } });
    expect(t.t('a.title')).toBe('Title');
    expect(t.t('a.title')).toBe('Title');
    expect(t.t('greet', { name: 'Ana' })).toBe('Hello Ana');
    expect(t.t('greet', { name: 'Bo' })).toBe('Hello Bo');
    expect(t.t('count', { count: 1 })).toBe('1 error');
    expect(t.t('count', { count: 2 })).toBe('2 errors');
    // A missing key shows itself, every time.
    expect(t.t('a.nope')).toBe('a.nope');
    expect(t.t('a.nope')).toBe('a.nope');
  });

  it('forgets what it worked out once more messages land', async () => {
    const { createTranslator, registerWidget, loadLaterMessages } = await withLater({ a: { title: 'Newer title', later: 'Later' } });
    registerWidget('en', 'mi-x');
    const t = createTranslator('en', { a: { title: 'Title' } });
    expect(t.t('a.title')).toBe('Title');
    await loadLaterMessages();
    expect(t.t('a.title')).toBe('Newer title');
    expect(t.t('a.later')).toBe('Later');
  });
});
