import { describe, expect, it } from 'vitest';
import * as Forms from './forms';
import { validateField, validateForm } from './validate';
import type { FormValues } from './types';

const keys = (errors: { field: string; key: string }[]) => errors.map((e) => `${e.field}:${e.key}`);

const goodStep1: FormValues = {
  firstName: 'Zoë', preferredFirstName: '', lastName: "O'Brien", roleId: '10', languagePreferenceCode: 'fr',
  emailId: 'zoe@example.ca', professional: true, 'g-recaptcha-response': 'tok',
};

const goodActivation: FormValues = {
  securityQuestion1: 'q1', securityAnswer1: 'a', securityQuestion2: 'q2', securityAnswer2: 'b',
  securityQuestion3: 'q3', securityAnswer3: 'c', password: 'Secret123', confirmPassword: 'Secret123',
  confirmReadTermsConditions: true,
};

describe('validateForm', () => {
  it('passes a valid form', () => {
    expect(validateForm(Forms.registerStep1Form, goodStep1)).toEqual([]);
    expect(validateForm(Forms.activationForm, goodActivation)).toEqual([]);
  });

  it('reports one error per field, the required rule only, in display order, for an empty form', () => {
    expect(keys(validateForm(Forms.registerStep1Form, {}))).toEqual([
      'firstName:errors.fields.firstName.required',
      'lastName:errors.fields.lastName.required',
      'roleId:errors.fields.roleId.required',
      'languagePreferenceCode:errors.fields.languagePreferenceCode.required',
      'emailId:errors.fields.email.required',
      'professional:errors.fields.professional.blank',
      'g-recaptcha-response:errors.g-recaptcha-response.required',
    ]);
  });

  it('reports the first failing rule of a field', () => {
    // "<" fails sanitize, and one character also fails minlength: sanitize comes first.
    expect(keys(validateForm(Forms.registerStep1Form, { ...goodStep1, firstName: '<' }))).toEqual([
      'firstName:errors.general.sanitizePattern',
    ]);
  });

  it('skips unrendered fields (captcha off on the performance-test host)', () => {
    const values = { ...goodStep1, 'g-recaptcha-response': '' };
    expect(validateForm(Forms.registerStep1Form, values, { rendered: (n) => n !== 'g-recaptcha-response' })).toEqual([]);
    expect(validateForm(Forms.registerStep1Form, values)).toHaveLength(1);
  });

  it('validates checkboxes by their checked state', () => {
    expect(keys(validateForm(Forms.activationForm, { ...goodActivation, confirmReadTermsConditions: false }))).toEqual([
      'confirmReadTermsConditions:errors.fields.confirmReadTermsConditions.required',
    ]);
  });

  it('adds cross-field errors after field errors: password mismatch and repeated questions', () => {
    const values = {
      ...goodActivation, securityQuestion2: 'q1', securityQuestion3: 'q1', confirmPassword: 'Secret124', securityAnswer1: '',
    };
    expect(keys(validateForm(Forms.activationForm, values))).toEqual([
      'securityAnswer1:errors.fields.securityAnswer.required',
      'securityQuestion2:errors.fields.securityQuestion.duplicate',
      'securityQuestion3:errors.fields.securityQuestion.duplicate',
      'confirmPassword:errors.fields.password.mismatch',
    ]);
  });

  it('does not add a cross-field error to a field that already has one, nor to an unrendered field', () => {
    const values = { ...goodActivation, password: 'Secret123', confirmPassword: '' };
    expect(keys(validateForm(Forms.resetPasswordForm, values))).toEqual(['confirmPassword:errors.fields.confirmPassword.required']);
    const mismatch = { ...values, confirmPassword: 'other' };
    expect(validateForm(Forms.resetPasswordForm, mismatch, { rendered: (n) => n !== 'confirmPassword' })).toEqual([]);
  });

  it('the change form compares the confirmation with the new password', () => {
    const values = { oldPassword: 'Oldpass12', newPassword: 'Newpass12', confirmPassword: 'Newpass12' };
    expect(validateForm(Forms.changePasswordForm, values)).toEqual([]);
    expect(keys(validateForm(Forms.changePasswordForm, { ...values, confirmPassword: 'Oldpass12' }))).toEqual([
      'confirmPassword:errors.fields.password.mismatch',
    ]);
  });

  it('reports a non-text value as invalid rather than throwing', () => {
    const values = { ...goodStep1, firstName: 42 } as unknown as FormValues;
    expect(keys(validateForm(Forms.registerStep1Form, values))).toEqual(['firstName:errors.general.invalidValue']);
  });
});

describe('validateField', () => {
  it('returns the field rule error, then a check reporting on that field, else undefined', () => {
    expect(validateField(Forms.activationForm, 'password', { password: 'short' })?.key).toBe('errors.fields.password.minlength');
    expect(validateField(Forms.activationForm, 'confirmPassword', { password: 'Secret123', confirmPassword: 'x' })?.key)
      .toBe('errors.fields.password.mismatch');
    expect(validateField(Forms.activationForm, 'confirmPassword', goodActivation)).toBeUndefined();
    expect(validateField(Forms.activationForm, 'unknown', goodActivation)).toBeUndefined();
  });
});
