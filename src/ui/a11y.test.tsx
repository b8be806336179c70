import { describe, expect, it } from 'vitest';
import axe from 'axe-core';
import { useState } from 'preact/hooks';
import { fireEvent, screen } from '@testing-library/preact';
import { defineField } from '../forms/field';
import { required } from '../forms/refinements';
import type { FormSpec, FormValues } from '../forms/types';
import { renderUi } from './test-utils';
import { useFormController } from './useFormController';
import { ErrorSummary } from './ErrorSummary';
import { TextField } from './TextField';
import { Select } from './Select';
import { RadioGroup } from './RadioGroup';
import { Checkbox } from './Checkbox';
import { PasswordField } from './PasswordField';
import { TextArea } from './TextArea';
import { ButtonRow, PrimaryButton, SecondaryButton } from './Buttons';
import { StepIndicator } from './StepIndicator';
import { Notice } from './Notice';
import { ServerErrorPage } from './pages/ServerErrorPage';
import { ConnectError } from './pages/SimpleErrorPages';

const form: FormSpec = {
  id: 'a11y',
  fields: [
    defineField('firstName', { rules: [required()] }),
    defineField('province', { kind: 'select', rules: [required()] }),
    defineField('languagePreferenceCode', { kind: 'radio', rules: [required()] }),
    defineField('professional', { kind: 'checkbox', rules: [required('blank')] }),
    defineField('password', { kind: 'password', rules: [required()] }),
    defineField('messageBody', { kind: 'textarea', required: false, rules: [] }),
  ],
};

function Everything() {
  const [values, setValues] = useState<FormValues>({});
  const c = useFormController(form, { values, setValue: (n, v) => setValues((p) => ({ ...p, [n]: v })) });
  return (
    <main>
      <h1>Form</h1>
      <StepIndicator current={2} total={5} />
      <Notice kind="info" title="Note">Some info</Notice>
      <form noValidate onSubmit={c.handleSubmit(() => {})}>
        <ErrorSummary items={c.summaryItems} focusRef={c.summaryRef} />
        <TextField {...c.fieldProps('firstName')} />
        <Select {...c.fieldProps('province')} placeholder="Choose" options={[{ value: 'AB', label: 'Alberta' }]} />
        <RadioGroup {...c.fieldProps('languagePreferenceCode')} options={[{ value: 'en', label: 'English' }, { value: 'fr', label: 'French' }]} />
        <Checkbox {...c.fieldProps('professional')} />
        <PasswordField {...c.fieldProps('password')} />
        <TextArea {...c.fieldProps('messageBody')} />
        <ButtonRow>
          <PrimaryButton>Submit</PrimaryButton>
          <SecondaryButton>Cancel</SecondaryButton>
        </ButtonRow>
      </form>
      <ServerErrorPage support={{ phones: ['1-800-555-0199', '416-555-0199'], email: 'cr@example.com', schedule: 'standard' }} headingLevel={2} />
      <ConnectError details="boom" headingLevel={2} />
    </main>
  );
}

describe('accessibility (axe-core in happy-dom; colour contrast is checked in the browser e2e)', () => {
  it('has no violations before and after a failed submit', async () => {
    const { container } = renderUi(<Everything />);
    const options = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
    const before = await axe.run(container, options);
    expect(before.violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ });
    const after = await axe.run(container, options);
    expect(after.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('does detect problems here (guards against a silently blind axe)', async () => {
    const { container } = renderUi(<input type="text" />);
    const result = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toContain('label');
  });
});
