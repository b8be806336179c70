import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { Http } from '../api/http';
import type { MessageTable } from './translator';

// The module keeps what it loaded for the page's life: each test starts from a fresh copy.
async function fresh() {
  vi.resetModules();
  const codes = await import('./deferredMessages');
  const { createTranslator } = await import('./translator');
  const { createApi } = await import('../api/client');
  const { loginCall } = await import('../contract/session');
  return { ...codes, createTranslator, createApi, loginCall };
}

const en = JSON.parse(readFileSync('locales/en.json', 'utf8')) as { errors: { codes: Record<string, string> } };
/** A page's own messages without the codes' (what the build's message chunks give a page). */
const pageTable: MessageTable = { ui: { busy: 'Sending' }, errors: { fields: { email: { required: 'Enter your email address' } } } };
const answering = (data: unknown) => (async () => ({ ok: true, data, status: 200 })) as unknown as Http;

describe('the server codes’ messages', () => {
  it('load with the first answer carrying a code, before the caller sees it', async () => {
    const { createApi, createTranslator, codesLanded, loginCall } = await fresh();
    const t = createTranslator('en', pageTable);
    expect(codesLanded('en')).toBe(false);
    const result = await createApi(answering({ result: 'failure', errCode: 'login001' }), 'en').call(loginCall, { emailId: 'a@b.ca', password: 'Secret123' });
    expect(result.ok).toBe(true);
    expect(codesLanded('en')).toBe(true);
    expect(t.t('errors.codes.login001')).toBe(en.errors.codes.login001);
    // The page's own messages are still there.
    expect(t.t('errors.fields.email.required')).toBe('Enter your email address');
  });

  it('load with a failed call (the generic message), and not with a clean answer', async () => {
    const { createApi, codesLanded, loginCall } = await fresh();
    const failing = (async () => ({ ok: false, failure: { kind: 'network', details: 'down' } })) as unknown as Http;
    await createApi(answering({ result: 'success' }), 'fr').call(loginCall, { emailId: 'a@b.ca', password: 'Secret123' });
    await createApi(answering({ loggedIn: false }), 'fr').call(loginCall, { emailId: 'a@b.ca', password: 'Secret123' });
    expect(codesLanded('fr')).toBe(false);
    await createApi(failing, 'fr').call(loginCall, { emailId: 'a@b.ca', password: 'Secret123' });
    expect(codesLanded('fr')).toBe(true);
    expect(codesLanded('en')).toBe(false);
  });

  it('are asked for by a translator that shows a code before any call, and the widget roots hear when they land', async () => {
    const { createTranslator, onDeferredMessages } = await fresh();
    const t = createTranslator('en', pageTable);
    const landed = new Promise<void>((resolve) => onDeferredMessages(resolve));
    // Not there yet: an empty text rather than the key, for the moment it takes.
    expect(t.t('errors.codes.reg005')).toBe('');
    await landed;
    expect(t.t('errors.codes.reg005')).toBe(en.errors.codes.reg005);
    expect(t.has('errors.codes.reg005')).toBe(true);
    // A key missing from both still shows itself.
    expect(t.t('errors.codes.nope')).toBe('errors.codes.nope');
    expect(t.t('ui.nope')).toBe('ui.nope');
  });
});

describe("a flow's texts past its first screen", () => {
  // The build's plan for a made-up widget: its page has `x.first`, its later chunks `x.later` and `ui.later`.
  let failNext = false;
  async function withPlan() {
    vi.resetModules();
    const chunk = (table: MessageTable) => () => (failNext ? ((failNext = false), Promise.reject(new Error('offline'))) : Promise.resolve({ default: table }));
    vi.doMock('virtual:locale-sections', () => ({
      tagSections: { 'mi-x': ['x'] },
      tagLater: { 'mi-x': ['later', 'xLater'] },
      sections: {
        en: { shared: chunk({}), x: chunk({ x: { first: 'First' } }), later: chunk({ ui: { later: 'Common later' } }), xLater: chunk({ x: { later: 'Later' } }), codes: chunk({}) },
        fr: { shared: chunk({}), x: chunk({ x: { first: 'Premier' } }), later: chunk({ ui: { later: 'Commun' } }), xLater: chunk({ x: { later: 'Plus tard' } }), codes: chunk({}) },
      },
    }));
    const deferred = await import('./deferredMessages');
    const { createTranslator } = await import('./translator');
    return { ...deferred, createTranslator };
  }

  it('load for the widgets on the page, in their language, and merge into their translator', async () => {
    const { registerWidget, loadLaterMessages, laterPending, createTranslator } = await withPlan();
    registerWidget('fr', 'mi-x');
    const t = createTranslator('fr', { x: { first: 'Premier' } });
    expect(laterPending('fr')).toBe(true);
    expect(laterPending('en')).toBe(false);
    await loadLaterMessages();
    expect(laterPending('fr')).toBe(false);
    expect(t.t('x.later')).toBe('Plus tard');
    expect(t.t('ui.later')).toBe('Commun');
    expect(t.t('x.first')).toBe('Premier');
  });

  it('come with the code that shows them (withLaterMessages waits for both)', async () => {
    const { registerWidget, withLaterMessages, laterPending } = await withPlan();
    registerWidget('en', 'mi-x');
    const view = await withLaterMessages(() => Promise.resolve({ View: 'later view' }))();
    expect(view).toEqual({ View: 'later view' });
    expect(laterPending('en')).toBe(false);
  });

  it('shown before they landed: an empty text and an error naming the key, then the text once they land', async () => {
    const { registerWidget, onDeferredMessages, createTranslator } = await withPlan();
    registerWidget('en', 'mi-x');
    const t = createTranslator('en', { x: { first: 'First' } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const landed = new Promise<void>((resolve) => onDeferredMessages(resolve));
    expect(t.t('x.later')).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"x.later"'));
    error.mockRestore();
    await landed;
    await Promise.resolve();
    expect(t.t('x.later')).toBe('Later');
    // A key that is nowhere still shows itself once nothing is pending.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.t('x.nope')).toBe('x.nope');
  });

  it('reject when a chunk cannot load, and load again on the next ask', async () => {
    const { registerWidget, loadLaterMessages, laterPending } = await withPlan();
    registerWidget('en', 'mi-x');
    failNext = true;
    await expect(loadLaterMessages()).rejects.toThrow('offline');
    expect(laterPending('en')).toBe(true);
    await loadLaterMessages();
    expect(laterPending('en')).toBe(false);
  });
});
