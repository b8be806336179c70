import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { renderUi } from '../test-utils';
import { Captcha } from './Captcha';
import type { Grecaptcha } from './loadRecaptcha';
import type { CaptchaHandle } from './types';

vi.mock('./loadAltcha', async (original) => ({
  ...(await original<typeof import('./loadAltcha')>()),
  loadAltcha: vi.fn(() => Promise.resolve()),
}));

afterEach(() => {
  delete window.grecaptcha;
  vi.restoreAllMocks();
});

function fakeGrecaptcha() {
  let params: Parameters<Grecaptcha['render']>[1] | undefined;
  const g = {
    render: vi.fn((_el: HTMLElement, p: Parameters<Grecaptcha['render']>[1]) => {
      params = p;
      return 7;
    }),
    reset: vi.fn(),
    getResponse: vi.fn(() => 'live-token'),
  };
  window.grecaptcha = g;
  return { g, params: () => params! };
}

describe('Captcha', () => {
  it('none renders nothing and reports the constant token', () => {
    const onChange = vi.fn();
    const { container } = renderUi(<Captcha provider="none" locale="en" value="" onChange={onChange} />);
    expect(container.innerHTML).toBe('');
    expect(onChange).toHaveBeenCalledWith('none');
  });

  it('without a provider says the verification is not configured, reports no token and logs the setting once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onChange = vi.fn();
    const { rerender } = renderUi(<Captcha provider={undefined} locale="fr" value="" onChange={onChange} id="cap" errors={['Requis']} />, 'fr');
    const group = screen.getByRole('group', { name: 'Vérification que vous n’êtes pas un robot' });
    const message = screen.getByText('La vérification n’est pas configurée sur cette page ; ce formulaire ne peut donc pas être envoyé.');
    expect(group.getAttribute('aria-describedby')).toBe(`${message.id} cap-error`);
    // Read as an error, as the field errors are.
    expect(message.textContent).toBe(`Erreur\u00a0: ${message.lastChild?.textContent}`);
    expect(message.querySelector('.mi-visually-hidden')?.textContent).toBe('Erreur\u00a0: ');
    expect(document.querySelector('altcha-widget')).toBeNull();
    rerender(<Captcha provider={undefined} locale="fr" value="" onChange={onChange} id="cap" errors={['Requis']} resetSignal={1} />);
    renderUi(<Captcha provider={undefined} locale="en" value="" onChange={onChange} />);
    // Rendering (wrapped in act) ran the effects: two widgets and a re-render still make one error.
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('"captcha.provider"');
    // The empty value stays empty, so the form's required captcha keeps blocking the submit.
    expect(onChange).not.toHaveBeenCalled();
  });

  it('recaptcha renders explicitly with the site key, reports the token and clears it on expiry', async () => {
    const { g, params } = fakeGrecaptcha();
    const onChange = vi.fn();
    const handle: { current: CaptchaHandle | null } = { current: null };
    renderUi(<Captcha provider="recaptcha" siteKey="site-123" locale="fr" value="" onChange={onChange} handleRef={handle} />);
    await waitFor(() => expect(g.render).toHaveBeenCalled());
    expect(params().sitekey).toBe('site-123');
    params().callback('tok');
    expect(onChange).toHaveBeenLastCalledWith('tok');
    params()['expired-callback']();
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(handle.current?.getResponse()).toBe('live-token');
    expect(g.getResponse).toHaveBeenCalledWith(7);
  });

  // The form empties the value itself when it resets the captcha, with its own message (expired, one try per
  // check): a '' reported then would be the user's change and replace that message with "required".
  it('recaptcha starts over when resetSignal changes, reporting nothing', async () => {
    const { g } = fakeGrecaptcha();
    const onChange = vi.fn();
    const { rerender } = renderUi(<Captcha provider="recaptcha" siteKey="k" locale="en" value="tok" onChange={onChange} resetSignal={0} />);
    await waitFor(() => expect(g.render).toHaveBeenCalled());
    rerender(<Captcha provider="recaptcha" siteKey="k" locale="en" value="" onChange={onChange} resetSignal={1} />);
    expect(g.reset).toHaveBeenCalledWith(7);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('altcha starts over when resetSignal changes, reporting nothing, not even from the reset’s statechange', async () => {
    const onChange = vi.fn();
    const props = { provider: 'altcha', challengeUrl: '/c', locale: 'en', onChange } as const;
    const { rerender } = renderUi(<Captcha {...props} value="" resetSignal={0} />);
    const widget = await waitFor(() => {
      const el = document.querySelector('altcha-widget');
      if (!el) throw new Error('no widget yet');
      return el;
    });
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'p4yl0ad' } }));
    expect(onChange).toHaveBeenCalledTimes(1);
    const reset = vi.fn(() => widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'unverified' } })));
    // An own property: another test file of the worker may have defined the real <altcha-widget> (its reset a getter).
    Object.defineProperty(widget, 'reset', { value: reset, configurable: true });
    rerender(<Captcha {...props} value="" resetSignal={1} />);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    // A token solved after the reset is reported as before.
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'again' } }));
    expect(onChange).toHaveBeenLastCalledWith('again');
  });

  it('altcha creates the widget with challenge, field name and language, and reports the verified payload', async () => {
    const onChange = vi.fn();
    renderUi(
      <Captcha provider="altcha" challengeUrl="/mi/api/captcha/challenge" locale="fr" value="" onChange={onChange} id="cap" errors={['Expired']} />,
      'fr',
    );
    const widget = await waitFor(() => {
      const el = document.querySelector('altcha-widget');
      if (!el) throw new Error('no widget yet');
      return el;
    });
    expect(widget.getAttribute('challenge')).toBe('/mi/api/captcha/challenge');
    expect(widget.getAttribute('name')).toBe('g-recaptcha-response');
    expect(widget.getAttribute('language')).toBe('fr-ca');
    // ALTCHA's required checkbox (drawn now or again later) is not reported invalid before it is touched.
    const box = widget.appendChild(document.createElement('div')).appendChild(Object.assign(document.createElement('input'), { type: 'checkbox', required: true }));
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('false'));
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verifying' } }));
    expect(onChange).not.toHaveBeenCalled();
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'p4yl0ad' } }));
    expect(onChange).toHaveBeenLastCalledWith('p4yl0ad');
    widget.dispatchEvent(new CustomEvent('expired'));
    expect(onChange).toHaveBeenLastCalledWith('');
    const group = screen.getByRole('group', { name: 'Vérification que vous n’êtes pas un robot' });
    expect(group.id).toBe('cap');
    expect(group.getAttribute('aria-describedby')).toBe('cap-error');
    expect(document.getElementById('cap-error')?.textContent).toBe('Erreur\u00a0: Expired');
  });
});
