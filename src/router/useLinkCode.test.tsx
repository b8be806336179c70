import { render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetQuery, useLinkCode } from './useLinkCode';
import type { RouteState } from './router';

const setURL = (url: string) => (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);

afterEach(() => setURL('http://localhost/'));

function routeOf(query: Record<string, string>): RouteState {
  return { locale: 'en', path: '/recovery/security', query, route: undefined };
}

describe('forgetQuery', () => {
  it('takes the code out of the route hash, keeping the page, its search and the other parameters', () => {
    setURL('https://portal.example/en/recovery.html?x=1#/en/recovery/security?code=secret&ht=2');
    const before = window.history.length;
    expect(forgetQuery(['code'])).toBe(true);
    expect(window.location.href).toBe('https://portal.example/en/recovery.html?x=1#/en/recovery/security?ht=2');
    // Replaced, not pushed: Back cannot bring the code back.
    expect(window.history.length).toBe(before);
  });

  it('leaves an address without the parameter, or with a host-page anchor, alone', () => {
    setURL('https://portal.example/en/recovery.html#/en/recovery/security');
    expect(forgetQuery(['code'])).toBe(false);
    setURL('https://portal.example/en/recovery.html#main');
    expect(forgetQuery(['code'])).toBe(false);
    expect(window.location.hash).toBe('#main');
  });
});

function Probe({ route, held }: { route: RouteState; held: string }) {
  return <p>{useLinkCode(route, held)}</p>;
}

describe('useLinkCode', () => {
  it('keeps the code in the address until the flow holds it, then forgets it', () => {
    setURL('https://portal.example/en/registration.html#/en/registration-process/activate?code=abc');
    const route = routeOf({ code: 'abc' });
    const view = render(<Probe route={route} held="" />);
    expect(view.container.textContent).toBe('abc');
    expect(window.location.hash).toContain('code=abc');
    view.rerender(<Probe route={route} held="abc" />);
    expect(view.container.textContent).toBe('abc');
    expect(window.location.hash).toBe('#/en/registration-process/activate');
  });

  it('after a reload (no code in the address) gives the held code', () => {
    setURL('https://portal.example/en/recovery.html#/en/recovery/security');
    expect(render(<Probe route={routeOf({})} held="kept" />).container.textContent).toBe('kept');
  });

  it('prefers a new link’s code to an older held one, and keeps it in the address until held', () => {
    setURL('https://portal.example/en/recovery.html#/en/recovery/security?code=new');
    expect(render(<Probe route={routeOf({ code: 'new' })} held="old" />).container.textContent).toBe('new');
    expect(window.location.hash).toContain('code=new');
  });
});
