import { useT } from '../i18n/context';
import { Notice } from './Notice';

/** Props of ReadOnlyNotice: the controller's `readOnly` reason key (nothing shows when null). */
export interface ReadOnlyNoticeProps {
  reason: string | null;
}

/** Says why a form cannot be changed, above its disabled fields (pre-registered and internal users, spec section 6). */
export function ReadOnlyNotice({ reason }: ReadOnlyNoticeProps) {
  const { t } = useT();
  if (!reason) return null;
  return <Notice kind="info">{t(reason)}</Notice>;
}
