import { describe, expect, it } from 'vitest';
import { SubscriberRecord } from '../../contract/preferences';
import { prefsValues, subscriberRecord, subscriptionFields } from './record';

const THEN = '2026-01-05T10:00:00.000Z';
const NOW = new Date('2026-03-01T12:30:00.000Z');
const BASE: SubscriberRecord = {
  EMAIL: 'advisor@example.com',
  HASH: 'h-1',
  RequiresSync: true,
  subscriptions: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ id: `SUBSCRIPTION${n}`, isSubscribed: n !== 2, timestamp: THEN })),
  subscriber: null,
  LANGUAGE: 'French',
  FIRSTNAME: 'Geneviève',
  LASTNAME: 'Lavoie',
  LastModifiedDate: THEN,
  OPTOUT: false,
};

describe('email-preferences record', () => {
  it('lists the subscriptions of each form: never 5, 7 only when logged in', () => {
    expect(subscriptionFields(false)).toEqual(['SUBSCRIPTION1', 'SUBSCRIPTION2', 'SUBSCRIPTION3', 'SUBSCRIPTION4', 'SUBSCRIPTION6']);
    expect(subscriptionFields(true)).toEqual(['SUBSCRIPTION1', 'SUBSCRIPTION2', 'SUBSCRIPTION3', 'SUBSCRIPTION4', 'SUBSCRIPTION6', 'SUBSCRIPTION7']);
  });

  it('fills the form from the record, with the language as the radio value', () => {
    expect(prefsValues(BASE, false)).toEqual({
      firstName: 'Geneviève', lastName: 'Lavoie', language: 'fr-ca', OPTOUT: false,
      SUBSCRIPTION1: true, SUBSCRIPTION2: false, SUBSCRIPTION3: true, SUBSCRIPTION4: true, SUBSCRIPTION6: true,
    });
    expect(prefsValues({ ...BASE, LANGUAGE: 'English' }, true)).toMatchObject({ language: 'en-ca', SUBSCRIPTION7: true });
  });

  it('posts a valid record: changed flags stamped now, the others and the ones off the form exactly as the server sent them', () => {
    const values = { ...prefsValues(BASE, false), SUBSCRIPTION1: false, SUBSCRIPTION2: true, SUBSCRIPTION5: false, SUBSCRIPTION7: false, firstName: ' Gen ', language: 'en-ca' };
    const posted = subscriberRecord(BASE, values, false, NOW);
    expect(SubscriberRecord.is(posted)).toBe(true);
    expect(posted).toMatchObject({ EMAIL: BASE.EMAIL, HASH: 'h-1', RequiresSync: true, LANGUAGE: 'English', FIRSTNAME: 'Gen', LASTNAME: 'Lavoie', LastModifiedDate: NOW.toISOString(), OPTOUT: false, subscriber: null });
    expect(posted.subscriptions).toEqual([
      { id: 'SUBSCRIPTION1', isSubscribed: false, timestamp: NOW.toISOString() },
      { id: 'SUBSCRIPTION2', isSubscribed: true, timestamp: NOW.toISOString() },
      { id: 'SUBSCRIPTION3', isSubscribed: true, timestamp: THEN },
      { id: 'SUBSCRIPTION4', isSubscribed: true, timestamp: THEN },
      // 5 is on no form and 7 not on the public one: their values on screen (none) never reach the record.
      { id: 'SUBSCRIPTION5', isSubscribed: true, timestamp: THEN },
      { id: 'SUBSCRIPTION6', isSubscribed: true, timestamp: THEN },
      { id: 'SUBSCRIPTION7', isSubscribed: true, timestamp: THEN },
    ]);
  });

  it('on the logged-in form, 7 follows the form; an opt-out posts the flag with every subscription off, those off the form too (spec section 4)', () => {
    const values = { ...prefsValues(BASE, true), SUBSCRIPTION1: false, SUBSCRIPTION3: false, SUBSCRIPTION4: false, SUBSCRIPTION6: false, SUBSCRIPTION7: false, OPTOUT: true };
    const posted = subscriberRecord(BASE, values, true, NOW);
    expect(posted.OPTOUT).toBe(true);
    expect(posted.subscriptions.filter((s) => s.isSubscribed).map((s) => s.id)).toEqual([]);
    expect(posted.subscriptions.find((s) => s.id === 'SUBSCRIPTION5')).toMatchObject({ isSubscribed: false, timestamp: NOW.toISOString() });
    // The public form (7 not on it): an opt-out turns 7 off as well.
    const publicPost = subscriberRecord(BASE, { ...prefsValues(BASE, false), SUBSCRIPTION1: true, OPTOUT: true }, false, NOW);
    expect(publicPost.subscriptions.filter((s) => s.isSubscribed)).toEqual([]);
  });

  it('adds a subscription the form shows but the record lacks, and leaves out a subscriber the server did not send', () => {
    const { subscriber: _none, ...bare } = BASE;
    const posted = subscriberRecord({ ...bare, subscriptions: BASE.subscriptions.slice(0, 5) }, { ...prefsValues(BASE, true), SUBSCRIPTION6: true, SUBSCRIPTION7: false }, true, NOW);
    expect(posted.subscriptions.slice(5)).toEqual([
      { id: 'SUBSCRIPTION6', isSubscribed: true, timestamp: NOW.toISOString() },
      { id: 'SUBSCRIPTION7', isSubscribed: false, timestamp: NOW.toISOString() },
    ]);
    expect('subscriber' in posted).toBe(false);
  });
});
