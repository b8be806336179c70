import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle, testConfig } from '../../../tests/harness/flow';
import type { PageConfig } from '../../config/config';
import { WidgetRoot } from '../../element/WidgetRoot';
import { DeferredFormCaptcha } from './DeferredFormCaptcha';
import type { FormCaptchaControl } from './useFormCaptcha';

vi.mock('../../ui/captcha/loadAltcha', async (original) => ({
  ...(await original<typeof import('../../ui/captcha/loadAltcha')>()),
  loadAltcha: vi.fn(() => Promise.resolve()),
}));

const control: FormCaptchaControl = { on: true, resetSignal: 0, handleRef: { current: null }, reset: () => {}, fresh: () => true, refused: () => false };
// The first import of the captcha's chunk in a worker transforms its modules: over 1 s on a busy 2-core machine.
const LAZY_LOAD = { timeout: 5000 };
const ALTCHA = testConfig({ captcha: { provider: 'altcha', siteKey: '', challengeUrl: '/c' } });

function renderForm(config: PageConfig, onValue = vi.fn(), value = '') {
  const host = document.createElement('mi-registration');
  document.body.append(host);
  render(
    <WidgetRoot host={host} config={config}>
      <form>
        <input name="firstName" aria-label="First name" />
        <DeferredFormCaptcha field={{ id: 'reg-captcha', name: 'g-recaptcha-response', label: '', value, onValue, errors: [] }} captcha={control} />
      </form>
    </WidgetRoot>,
    { container: host },
  );
  return { host, onValue };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('DeferredFormCaptcha', () => {
  it('is the named captcha group, loading, until the form is first used; then the widget comes', async () => {
    const { host } = renderForm(ALTCHA);
    // Waited for, not read after a fixed settle: on a busy machine the widget's messages can take longer.
    const group = await screen.findByRole('group', { name: 'Verification that you are not a robot' });
    // The error summary links to the field's id and moves focus there: the waiting box is that target.
    expect(group.id).toBe('reg-captcha');
    expect(group.getAttribute('tabindex')).toBe('-1');
    expect(group.textContent).toContain('Loading');
    await settle();
    expect(host.querySelector('altcha-widget')).toBeNull();
    fireEvent.focusIn(screen.getByRole('textbox', { name: 'First name' }));
    await waitFor(() => expect(host.querySelector('altcha-widget')).not.toBeNull(), LAZY_LOAD);
    expect(screen.getByRole('group', { name: 'Verification that you are not a robot' }).id).toBe('reg-captcha');
  });

  it('loads when it nears the viewport, before any use', async () => {
    let seen: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const observe = vi.fn();
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        seen = callback;
      }
      observe = observe;
      disconnect() {}
    });
    const { host } = renderForm(ALTCHA);
    await waitFor(() => expect(observe).toHaveBeenCalledWith(screen.getByRole('group')));
    seen?.([{ isIntersecting: false }]);
    await settle();
    expect(host.querySelector('altcha-widget')).toBeNull();
    seen?.([{ isIntersecting: true }]);
    await waitFor(() => expect(host.querySelector('altcha-widget')).not.toBeNull(), LAZY_LOAD);
    vi.unstubAllGlobals();
  });

  it("with the captcha off ('none') renders nothing, loads nothing and reports the constant token at once", async () => {
    const { host, onValue } = renderForm(testConfig({ captcha: { provider: 'none', siteKey: '', challengeUrl: '/c' } }));
    await settle();
    expect(onValue).toHaveBeenCalledWith('none');
    expect(host.querySelector('.mi-captcha')).toBeNull();
  });
});
