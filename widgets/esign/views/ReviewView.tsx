import { useLayoutEffect, useRef } from 'preact/hooks';
import { esignPurchaseCall, esignRedeemCall, type EsignRequest } from '../../../src/contract/esign';
import type { EsignMode } from '../../../src/forms/fields-esign';
import { useWidget } from '../../../src/element/context';
import { useFlow } from '../../../src/flow/context';
import { useSubmit } from '../../../src/flow/useSubmit';
import { useT } from '../../../src/i18n/context';
import { ButtonRow, PrimaryButton, SecondaryButton } from '../../../src/ui/Buttons';
import { ErrorSummary, type SummaryItem } from '../../../src/ui/ErrorSummary';
import { PageHeading } from '../../../src/ui/PageHeading';
import type { FormController } from '../../../src/ui/useFormController';
import { codedEsignResult, ESIGN_FORBIDDEN, isForbiddenFailure, mayHaveGone } from '../outcome';
import { reviewModel, type ReviewPart, type ReviewRow } from '../review';
import { kindOf, type EsignField } from '../schema';

/** Props of the review screen. */
export interface ReviewViewProps {
  form: FormController<EsignField>;
  summaryItems: SummaryItem[];
  mode: EsignMode;
  /** The request Send posts, exactly as built from the form. */
  request: EsignRequest;
  fundName: string;
  onEdit: () => void;
  onSent: () => void;
  /** A form-level answer (403-docusign): the view goes back to the form and shows it. */
  onNotice: (key: string | null) => void;
}

/** The words of one reviewed value: a province reads as its name, everything else as sent. */
function shown(row: ReviewRow, t: (key: string) => string): string {
  return row.field === 'province' ? t(`esign.provinces.${row.value}`) : row.value;
}

function labelKey(part: ReviewPart, field: string): string {
  return part === 'advisor' && field === 'phoneNumber' ? 'esign.advisor.mobilePhone' : `fields.${field}.label`;
}

/**
 * WCAG 3.3.4 for a financial submission: before anything is sent the advisor sees the fund, the type
 * and every value of every party, made from the very request Send posts, with Edit to go back.
 */
export function ReviewView({ form, summaryItems, mode, request, fundName, onEdit, onSent, onNotice }: ReviewViewProps) {
  const { t } = useT();
  const { api, fail } = useFlow();
  const { host } = useWidget();
  const model = reviewModel(request);
  // The review is a screen of its own, so the browser's Back returns to the form as Edit does, rather than leaving
  // the page (after the leave warning): a history entry at the same address while it shows, taken back when it goes.
  // Made in the commit that shows the review, so a Back as soon as its heading has focus already finds it.
  const sending = useRef(false);
  sending.current = form.submitting;
  useLayoutEffect(() => {
    const win = host.ownerDocument.defaultView ?? window;
    const mark = `mi-review-${Date.now()}`;
    const at = win.location.href;
    const enter = () => win.history.pushState({ ...(win.history.state as object), miReview: mark }, '');
    enter();
    let popped = false;
    const back = () => {
      // While the request to sign is out the review stays, as Edit is disabled then (the form, then the sent
      // screen over it, would say the request was not sent, then that it was): its entry comes back.
      if (sending.current) return enter();
      popped = true;
      onEdit();
    };
    win.addEventListener('popstate', back);
    return () => {
      win.removeEventListener('popstate', back);
      // Only from the review's own entry: not after Back, nor once the address moved on (the other mode's form).
      if (!popped && win.location.href === at && (win.history.state as { miReview?: string } | null)?.miReview === mark) win.history.back();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one entry for the review's life; onEdit goes to the form whichever render made it
  }, [host]);
  const kind = kindOf(mode, request.requestType);
  const send = useSubmit({
    form,
    submitted: `esign-${mode}`,
    send: () => api.call(mode === 'redeem' ? esignRedeemCall : esignPurchaseCall, request).then(codedEsignResult),
    onNotice,
    onFailure: (failure) => {
      if (isForbiddenFailure(failure)) fail({ kind: 'code', code: ESIGN_FORBIDDEN });
      // A lost connection, a timeout or a server error can come after the request went out: the page says to look
      // for the advisor's copy before sending again (a second send is a second request to sign).
      else if (mayHaveGone(failure)) fail({ kind: 'failure', failure, note: 'esign.review.unconfirmed' });
      else return false;
      return true;
    },
    onSuccess: onSent,
  });
  const partTitle = (part: ReviewPart) => (part === 'investor' && kind === 'corporate' ? 'esign.sections.entity' : `esign.sections.${part}`);

  return (
    <section class="mi-flow mi-esign mi-esign--review">
      <PageHeading>{t('esign.review.title')}</PageHeading>
      <p>{t('esign.review.intro')}</p>
      <ErrorSummary items={summaryItems} focusRef={form.summaryRef} />
      <dl class="mi-summary" data-part="request">
        <div class="mi-summary__row">
          <dt>{t('fields.fundId.label')}</dt>
          <dd>{fundName}</dd>
        </div>
        <div class="mi-summary__row">
          <dt>{t('esign.review.request')}</dt>
          <dd>{`${t(`esign.modes.${mode}`)} – ${kind ? t(`esign.types.${kind}`) : request.requestType}`}</dd>
        </div>
      </dl>
      {model.parts.map(({ part, rows }) => (
        <section class="mi-esign__section" data-part={part} key={part}>
          <h2>{t(partTitle(part))}</h2>
          <dl class="mi-summary">
            {rows.map((row) => (
              <div class="mi-summary__row" key={row.key}>
                <dt>{t(labelKey(part, row.field))}</dt>
                <dd>{shown(row, t)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <form noValidate method="dialog" onSubmit={form.handleSubmit(send)}>
        <ButtonRow>
          <PrimaryButton busy={form.submitting} disabled={form.submitting}>
            {t('esign.actions.send')}
          </PrimaryButton>
          <SecondaryButton onClick={onEdit} disabled={form.submitting}>
            {t('esign.actions.edit')}
          </SecondaryButton>
        </ButtonRow>
      </form>
    </section>
  );
}
