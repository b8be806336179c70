import { useLayoutEffect, useRef } from 'preact/hooks';
import { answerSecurityQuestionCall, recoveryStep3Call } from '../../../src/contract/calls';
import type { RecoveryQuestionAnswer } from '../../../src/contract/recovery';
import { WizardSteps } from '../../../src/features/wizard/WizardSteps';
import { useFlow } from '../../../src/flow/context';
import { useLoad } from '../../../src/flow/useLoad';
import { useAnswer, useSubmit } from '../../../src/flow/useSubmit';
import { securityAnswerForm } from '../../../src/forms/forms-recovery-later';
import { ButtonRow, PrimaryButton } from '../../../src/ui/Buttons';
import { ErrorSummary } from '../../../src/ui/ErrorSummary';
import { Loading } from '../../../src/ui/Loading';
import { PageHeading } from '../../../src/ui/PageHeading';
import { TextField } from '../../../src/ui/TextField';
import { requestOf } from '../../../src/forms/request';
import { useT } from '../../../src/i18n/context';
import { useLinkCode } from '../../../src/router/useLinkCode';
import { nextOrdinal, nextQuestion } from '../outcome';
import { useRecoveryStore } from '../store';
import { CancelButton, useRecoveryForm } from './shared';

/**
 * Step 3: the emailed link's `?code=` gives the first question; each answer brings the next question
 * (ordinal + 1, answer cleared), a wrong answer (fpwd007) keeps the question with the server's message,
 * and a plain message means every question is answered. Answers are secrets: drafts never keep them.
 */
export function SecurityStep() {
  const { t } = useT();
  const { api, route, go } = useFlow();
  const { form, store, exits } = useRecoveryForm(securityAnswerForm);
  const question = useRecoveryStore((s) => s.question);
  // Once the question is on screen the draft holds the code, and the address bar forgets it.
  const code = useLinkCode(route, question?.code ?? '');
  const handlers = { onErrorPage: exits.toErrorPage, serverWords: true };
  const onAnswer = useAnswer(form, handlers);

  // A right answer brings the next question into the same field: focus goes to it, whose label is the new
  // question (a screen reader reads it; the keyboard is where the answer goes), in the commit that shows it.
  // Answered with Enter, the field still has focus and focus() alone would change nothing, so nothing would be
  // read: it leaves and comes back, and the screen reader reads the field with its new label.
  const asked = useRef(false);
  useLayoutEffect(() => {
    if (!asked.current || !question) return;
    asked.current = false;
    const field = document.getElementById(form.idFor('answer1'));
    field?.blur();
    field?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new question; the form's ids do not change
  }, [question]);

  // An answer without a code: the next question, or every question answered.
  const advance = (data: RecoveryQuestionAnswer) => {
    const s = store.getState();
    const next = nextQuestion(data);
    if (next.kind === 'none') return exits.toErrorPage('');
    s.setValue('answer1', '');
    if (next.kind === 'answered') {
      s.setServerMessage(next.message);
      // In place of the questions: Back from the reset step does not ask an answered question again.
      return go('recoveryResetPassword', { replace: true });
    }
    form.clearErrors();
    s.setQuestion({ label: next.label, ordinal: nextOrdinal(s.question?.ordinal ?? null, next.localNumber), code });
  };

  // A reload keeps the question on screen (the draft has it); only a new link asks the server again.
  useLoad(
    (client) => {
      const kept = store.getState().question;
      if (kept && kept.code === code) return null;
      if (!code) {
        // A link cut short by a mail client: no code is a code the server does not know (fpwd009), whose
        // page offers a new link, as registration's activation does for it ('not-found').
        exits.toErrorPage('fpwd009');
        return null;
      }
      store.getState().setQuestion(null);
      return client.call(recoveryStep3Call, { code });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks again only for a new link's code; store and exits are read as it runs
    [code],
    {
      onData: (data) => onAnswer(data, () => advance(data)),
    },
  );

  const onValid = useSubmit({
    form,
    ...handlers,
    send: (values) => api.call(answerSecurityQuestionCall, requestOf(securityAnswerForm, values)),
    onSuccess: (data) => {
      asked.current = true;
      advance(data);
    },
  });

  const loading = question === null || question.code !== code;
  return (
    <section class="mi-recovery mi-recovery--security">
      <PageHeading>{t('routes.recoverySecurity')}</PageHeading>
      <WizardSteps />
      {loading || !question ? (
        <Loading label={t('recovery.security.loading')} />
      ) : (
        <>
          <p>{t('recovery.security.intro')}</p>
          <form noValidate method="dialog" onSubmit={form.handleSubmit(onValid)}>
            <ErrorSummary items={form.summaryItems} focusRef={form.summaryRef} />
            <h2 class="mi-recovery__ordinal">{t('recovery.security.ordinal', { n: question.ordinal })}</h2>
            {/* The question is the answer field's label, so a screen reader reads it with the input. */}
            <TextField {...form.fieldProps('answer1')} label={question.label} />
            <ButtonRow>
              <PrimaryButton busy={form.submitting}>{t('recovery.actions.continue')}</PrimaryButton>
              <CancelButton disabled={form.submitting} />
            </ButtonRow>
          </form>
        </>
      )}
    </section>
  );
}
