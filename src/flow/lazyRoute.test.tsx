import { fireEvent, screen } from '@testing-library/preact';
import type { ComponentType } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import { renderFlow } from '../../tests/harness/flow';
import { settle } from '../../tests/harness/settle';
import { PageHeading } from '../ui/PageHeading';
import { useFlow } from './context';
import { FlowRoot } from './FlowRoot';
import { lazyRoute } from './lazyRoute';

function StepOne() {
  const { go } = useFlow();
  return (
    <section>
      <PageHeading>Step one</PageHeading>
      <button type="button" onClick={() => go('recoverySuccess')}>
        next
      </button>
    </section>
  );
}

const Done = () => <PageHeading>Done, from its own chunk</PageHeading>;

function flowWith(load: () => Promise<ComponentType>) {
  const later = lazyRoute(load);
  const Flow = () => <FlowRoot codeContext="recovery" views={{ recoveryVerifyEmail: StepOne, recoverySuccess: later }} />;
  return { later, Flow };
}

describe('lazyRoute', () => {
  it('shows the route heading and Loading until the view arrives, then the view, with focus moved to its heading', async () => {
    let arrive: (view: ComponentType) => void = () => {};
    const load = vi.fn(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
    const { Flow } = flowWith(load);
    await renderFlow('mi-test-lazy-route', Flow, 'https://portal.example/en/recovery.html#/en/recovery/verify-email');
    // Nothing of the later route is fetched for the first screen.
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('next'));
    const placeholder = await screen.findByRole('heading', { level: 1, name: 'Password reset' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    // The router moved focus to the heading the screen shows meanwhile, in the commit that showed it.
    expect(document.activeElement).toBe(placeholder);
    arrive(Done);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Done, from its own chunk' });
    expect(document.activeElement).toBe(heading);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the load once, so the route shows at once when opened', async () => {
    const load = vi.fn(() => Promise.resolve<ComponentType>(Done));
    const { later, Flow } = flowWith(load);
    await renderFlow('mi-test-lazy-preload', Flow, 'https://portal.example/en/recovery.html#/en/recovery/verify-email');
    await Promise.all([later.preload(), later.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('next'));
    await screen.findByRole('heading', { level: 1, name: 'Done, from its own chunk' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load: a later preload asks for the module anew', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Done);
    const { later } = flowWith(load as () => Promise<ComponentType>);
    await expect(later.preload()).rejects.toThrow('offline');
    await settle();
    await expect(later.preload()).resolves.toBe(Done);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
