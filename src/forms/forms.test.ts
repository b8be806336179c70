import { describe, expect, it } from 'vitest';
import * as Forms from './forms';
import { formValuesFrom } from './coerce';
import { validateForm } from './validate';
import type { FormSpec } from './types';
import { allForms } from './catalog';

const names = (form: FormSpec) => form.fields.map((f) => f.name);

describe('forms as data', () => {
  it('registration step 2 shows required dealer and advisor codes only when a dealer representative is required', () => {
    expect(names(Forms.addressDetailsForm({ dealerRepRequired: false }))).not.toContain('primaryDealerCode');
    const withCodes = Forms.addressDetailsForm({ dealerRepRequired: true });
    expect(names(withCodes).slice(-2)).toEqual(['primaryDealerCode', 'primaryAdvisorCode']);
    expect(withCodes.fields.filter((f) => f.name.startsWith('primary')).every((f) => f.required)).toBe(true);
  });

  it('the profile requires the codes for role ids 10 and 12 and not otherwise', () => {
    const errorsFor = (roleId: string) =>
      validateForm(Forms.profileForm({ roleId }), {}).map((e) => e.field).filter((f) => f.startsWith('primary'));
    expect(errorsFor('10')).toEqual(['primaryDealerCode', 'primaryAdvisorCode']);
    expect(errorsFor('12')).toHaveLength(2);
    expect(errorsFor('14')).toEqual([]);
  });

  it('email preferences omit subscription 5 and show 7 only when logged in', () => {
    expect(names(Forms.emailPrefsForm({ loggedIn: false }))).toEqual(expect.arrayContaining(['SUBSCRIPTION6', 'OPTOUT']));
    expect(names(Forms.emailPrefsForm({ loggedIn: false }))).not.toContain('SUBSCRIPTION7');
    expect(names(Forms.emailPrefsForm({ loggedIn: true }))).toContain('SUBSCRIPTION7');
    expect(names(Forms.emailPrefsForm({ loggedIn: true }))).not.toContain('SUBSCRIPTION5');
  });

  it('e-sign investor forms: names only in redemption except corporate; corporate names a signatory', () => {
    expect(names(Forms.esignInvestorForm('redeem', 'individual'))).toEqual(['firstName', 'lastName']);
    expect(names(Forms.esignInvestorForm('redeem', 'managed'))).toEqual(['firstName', 'lastName']);
    expect(names(Forms.esignInvestorForm('purchase', 'individual'))).toEqual(['firstName', 'lastName', 'email', 'phone', 'extension']);
    expect(names(Forms.esignInvestorForm('purchase', 'corporate'))).toEqual([
      'corporationName', 'signatoryFirstName', 'signatoryLastName', 'email', 'phone', 'extension',
    ]);
    expect(names(Forms.esignJointInvestorForm('purchase'))).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect(names(Forms.esignJointInvestorForm('redeem'))).toEqual(['firstName', 'lastName']);
  });

  it('corporate and co-investor phones report their pattern under phoneNumber, area codes under phone', () => {
    const corp = validateForm(Forms.esignInvestorForm('purchase', 'corporate'), { phone: '12' });
    expect(corp.find((e) => e.field === 'phone')?.key).toBe('errors.fields.phoneNumber.pattern');
    const joint = validateForm(Forms.esignJointInvestorForm('purchase'), { phone: '555-555-5555' });
    expect(joint.find((e) => e.field === 'phone')?.key).toBe('errors.fields.phone.areaCode');
  });

  it('the submit gate needs both advisor codes', () => {
    expect(Forms.advisorHasCodes({ primaryDealerCode: '1234', primaryAdvisorCode: 'AB1' })).toBe(true);
    expect(Forms.advisorHasCodes({ primaryDealerCode: '1234', primaryAdvisorCode: ' ' })).toBe(false);
    expect(Forms.advisorHasCodes({ primaryDealerCode: null, primaryAdvisorCode: 'AB1' })).toBe(false);
  });

  it('every field name within a form is unique', () => {
    for (const form of allForms()) expect(new Set(names(form)).size, form.id).toBe(form.fields.length);
  });
});

describe('formValuesFrom', () => {
  it('turns posted text into form values: checkboxes as booleans, missing as empty', () => {
    const values = formValuesFrom(Forms.activationForm, { confirmReadTermsConditions: 'on', password: 'X', securityQuestion1: 7 });
    expect(values).toMatchObject({ confirmReadTermsConditions: true, password: 'X', securityQuestion1: '7', securityAnswer1: '' });
    expect(formValuesFrom(Forms.activationForm, { confirmReadTermsConditions: 'false' }).confirmReadTermsConditions).toBe(false);
  });
});
