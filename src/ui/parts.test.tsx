import { describe, expect, it, vi } from 'vitest';
import { fireEvent, renderHook, screen } from '@testing-library/preact';
import { renderUi } from './test-utils';
import { StepIndicator } from './StepIndicator';
import { Notice } from './Notice';
import { ButtonRow, PrimaryButton, SecondaryButton } from './Buttons';
import { useLeaveConfirmation } from './useLeaveConfirmation';
import { focusRouteHeading } from './PageHeading';

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
    expect(screen.getByText('Étape 2 de 5')).toBeTruthy();
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
