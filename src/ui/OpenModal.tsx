import { useLayoutEffect, useRef } from 'preact/hooks';
import type { ConfirmModalProps } from './ConfirmModal';
import { useUniqueId } from './ids';
import { trapTab } from './focusTrap';

/** The open confirmation modal (ConfirmModal loads it when a modal first opens). */
export function OpenModal({ title, body, confirmText, cancelText, onConfirm, onCancel, destructive }: ConfirmModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useUniqueId('modal-title');
  const bodyId = useUniqueId('modal-body');
  // Whether the dialog ends by its cancel (button, Escape): what it asked about did not happen.
  const kept = useRef(false);
  const cancel = () => {
    kept.current = true;
    onCancel();
  };

  // Opened and focused in the commit that inserts it: no frame in which a key still reaches the page behind.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = dialog.ownerDocument.activeElement;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // A radio the user moved to asked the question (another subscriber type): cancelled, the group's choice is
      // still the checked radio, and focus goes back to it, not to one that is not chosen.
      const chosen =
        kept.current && opener instanceof HTMLInputElement && opener.type === 'radio' && !opener.checked
          ? opener.form?.querySelector<HTMLInputElement>(`input[name="${opener.name}"]:checked`)
          : null;
      const back = chosen ?? opener;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Handled here so the parent decides whether the dialog closes (native Escape would close it).
      event.preventDefault();
      cancel();
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
        cancel();
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
        <button type="button" class={`mi-button mi-modal__cancel ${destructive ? 'mi-button--primary' : 'mi-button--secondary'}`} ref={cancelRef} onClick={cancel}>
          {cancelText}
        </button>
      </div>
    </dialog>
  );
}
