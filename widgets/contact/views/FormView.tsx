import { useT } from '../../../src/i18n/context';
import { PageHeading } from '../../../src/ui/PageHeading';
import { ContactForm } from './ContactForm';

/** `/contact-form`: what the form is for, the reply time, and the form. */
export function FormView() {
  const { t } = useT();
  return (
    <section class="mi-contact">
      <PageHeading>{t('routes.contact')}</PageHeading>
      <p>{t('contact.intro')}</p>
      <ContactForm />
    </section>
  );
}
