import { defineForm } from './types';
import { defineField } from './field';
import { oneOf, required } from './refinements';
import * as F from './fields';

// Its own module: the public preferences page downloads these fields only, not the profile's forms.
/** Subscription ids on the forms: 5 never shows, 7 only when logged in (spec section 3). */
export function subscriptionIds(loggedIn: boolean): number[] {
  return loggedIn ? [1, 2, 3, 4, 6, 7] : [1, 2, 3, 4, 6];
}

/** Email preferences (public or logged-in): names, language, subscription and opt-out checkboxes. */
export function emailPrefsForm(opts: { loggedIn: boolean }) {
  const boxes = [...subscriptionIds(opts.loggedIn).map((id) => `SUBSCRIPTION${id}` as const), 'OPTOUT' as const];
  return defineForm('emailPrefs', [
      // The names an account already holds, whichever form gave them (registration allows a last name of 80, the
      // profile a first name of 50): the spec bounds neither on this page, and a stored name must not block a save.
      F.firstName('stored'), F.lastName('stored'),
      defineField('language', { kind: 'radio', rules: [required(), oneOf(['en-ca', 'fr-ca'])], options: ['en-ca', 'fr-ca'] }),
      ...boxes.map((name) => defineField(name, { kind: 'checkbox', rules: [] })),
  ]);
}
