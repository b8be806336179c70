import { act, render, screen } from '@testing-library/preact';
import { useEffect, useRef } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config/config';
import type { Router } from './router';
import { focusHeading, useRoute, useRouter } from './useRoute';

const config = parseConfig({ pages: { recovery: '/{locale}/recovery.html' } });
let captured: Router | undefined;

function Screen() {
  const router = useRouter({ config });
  captured = router;
  const { route, query } = useRoute(router);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    focusHeading(box.current);
  }, [route]);
  return (
    <div ref={box}>
      <h1>{route?.name ?? 'not-found'}</h1>
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
    window.location.hash = '#/en/recovery/error';
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
  });
});

describe('focusHeading', () => {
  it('prefers a marked heading, keeps an existing tabindex, and reports a missing heading', () => {
    const box = document.createElement('div');
    const title = document.createElement('h1');
    title.textContent = 'Title';
    const step = document.createElement('h2');
    step.textContent = 'Step';
    step.setAttribute('data-route-heading', '');
    step.setAttribute('tabindex', '0');
    box.append(title, step);
    document.body.append(box);
    expect(focusHeading(box)).toBe(true);
    expect(document.activeElement?.textContent).toBe('Step');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
    expect(focusHeading(document.createElement('div'))).toBe(false);
    expect(focusHeading(null)).toBe(false);
    box.remove();
  });
});
