import { useMemo, useRef, useState } from 'preact/hooks';
import type { StoreApi } from 'zustand/vanilla';
import { saveEmailPreferencesCall, type SubscriberRecord } from '../../contract/preferences';
import { useFlow } from '../../flow/context';
import { useStoreSlice } from '../../flow/store';
import { useSubmit } from '../../flow/useSubmit';
import { emailPrefsForm } from '../../forms/forms-email-prefs';
import type { FieldValue } from '../../forms/types';
import { useT } from '../../i18n/context';
import { ButtonRow, PrimaryButton } from '../../ui/Buttons';
import { Checkbox } from '../../ui/Checkbox';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { Notice } from '../../ui/Notice';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextField } from '../../ui/TextField';
import { useFormController } from '../../ui/useFormController';
import { PREFS_LANGUAGES, prefsValues, subscriberRecord, subscriptionFields } from './record';
import type { EmailPrefsState } from './store';
import { OPT_OUT, toggleSubscription } from './subscriptions';

/** Props of the shared email-preferences form; `store` already holds the record's values (see `showRecord`). */
export interface EmailPreferencesFormProps {
  store: StoreApi<EmailPrefsState>;
  /** The record the server sent: what the post is built on (its subscription 5, its timestamps). */
  record: SubscriberRecord;
  /** The signed-in page adds subscription 7 (spec section 3). */
  loggedIn: boolean;
  /** Message key saying why names and language cannot change here (internal, pre-registered); null when they can. */
  namesLocked?: string | null;
  /** The `form` of the mi-submitted event. */
  submitted: string;
}

type Result = 'success' | 'opted-out';
const RESULT_TEXT: Record<Result, string> = { success: 'emailPrefs.result.success', 'opted-out': 'emailPrefs.result.optedOut' };

/** The fields a locked profile fills in (namesLocked). */
const NAMED: readonly string[] = ['firstName', 'lastName', 'language'];

/**
 * Login email (read-only), names, language, the subscriptions and the opt-out, for the public page and the
 * profile alike. Opting out unticks every subscription on screen; ticking one unticks the opt-out (spec
 * section 4), and a status region says so. Save posts the subscriber record of spec section 3.
 */
export function EmailPreferencesForm({ store, record, loggedIn, namesLocked: lockedBy = null, submitted }: EmailPreferencesFormProps) {
  const { t } = useT();
  const { api } = useFlow();
  const values = useStoreSlice(store, (s) => s.values);
  const form = useMemo(() => emailPrefsForm({ loggedIn }), [loggedIn]);
  const [base, setBase] = useState(record);
  const [result, setResult] = useState<Result | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const posted = useRef<SubscriberRecord | null>(null);
  // The public page learns that the names are locked only from a save (prfl003): then as the profile page shows them.
  const [refused, setRefused] = useState(false);
  const locked = lockedBy !== null || refused;
  const setValue = (name: string, value: FieldValue) => {
    setResult(null);
    store.getState().setValue(name, value);
  };
  // Locked names and language (the profile's, spec section 6) are not the user's to fix: not checked either (a
  // registered last name may be longer than the 50 characters a profile name may have).
  const controller = useFormController(form, { values, setValue, ...(locked ? { rendered: (name: string) => !NAMED.includes(name) } : {}) });

  const save = useSubmit({
    form: controller,
    context: 'emailPrefs',
    submitted,
    onNotice: (key) => {
      if (key !== 'errors.codes.prfl003') return setNotice(key);
      // Refused with the names already locked (they went as the server had them): another Save cannot help.
      if (locked) return setNotice('errors.codes.generic');
      setNotice(key);
      // Put back as the server has them; the subscriptions on screen stay for the next Save.
      for (const name of NAMED) store.getState().setValue(name, prefsValues(base, loggedIn)[name] ?? '');
      setRefused(true);
    },
    send: (v) => {
      // Emptied, so a second save with the same outcome is said again.
      setAnnouncement('');
      posted.current = subscriberRecord(base, v, loggedIn, new Date());
      return api.call(saveEmailPreferencesCall, posted.current);
    },
    onSuccess: (answer, sent) => {
      const saved = { ...(posted.current ?? base), HASH: answer.hash ?? base.HASH };
      setBase(saved);
      // A box changed while the save ran was not sent: it stays unsaved (kept over the record, on screen and in the
      // draft, for the next Save) instead of being lost at the next visit.
      const now = store.getState().values;
      store.getState().markSaved(saved.HASH, Object.keys(sent).some((name) => now[name] !== sent[name]));
      const outcome = answer.result === 'opted-out' ? 'opted-out' : 'success';
      // Said by the status region below, there since the form showed: focus stays on Save, and a region inserted
      // with its text is often not read.
      setAnnouncement(t(RESULT_TEXT[outcome]));
      setResult(outcome);
    },
  });

  // Applies spec section 4's rules to the whole form and says aloud what changed besides the box itself.
  const toggle = (name: string, checked: FieldValue) => {
    const next = toggleSubscription(values, name, checked);
    const others = Object.keys(next).filter((key) => key !== name && next[key] !== values[key]);
    setValue(name, checked);
    for (const key of others) setValue(key, next[key] ?? false);
    if (others.length === 0) setAnnouncement('');
    else if (name === OPT_OUT) setAnnouncement(t('emailPrefs.form.allUnticked'));
    else setAnnouncement(t('emailPrefs.form.unticked', { label: t(`fields.${OPT_OUT}.label`) }));
  };
  // A preference is a choice either way, not an optional answer: no "(Optional)" on each box.
  const box = (name: ReturnType<typeof subscriptionFields>[number] | typeof OPT_OUT) => ({
    ...controller.fieldProps(name),
    choice: true,
    onValue: (v: FieldValue) => toggle(name, v),
  });
  const named = (name: 'firstName' | 'lastName' | 'language') => ({ ...controller.fieldProps(name), ...(locked ? { disabled: true } : {}) });

  return (
    <form class="mi-form mi-email-prefs" noValidate onSubmit={controller.handleSubmit(save)}>
      <ErrorSummary items={controller.summaryItems} focusRef={controller.summaryRef} />
      {notice && <Notice kind="error">{t(notice)}</Notice>}
      <dl class="mi-details">
        <div class="mi-details__row">
          <dt>{t('emailPrefs.form.loginEmail')}</dt>
          <dd>{record.EMAIL}</dd>
        </div>
      </dl>
      {/* After a refusal too: the fields stay disabled once its error has gone with the next Save. */}
      {locked && <Notice kind="info">{t(lockedBy ?? 'emailPrefs.form.namesLocked')}</Notice>}
      <TextField {...named('firstName')} autoComplete="given-name" />
      <TextField {...named('lastName')} autoComplete="family-name" />
      <RadioGroup {...named('language')} options={PREFS_LANGUAGES.map((value) => ({ value, label: t(`emailPrefs.languages.${value}`) }))} inline />
      <fieldset class="mi-fieldset mi-email-prefs__subscriptions">
        <legend class="mi-field__label">{t('emailPrefs.form.subscriptions')}</legend>
        {subscriptionFields(loggedIn).map((name) => (
          <Checkbox key={name} {...box(name)} />
        ))}
      </fieldset>
      <Checkbox {...box(OPT_OUT)} hint={t('emailPrefs.form.optOutHint')} />
      <p class="mi-visually-hidden" role="status">
        {announcement}
      </p>
      {/* A success notice that is no live region: the status region above says it (src/ui/Notice.tsx's markup). */}
      {result && (
        <div class="mi-notice mi-notice--success">
          <div class="mi-notice__body">{t(RESULT_TEXT[result])}</div>
        </div>
      )}
      <ButtonRow>
        {/* Never disabled while saving: a disabled button drops the keyboard focus (the controller sends once). */}
        <PrimaryButton busy={controller.submitting}>
          {t('emailPrefs.actions.save')}
        </PrimaryButton>
      </ButtonRow>
    </form>
  );
}
