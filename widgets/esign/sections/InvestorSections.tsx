import type { EsignMode, InvestorKind } from '../../../src/forms/fields-esign';
import { useT } from '../../../src/i18n/context';
import { useUniqueId } from '../../../src/ui/ids';
import type { BoundFieldProps } from '../../../src/ui/useFormController';
import { esignInvestorForm, esignJointInvestorForm, type EsignField } from '../schema';
import { PartFields } from './PartFields';

/** Props of the investor sections. */
export interface InvestorSectionsProps {
  mode: EsignMode;
  /** The chosen subscriber type; nothing shows before one is chosen. */
  kind: InvestorKind | null;
  field: (name: EsignField) => BoundFieldProps;
}

/**
 * The primary investor of the chosen type (an entity is a corporation named by its signatory) and,
 * for a joint type only, the joint investor. Redemption asks for names only, except for an entity.
 */
export function InvestorSections({ mode, kind, field }: InvestorSectionsProps) {
  const { t } = useT();
  const investorId = useUniqueId('esign-investor');
  const jointId = useUniqueId('esign-joint');
  if (!kind) return <p class="mi-esign__hint">{t('esign.investor.chooseType')}</p>;
  return (
    <>
      <section class="mi-esign__section" data-part="investor" aria-labelledby={investorId}>
        <h2 id={investorId}>{t(kind === 'corporate' ? 'esign.sections.entity' : 'esign.sections.investor')}</h2>
        <PartFields part={esignInvestorForm(mode, kind)} group="investor" field={field} />
      </section>
      {kind === 'joint' && (
        <section class="mi-esign__section" data-part="joint" aria-labelledby={jointId}>
          <h2 id={jointId}>{t('esign.sections.joint')}</h2>
          <PartFields part={esignJointInvestorForm(mode)} group="joint" field={field} />
        </section>
      )}
    </>
  );
}
