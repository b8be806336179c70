import { useT } from '../i18n/context';
import { ConfirmModal } from './ConfirmModal';

/** Props of the sign-out-of-all-sessions dialog. */
export interface SignOutAllDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks whether to sign out of every other session and continue (spec section 2, wizard parts). */
export function SignOutAllDialog({ open, onConfirm, onCancel }: SignOutAllDialogProps) {
  const { t } = useT();
  return (
    <ConfirmModal
      open={open}
      title={t('ui.signOutAll.title')}
      body={t('ui.signOutAll.body')}
      confirmText={t('ui.signOutAll.confirm')}
      cancelText={t('ui.signOutAll.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
