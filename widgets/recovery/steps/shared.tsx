import { useWidget } from '../../../src/element/context';
import { emitCodeError } from '../../../src/flow/codeError';
import { useFlow } from '../../../src/flow/context';
import { useClearDraft } from '../../../src/flow/store';
import { SecondaryButton } from '../../../src/ui/Buttons';
import { useFormController } from '../../../src/ui/useFormController';
import { useLeaveConfirmation } from '../../../src/ui/useLeaveConfirmation';
import { useT } from '../../../src/i18n/context';
import { useConfirmedCancel } from '../../../src/features/wizard/useConfirmedCancel';
import type { FormSpec } from '../../../src/forms/types';
import type { ApiFailure } from '../../../src/api/http';
import { clearAttempts } from '../attempts';
import { useRecoveryStore, useRecoveryStoreApi } from '../store';

/** How a step leaves the flow on a problem: the recovery error page with the code stored, or a failed call's page. */
export function useRecoveryExits() {
  const { host } = useWidget();
  const { go, fail } = useFlow();
  const store = useRecoveryStoreApi();
  const clearDraft = useClearDraft();
  return {
    /**
     * Spec section 4: "Any failure goes to /recovery/error with the error code stored". The host page hears
     * of it through `mi-error` (FlowRoot only emits it for failed calls, not for this flow's own error page).
     */
    toErrorPage: (code: string) => {
      store.getState().setErrorCode(code);
      emitCodeError(host, code, 'recovery');
      go('recoveryError');
    },
    /** A call that failed (HTTP, network, contract): the runtime's error pages. */
    failed: (failure: ApiFailure) => fail({ kind: 'failure', failure }),
    /** Forgets the whole recovery (values, attempts, draft). */
    forget: () => {
      store.getState().reset();
      clearAttempts();
      clearDraft();
    },
  };
}

/**
 * Cancel: asks first, then loses progress and goes to /{locale}/login (spec section 2, "Cancel behaviour"). Disabled
 * while the form's call runs: its late answer would otherwise take the user on from a flow they were told is over.
 */
export function CancelButton({ disabled }: { disabled?: boolean }) {
  const { t } = useT();
  const { forget } = useRecoveryExits();
  const { requestCancel, modal } = useConfirmedCancel({ section: 'recovery', discard: forget, to: 'login' });
  return (
    <>
      <SecondaryButton onClick={requestCancel} disabled={disabled}>
        {t('recovery.actions.cancel')}
      </SecondaryButton>
      {modal}
    </>
  );
}

/**
 * True while a recovery has something to lose (drives the browser's leave confirmation): only what was typed
 * in this tab or a question reached, never the email localStorage kept for the code-sent page.
 */
export function hasProgress(s: { values: Record<string, unknown>; question: unknown }): boolean {
  return Boolean(s.values.emailId) || s.question !== null || Boolean(s.values.password);
}

/**
 * What every recovery form step starts with: the form bound to the instance store, the store itself,
 * the ways out (error page, forget), and the leave confirmation while the flow has progress.
 */
export function useRecoveryForm<N extends string>(spec: FormSpec<N>) {
  const exits = useRecoveryExits();
  const store = useRecoveryStoreApi();
  const values = useRecoveryStore((s) => s.values);
  const setValue = useRecoveryStore((s) => s.setValue);
  const form = useFormController(spec, { values, setValue });
  useLeaveConfirmation(useRecoveryStore(hasProgress));
  return { form, store, exits };
}
