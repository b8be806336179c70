import { useWidget } from '../element/context';
import { useT } from '../i18n/context';
import { Notice } from './Notice';
import { SupportContacts } from './SupportContacts';

/**
 * Messages that tell the user to contact Client Relations (fpwd010 "… or contact Client Relations", reg005
 * "suspended"): a notice saying so lists the contacts under it, so the advice comes with its way forward.
 */
const SENDS_TO_CLIENT_RELATIONS: ReadonlySet<string> = new Set(['errors.codes.fpwd010', 'errors.codes.reg005', 'errors.codes.fpwd004']);

/** An error notice above a form for a server code's message key, with the Client Relations contacts when the message sends the user there. */
export function CodeNotice({ messageKey }: { messageKey: string }) {
  const { t } = useT();
  const { config } = useWidget();
  return (
    <Notice kind="error">
      <p>{t(messageKey)}</p>
      {SENDS_TO_CLIENT_RELATIONS.has(messageKey) && <SupportContacts support={config.support} />}
    </Notice>
  );
}
