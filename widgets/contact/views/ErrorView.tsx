import { describeCode } from '../../../src/api/codes';
import { useWidget } from '../../../src/element/context';
import { useFlow } from '../../../src/flow/context';
import { useT } from '../../../src/i18n/context';
import { ServerErrorPage } from '../../../src/ui/pages/ServerErrorPage';
import { ContactStore } from '../store';

/**
 * `/contact-form/error`: the message was not sent. The stored server code picks the reason (a failed call
 * gives the generic one), the Client Relations contacts follow, and the link back finds the form as it was.
 */
export function ErrorView() {
  const { t } = useT();
  const { config } = useWidget();
  const { href } = useFlow();
  const code = ContactStore.useFlowStore((s) => s.errorCode);
  const reason = code === '' ? 'ui.errors.server.message' : describeCode(code, 'contact').key;
  return (
    <div class="mi-contact mi-contact--error">
      <ServerErrorPage support={config.support} title={t('contact.error.title')} message={t(reason)} />
      <p>{t('contact.error.kept')}</p>
      <p>
        <a class="mi-link" href={href('contact')}>
          {t('ui.errors.backToForm')}
        </a>
      </p>
    </div>
  );
}
