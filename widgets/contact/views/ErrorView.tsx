import { useWidget } from '../../../src/element/context';
import { useFlow } from '../../../src/flow/context';
import { useCodeKey } from '../../../src/flow/useEngine';
import { useT } from '../../../src/i18n/context';
import { Loading } from '../../../src/ui/Loading';
import { ServerErrorPage } from '../../../src/ui/pages/ServerErrorPage';
import { ContactStore, FAILED_SEND_KEY, TOO_LARGE, TOO_LARGE_KEY } from '../store';

/**
 * `/contact-form/error`: the message was not sent. The stored server code picks the reason (a failed call
 * gives the generic one), the Client Relations contacts follow, and the link back finds the form as it was.
 */
export function ErrorView() {
  const { t } = useT();
  const { config } = useWidget();
  const { href } = useFlow();
  const code = ContactStore.useFlowStore((s) => s.errorCode);
  const failed = code === '' || code === TOO_LARGE;
  const codeKey = useCodeKey(failed ? null : code, 'contact');
  const reason = code === TOO_LARGE ? TOO_LARGE_KEY : failed ? FAILED_SEND_KEY : codeKey;
  // A page restored with its code (a reload) shows once the code catalogue is in.
  if (reason === null) return <Loading />;
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
