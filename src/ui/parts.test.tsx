import { describe, expect, it, vi } from 'vitest';
import { fireEvent, renderHook, screen } from '@testing-library/preact';
import { renderUi } from './test-utils';
import { StepIndicator } from './StepIndicator';
import { Notice } from './Notice';
import { ButtonRow, PrimaryButton, SecondaryButton } from './Buttons';
import { useLeaveConfirmation } from './useLeaveConfirmation';
import { focusRouteHeading } from './PageHeading';
import { ErrorSummary } from './ErrorSummary';
import { Loading } from './Loading';

describe('StepIndicator', () => {
  it('says "Step 2 of 5" and marks the current step in an ordered list', () => {
    renderUi(<StepIndicator current={2} total={5} labels={['Register', 'Company info', 'Thank you', 'Activation', 'Done']} />);
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]?.closest('ol')).toBeTruthy();
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null, null, null]);
    expect(items[1]?.textContent).toContain('Company info');
  });
  it('French', () => {
    renderUi(<StepIndicator current={2} total={5} />, 'fr');
    expect(screen.getByText('Étape 2 sur 5')).toBeTruthy();
  });
  it('says each step\'s state in words (not by colour alone), with a check mark on completed steps', () => {
    renderUi(<StepIndicator current={2} total={3} labels={['Verify', 'Code', 'Done']} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['\u2713Verify (completed)', '2Code (current)', '3Done (not started)']);
    renderUi(<StepIndicator current={3} total={3} />, 'fr');
    expect(screen.getAllByRole('listitem').slice(3).map((li) => li.querySelector('.mi-visually-hidden')?.textContent)).toEqual([' (étape terminée)', ' (étape terminée)', ' (étape en cours)']);
  });
});

describe('ErrorSummary', () => {
  it('a link to a group (the captcha wrapper) focuses the control inside it', () => {
    renderUi(
      <>
        <ErrorSummary items={[{ targetId: 'captcha', message: 'Confirm that you are not a robot' }]} />
        <div id="captcha" tabIndex={-1} role="group" aria-label="Verification">
          <input type="hidden" name="token" />
          <input type="checkbox" aria-label="I'm not a robot" />
        </div>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Confirm that you are not a robot' }));
    expect(document.activeElement).toBe(screen.getByRole('checkbox'));
  });
});

describe('Loading', () => {
  it('says "Loading…" (or what loads) in a status region that does not hold its news back (no aria-busy)', () => {
    renderUi(<Loading />, 'fr');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Chargement…');
    expect(status.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('Notice', () => {
  it.each([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
  ] as const)('%s uses role %s', (kind, role) => {
    renderUi(<Notice kind={kind} title="Heads up">Body</Notice>);
    const el = screen.getByRole(role);
    expect(el.className).toContain(`mi-notice--${kind}`);
    expect(el.textContent).toBe('Heads upBody');
  });
});

describe('Buttons', () => {
  it('primary submits, secondary never does', () => {
    const onSubmit = vi.fn((e: Event) => e.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <ButtonRow>
          <PrimaryButton>Register</PrimaryButton>
          <SecondaryButton>Cancel</SecondaryButton>
        </ButtonRow>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
  it('a busy primary button says "Sending…" on screen and in a polite live region that was there before', () => {
    const { rerender } = renderUi(<PrimaryButton>Register</PrimaryButton>);
    const region = document.querySelector('[aria-live="polite"]');
    expect(region?.textContent).toBe('');
    rerender(<PrimaryButton busy>Register</PrimaryButton>);
    expect(screen.getByRole('button').textContent).toBe('Sending…');
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region?.textContent).toBe('Sending…');
  });
  it('a busy button keeps the focus the click gave it and takes no action: no second submit, no second click', () => {
    const onSubmit = vi.fn((e: Event) => e.preventDefault());
    const onClick = vi.fn();
    const { rerender } = renderUi(
      <form onSubmit={onSubmit}>
        <PrimaryButton busy disabled>Register</PrimaryButton>
        <SecondaryButton busy disabled onClick={onClick}>Log out</SecondaryButton>
      </form>,
    );
    const [send, leave] = screen.getAllByRole('button') as HTMLButtonElement[];
    send!.focus();
    expect({ disabled: send!.disabled, ariaDisabled: send!.getAttribute('aria-disabled'), focused: document.activeElement === send }).toEqual({ disabled: false, ariaDisabled: 'true', focused: true });
    fireEvent.click(send!);
    fireEvent.click(leave!);
    expect([onSubmit.mock.calls.length, onClick.mock.calls.length]).toEqual([0, 0]);
    rerender(
      <form onSubmit={onSubmit}>
        <PrimaryButton disabled>Register</PrimaryButton>
      </form>,
    );
    // Disabled and not busy (a read-only form): a plain disabled button.
    expect([screen.getByRole('button').hasAttribute('disabled'), screen.getByRole('button').hasAttribute('aria-disabled')]).toEqual([true, false]);
  });
  it('leaves its live region untouched while it is not busy (a form re-renders it on every keystroke)', async () => {
    const { rerender } = renderUi(<PrimaryButton>Register</PrimaryButton>);
    const region = document.querySelector('[aria-live="polite"]');
    const changes: MutationRecord[] = [];
    const watch = new MutationObserver((records) => changes.push(...records));
    watch.observe(region!, { subtree: true, childList: true, characterData: true });
    rerender(<PrimaryButton>Register</PrimaryButton>);
    rerender(<PrimaryButton disabled>Register</PrimaryButton>);
    await new Promise((done) => setTimeout(done, 0));
    watch.disconnect();
    expect(changes.map((c) => c.type)).toEqual([]);
  });
});

describe('useLeaveConfirmation', () => {
  const fire = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  it('prompts only while there is progress', () => {
    const { rerender, unmount } = renderHook(({ p }: { p: boolean }) => useLeaveConfirmation(p), { initialProps: { p: false } });
    expect(fire()).toBe(false);
    rerender({ p: true });
    expect(fire()).toBe(true);
    unmount();
    expect(fire()).toBe(false);
  });
});

describe('focusRouteHeading', () => {
  it('focuses the page heading', () => {
    const { container } = renderUi(<h1 tabIndex={-1} data-mi-route-heading="">Title</h1>);
    expect(focusRouteHeading(container)).toBe(true);
    expect(document.activeElement?.textContent).toBe('Title');
  });
});
