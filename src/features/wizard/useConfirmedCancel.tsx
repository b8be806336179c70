import { useEffect, useRef, useState } from 'preact/hooks';
import { useFlow } from '../../flow/context';
import { useT } from '../../i18n/context';
import type { RouteName } from '../../router/routes';
import { ConfirmModal } from '../../ui/ConfirmModal';

/** What a flow's Cancel does once confirmed: its clean-up (may call the server), then where it goes. */
export interface ConfirmedCancelOptions {
  /** The flow's message section: `{section}.cancel.title|body|confirm|cancel`. */
  section: string;
  /** Loses the progress (store, draft, server session); a failure here must not keep the user on the form. */
  discard: () => void | Promise<void>;
  to: RouteName;
}

/**
 * Spec section 2, "Cancel behaviour": every Cancel opens a confirmation modal and confirming loses
 * progress, so its confirm button is styled as destructive and "keep going" as the recommended action. Once confirmed the cancel goes through once (a second click posts nothing more), and the
 * flow leaves only after the next render, so a leave guard of the form is gone before the page changes.
 */
export function useConfirmedCancel({ section, discard, to }: ConfirmedCancelOptions) {
  const { t } = useT();
  const { go } = useFlow();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const confirming = useRef(false);

  useEffect(() => {
    if (!leaving) return undefined;
    const timer = setTimeout(() => go(to), 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- leaves once, when `leaving` turns true; a new `go` must not restart it
  }, [leaving]);

  const confirm = async () => {
    if (confirming.current) return;
    confirming.current = true;
    await discard();
    setOpen(false);
    setLeaving(true);
  };

  const modal = (
    <ConfirmModal
      open={open}
      title={t(`${section}.cancel.title`)}
      body={t(`${section}.cancel.body`)}
      confirmText={t(`${section}.cancel.confirm`)}
      cancelText={t(`${section}.cancel.cancel`)}
      onConfirm={() => void confirm()}
      onCancel={() => !confirming.current && setOpen(false)}
      destructive
    />
  );
  return { requestCancel: () => setOpen(true), modal };
}
