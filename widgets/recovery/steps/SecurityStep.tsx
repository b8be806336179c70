import { useEffect } from 'preact/hooks';
import { useFlow } from '../../../src/flow';
import { securityAnswerForm } from '../../../src/forms';
import { useT } from '../../../src/i18n/context';
import { ButtonRow, ErrorSummary, PageHeading, PrimaryButton, StepIndicator, TextField } from '../../../src/ui';
import { nextOrdinal, questionOutcome, type QuestionOutcome, showFieldProblem } from '../outcome';
import { useRecoveryStore } from '../store';
import { CancelButton, useRecoveryForm, useStepLabels } from './shared';
import { answerSecurityQuestionCall, recoveryStep3Call } from '../../../src/contract/calls';

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
  const code = route.query.code ?? '';
  const loading = question === null || question.code !== code;

  const apply = (outcome: QuestionOutcome) => {
    const s = store.getState();
    switch (outcome.kind) {
      case 'question':
        s.setValue('answer1', '');
        form.clearErrors();
        s.setQuestion({ label: outcome.label, ordinal: nextOrdinal(s.question?.ordinal ?? null, outcome.localNumber), code });
        return;
      case 'answered':
        s.setValue('answer1', '');
        s.setServerMessage(outcome.message);
        go('recoveryResetPassword');
        return;
      case 'field':
        showFieldProblem(form, outcome);
        return;
      case 'form':
      case 'error':
        exits.toErrorPage(outcome.code);
    }
  };

  // A reload keeps the question on screen (the draft has it); only a new link asks the server again.
  useEffect(() => {
    const kept = store.getState().question;
    if (kept && kept.code === code) return undefined;
    if (!code) {
      exits.toErrorPage('');
      return undefined;
    }
    let live = true;
    store.getState().setQuestion(null);
    void api.call(recoveryStep3Call, { code }).then((result) => {
      if (!live) return;
      if (!result.ok) exits.failed(result.failure);
      else apply(questionOutcome(result.data));
    });
    return () => {
      live = false;
    };
  }, [code]);

  const onValid = async () => {
    const answer = String(store.getState().values.answer1 ?? '');
    const result = await api.call(answerSecurityQuestionCall, { answer1: answer });
    if (!result.ok) return exits.failed(result.failure);
    apply(questionOutcome(result.data));
  };

  return (
    <section class="mi-recovery mi-recovery--security">
      <PageHeading>{t('routes.recoverySecurity')}</PageHeading>
      <StepIndicator current={3} total={5} labels={useStepLabels()} />
      {loading || !question ? (
        <p class="mi-loading" role="status" aria-busy="true">
          {t('recovery.security.loading')}
        </p>
      ) : (
        <>
          <p>{t('recovery.security.intro')}</p>
          <form noValidate onSubmit={form.handleSubmit(onValid)}>
            <ErrorSummary items={form.summaryItems} focusRef={form.summaryRef} />
            <h2 class="mi-recovery__ordinal">{t('recovery.security.ordinal', { n: question.ordinal })}</h2>
            {/* The question is the answer field's label, so a screen reader reads it with the input. */}
            <TextField {...form.fieldProps('answer1')} label={question.label} />
            <ButtonRow>
              <PrimaryButton busy={form.submitting}>{t('recovery.actions.continue')}</PrimaryButton>
              <CancelButton />
            </ButtonRow>
          </form>
        </>
      )}
    </section>
  );
}
