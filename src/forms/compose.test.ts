import { describe, expect, it } from 'vitest';
import { composeForms, groupValues } from './compose';
import { esignAdvisorForm, esignJointInvestorForm, resetPasswordForm } from './forms';
import { requestOf } from './request';
import { validateForm } from './validate';

const parts = composeForms('esign', { advisor: esignAdvisorForm, joint: esignJointInvestorForm('purchase'), reset: resetPasswordForm });

describe('composeForms', () => {
  it('keys each field by its group and keeps the spec name, label and messages of the part', () => {
    const first = parts.fields.find((f) => f.name === 'joint.firstName');
    expect(first).toMatchObject({ inputName: 'firstName', labelKey: 'fields.firstName.label', messageField: 'firstName' });
    expect(parts.fields.some((f) => f.name === 'advisor.firstName')).toBe(true);
  });

  it('validates every part under one list of errors, with the part checks on the group keys', () => {
    const errors = validateForm(parts, { 'reset.password': 'Abcdefg1', 'reset.confirmPassword': 'Abcdefg2' });
    const fields = errors.map((e) => e.field);
    expect(fields).toContain('advisor.firstName');
    expect(fields).toContain('joint.email');
    expect(errors.find((e) => e.field === 'reset.confirmPassword')?.key).toBe('errors.fields.password.mismatch');
    expect(errors.find((e) => e.field === 'joint.firstName')?.key).toBe('errors.fields.firstName.required');
  });

  it('gives one part its values back under their own names', () => {
    expect(groupValues({ 'joint.firstName': 'Ann', 'advisor.firstName': 'Bob', other: 'x' }, 'joint')).toEqual({ firstName: 'Ann' });
  });
});

describe('requestOf', () => {
  it('posts the form fields only, checkboxes as words, and leaves out omitted and unset fields', () => {
    const form = { id: 't', fields: [...resetPasswordForm.fields] };
    expect(requestOf(form, { password: 'Abcdefg1', stray: 'no' })).toEqual({ password: 'Abcdefg1' });
    expect(requestOf(form, { password: 'a', confirmPassword: 'a' }, ['confirmPassword'])).toEqual({ password: 'a' });
  });
});
