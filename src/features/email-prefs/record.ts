import type { SubscriberRecord } from '../../contract/preferences';
import { subscriptionIds } from '../../forms/forms-email-prefs';
import type { FieldValue, FormValues } from '../../forms/types';

/** The language radio's values (spec section 3: en-ca or fr-ca). */
export const PREFS_LANGUAGES = ['en-ca', 'fr-ca'] as const;

/** The subscription checkboxes of a form, in order: SUBSCRIPTION1 … (5 never, 7 only when logged in). */
export function subscriptionFields(loggedIn: boolean): `SUBSCRIPTION${number}`[] {
  return subscriptionIds(loggedIn).map((id) => `SUBSCRIPTION${id}` as const);
}

/** The record's LANGUAGE as the radio's value. */
export function formLanguage(language: SubscriberRecord['LANGUAGE']): string {
  return language === 'French' ? 'fr-ca' : 'en-ca';
}

function text(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The form's values from the server's record: names, language, the flags of the subscriptions on the form, opt-out. */
export function prefsValues(record: SubscriberRecord, loggedIn: boolean): FormValues {
  const values: FormValues = { firstName: record.FIRSTNAME, lastName: record.LASTNAME, language: formLanguage(record.LANGUAGE), OPTOUT: record.OPTOUT };
  for (const name of subscriptionFields(loggedIn)) values[name] = record.subscriptions.find((s) => s.id === name)?.isSubscribed ?? false;
  return values;
}

/**
 * The subscriber record to post (spec section 3), built on the record the server sent. A subscription
 * not on the form (5 always, 7 on the public page) goes back exactly as the server had it, unless the user
 * opts out: that sets every flag to false, those off the form too (spec section 4), so a backend that
 * trusts the record sends nothing more. A flag that changed gets the time now; `LastModifiedDate` is now.
 * Timestamps are ISO.
 */
export function subscriberRecord(base: SubscriberRecord, values: FormValues, loggedIn: boolean, now: Date): SubscriberRecord {
  const iso = now.toISOString();
  const onForm = subscriptionFields(loggedIn);
  const optOut = values.OPTOUT === true;
  const subscriptions = base.subscriptions.map((s) => {
    if (!optOut && !(onForm as string[]).includes(s.id)) return s;
    const next = !optOut && values[s.id] === true;
    return next === s.isSubscribed ? s : { id: s.id, isSubscribed: next, timestamp: iso };
  });
  // A subscription the form shows but the record lacks is added, so the choice on screen is never dropped.
  for (const id of onForm) {
    if (!base.subscriptions.some((s) => s.id === id)) subscriptions.push({ id, isSubscribed: !optOut && values[id] === true, timestamp: iso });
  }
  return {
    EMAIL: base.EMAIL,
    HASH: base.HASH,
    RequiresSync: true,
    subscriptions,
    ...(base.subscriber !== undefined ? { subscriber: base.subscriber } : {}),
    LANGUAGE: values.language === 'fr-ca' ? 'French' : 'English',
    FIRSTNAME: text(values.firstName),
    LASTNAME: text(values.lastName),
    LastModifiedDate: iso,
    OPTOUT: optOut,
  };
}
