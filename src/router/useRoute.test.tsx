import { act, render, screen } from '@testing-library/preact';
import { useEffect, useRef } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config/config';
import type { Router } from './router';
import { focusRouteHeading, PageHeading } from '../ui/PageHeading';
import { useRoute, useRouter } from './useRoute';

const config = parseConfig({ pages: { recovery: '/{locale}/recovery.html' } });
let captured: Router | undefined;

function Screen() {
  const router = useRouter({ config });
  captured = router;
  const { route, query } = useRoute(router);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) focusRouteHeading(box.current);
  }, [route]);
  return (
    <div ref={box}>
      <PageHeading>{route?.name ?? 'not-found'}</PageHeading>
      <p>{query.code ?? ''}</p>
      <button type="button" onClick={() => router.navigate('recoverySuccess')}>next</button>
    </div>
  );
}

afterEach(() => {
  captured = undefined;
});

describe('useRoute', () => {
  it('renders the current route and re-renders on navigation, moving focus to the heading', async () => {
    window.history.replaceState(null, '', '/en/recovery.html#/en/recovery/security?code=k');
    render(<Screen />);
    expect(screen.getByRole('heading').textContent).toBe('recoverySecurity');
    expect(screen.getByText('k')).toBeTruthy();
    await act(() => screen.getByRole('button').click());
    expect(window.location.hash).toBe('#/en/recovery/success');
    const heading = screen.getByRole('heading');
    expect(heading.textContent).toBe('recoverySuccess');
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('stops listening when unmounted', async () => {
    window.history.replaceState(null, '', '/en/recovery.html#/en/recovery/verify-email');
    const view = render(<Screen />);
    const router = captured;
    view.unmount();
    const seen: string[] = [];
    router?.subscribe((s) => seen.push(s.path));
    // happy-dom dispatches hashchange from a timer; wait for that event rather than a fixed time.
    const dispatched = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    window.location.hash = '#/en/recovery/error';
    await dispatched;
    expect(seen).toEqual([]);
  });
});
