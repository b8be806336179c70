import { array, boolean, enums, literal, nullable, number, optional, string, type, union, type Infer } from './schema';
import { call, miPath } from './call';
import { ErrCode, ResultWord } from './common';

/** One subscription flag with the ISO time it last changed. */
export const Subscription = type({ id: string(), isSubscribed: boolean(), timestamp: string() });
/** Parsed subscription flag. */
export type Subscription = Infer<typeof Subscription>;

/** The subscriber record posted as JSON to emailPreferences/index (spec section 3). */
export const SubscriberRecord = type({
  EMAIL: string(),
  HASH: string(),
  RequiresSync: boolean(),
  subscriptions: array(Subscription),
  subscriber: optional(nullable(string())),
  LANGUAGE: enums(['English', 'French']),
  FIRSTNAME: string(),
  LASTNAME: string(),
  LastModifiedDate: string(),
  OPTOUT: boolean(),
});
/** Parsed subscriber record. */
export type SubscriberRecord = Infer<typeof SubscriberRecord>;

/** emailPreferences/index answer: the (possibly new) hash, errCode and result, 'opted-out' when the save opted out (spec section 4). */
export const EmailPreferencesSaveAnswer = type({ hash: nullable(string()), errCode: ErrCode, result: union([ResultWord, literal('opted-out')]) });
/** Parsed email-preferences save answer. */
export type EmailPreferencesSaveAnswer = Infer<typeof EmailPreferencesSaveAnswer>;

/** renderEmailPreferences query: the hash token. */
export const RenderEmailPreferencesQuery = type({ ht: string() });
/** renderEmailPreferences answer; missing userInfo raises could_not_read_user_info on the client. */
export const RenderEmailPreferencesAnswer = type({
  status: number(),
  userInfo: optional(nullable(SubscriberRecord)),
});
/** Parsed renderEmailPreferences answer. */
export type RenderEmailPreferencesAnswer = Infer<typeof RenderEmailPreferencesAnswer>;

/** Saves the subscriber record (public or signed in). */
export const saveEmailPreferencesCall = call({ method: 'POST', path: (l) => `${miPath(l)}/emailPreferences/index`, body: 'json', access: 'public', request: SubscriberRecord, answer: EmailPreferencesSaveAnswer });
/** Reads email preferences by hash token. */
export const renderEmailPreferencesCall = call({ method: 'GET', path: (l) => `${miPath(l)}/emailPreferences/renderEmailPreferences`, body: 'none', access: 'public', query: RenderEmailPreferencesQuery, answer: RenderEmailPreferencesAnswer });
