import type { Ref } from 'preact';
import type { Profile } from '../../../src/contract/profile';
import { advisorHasCodes } from '../../../src/forms/forms-esign';
import type { FormValues } from '../../../src/forms/types';
import { useT } from '../../../src/i18n/context';
import { ButtonRow, SecondaryButton } from '../../../src/ui/Buttons';
import { useUniqueId } from '../../../src/ui/ids';
import { Loading } from '../../../src/ui/Loading';
import { Notice } from '../../../src/ui/Notice';
import type { BoundFieldProps } from '../../../src/ui/useFormController';
import { CodesMissing } from '../CodesMissing';
import { esignAdvisorForm, type EsignField } from '../schema';
import type { Loaded } from '../useEsignData';
import { PartFields } from './PartFields';
import { retryFrom } from './retryFrom';

/** Props of the advisor section. */
export interface AdvisorSectionProps {
  profile: Loaded<Profile>;
  onRetryProfile: () => void;
  /** The advisor values shown (profile values under this session's edits). */
  values: FormValues;
  /** The advisor fields are open (Edit, or a profile that misses something the request needs). */
  open: boolean;
  /** The fields opened because the profile misses something, not because the advisor chose Edit. */
  incomplete: boolean;
  field: (name: EsignField) => BoundFieldProps;
  onEdit: () => void;
  onCancelEdit: () => void;
  editRef: Ref<HTMLButtonElement>;
}

function text(values: FormValues, name: string): string {
  const value = values[`advisor.${name}`];
  return typeof value === 'string' ? value : '';
}

/** One line of the read-only summary; an empty value reads "Not provided". */
function Row({ label, value }: { label: string; value: string }) {
  const { t } = useT();
  return (
    <div class="mi-summary__row">
      <dt>{label}</dt>
      <dd>{value.trim() === '' ? t('esign.review.none') : value}</dd>
    </div>
  );
}

/**
 * The advisor, read-only from the profile, with Edit; in edit mode the advisor fields and "Cancel
 * changes" (the edits are for this request only and never saved to the profile; the codes stay
 * read-only). A profile that cannot be fetched is said, with a retry, and nothing stands in for it.
 */
export function AdvisorSection(props: AdvisorSectionProps) {
  const { t } = useT();
  const headingId = useUniqueId('esign-advisor');
  const { profile, values } = props;
  const v = (name: string) => text(values, name);
  let body;
  if (profile.kind === 'loading') body = <Loading label={t('esign.advisor.loading')} />;
  else if (profile.kind === 'failed') {
    body = (
      <Notice kind="error">
        <p>{t('esign.advisor.failed')}</p>
        <SecondaryButton onClick={retryFrom(props.onRetryProfile)}>{t('esign.actions.retry')}</SecondaryButton>
      </Notice>
    );
  } else {
    const codes = (
      <dl class="mi-summary">
        <Row label={t('fields.primaryDealerCode.label')} value={profile.data.primaryDealerCode ?? ''} />
        <Row label={t('fields.primaryAdvisorCode.label')} value={profile.data.primaryAdvisorCode ?? ''} />
      </dl>
    );
    body = (
      <>
        {!advisorHasCodes(profile.data) && (
          <Notice kind="warning">
            <CodesMissing />
          </Notice>
        )}
        {props.open ? (
          <>
            <p>{t(props.incomplete ? 'esign.advisor.incomplete' : 'esign.advisor.sessionOnly')}</p>
            <PartFields part={esignAdvisorForm} group="advisor" field={props.field} labels={{ phoneNumber: t('esign.advisor.mobilePhone') }} />
            {codes}
            {!props.incomplete && (
              <ButtonRow>
                <SecondaryButton onClick={props.onCancelEdit}>{t('esign.actions.cancelChanges')}</SecondaryButton>
              </ButtonRow>
            )}
          </>
        ) : (
          <>
            <dl class="mi-summary">
              <Row label={t('esign.advisor.name')} value={`${v('firstName')} ${v('lastName')}`} />
              <Row label={t('fields.streetAddress.label')} value={v('streetAddress')} />
              <Row label={t('fields.suite.label')} value={v('suite')} />
              <Row label={t('fields.city.label')} value={v('city')} />
              <Row label={t('fields.province.label')} value={v('province') ? t(`esign.provinces.${v('province')}`) : ''} />
              <Row label={t('fields.postalCode.label')} value={v('postalCode')} />
              <Row label={t('fields.email.label')} value={v('email')} />
              <Row label={t('fields.businessPhoneNumber.label')} value={v('businessPhoneNumber')} />
              <Row label={t('fields.businessExtension.label')} value={v('businessExtension')} />
              <Row label={t('esign.advisor.mobilePhone')} value={v('phoneNumber')} />
            </dl>
            {codes}
            <ButtonRow>
              <button type="button" class="mi-button mi-button--secondary" ref={props.editRef} onClick={props.onEdit}>
                {t('esign.actions.editAdvisor')}
              </button>
            </ButtonRow>
          </>
        )}
      </>
    );
  }
  return (
    <section class="mi-esign__section" data-part="advisor" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId}>
        {t('esign.sections.advisor')}
      </h2>
      {body}
    </section>
  );
}
