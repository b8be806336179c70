import { useRef, useState } from 'preact/hooks';
import { useClearDraft } from '../../src/flow/store';
import { useFlow } from '../../src/flow/context';
import { useT } from '../../src/i18n/context';
import { ConfirmModal } from '../../src/ui/ConfirmModal';
import { useRegistrationStoreApi } from './store';
import { cancelSessionCall } from '../../src/contract/calls';

/**
 * The registration Cancel: a confirmation modal first (spec: every Cancel asks), then the server
 * session is cancelled, the draft forgotten, and the cancel-registration page shown.
 */
export function useCancelRegistration() {
  const [open, setOpen] = useState(false);
  const { api, go } = useFlow();
  const { t } = useT();
  const store = useRegistrationStoreApi();
  const clearDraft = useClearDraft();
  // Once confirmed, the cancel goes through: a second click posts nothing more, and closing the
  // modal meanwhile cannot leave a half-cancelled wizard behind.
  const confirming = useRef(false);

  const confirm = async () => {
    if (confirming.current) return;
    confirming.current = true;
    // The user asked to lose their progress: a failed cancel call must not keep them on the form.
    await api.call(cancelSessionCall);
    store.getState().reset();
    clearDraft();
    setOpen(false);
    confirming.current = false;
    go('cancelRegistration');
  };

  const modal = (
    <ConfirmModal
      open={open}
      title={t('registration.cancel.title')}
      body={t('registration.cancel.body')}
      confirmText={t('registration.cancel.confirm')}
      cancelText={t('registration.cancel.cancel')}
      onConfirm={() => void confirm()}
      onCancel={() => !confirming.current && setOpen(false)}
    />
  );
  return { requestCancel: () => setOpen(true), modal };
}
