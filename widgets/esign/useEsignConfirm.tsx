import { useState } from 'preact/hooks';
import { LazyView } from '../../src/flow/LazyView';
import { stages } from './loadStages';

/** What a confirmation is about: another subscriber type, the subscriber's Cancel, or the advisor's "Cancel changes". */
export type EsignConfirm = { kind: 'type'; requestType: string } | { kind: 'subscriber' } | { kind: 'advisor' };

/**
 * The e-sign confirmation modal (spec section 2, "every Cancel opens a confirmation modal"): `ask` opens it,
 * and `onConfirm` does what was asked. Focus stays on the button that asked until the modal is in.
 */
export function useEsignConfirm(onConfirm: (confirmed: EsignConfirm) => void) {
  const [asking, setAsking] = useState<EsignConfirm | null>(null);
  const modal = asking && (
    <LazyView
      load={stages}
      placeholder={false}
      render={({ EsignConfirmModal }) => (
        <EsignConfirmModal
          asking={asking}
          onConfirm={() => {
            onConfirm(asking);
            setAsking(null);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
    />
  );
  return { ask: setAsking, modal };
}
