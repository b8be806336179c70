import { describe, expect, it } from 'vitest';
import { EXTRA_CODES } from '../../src/contract/codes';
import { answerOutcome } from '../../src/flow/answer';
import { resolveOptions } from './options';
import { codedEsignAnswer, isForbiddenFailure } from './outcome';
import { reviewModel } from './review';
import { buildEsignRequest } from './request';
import { kindOf } from './schema';
import { createEsignStore, esignDraft, hasProgress, hasSubscriberData } from './store';

const ADVISOR = {
  'advisor.firstName': 'Alex', 'advisor.lastName': 'Martin', 'advisor.email': 'advisor@example.com', 'advisor.streetAddress': '100 King Street West',
  'advisor.suite': '', 'advisor.city': 'Toronto', 'advisor.province': 'ON', 'advisor.postalCode': 'M5X 1A9',
  'advisor.businessPhoneNumber': '416-555-0150', 'advisor.businessExtension': '', 'advisor.phoneNumber': '416-555-0177',
};
const INVESTOR = { 'investor.firstName': 'Ines', 'investor.lastName': 'Moreau', 'investor.email': 'ines@example.com', 'investor.phone': '416-555-0188', 'investor.extension': '' };
const JOINT = { 'joint.firstName': 'Omar', 'joint.lastName': 'Moreau', 'joint.email': 'omar@example.com', 'joint.phone': '647-555-0190' };

describe('buildEsignRequest', () => {
  it('posts the investor under the spec names, the co-investor and advisor prefixed, and leaves out empty optional fields', () => {
    const request = buildEsignRequest('purchase', 'joint', { 'selection.fundId': 'F101', 'selection.requestType': 'jointSubscriber', ...ADVISOR, ...INVESTOR, ...JOINT });
    expect(request).toMatchObject({
      requestType: 'jointSubscriber', fundId: 'F101', firstName: 'Ines', email: 'ines@example.com', phone: '416-555-0188',
      jointFirstName: 'Omar', jointEmail: 'omar@example.com', jointPhone: '647-555-0190', advisorFirstName: 'Alex', advisorPhoneNumber: '416-555-0177',
    });
    expect(Object.entries(request ?? {}).filter(([, v]) => v !== undefined).map(([k]) => k)).not.toContain('extension');
    expect(request?.advisorSuite).toBeUndefined();
  });

  it('drops joint data unless the type is joint, and anything no form of the type has', () => {
    const values = { 'selection.fundId': 'F101', 'selection.requestType': 'individualSubscriber', ...ADVISOR, ...INVESTOR, ...JOINT, 'investor.corporationName': 'Stray Inc' };
    const request = buildEsignRequest('purchase', 'individual', values);
    expect(Object.keys(request ?? {}).filter((k) => k.startsWith('joint'))).toEqual([]);
    expect(request).not.toHaveProperty('corporationName');
  });

  it('keeps names only in a redemption, and refuses a type of the other mode or kind', () => {
    const request = buildEsignRequest('redeem', 'managed', { 'selection.fundId': 'R204', 'selection.requestType': 'managedAccount', ...ADVISOR, ...INVESTOR });
    expect(request).toMatchObject({ requestType: 'managedAccount', firstName: 'Ines', lastName: 'Moreau' });
    expect(request).not.toHaveProperty('email');
    expect(buildEsignRequest('purchase', 'individual', { 'selection.fundId': 'F101', 'selection.requestType': 'individualAccount', ...INVESTOR })).toBeNull();
    expect(buildEsignRequest('purchase', 'joint', { 'selection.fundId': 'F101', 'selection.requestType': 'individualSubscriber', ...INVESTOR })).toBeNull();
    expect(kindOf('redeem', 'corporateAccount')).toBe('corporate');
    expect(kindOf('redeem', 'corporateSubscriber')).toBeNull();
  });
});

describe('reviewModel', () => {
  it('lists every value the request carries exactly once, under its party, and nothing else', () => {
    const request = buildEsignRequest('purchase', 'joint', { 'selection.fundId': 'F101', 'selection.requestType': 'jointSubscriber', ...ADVISOR, ...INVESTOR, ...JOINT });
    if (!request) throw new Error('no request built');
    const model = reviewModel(request);
    const listed = model.parts.flatMap((p) => p.rows.map((r) => r.key));
    const sent = Object.entries(request).filter(([k, v]) => v !== undefined && k !== 'fundId' && k !== 'requestType').map(([k]) => k);
    expect(listed.sort()).toEqual(sent.sort());
    expect(model.parts.map((p) => p.part)).toEqual(['advisor', 'investor', 'joint']);
    expect(model.parts[2]?.rows.map((r) => r.field)).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect(model.parts[0]?.rows.find((r) => r.key === 'advisorStreetAddress')?.field).toBe('streetAddress');
  });
});

describe('codedEsignAnswer', () => {
  it.each([
    [{ result: 'success', status: 'sent' }, { kind: 'success' }],
    [{ result: 'Success', status: 200 }, { kind: 'success' }],
    [{ result: 'failure', status: EXTRA_CODES.docusign }, { kind: 'notice', code: '403-docusign' }],
    [{ result: 'failure', status: 'unknown-fund' }, { kind: 'error-page', code: 'unknown-fund' }],
    [{ result: 'success', status: 'Failure' }, { kind: 'error-page', code: '' }],
    [{ result: 'Failure', status: 500 }, { kind: 'error-page', code: '500' }],
  ] as const)('%j -> %j through the catalogue', (answer, outcome) => {
    expect(answerOutcome(codedEsignAnswer(answer), 'esign')).toMatchObject(outcome);
  });

  it('treats an HTTP refusal below 500 as the 403, and leaves server errors and network failures their own pages', () => {
    expect(isForbiddenFailure({ kind: 'http', status: 404 })).toBe(true);
    expect(isForbiddenFailure({ kind: 'http', status: 503 })).toBe(false);
    expect(isForbiddenFailure({ kind: 'network', details: 'x' })).toBe(false);
    expect(answerOutcome({ result: 'failure', errCode: '403' }, 'esign')).toEqual({ kind: 'error-page', code: '403' });
  });
});

describe('resolveOptions', () => {
  it('is a redemption with redeem=true or mode="redeem", and prefers the query fundId over the attribute', () => {
    expect(resolveOptions({}, {})).toEqual({ mode: 'purchase', fundId: '' });
    expect(resolveOptions({ redeem: 'true' }, { fundId: 'R201' })).toEqual({ mode: 'redeem', fundId: 'R201' });
    expect(resolveOptions({ redeem: 'false', fundId: 'F102' }, { mode: 'Redeem', fundId: 'F101' })).toEqual({ mode: 'redeem', fundId: 'F102' });
  });
});

describe('esign store', () => {
  it('choosing a type clears investor and joint data; cancelling the subscriber clears them and the type; restoring the advisor drops edits', () => {
    const store = createEsignStore();
    const { setValue } = store.getState();
    setValue('selection.fundId', 'F101');
    setValue('selection.requestType', 'jointSubscriber');
    setValue('investor.firstName', 'Ines');
    setValue('joint.email', 'omar@example.com');
    setValue('advisor.city', 'Ottawa');
    expect(hasSubscriberData(store.getState().values)).toBe(true);
    store.getState().chooseType('individualSubscriber');
    expect(store.getState().values).toEqual({ 'selection.fundId': 'F101', 'selection.requestType': 'individualSubscriber', 'advisor.city': 'Ottawa' });
    setValue('investor.lastName', 'Moreau');
    store.getState().clearSubscriber();
    expect(store.getState().values).toEqual({ 'selection.fundId': 'F101', 'advisor.city': 'Ottawa' });
    store.getState().editAdvisor();
    store.getState().restoreAdvisor();
    expect(store.getState()).toMatchObject({ editingAdvisor: false, values: { 'selection.fundId': 'F101' } });
    expect(hasProgress(store.getState().values)).toBe(true);
    expect(hasProgress({ 'investor.firstName': '  ' })).toBe(false);
  });

  it('switching mode shows that mode’s own values and keeps the others for a return; advisor edits stay', () => {
    const store = createEsignStore();
    const { setValue, switchMode } = store.getState();
    setValue('selection.fundId', 'F101');
    switchMode('purchase');
    expect(store.getState().values).toEqual({ 'selection.fundId': 'F101' });
    setValue('investor.firstName', 'Ines');
    setValue('advisor.city', 'Ottawa');
    switchMode('redeem');
    expect(store.getState().values).toEqual({ 'advisor.city': 'Ottawa' });
    setValue('investor.firstName', 'Ana');
    setValue('advisor.city', 'Laval');
    switchMode('redeem');
    expect(store.getState().values).toEqual({ 'investor.firstName': 'Ana', 'advisor.city': 'Laval' });
    switchMode('purchase');
    expect(store.getState().values).toEqual({ 'selection.fundId': 'F101', 'investor.firstName': 'Ines', 'advisor.city': 'Laval' });
    // The draft carries the mode and the other mode's values.
    const restored = createEsignStore();
    restored.setState(esignDraft.apply(restored.getState(), esignDraft.save(store.getState())));
    restored.getState().setValue('selection.fundId', 'F101');
    restored.getState().switchMode('redeem');
    expect(restored.getState().values).toEqual({ 'investor.firstName': 'Ana' });
    expect(esignDraft.apply(restored.getState(), { mode: 'redeem', stash: 'not json' }).stash).toEqual({});
  });
});
