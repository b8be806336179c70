import { describe, expect, it } from 'vitest';
import * as F from './fields';
import { allForms } from './catalog';
import { fieldError } from './validate';
import type { FieldSpec, FieldValue } from './types';

type Case = [value: FieldValue, key: string | undefined];

/** Each field factory with values and the message key expected for each (undefined = valid). */
const table: { field: FieldSpec; cases: Case[] }[] = [
  { field: F.firstName('registration'), cases: [['Jo', undefined], [' J ', 'errors.fields.firstName.minlength'], ['', 'errors.fields.firstName.required'], ['J', 'errors.fields.firstName.minlength'], ['J'.repeat(41), 'errors.fields.firstName.maxlength'], ['J'.repeat(40), undefined], ['Jo<', 'errors.general.sanitizePattern']] },
  { field: F.firstName('profile'), cases: [['J'.repeat(50), undefined], ['J'.repeat(51), 'errors.fields.firstName.maxlength']] },
  { field: F.lastName('registration'), cases: [['L'.repeat(80), undefined], ['L'.repeat(81), 'errors.fields.lastName.maxlength'], ['', 'errors.fields.lastName.required']] },
  { field: F.lastName('profile'), cases: [['L'.repeat(50), undefined], ['L'.repeat(51), 'errors.fields.lastName.maxlength'], ['L', 'errors.fields.lastName.minlength']] },
  { field: F.preferredFirstName(), cases: [['', undefined], ['Al', undefined], ['A!', 'errors.general.sanitizePattern']] },
  { field: F.registrationEmailId(), cases: [['jane@example.com', undefined], ['josé@exemple.ca', undefined], [' jane@example.com ', undefined], ['', 'errors.fields.email.required'], ['jane@example', 'errors.fields.email.pattern']] },
  { field: F.simpleEmailField('emailId'), cases: [['a@b.co', undefined], ['nope', 'errors.fields.email.pattern']] },
  { field: F.roleId(), cases: [['10', undefined], ['', 'errors.fields.roleId.required']] },
  { field: F.languagePreferenceCode(), cases: [['fr', undefined], ['de', 'errors.fields.languagePreferenceCode.invalid'], ['', 'errors.fields.languagePreferenceCode.required']] },
  { field: F.professional(), cases: [[true, undefined], [false, 'errors.fields.professional.blank']] },
  { field: F.firmName('registration'), cases: [['Acme Inc.', undefined], ['', 'errors.fields.firmName.blank'], ['A'.repeat(256), 'errors.fields.firmName.maxlength'], ['A & B', 'errors.fields.firmName.pattern']] },
  { field: F.firmName('profile'), cases: [['A'.repeat(50), undefined], ['A'.repeat(51), 'errors.fields.firmName.maxlength']] },
  { field: F.organizationName({ optional: true }), cases: [['', undefined], ['A#', 'errors.fields.organizationName.pattern']] },
  { field: F.addressLine1('registration'), cases: [['12 Main St.', undefined], ['', 'errors.fields.addressLine1.blank']] },
  { field: F.addressLine1('profile', 'streetAddress'), cases: [['S'.repeat(51), 'errors.fields.addressLine1.maxlength']] },
  { field: F.city(), cases: [['Trois-Rivières', undefined], ['', 'errors.fields.city.blank'], ['C'.repeat(51), 'errors.fields.city.maxlength']] },
  { field: F.suiteNumber(), cases: [['', undefined], ['4 & 5/B', undefined], ['12345678901', 'errors.fields.suiteNumber.maxlength'], ['#4', 'errors.fields.suiteNumber.pattern']] },
  { field: F.suiteNumber('suite'), cases: [['#4', 'errors.fields.suiteNumber.pattern']] },
  { field: F.province(), cases: [['AB', undefined], ['YT', undefined], ['ZZ', 'errors.fields.province.invalid'], ['', 'errors.fields.province.required']] },
  { field: F.postalCodeField(), cases: [['A1A 1A2', undefined], ['', 'errors.fields.postalCode.required'], ['W1A 1A1', 'errors.fields.postalCode.pattern'], [' K1A 0B1 ', undefined], ['k1a0b1', undefined]] },
  { field: F.businessPhoneNumber(), cases: [['0001112222', undefined], ['000-111-2222', undefined], ['', 'errors.fields.businessPhoneNumber.required'], ['000-111-222', 'errors.fields.businessPhoneNumber.pattern'], ['416 555 0123', undefined], ['(416) 555-0123', undefined], [' 416-555-0123 ', undefined], ['416 555 012', 'errors.fields.businessPhoneNumber.pattern']] },
  { field: F.businessPhoneNumber('phoneNumber'), cases: [['12', 'errors.fields.phoneNumber.pattern']] },
  { field: F.extension('businessExtension'), cases: [['', undefined], ['1234567890', undefined], ['12345678901', 'errors.fields.businessExtension.maxlength'], ['12a', 'errors.fields.businessExtension.pattern'], ['x12', 'errors.fields.businessExtension.pattern'], [' 12 ', undefined]] },
  { field: F.extension('extension'), cases: [['1-2', 'errors.fields.extension.pattern']] },
  { field: F.mobilePhone(), cases: [['416-555-1234', undefined], ['(416) 555 1234', undefined], ['(000) 111-2222', 'errors.fields.phone.areaCode'], ['', 'errors.fields.phone.required'], ['41655', 'errors.fields.phone.pattern'], ['000-111-2222', 'errors.fields.phone.areaCode']] },
  { field: F.investorPhone('phoneNumber'), cases: [['41655', 'errors.fields.phoneNumber.pattern'], ['555-111-2222', 'errors.fields.phone.areaCode'], ['', 'errors.fields.phoneNumber.required']] },
  { field: F.primaryDealerCode({ required: true }), cases: [['1234', undefined], ['', 'errors.fields.primaryDealerCode.required'], ['123', 'errors.fields.primaryDealerCode.pattern']] },
  { field: F.primaryDealerCode({ required: false }), cases: [['', undefined], ['12345', 'errors.fields.primaryDealerCode.pattern']] },
  { field: F.primaryAdvisorCode({ required: true }), cases: [['AB12C3', undefined], ['', 'errors.fields.primaryAdvisorCode.required'], ['AB12C34', 'errors.fields.primaryAdvisorCode.pattern']] },
  { field: F.primaryAdvisorCode({ required: false }), cases: [['', undefined]] },
  { field: F.contactCode('dealerCode'), cases: [['', undefined], ['1234', undefined], ['12345', 'errors.fields.dealerCode.maxlength']] },
  { field: F.contactCode('advisorCode'), cases: [['ABCDEF', undefined], ['ABCDEFG', 'errors.fields.advisorCode.maxlength']] },
  { field: F.newPasswordField(), cases: [['Abcdefg1', undefined], ['', 'errors.fields.password.required'], ['Abcde1', 'errors.fields.password.minlength'], [`Ab1${'x'.repeat(30)}`, 'errors.fields.password.maxlength'], ['abcdefg1', 'errors.fields.password.pattern']] },
  { field: F.newPasswordField('newPassword', F.CHANGE_PASSWORD_MAX), cases: [[`Ab1${'x'.repeat(47)}`, undefined], [`Ab1${'x'.repeat(48)}`, 'errors.fields.password.maxlength']] },
  { field: F.loginPassword(), cases: [['x', undefined], ['', 'errors.fields.password.required']] },
  { field: F.confirmPassword(), cases: [['', 'errors.fields.confirmPassword.required']] },
  // Its own module keeps its own minimum: it must agree with the other password fields'.
  { field: F.oldPassword(), cases: [['1'.repeat(F.PASSWORD_MIN), undefined], ['1'.repeat(F.PASSWORD_MIN - 1), 'errors.fields.oldPassword.minlength']] },
  { field: F.securityQuestion(2), cases: [['q1', undefined], ['', 'errors.fields.securityQuestion.required']] },
  { field: F.securityAnswer(3), cases: [['Rex & co', undefined], ['', 'errors.fields.securityAnswer.required']] },
  { field: F.recoveryAnswer(), cases: [['', 'errors.fields.securityAnswer.required']] },
  { field: F.confirmReadTermsConditions(), cases: [[true, undefined], [false, 'errors.fields.confirmReadTermsConditions.required']] },
  { field: F.captcha(), cases: [['token', undefined], ['', 'errors.g-recaptcha-response.required']] },
  { field: F.investorEmail(), cases: [[`${'a'.repeat(90)}@example.com`, 'errors.fields.email.maxlength'], ['', 'errors.fields.email.required'], ['a@b.ca', undefined]] },
  { field: F.investorName('signatoryFirstName'), cases: [['', 'errors.fields.signatoryFirstName.required']] },
  { field: F.corporationName(), cases: [['Acme Ltd.', undefined], ['', 'errors.fields.corporationName.required'], ['A&B', 'errors.general.sanitizePattern']] },
  { field: F.fundId(), cases: [['', 'errors.fields.fundId.required']] },
  { field: F.requestType('redeem'), cases: [['jointAccount', undefined], ['jointSubscriber', 'errors.fields.requestType.invalid']] },
];

describe('field factories', () => {
  for (const { field, cases } of table) {
    it(`${field.name}: ${cases.map(([, k]) => k?.split('.').pop() ?? 'ok').join(', ')}`, () => {
      for (const [value, key] of cases) expect({ value, key: fieldError(field, value)?.key }).toEqual({ value, key });
    });
  }

  it('keeps the spec names and marks optional fields as not required', () => {
    expect(F.suiteNumber().required).toBe(false);
    expect(F.preferredFirstName().required).toBe(false);
    expect(F.extension().required).toBe(false);
    expect(F.firstName().required).toBe(true);
    expect(F.professional().kind).toBe('checkbox');
    expect(F.captcha().name).toBe('g-recaptcha-response');
  });

  it('bounds lengths by rules with their bound as a param (the message says it)', () => {
    const bound = (field: FieldSpec, rule: string) => field.rules?.find((r) => r.name === rule)?.params;
    expect([bound(F.firstName('registration'), 'minlength'), bound(F.firstName('registration'), 'maxlength')]).toEqual([{ min: 2 }, { max: 40 }]);
    expect(bound(F.investorEmail(), 'maxlength')).toEqual({ max: 100 });
  });

  it('no field of any form has two rules of one name: a rule\'s name is its message key', () => {
    const repeated = allForms().flatMap((form) =>
      form.fields.filter((field) => new Set(field.rules?.map((r) => r.name)).size !== field.rules?.length).map((field) => `${form.id}.${field.name}`),
    );
    expect(repeated).toEqual([]);
  });

  it('codes are required for role ids 10 and 12 only', () => {
    expect(['10', 12, '11', '13', '14', '16'].map(F.codesRequiredFor)).toEqual([true, true, false, false, false, false]);
  });

  it('sanitize errors carry the label key and length errors their bound', () => {
    expect(fieldError(F.firstName(), 'A<')?.params).toMatchObject({ labelKey: 'fields.firstName.label' });
    expect(fieldError(F.firstName(), 'A')?.params).toMatchObject({ min: 2 });
  });
});
