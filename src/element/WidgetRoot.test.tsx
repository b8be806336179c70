import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useT } from '../i18n/context';
import * as messages from '../i18n/messages';
import { testConfig } from '../../tests/harness/flow';
import { WidgetRoot } from './WidgetRoot';

function Heading() {
  const { t } = useT();
  return <h1>{t('routes.login')}</h1>;
}

afterEach(() => vi.restoreAllMocks());

describe('WidgetRoot', () => {
  it('asks for its messages as it mounts, not after the next frame, and shows the flow once they are in', async () => {
    const load = vi.spyOn(messages, 'loadMessages');
    const host = document.createElement('mi-login');
    document.body.append(host);
    const box = document.createElement('div');
    host.append(box);
    // preact's render without act(): effects wait for the next frame (a microtask in tests/setup.ts), layout
    // effects run before render() returns. A paint between mount and the messages would show "loading".
    render(<WidgetRoot host={host} locale="fr" config={testConfig()}><Heading /></WidgetRoot>, box);
    expect(load).toHaveBeenCalledWith('fr', 'mi-login');
    expect(host.getAttribute('lang')).toBe('fr-CA');
    await vi.waitFor(() => expect(box.querySelector('h1')?.textContent).toBe('Connexion'));
    render(null, box);
  });
});
