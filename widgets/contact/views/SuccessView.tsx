import { useEffect, useRef } from 'preact/hooks';
import { useWidget } from '../../../src/element/context';
import { useT } from '../../../src/i18n/context';
import { Notice } from '../../../src/ui/Notice';
import { PageHeading } from '../../../src/ui/PageHeading';
import { ContactStore } from '../store';
import { ContactForm } from './ContactForm';

/**
 * `/contact-form/success`: spec section 4, "on HTTP 200 the fields are reset and a success banner shown".
 * The banner promises a reply within two business days; the reset form below sends another message. Shown only
 * after a message this tab sent (ContactFlow's guard).
 */
export function SuccessView() {
  const { t } = useT();
  const { host } = useWidget();
  const sent = ContactStore.useFlowStore((s) => s.sent);
  const banner = useRef<HTMLDivElement>(null);
  // Focus goes on to the banner once the screen's heading took it (FlowRoot's, or the form's after another message
  // from here), as the profile's messages take it: the heading's words do not change, and a status inserted already
  // filled is not announced by every screen reader. A page opened here keeps its natural focus.
  useEffect(() => {
    if (host.contains(host.ownerDocument.activeElement)) banner.current?.focus();
  }, [sent, host]);
  return (
    <section class="mi-contact mi-contact--success">
      <PageHeading>{t('routes.contactSuccess')}</PageHeading>
      <div ref={banner} tabIndex={-1}>
        <Notice kind="success" title={t('contact.success.title')}>
          <p>{t('contact.success.body')}</p>
        </Notice>
      </div>
      <h2 class="mi-contact__another">{t('contact.success.another')}</h2>
      <ContactForm />
    </section>
  );
}
