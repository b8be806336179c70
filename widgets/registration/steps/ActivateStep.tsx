import { useEffect, useState } from 'preact/hooks';
import { validateActivationCall } from '../../../src/contract/calls';
import type { SecurityQuestion } from '../../../src/contract/registration';
import { WizardSteps } from '../../../src/features/wizard/WizardSteps';
import { useFlow } from '../../../src/flow/context';
import { useLoad } from '../../../src/flow/useLoad';
import { useAnswer } from '../../../src/flow/useSubmit';
import { Loading } from '../../../src/ui/Loading';
import { PageHeading } from '../../../src/ui/PageHeading';
import { useT } from '../../../src/i18n/context';
import { useLinkCode } from '../../../src/router/useLinkCode';
import { useRegistrationStore } from '../store';
import { ActivationForm } from './ActivationForm';
import { ActivationStatus, useActivationViews, type ActivationStatusView } from './ActivationStatus';

/** Step 4 "Activation": checks the emailed `?code=`, then shows the form or the code's status view. */
export function ActivateStep() {
  const { t } = useT();
  const { route, fail } = useFlow();
  const setActivationCode = useRegistrationStore((s) => s.setActivationCode);
  // Once the server accepts the code the store (and draft) holds it, and the address bar forgets it.
  const code = useLinkCode(route, useRegistrationStore((s) => s.activationCode));
  const [status, setStatus] = useState<ActivationStatusView | null>(code ? null : 'not-found');
  // A failure checking the link says so on the error page (spec section 8: fed.errors.verifyCode).
  const handlers = { context: 'activation' as const, during: 'verifyCode' as const, views: useActivationViews(setStatus) };
  const onAnswer = useAnswer(null, handlers);

  const { state } = useLoad((api) => (code ? api.call(validateActivationCall, { code }) : null), [code], {
    onFailure: 'state',
    onData: (data) =>
      onAnswer(data, () => {
        // A valid code answers the question list; anything else is the spec's "undefined result".
        if (!Array.isArray(data.message) || data.message.length < 3) fail({ kind: 'code', code: '', during: 'verifyCode' });
        else setActivationCode(code);
      }),
  });

  // The runtime's error page, as useLoad's own would be, saying that the check of the link failed.
  const failure = state.kind === 'failed' ? state.failure : null;
  useEffect(() => {
    if (failure) fail({ kind: 'failure', failure, load: true, during: 'verifyCode' });
  }, [failure, fail]);

  if (status) return <ActivationStatus view={status} />;
  const questions: SecurityQuestion[] | null = state.kind === 'ready' && Array.isArray(state.data.message) ? state.data.message : null;
  return (
    <section class="mi-flow mi-registration">
      <PageHeading>{t('routes.activate')}</PageHeading>
      <WizardSteps />
      {questions && questions.length >= 3 ? (
        <ActivationForm code={code} questions={questions} onStatus={setStatus} />
      ) : (
        <Loading label={t('registration.activation.checking')} />
      )}
    </section>
  );
}
