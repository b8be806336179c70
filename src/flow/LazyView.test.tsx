import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { settle } from '../../tests/harness/settle';
import { CHUNK_ERROR_EVENT } from '../runtime/fallback-error';
import { renderUi } from '../ui/test-utils';
import { LazyView } from './LazyView';

describe('LazyView', () => {
  it('loads its module on first use, says it is loading meanwhile, and loads it once for every later use', async () => {
    let arrive: (module: { text: string }) => void = () => {};
    const load = vi.fn(() => new Promise<{ text: string }>((resolve) => (arrive = resolve)));
    // What shows a page moves focus to its heading: only once the page is in.
    const shown = vi.fn(() => expect(screen.queryByText('The error page')).not.toBeNull());
    const view = renderUi(<LazyView load={load} onShown={shown} render={(m) => <p>{m.text}</p>} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await settle();
    expect(shown).not.toHaveBeenCalled();
    arrive({ text: 'The error page' });
    await settle();
    expect(screen.getByText('The error page')).toBeTruthy();
    expect(shown).toHaveBeenCalledTimes(1);
    view.rerender(<LazyView load={load} render={(m) => <p>{m.text} again</p>} />);
    expect(screen.getByText('The error page again')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("leaves the box to the loader's fallback page when the module cannot load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const asked: EventTarget[] = [];
    document.addEventListener(CHUNK_ERROR_EVENT, (event) => asked.push(event.target as EventTarget));
    const load = () => Promise.reject(new Error('offline'));
    const { container } = renderUi(<LazyView load={load} render={() => <p>never</p>} />);
    await settle();
    expect(asked).toEqual([container.querySelector('.mi-fallback')]);
    expect(screen.queryByText('never')).toBeNull();
  });
});
