import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useWidget } from '../../../src/element/context';
import { useFlow } from '../../../src/flow/context';
import { loadFailure } from '../../../src/flow/engine';
import { LazyView } from '../../../src/flow/LazyView';
import { groupValues } from '../../../src/forms/compose';
import { advisorHasCodes } from '../../../src/forms/forms-esign';
import type { FormValues } from '../../../src/forms/types';
import { validateForm } from '../../../src/forms/validate';
import { useT } from '../../../src/i18n/context';
import { withLaterMessages } from '../../../src/i18n/deferredMessages';
import { ButtonRow, PrimaryButton, SecondaryButton } from '../../../src/ui/Buttons';
import { ErrorSummary } from '../../../src/ui/ErrorSummary';
import { Notice } from '../../../src/ui/Notice';
import { focusRouteHeading, PageHeading } from '../../../src/ui/PageHeading';
import { useFormController } from '../../../src/ui/useFormController';
import { useLeaveConfirmation } from '../../../src/ui/useLeaveConfirmation';
import { CodesMissing, DOCUSIGN_KEY } from '../CodesMissing';
import { useEsignOptions } from '../options';
import { advisorDefaults, esignAdvisorForm, esignForm, kindOf } from '../schema';
import { AdvisorSection } from '../sections/AdvisorSection';
import { InvestorSections } from '../sections/InvestorSections';
import { SelectionSection } from '../sections/SelectionSection';
import { hasProgress, hasSubscriberData, useEsignStore } from '../store';
import { stages, type Stages } from '../loadStages';
import { useEsignConfirm, type EsignConfirm } from '../useEsignConfirm';
import { useAdvisorProfile, useFunds } from '../useEsignData';
import { useEsignFields } from '../useEsignFields';

/**
 * Asked for with the form's first focus, with the messages past the first screen: the review and the
 * confirmation modal are in before anything shows them (a Cancel clicked before any keystroke included).
 */
const preloadStages = () => void withLaterMessages(stages)().catch(() => undefined);

/**
 * `/advisor-forms`: fund and subscriber type, advisor, investor(s); then the review of exactly what will
 * be sent, then the result. One controller over every section; the submit gate needs the profile and
 * both of the advisor's codes (403-docusign otherwise). Values live in the drafted store, so a failed
 * call, an error page or a reload loses nothing typed.
 */
export function EsignView() {
  const { t } = useT();
  const { host } = useWidget();
  const { fail } = useFlow();
  const { mode, fundId: preselected } = useEsignOptions();
  const stored = useEsignStore((s) => s.values);
  const setValue = useEsignStore((s) => s.setValue);
  const editingAdvisor = useEsignStore((s) => s.editingAdvisor);
  const editAdvisor = useEsignStore((s) => s.editAdvisor);
  const restoreAdvisor = useEsignStore((s) => s.restoreAdvisor);
  const chooseType = useEsignStore((s) => s.chooseType);
  const clearSubscriber = useEsignStore((s) => s.clearSubscriber);
  const markSent = useEsignStore((s) => s.markSent);
  const switchMode = useEsignStore((s) => s.switchMode);
  // A purchase and a redemption are two forms on one page: each shows only its own fund, type and investors
  // (store.ts), set before the first paint.
  useLayoutEffect(() => switchMode(mode), [mode, switchMode]);
  const { funds, retry: retryFunds } = useFunds(mode);
  const { profile, retry: retryProfile } = useAdvisorProfile();
  const kind = kindOf(mode, stored['selection.requestType']);
  const spec = useMemo(() => esignForm(mode, kind ?? 'individual'), [mode, kind]);
  const fundList = funds.kind === 'ready' ? funds.data : [];
  const profileValues = profile.kind === 'ready' ? advisorDefaults(profile.data) : {};
  // Profile values and the preselected fund are defaults under what the user typed, never stored.
  const values: FormValues = { ...profileValues, ...(fundList.some((f) => f.id === preselected) ? { 'selection.fundId': preselected } : {}), ...stored };
  // A profile missing something the request needs opens the advisor fields: nothing placeholder is sent.
  const incomplete = profile.kind === 'ready' && validateForm(esignAdvisorForm, groupValues(profileValues, 'advisor')).length > 0;
  const advisorOpen = editingAdvisor || incomplete;
  const rendered = (name: string) =>
    name.startsWith('selection.') || (name.startsWith('advisor.') && advisorOpen) || (name.startsWith('investor.') && kind !== null) || (name.startsWith('joint.') && kind === 'joint');
  const form = useFormController(spec, { values, setValue, rendered });
  const { field, summaryItems } = useEsignFields(form, spec, kind === 'corporate');
  // In the store: an error page replaces this view, and its way back returns to the same stage (store.ts).
  const storedStage = useEsignStore((s) => s.stage);
  const setStage = useEsignStore((s) => s.setStage);
  // A review of the other mode (the element's mode changed) is not this page's. A result is: one of the other mode
  // answered after the switch (switchMode leaves a result already shown behind).
  const stage = storedStage.kind !== 'review' || storedStage.review.mode === mode ? storedStage : { kind: 'form' as const };
  const [notice, setNotice] = useState<{ key: string; tick: number } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  // Focus follows the advisor editor: into its first field on Edit, back to Edit once the profile is restored.
  const [advisorFocus, setAdvisorFocus] = useState<{ to: 'field' | 'edit'; tick: number } | null>(null);
  const first = useRef(true);
  useLeaveConfirmation(hasProgress(stored) && stage.kind !== 'sent');

  // Focus moves in the commit that shows its target (see useFormController), not a frame later. Layout effects
  // run in this order: a stage's heading first, then a notice shown with it (a refusal that brought the review
  // back to the form says why, and takes focus).
  // Each stage is a screen of its own: focus moves to its heading, as a route change would.
  useLayoutEffect(() => {
    if (first.current) first.current = false;
    else focusRouteHeading(host);
  }, [stage.kind, host]);
  useLayoutEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  useLayoutEffect(() => {
    if (advisorFocus?.to === 'edit') editRef.current?.focus();
    else if (advisorFocus) host.querySelector<HTMLElement>(`#${form.idFor('advisor.firstName')}`)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per request to move focus; form and host are read then
  }, [advisorFocus]);

  const { ask, modal } = useEsignConfirm((confirmed: EsignConfirm) => {
    form.clearErrors();
    if (confirmed.kind === 'type') chooseType(confirmed.requestType);
    else if (confirmed.kind === 'subscriber') clearSubscriber();
    else {
      restoreAdvisor();
      setAdvisorFocus((prev) => ({ to: 'edit', tick: (prev?.tick ?? 0) + 1 }));
    }
  });
  // A new tick re-mounts the notice, so the same message said twice is announced and focused twice.
  const showNotice = (key: string | null) => setNotice((prev) => (key ? { key, tick: (prev?.tick ?? 0) + 1 } : null));
  const onChooseType = (requestType: string, set: (requestType: string) => void) => {
    if (requestType === stored['selection.requestType']) return;
    if (hasSubscriberData(stored)) ask({ kind: 'type', requestType });
    // Nothing typed to clear: set through the field, which takes its error away as the fund's does.
    else set(requestType);
  };
  // The request is built by the review's module (asked for with the form's first focus, so in by now): the
  // button stays busy while it loads, and a module that cannot load is the server-connect error, as for a call.
  const toReview = (submitted: FormValues) => {
    if (!kind) return;
    return stages().then(
      ({ buildEsignRequest }) => {
        const request = buildEsignRequest(mode, kind, submitted);
        if (request) setStage({ kind: 'review', review: { mode, request, fundName: fundList.find((f) => f.id === request.fundId)?.name ?? request.fundId } });
      },
      (error: unknown) => fail(loadFailure(error)),
    );
  };
  const onSubmit = (event: Event) => {
    // The gate comes first: no correction of the form can stand in for a profile or the codes.
    if (profile.kind !== 'ready' || !advisorHasCodes(profile.data)) {
      event.preventDefault();
      return showNotice(profile.kind === 'ready' ? DOCUSIGN_KEY : 'esign.gate.noProfile');
    }
    showNotice(null);
    form.handleSubmit(toReview)(event);
  };

  // The review and sent screens come when the form is first used. Should they not be in yet when the stage
  // changes, the stage's focus move found no heading: theirs takes focus once they are (not when focus is
  // already in the widget, which would pull it from where the user went on).
  const later = (render: (m: Stages) => ComponentChildren) => (
    <LazyView
      load={stages}
      render={render}
      onShown={() => !host.contains(host.ownerDocument.activeElement) && focusRouteHeading(host)}
    />
  );
  if (stage.kind === 'sent') {
    const { sent } = stage;
    return later(({ SentView }) => <SentView sent={sent} onAnother={() => setStage({ kind: 'form' })} />);
  }
  if (stage.kind === 'review') {
    const { request, fundName } = stage.review;
    return later(({ ReviewView }) => (
      <ReviewView
        form={form}
        summaryItems={summaryItems}
        mode={mode}
        request={request}
        fundName={fundName}
        onEdit={() => setStage({ kind: 'form' })}
        onNotice={(key) => {
          showNotice(key);
          if (key) setStage({ kind: 'form' });
        }}
        onSent={() => markSent({ mode, fundName, request })}
      />
    ));
  }
  return (
    <section class="mi-flow mi-esign">
      <PageHeading>{t('routes.advisorForms')}</PageHeading>
      <p>{t(`esign.intro.${mode}`)}</p>
      {notice && (
        <div ref={noticeRef} tabIndex={-1} key={notice.tick} data-testid="esign-gate">
          <Notice kind="error">{notice.key === DOCUSIGN_KEY ? <CodesMissing /> : t(notice.key)}</Notice>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} onFocusIn={preloadStages}>
        <ErrorSummary items={summaryItems} focusRef={form.summaryRef} />
        <SelectionSection mode={mode} field={field} funds={funds} onRetryFunds={retryFunds} onChooseType={onChooseType} />
        <AdvisorSection
          profile={profile}
          onRetryProfile={retryProfile}
          values={values}
          open={advisorOpen}
          incomplete={incomplete}
          field={field}
          onEdit={() => {
            editAdvisor();
            setAdvisorFocus((prev) => ({ to: 'field', tick: (prev?.tick ?? 0) + 1 }));
          }}
          onCancelEdit={() => ask({ kind: 'advisor' })}
          editRef={editRef}
        />
        <InvestorSections mode={mode} kind={kind} field={field} />
        <ButtonRow>
          <PrimaryButton>{t('esign.actions.review')}</PrimaryButton>
          <SecondaryButton onClick={() => ask({ kind: 'subscriber' })}>{t('esign.actions.cancel')}</SecondaryButton>
        </ButtonRow>
      </form>
      {modal}
    </section>
  );
}
