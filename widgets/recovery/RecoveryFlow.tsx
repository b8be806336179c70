import type { FlowProps } from '../../src/element/define';
import { FlowRoot } from '../../src/flow/FlowRoot';
import { useInstanceStore } from '../../src/flow/store';
import { useMemo } from 'preact/hooks';
import { createRecoveryStore, recoveryDraft, recoveryGuards, RecoveryStoreProvider } from './store';
import { VerifyEmailStep } from './steps/VerifyEmailStep';
import { LATER_VIEWS } from './views';

// The email step comes with the page; the others on demand (./views.ts).
const VIEWS = { recoveryVerifyEmail: VerifyEmailStep, ...LATER_VIEWS };

/** The five steps of spec section 9: each route's number and the indicator's labels, in order. */
const WIZARD = {
  steps: { recoveryVerifyEmail: 1, recoveryCodeSent: 2, recoverySecurity: 3, recoveryResetPassword: 4, recoverySuccess: 5 },
  labelKeys: ['verifyEmail', 'codeSent', 'security', 'resetPassword', 'success'].map((k) => `recovery.steps.${k}`),
};

/** `<mi-recovery>`: the five-step password recovery of spec sections 2 and 4, and its error page. */
export function RecoveryFlow(_props: FlowProps) {
  const store = useInstanceStore(createRecoveryStore, recoveryDraft);
  const guards = useMemo(() => recoveryGuards(store), [store]);
  return (
    <RecoveryStoreProvider value={store}>
      <FlowRoot codeContext="recovery" views={VIEWS} wizard={WIZARD} guards={guards} />
    </RecoveryStoreProvider>
  );
}
