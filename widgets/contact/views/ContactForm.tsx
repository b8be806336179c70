import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { CAPTCHA_FIELD } from '../../../src/contract/captcha';
import { contactUsCall } from '../../../src/contract/contact';
import { useWidget } from '../../../src/element/context';
import { FormCaptcha } from '../../../src/features/captcha/FormCaptcha';
import { useFormCaptcha } from '../../../src/features/captcha/useFormCaptcha';
import { useFlow } from '../../../src/flow/context';
import { useClearDraft } from '../../../src/flow/store';
import { useSubmit } from '../../../src/flow/useSubmit';
import { valuesSource } from '../../../src/flow/valuesSource';
import { useT } from '../../../src/i18n/context';
import { ButtonRow, PrimaryButton } from '../../../src/ui/Buttons';
import { ErrorSummary } from '../../../src/ui/ErrorSummary';
import { withHint } from '../../../src/ui/fieldHint';
import { focusRouteHeading } from '../../../src/ui/PageHeading';
import { TextArea } from '../../../src/ui/TextArea';
import { TextField } from '../../../src/ui/TextField';
import { useFormController } from '../../../src/ui/useFormController';
import { useLeaveConfirmation } from '../../../src/ui/useLeaveConfirmation';
import { contactForm, contactRequest, RESOURCE_TYPE } from '../schema';
import { ContactStore } from '../store';
import { useContactErrorPage } from '../useErrorPage';
import { useProfilePrefill } from '../usePrefill';
import { CharacterCount } from './CharacterCount';

/** Rows of the message box (spec section 9). */
const MESSAGE_ROWS = 7;

/**
 * The contact form of spec section 3, captcha always on (also on the performance-test host, spec section 5).
 * HTTP 200 resets the fields and shows the success banner; a refused captcha resets it with the expired
 * message; any other answer goes to /contact-form/error. A signed-in advisor finds the profile pre-filled.
 */
export function ContactForm() {
  const i18n = useT();
  const { t } = i18n;
  const { host, locale } = useWidget();
  const { api, go, route } = useFlow();
  const store = ContactStore.useStoreApi();
  const setValue = ContactStore.useFlowStore((s) => s.setValue);
  const sent = ContactStore.useFlowStore((s) => s.sent);
  // Each field reads its own value (a message is typed key by key): the form does not re-render on a keystroke.
  const source = useMemo(() => valuesSource(store), [store]);
  const form = useFormController(contactForm, { source, setValue });
  const captcha = useFormCaptcha('always', setValue);
  const clearDraft = useClearDraft();
  const toErrorPage = useContactErrorPage();
  useProfilePrefill(sent, store.getState().fillEmpty);
  // Leaving while the message is sent (a language link, a reload): the browser asks first. The message may go out
  // after the page that would have said so is gone, and the next page finds the form filled as if it had not.
  useLeaveConfirmation(form.submitting);
  // A second message sent from the success page stays there: focus goes back to its heading and banner, in
  // the commit that shows the emptied form.
  const headingOnSent = useRef(false);
  useLayoutEffect(() => {
    if (!headingOnSent.current) return;
    headingOnSent.current = false;
    focusRouteHeading(host);
  }, [sent, host]);

  const onValid = useSubmit({
    form,
    captcha,
    send: (v) => api.call(contactUsCall, contactRequest(v, locale)),
    submitted: 'contact',
    onErrorPage: toErrorPage.code,
    // A reload in progress (spec section 7) is left to the runtime: the draft brings the text back.
    onFailure: (failure) => {
      if (failure.kind === 'reloading') return false;
      toErrorPage.failure(failure);
      return true;
    },
    onSuccess: () => {
      const stays = route.route?.name === 'contactSuccess';
      headingOnSent.current = stays;
      // Forgotten first: the count sentOk adds is then drafted (the success page's guard reads it after a reload).
      clearDraft();
      store.getState().sentOk();
      if (!stays) go('contactSuccess');
    },
  });

  const field = (name: Parameters<typeof form.fieldProps>[0]) => withHint(form.fieldProps(name), i18n);
  const message = form.fieldProps('messageBody');
  return (
    <form class="mi-form mi-contact__form" noValidate onSubmit={form.handleSubmit(onValid)}>
      <ErrorSummary items={form.summaryItems} focusRef={form.summaryRef} />
      <input type="hidden" name="resourceType" value={RESOURCE_TYPE} />
      <input type="hidden" name="language" value={locale} />
      <TextField {...field('firstName')} />
      <TextField {...field('lastName')} />
      <TextField {...field('organizationName')} />
      <TextField {...field('phoneNumber')} />
      <TextField {...field('extension')} />
      <TextField {...field('email')} />
      <TextField {...field('dealerCode')} />
      <TextField {...field('advisorCode')} />
      <TextField {...field('subject')} />
      <TextArea {...message} rows={MESSAGE_ROWS} />
      <CharacterCount field={message} />
      <FormCaptcha field={form.fieldProps(CAPTCHA_FIELD)} captcha={captcha} />
      <ButtonRow>
        <PrimaryButton busy={form.submitting}>{t('contact.actions.send')}</PrimaryButton>
      </ButtonRow>
    </form>
  );
}
