import type { Fund } from '../../../src/contract/funds';
import { REQUEST_TYPES, type EsignMode } from '../../../src/forms/fields-esign';
import { useT } from '../../../src/i18n/context';
import type { BoundFieldProps } from '../../../src/ui/useFormController';
import { useUniqueId } from '../../../src/ui/ids';
import { Loading } from '../../../src/ui/Loading';
import { Notice } from '../../../src/ui/Notice';
import { RadioGroup } from '../../../src/ui/RadioGroup';
import { Select } from '../../../src/ui/Select';
import { SecondaryButton } from '../../../src/ui/Buttons';
import { INVESTOR_KINDS, type EsignField } from '../schema';
import type { Loaded } from '../useEsignData';
import { retryFrom } from './retryFrom';

/** Props of the fund and subscriber-type section. */
export interface SelectionSectionProps {
  mode: EsignMode;
  field: (name: EsignField) => BoundFieldProps;
  funds: Loaded<Fund[]>;
  onRetryFunds: () => void;
  /**
   * A type was picked: the view clears the investor data (asking first when something was typed), or sets it with
   * `set`, the field's own binding, which also re-checks an error shown on it ("Select a subscriber type").
   */
  onChooseType: (requestType: string, set: (requestType: string) => void) => void;
}

/**
 * The fund (the mode's list; until it arrives its one option reads "Could not fetch funds", spec
 * section 4) and the subscriber type. A failed list says so with a retry.
 */
export function SelectionSection({ mode, field, funds, onRetryFunds, onChooseType }: SelectionSectionProps) {
  const { t } = useT();
  const headingId = useUniqueId('esign-selection');
  const options = funds.kind === 'ready' ? funds.data.map((f) => ({ value: f.id, label: f.name })) : [{ value: '', label: t('esign.funds.none') }];
  const type = field('selection.requestType');
  const types = INVESTOR_KINDS.map((kind) => ({ value: REQUEST_TYPES[mode][kind], label: t(`esign.types.${kind}`) }));
  return (
    <section class="mi-esign__section" data-part="selection" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId}>
        {t('esign.sections.selection')}
      </h2>
      {funds.kind === 'loading' && <Loading label={t('esign.funds.loading')} />}
      {funds.kind === 'failed' && (
        <Notice kind="error">
          <p>{t('esign.funds.failed')}</p>
          <SecondaryButton onClick={retryFrom(onRetryFunds)}>{t('esign.actions.retry')}</SecondaryButton>
        </Notice>
      )}
      <Select {...field('selection.fundId')} options={options} {...(funds.kind === 'ready' ? { placeholder: t('esign.funds.placeholder') } : {})} />
      <RadioGroup {...type} options={types} onValue={(v) => onChooseType(String(v), type.onValue)} />
    </section>
  );
}
