import { useState } from 'preact/hooks';
import { useT } from '../../src/i18n/context';
import { ConfirmModal } from '../../src/ui/ConfirmModal';

/** What a confirmation is about: another subscriber type, the subscriber's Cancel, or the advisor's "Cancel changes". */
export type EsignConfirm = { kind: 'type'; requestType: string } | { kind: 'subscriber' } | { kind: 'advisor' };

/**
 * The e-sign confirmation modal (spec section 2, "every Cancel opens a confirmation modal"): each
 * question has its own words under `esign.confirm.{kind}`, and `onConfirm` does what was asked.
 */
export function useEsignConfirm(onConfirm: (confirmed: EsignConfirm) => void) {
  const { t } = useT();
  const [asking, setAsking] = useState<EsignConfirm | null>(null);
  const words = (part: string) => (asking ? t(`esign.confirm.${asking.kind}.${part}`) : '');
  const modal = (
    <ConfirmModal
      open={asking !== null}
      title={words('title')}
      body={words('body')}
      confirmText={words('confirm')}
      cancelText={words('cancel')}
      onConfirm={() => {
        if (asking) onConfirm(asking);
        setAsking(null);
      }}
      onCancel={() => setAsking(null)}
    />
  );
  return { ask: setAsking, modal };
}
