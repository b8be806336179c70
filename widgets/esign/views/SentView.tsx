import type { EsignRequest } from '../../../src/contract/esign';
import type { EsignMode } from '../../../src/forms/fields-esign';
import { useT } from '../../../src/i18n/context';
import { ButtonRow, PrimaryButton } from '../../../src/ui/Buttons';
import { Notice } from '../../../src/ui/Notice';
import { PageHeading } from '../../../src/ui/PageHeading';

/** What the success screen recalls of the request that was sent. */
export interface SentRequest {
  mode: EsignMode;
  fundName: string;
  request: EsignRequest;
}

/** The investor addresses the signing instructions went to (redemptions other than an entity's have none). */
export function investorEmails(request: EsignRequest): string[] {
  return [request.email, request.jointEmail].filter((to): to is string => typeof to === 'string' && to !== '');
}

/** The success message (spec section 4): what was sent, to whom, and a way to start another request. */
export function SentView({ sent, onAnother }: { sent: SentRequest; onAnother: () => void }) {
  const { t } = useT();
  const emails = investorEmails(sent.request);
  return (
    <section class="mi-flow mi-esign mi-esign--sent">
      <PageHeading>{t('esign.sent.title')}</PageHeading>
      <Notice kind="success">
        <p>{t(`esign.sent.body.${sent.mode}`, { fund: sent.fundName })}</p>
        {emails.length > 0 && (
          <>
            <p>{t('esign.sent.investors', { count: emails.length })}</p>
            <ul>
              {emails.map((to) => (
                <li key={to}>{to}</li>
              ))}
            </ul>
          </>
        )}
        <p>{t('esign.sent.copy')}</p>
      </Notice>
      <ButtonRow>
        <PrimaryButton type="button" onClick={onAnother}>
          {t('esign.actions.another')}
        </PrimaryButton>
      </ButtonRow>
    </section>
  );
}
