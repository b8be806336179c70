import { useFlow } from '../../src/flow/context';
import { useT } from '../../src/i18n/context';

/** The refusal of an advisor without both codes (spec "403-docusign"). */
export const DOCUSIGN_KEY = 'errors.codes.403-docusign';

/**
 * The 403-docusign message with the way past it: the profile, which holds the codes (optional there for roles
 * other than 10 and 12, so any advisor can add them).
 */
export function CodesMissing() {
  const { t } = useT();
  const { href } = useFlow();
  return (
    <>
      <p>{t(DOCUSIGN_KEY)}</p>
      <p>
        <a href={href('profilePersonal')}>{t('esign.gate.addCodes')}</a>
      </p>
    </>
  );
}
