import type { ComponentChildren } from 'preact';
import { LazyView } from '../flow/LazyView';

/** Texts and callbacks of a confirmation modal; each flow passes its own words. */
export interface ConfirmModalProps {
  open: boolean;
  title: string;
  /** The paragraph under the title. */
  body: ComponentChildren;
  confirmText: string;
  cancelText: string;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * The confirmation loses something (a cancel that discards what was typed): its button is styled as a
   * warning, not as the primary action, so the safe choice is the one that looks recommended.
   */
  destructive?: boolean;
}

/**
 * A modal built on the native <dialog> (top layer, inert page behind it). Focus moves to the
 * least destructive button, Tab is trapped, Escape cancels, and focus returns to the opener.
 */
export function ConfirmModal(props: ConfirmModalProps) {
  if (!props.open) return null;
  // The open modal's code loads when a modal first opens: pages show their first screen without it, and
  // focus stays on the button that opened it until it is in (it then moves into the modal and back).
  return <LazyView load={openModal} placeholder={false} render={({ OpenModal }) => <OpenModal {...props} />} />;
}

const openModal = () => import('./OpenModal');

