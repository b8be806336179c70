import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useUniqueId } from './ids';
import { trapTab } from './focusTrap';

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
  return <OpenModal {...props} />;
}

function OpenModal({ title, body, confirmText, cancelText, onConfirm, onCancel, destructive }: ConfirmModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useUniqueId('modal-title');
  const bodyId = useUniqueId('modal-body');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = dialog.ownerDocument.activeElement;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Handled here so the parent decides whether the dialog closes (native Escape would close it).
      event.preventDefault();
      onCancel();
      return;
    }
    if (ref.current) trapTab(event, ref.current);
  };

  return (
    <dialog
      ref={ref}
      class="mi-modal"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 class="mi-modal__title" id={titleId}>
        {title}
      </h2>
      <div class="mi-modal__body" id={bodyId}>
        {typeof body === 'string' ? <p>{body}</p> : body}
      </div>
      <div class="mi-button-row">
        <button type="button" class={`mi-button mi-modal__confirm ${destructive ? 'mi-button--danger' : 'mi-button--primary'}`} onClick={onConfirm}>
          {confirmText}
        </button>
        <button type="button" class={`mi-button mi-modal__cancel ${destructive ? 'mi-button--primary' : 'mi-button--secondary'}`} ref={cancelRef} onClick={onCancel}>
          {cancelText}
        </button>
      </div>
    </dialog>
  );
}
