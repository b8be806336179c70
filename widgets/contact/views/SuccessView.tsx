import { useT } from '../../../src/i18n/context';
import { Notice } from '../../../src/ui/Notice';
import { PageHeading } from '../../../src/ui/PageHeading';
import { ContactForm } from './ContactForm';

/**
 * `/contact-form/success`: spec section 4, "on HTTP 200 the fields are reset and a success banner shown".
 * The banner promises a reply within two business days; the reset form below sends another message.
 */
export function SuccessView() {
  const { t } = useT();
  return (
    <section class="mi-contact mi-contact--success">
      <PageHeading>{t('routes.contactSuccess')}</PageHeading>
      <Notice kind="success" title={t('contact.success.title')}>
        <p>{t('contact.success.body')}</p>
      </Notice>
      <h2 class="mi-contact__another">{t('contact.success.another')}</h2>
      <ContactForm />
    </section>
  );
}
