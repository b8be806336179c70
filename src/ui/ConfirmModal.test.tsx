import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { renderUi } from './test-utils';
import { ConfirmModal } from './ConfirmModal';
import { SignOutAllDialog } from './SignOutAllDialog';

function Opener({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel registration
      </button>
      <ConfirmModal
        open={open}
        title="Cancel registration?"
        body="Everything you entered will be lost."
        confirmText="Yes, cancel"
        cancelText="No, continue"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey });

describe('ConfirmModal', () => {
  it('is a labelled, described modal dialog that takes focus', async () => {
    renderUi(<Opener />);
    const opener = screen.getByRole('button', { name: 'Cancel registration' });
    opener.focus();
    fireEvent.click(opener);
    // The open modal's code loads when a modal first opens (OpenModal.tsx).
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Cancel registration?');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Everything you entered will be lost.');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe('No, continue');
  });

  it('traps Tab and Shift+Tab inside', async () => {
    renderUi(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel registration' }));
    const yes = await screen.findByRole('button', { name: 'Yes, cancel' });
    const no = screen.getByRole('button', { name: 'No, continue' });
    expect(document.activeElement).toBe(no);
    tab();
    expect(document.activeElement).toBe(yes);
    tab(true);
    expect(document.activeElement).toBe(no);
  });

  it('cancels on Escape and returns focus to the opener', async () => {
    renderUi(<Opener />);
    const opener = screen.getByRole('button', { name: 'Cancel registration' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('dialog');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('calls onConfirm from the confirm button', async () => {
    const onConfirm = vi.fn();
    renderUi(<Opener onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel registration' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('renders nothing when closed', () => {
    renderUi(<ConfirmModal open={false} title="t" body="b" confirmText="y" cancelText="n" onConfirm={() => {}} onCancel={() => {}} />);
    expect(document.querySelector('dialog')).toBeNull();
  });
});

describe('SignOutAllDialog', () => {
  it('asks to sign out of all sessions and continue, in both languages', async () => {
    const onConfirm = vi.fn();
    renderUi(<SignOutAllDialog open onConfirm={onConfirm} onCancel={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out of all sessions and continue' }));
    expect(onConfirm).toHaveBeenCalled();
  });
  it('French', async () => {
    renderUi(<SignOutAllDialog open onConfirm={() => {}} onCancel={() => {}} />, 'fr');
    expect(await screen.findByRole('button', { name: 'Fermer toutes les sessions et continuer' })).toBeTruthy();
  });

  it('a destructive confirmation is not styled as the primary action; the safe choice is', async () => {
    renderUi(<ConfirmModal open title="Cancel?" body="Lost." confirmText="Yes, cancel" cancelText="No, continue" onConfirm={() => {}} onCancel={() => {}} destructive />);
    const confirm = await screen.findByRole('button', { name: 'Yes, cancel' });
    expect(confirm.className).toContain('mi-button--danger');
    expect(confirm.className).not.toContain('mi-button--primary');
    expect(screen.getByRole('button', { name: 'No, continue' }).className).toContain('mi-button--primary');
  });
});
