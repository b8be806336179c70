import type { FieldValue, FormValues } from '../../forms/types';

/** The opt-out checkbox of the email-preferences form. */
export const OPT_OUT = 'OPTOUT';

/** True for a subscription checkbox (SUBSCRIPTION1 … SUBSCRIPTION7). */
export function isSubscriptionField(name: string): boolean {
  return /^SUBSCRIPTION\d+$/.test(name);
}

/**
 * The values after one checkbox changed, with spec section 4's rules: opting out sets every subscription
 * on screen to false; turning any subscription on clears the opt-out. Shared by the profile's
 * notification page and the public email-preferences page.
 */
export function toggleSubscription(values: FormValues, name: string, checked: FieldValue): FormValues {
  const next: FormValues = { ...values, [name]: checked };
  if (name === OPT_OUT && checked === true) {
    for (const key of Object.keys(next)) if (isSubscriptionField(key)) next[key] = false;
  } else if (isSubscriptionField(name) && checked === true) {
    next[OPT_OUT] = false;
  }
  return next;
}
