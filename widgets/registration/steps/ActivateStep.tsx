import { useEffect, useState } from 'preact/hooks';
import { describeCode } from '../../../src/api/codes';
import { isFailure } from '../../../src/contract/common';
import type { SecurityQuestion } from '../../../src/contract/registration';
import { useFlow } from '../../../src/flow/context';
import { useT } from '../../../src/i18n/context';
import { PageHeading } from '../../../src/ui';
import { ActivationForm } from './ActivationForm';
import { ActivationStatus, isActivationStatus, type ActivationStatusView } from './ActivationStatus';
import { WizardSteps } from './WizardSteps';
import { validateActivationCall } from '../../../src/contract/calls';

type CodeState = { kind: 'checking' } | { kind: 'valid'; questions: SecurityQuestion[] } | { kind: 'status'; view: ActivationStatusView };

/** Step 4 "Activation": checks the emailed `?code=`, then shows the form or the code's status view. */
export function ActivateStep() {
  const { t } = useT();
  const { api, route, fail } = useFlow();
  const code = route.query.code ?? '';
  const [state, setState] = useState<CodeState>({ kind: 'checking' });

  const show = (view: string, errCode: string) => {
    if (isActivationStatus(view)) setState({ kind: 'status', view });
    else fail({ kind: 'code', code: errCode });
  };

  // Maps an activation code to its view (reg001, reg003, reg005, sc005) or the error page.
  const applyCode = (errCode: string | null | undefined) => {
    const info = describeCode(errCode, 'activation');
    if (info.action.show === 'view') show(info.action.view, info.code);
    else fail({ kind: 'code', code: info.code });
  };

  useEffect(() => {
    if (!code) {
      setState({ kind: 'status', view: 'not-found' });
      return undefined;
    }
    let live = true;
    setState({ kind: 'checking' });
    void api.call(validateActivationCall, { code }).then((result) => {
      if (!live) return;
      if (!result.ok) return fail({ kind: 'failure', failure: result.failure });
      const { message, errCode } = result.data;
      if (isFailure(result.data.result) || errCode) return applyCode(errCode);
      // A valid code answers the question list; anything else is the spec's "undefined result".
      if (Array.isArray(message) && message.length >= 3) setState({ kind: 'valid', questions: message });
      else fail({ kind: 'code', code: '' });
    });
    return () => {
      live = false;
    };
  }, [api, code]);

  if (state.kind === 'status') return <ActivationStatus view={state.view} />;
  return (
    <section class="mi-flow mi-registration">
      <PageHeading>{t('routes.activate')}</PageHeading>
      <WizardSteps current={4} />
      {state.kind === 'valid' ? (
        <ActivationForm code={code} questions={state.questions} onCode={applyCode} />
      ) : (
        <p class="mi-loading" aria-busy="true">
          {t('registration.activation.checking')}
        </p>
      )}
    </section>
  );
}
