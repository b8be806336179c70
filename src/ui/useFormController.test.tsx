import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { defineField } from '../forms/field';
import { mismatch } from '../forms/checks';
import { minlength, required } from '../forms/refinements';
import type { FormSpec, FormValues } from '../forms/types';
import { renderUi } from './test-utils';
import { summaryLines } from './formErrors';
import { useFormController, type BoundFieldProps, type FormController } from './useFormController';
import { ErrorSummary } from './ErrorSummary';
import { TextField } from './TextField';
import { PasswordField } from './PasswordField';
import { Checkbox } from './Checkbox';

const form: FormSpec = {
  id: 'test',
  fields: [
    defineField('firstName', { rules: [required(), minlength(2)] }),
    defineField('website', { required: false, rules: [] }),
    defineField('professional', { kind: 'checkbox', rules: [required('blank')] }),
    defineField('password', { kind: 'new-password', rules: [required()] }),
    defineField('confirmPassword', { kind: 'new-password', rules: [required()] }),
  ],
  checks: [mismatch()],
};
const empty: FormValues = { firstName: '', website: '', professional: false, password: '', confirmPassword: '' };

function NativeUrl(props: BoundFieldProps) {
  return <input type="url" id={props.id} name={props.name} aria-label={props.label} disabled={props.disabled} value={String(props.value)} onInput={(e) => props.onValue(e.currentTarget.value)} />;
}

let controller: FormController | undefined;
function Harness(props: { onValid: (v: FormValues) => void; initial?: FormValues; rendered?: (n: string) => boolean; readOnly?: string }) {
  const [values, setValues] = useState<FormValues>(props.initial ?? empty);
  const c = useFormController(form, {
    values,
    setValue: (name, value) => setValues((prev) => ({ ...prev, [name]: value })),
    rendered: props.rendered,
    readOnly: props.readOnly ?? null,
  });
  controller = c;
  return (
    <form noValidate onSubmit={c.handleSubmit(props.onValid)}>
      <ErrorSummary items={c.summaryItems} focusRef={c.summaryRef} />
      <TextField {...c.fieldProps('firstName')} />
      {/* A constraint only the browser checks (type=url): the controller must block on it too. */}
      <NativeUrl {...c.fieldProps('website')} />
      <Checkbox {...c.fieldProps('professional')} />
      <PasswordField {...c.fieldProps('password')} />
      <PasswordField {...c.fieldProps('confirmPassword')} />
      <button type="submit">Send</button>
    </form>
  );
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.input(input(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('useFormController', () => {
  it('blocks submit, lists every error with links, and focuses the summary', async () => {
    const onValid = vi.fn();
    renderUi(<Harness onValid={onValid} />);
    submit();
    const summary = await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ });
    expect(onValid).not.toHaveBeenCalled();
    expect(summary.textContent).toContain('Please fix 4 errors before proceeding');
    expect(document.activeElement).toBe(summary);
    expect(summary.getAttribute('tabindex')).toBe('-1');
    const hrefs = Array.from(summary.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['firstName', 'professional', 'password', 'confirmPassword'].map((n) => `#${input(n).id}`));
    expect(input('firstName').getAttribute('aria-invalid')).toBe('true');
    expect(input('website').hasAttribute('aria-invalid')).toBe(false);
  });

  it('moves focus to the input when a summary link is clicked, without changing the hash', async () => {
    renderUi(<Harness onValid={() => {}} />);
    submit();
    const link = (await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ })).querySelector('a')!;
    const before = window.location.hash;
    fireEvent.click(link);
    expect(document.activeElement).toBe(input('firstName'));
    expect(window.location.hash).toBe(before);
  });

  it('uses the singular, and French plurals', async () => {
    renderUi(<Harness onValid={() => {}} initial={{ ...empty, firstName: 'Al', password: 'x', confirmPassword: 'x' }} />, 'fr');
    submit();
    expect((await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ })).textContent).toContain('Veuillez corriger 1\u00a0erreur avant de continuer');
    type('firstName', '');
    submit();
    expect((await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ })).textContent).toContain('Veuillez corriger 2\u00a0erreurs avant de continuer');
  });

  it('re-validates a field that showed an error as it changes, never adds errors while typing, keeps values', async () => {
    renderUi(<Harness onValid={() => {}} />);
    submit();
    await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ });
    type('firstName', 'A');
    expect(controller?.errors.find((e) => e.field === 'firstName')?.key).toBe('errors.fields.firstName.minlength');
    type('firstName', 'Al');
    expect(controller?.errors.some((e) => e.field === 'firstName')).toBe(false);
    expect(input('firstName').hasAttribute('aria-invalid')).toBe(false);
    expect(input('firstName').value).toBe('Al');
    type('password', 'abc');
    type('confirmPassword', 'abd');
    expect(controller?.errors.map((e) => e.key)).toEqual(['errors.fields.professional.blank', 'errors.fields.password.mismatch']);
    type('password', 'abd');
    expect(controller?.errors.map((e) => e.field)).toEqual(['professional']);
  });

  it('calls onValid with the values when everything passes, and skips unrendered fields', async () => {
    const onValid = vi.fn();
    renderUi(<Harness onValid={onValid} rendered={(n) => n !== 'professional'} />);
    type('firstName', 'Alice');
    type('password', 'pw');
    type('confirmPassword', 'pw');
    submit();
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ firstName: 'Alice', password: 'pw', professional: false });
    expect(screen.queryByRole('group', { name: /^(Please fix|Veuillez corriger)/ })).toBeNull();
  });

  it('checks and sends what the fields show when autofill filled them without an input event, and keeps it on screen', async () => {
    const onValid = vi.fn();
    renderUi(<Harness onValid={onValid} rendered={(n) => n !== 'professional'} />);
    // A password manager's fill as Chrome does it before the page is used: values, no events (or `change` only).
    input('firstName').value = 'Alice';
    input('password').value = 'pw';
    input('confirmPassword').value = 'pw';
    fireEvent.change(input('confirmPassword'));
    submit();
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ firstName: 'Alice', password: 'pw', confirmPassword: 'pw' });
    expect([input('firstName').value, input('password').value]).toEqual(['Alice', 'pw']);
  });

  it('sends once while the call runs, however often the user submits, then accepts a new submit', async () => {
    let finish: () => void = () => undefined;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderUi(<Harness onValid={onValid} rendered={(n) => n !== 'professional'} />);
    type('firstName', 'Alice');
    type('password', 'pw');
    type('confirmPassword', 'pw');
    submit();
    submit();
    submit();
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    finish();
    await vi.waitFor(() => expect(controller?.submitting).toBe(false));
    submit();
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
  });

  it("also blocks on the browser's own validity check", async () => {
    const onValid = vi.fn();
    renderUi(<Harness onValid={onValid} initial={{ ...empty, firstName: 'Al', professional: true, password: 'a', confirmPassword: 'a' }} />);
    type('website', 'not an email');
    submit();
    const summary = await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ });
    expect(onValid).not.toHaveBeenCalled();
    expect(controller?.errors).toEqual([{ field: 'website', key: 'ui.invalidField', params: { labelKey: 'fields.website.label' } }]);
    expect(summary.querySelector('a')?.getAttribute('href')).toBe(`#${input('website').id}`);
  });

  it('shows a server error on its field until that field changes', async () => {
    renderUi(<Harness onValid={() => {}} />);
    controller?.setServerError('firstName', 'errors.codes.prfl001');
    const summary = await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ });
    expect(summary.textContent).toContain('Please fix 1 error before proceeding');
    await vi.waitFor(() => expect(document.activeElement).toBe(summary));
    type('website', 'x');
    expect(controller?.errors.map((e) => e.key)).toEqual(['errors.codes.prfl001']);
    type('firstName', 'Bob');
    expect(controller?.errors).toEqual([]);
  });

  it('a read-only form disables every field and sends nothing', async () => {
    const onValid = vi.fn();
    renderUi(<Harness onValid={onValid} initial={{ ...empty, firstName: 'Bo' }} readOnly="errors.codes.sc002-profile" />);
    expect(['firstName', 'website', 'professional', 'password', 'confirmPassword'].every((n) => input(n).disabled)).toBe(true);
    submit();
    await Promise.resolve();
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: /^(Please fix|Veuillez corriger)/ })).toBeNull();
    expect(controller?.readOnly).toBe('errors.codes.sc002-profile');
  });

  it('checks and sends the cleaned-up values (surrounding spaces trimmed) and puts them back in the field', async () => {
    const onValid = vi.fn();
    renderUi(<Harness onValid={onValid} initial={{ ...empty, professional: true, password: 'a', confirmPassword: 'a' }} />);
    type('firstName', '  Al  ');
    submit();
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ firstName: 'Al', password: 'a' });
    await vi.waitFor(() => expect(input('firstName').value).toBe('Al'));
  });

  it('a field the product emptied blocks the submit without counting as the user\'s error, and says to fill it again', async () => {
    const onValid = vi.fn();
    renderUi(<Harness onValid={onValid} initial={{ ...empty, professional: true, password: 'a', confirmPassword: 'a' }} />);
    controller?.resetByProduct('firstName', 'ui.captcha.again');
    await vi.waitFor(() => expect(document.body.textContent).toContain('check the box again'));
    submit();
    await vi.waitFor(() => expect(document.activeElement).toBe(input('firstName')));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: /^(Please fix|Veuillez corriger)/ })).toBeNull();
    // With another error the summary counts only that one.
    type('confirmPassword', '');
    submit();
    expect((await screen.findByRole('group', { name: /^(Please fix|Veuillez corriger)/ })).textContent).toContain('Please fix 1 error before proceeding');
    type('firstName', 'Bob');
    await vi.waitFor(() => expect(document.body.textContent).not.toContain('check the box again'));
  });

  it('summary lines: one server answer on several fields is one line; one rule message on several fields names each field', () => {
    const t = (key: string, params?: Record<string, string | number>) => (key === 'ui.errorSummary.item' ? `${params?.label}: ${params?.message}` : key);
    const describe = (e: { field: string }) => ({ targetId: e.field, message: e.field.startsWith('code') ? 'Re-enter the codes' : 'Select a security question', label: e.field });
    const fromServer = (field: string) => field.startsWith('code');
    const errors = ['code1', 'code2', 'question1', 'question2'].map((field) => ({ field, key: 'k' }));
    expect(summaryLines(errors, describe, fromServer, t)).toEqual([
      { targetId: 'code1', message: 'Re-enter the codes' },
      { targetId: 'question1', message: 'question1: Select a security question' },
      { targetId: 'question2', message: 'question2: Select a security question' },
    ]);
    expect(summaryLines(errors.slice(2, 3), describe, fromServer, t)).toEqual([{ targetId: 'question1', message: 'Select a security question' }]);
  });
});
