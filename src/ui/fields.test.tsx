import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import { renderUi } from './test-utils';
import { TextField } from './TextField';
import { TextArea } from './TextArea';
import { Select } from './Select';
import { RadioGroup } from './RadioGroup';
import { Checkbox } from './Checkbox';
import { PasswordField } from './PasswordField';

const base = { label: 'First name', value: '', onValue: () => {} };

describe('field aria wiring', () => {
  it('links label, hint and errors and marks the input invalid', () => {
    renderUi(<TextField {...base} name="firstName" id="fn" hint="As on your licence" errors={['Enter your first name']} />);
    const input = screen.getByLabelText('First name');
    expect(input.getAttribute('name')).toBe('firstName');
    expect(input.id).toBe('fn');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('fn-hint fn-error');
    const list = document.getElementById('fn-error');
    expect(list?.tagName).toBe('UL');
    // What a screen reader reads after the hint: "Error:" (hidden) starts the error, so the two are not one sentence.
    expect(list?.querySelector('li')?.textContent).toBe('Error: Enter your first name');
    expect(list?.querySelector('li .mi-visually-hidden')?.textContent).toBe('Error: ');
  });

  it('has no aria-invalid or describedby when clean, and shows Optional only when not required', () => {
    renderUi(
      <>
        <TextField {...base} name="a" label="Required one" />
        <TextField {...base} name="b" label="Preferred name" required={false} />
      </>,
    );
    const a = screen.getByLabelText('Required one');
    expect(a.hasAttribute('aria-invalid')).toBe(false);
    expect(a.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByLabelText('Preferred name (Optional)').getAttribute('name')).toBe('b');
  });

  it('tells assistive technology which fields are required (the "(Optional)" mark is only seen on the others)', () => {
    renderUi(
      <>
        <TextField {...base} name="a" label="A" />
        <TextField {...base} name="b" label="B" required={false} />
        <PasswordField {...base} name="c" label="C" />
        <PasswordField {...base} name="d" label="D" required={false} />
        <Select {...base} name="e" label="E" options={[{ value: 'x', label: 'X' }]} />
        <Select {...base} name="f" label="F" required={false} options={[{ value: 'x', label: 'X' }]} />
        <TextArea {...base} name="g" label="G" />
        <TextArea {...base} name="h" label="H" required={false} />
      </>,
    );
    const marked = [...document.querySelectorAll('input, select, textarea')].map((el) => `${el.getAttribute('name')}:${el.getAttribute('aria-required')}`);
    expect(marked).toEqual(['a:true', 'b:false', 'c:true', 'd:false', 'e:true', 'f:false', 'g:true', 'h:false']);
  });

  it('says facultatif in French', () => {
    renderUi(<TextField {...base} name="b" label="Prénom usuel" required={false} />, 'fr');
    expect(screen.getByLabelText('Prénom usuel (facultatif)')).toBeTruthy();
  });

  it('gives each instance its own id', () => {
    renderUi(
      <>
        <TextField {...base} name="email" label="One" />
        <TextField {...base} name="email" label="Two" />
      </>,
    );
    expect(screen.getByLabelText('One').id).not.toBe(screen.getByLabelText('Two').id);
  });

  it('passes type, autocomplete and inputmode through and reports input', () => {
    const onValue = vi.fn();
    renderUi(<TextField {...base} name="phone" type="tel" autoComplete="tel" inputMode="tel" onValue={onValue} />);
    const input = screen.getByLabelText('First name') as HTMLInputElement;
    expect([input.type, input.getAttribute('autocomplete'), input.getAttribute('inputmode'), input.hasAttribute('maxlength')]).toEqual(['tel', 'tel', 'tel', false]);
    fireEvent.input(input, { target: { value: '555' } });
    expect(onValue).toHaveBeenCalledWith('555');
  });

  it('an email field is a text input with the email keyboard, so the browser\'s own check never refuses accents', () => {
    const onValue = vi.fn();
    renderUi(<TextField {...base} name="emailId" type="email" onValue={onValue} />);
    const input = screen.getByLabelText('First name') as HTMLInputElement;
    expect([input.type, input.getAttribute('inputmode'), input.getAttribute('autocapitalize')]).toEqual(['text', 'email', 'none']);
    fireEvent.input(input, { target: { value: 'josé@exemple.ca' } });
    expect(input.validity.valid).toBe(true);
  });

  it('keeps what a script put in a text or password field without an event through the next render, and reports it', async () => {
    const onValue = vi.fn();
    const ui = (label: string, value = '') => (
      <>
        <TextField {...base} name="emailId" label={`${label} email`} value={value} onValue={onValue} />
        <PasswordField {...base} name="password" label={`${label} password`} onValue={onValue} />
      </>
    );
    const { rerender } = renderUi(ui('Your'));
    const email = screen.getByLabelText('Your email') as HTMLInputElement;
    const password = screen.getByLabelText('Your password') as HTMLInputElement;
    // Some password managers set the values and fire nothing; then a text arrives (later messages) and re-renders.
    email.value = 'advisor@example.com';
    password.value = 'Secret2026!';
    // renderUi wraps what it renders in a fragment: the same shape again, so the fields are the same ones.
    rerender(<>{ui('The')}</>);
    expect([email.value, password.value]).toEqual(['advisor@example.com', 'Secret2026!']);
    await vi.waitFor(() => expect(onValue.mock.calls).toEqual([['advisor@example.com'], ['Secret2026!']]));
    // A value the store changed still wins over the field's.
    rerender(<>{ui('Your', 'other@example.com')}</>);
    expect(email.value).toBe('other@example.com');
  });

  it('renders a 7-row textarea', () => {
    renderUi(<TextArea {...base} name="messageBody" label="Message" />);
    expect(screen.getByLabelText('Message').getAttribute('rows')).toBe('7');
  });

  it('renders select options, disabled ones included, and reports changes', () => {
    const onValue = vi.fn();
    renderUi(
      <Select {...base} name="province" label="Province" value="AB" onValue={onValue}
        options={[{ value: 'AB', label: 'Alberta' }, { value: 'BC', label: 'British Columbia', disabled: true }, { value: 'ON', label: 'Ontario' }]} />,
    );
    const select = screen.getByLabelText('Province') as HTMLSelectElement;
    expect(select.value).toBe('AB');
    expect((screen.getByText('British Columbia') as HTMLOptionElement).disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'ON' } });
    expect(onValue).toHaveBeenCalledWith('ON');
  });

  it('puts radios in a fieldset with a legend, the id on the first radio', () => {
    const onValue = vi.fn();
    renderUi(
      <RadioGroup {...base} name="languagePreferenceCode" id="lang" label="Language" value="en" onValue={onValue}
        errors={['Choose a language']} options={[{ value: 'en', label: 'English' }, { value: 'fr', label: 'French' }]} />,
    );
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.getAttribute('aria-describedby')).toBe('lang-error');
    const english = screen.getByLabelText('English') as HTMLInputElement;
    expect(english.id).toBe('lang');
    expect(english.checked).toBe(true);
    fireEvent.click(screen.getByLabelText('French'));
    expect(onValue).toHaveBeenCalledWith('fr');
  });

  it('checkbox value is its checked state', () => {
    const onValue = vi.fn();
    renderUi(<Checkbox {...base} name="professional" label="I am a professional" value={false} onValue={onValue} />);
    const box = screen.getByLabelText('I am a professional') as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(onValue).toHaveBeenCalledWith(true);
  });

  it('a checkbox that must be checked is required to assistive technology; an optional one or a preference is not', () => {
    renderUi(<Checkbox {...base} name="professional" label="I am a professional" value={false} onValue={vi.fn()} />);
    renderUi(<Checkbox {...base} name="news" label="News" required={false} value={false} onValue={vi.fn()} />);
    renderUi(<Checkbox {...base} name="funds" label="Fund updates" choice value={false} onValue={vi.fn()} />);
    const required = (label: string) => screen.getByLabelText(label, { exact: false }).getAttribute('aria-required');
    expect([required('I am a professional'), required('News'), required('Fund updates')]).toEqual(['true', null, null]);
    // A preference shows no "(Optional)" either.
    expect(screen.getByText('Fund updates').textContent).toBe('Fund updates');
  });
});

describe('PasswordField', () => {
  it('toggles visibility with a translated label that says the next action, without aria-pressed, and sets autocomplete', () => {
    renderUi(<PasswordField {...base} name="password" label="Password" value="Secret123" isNew />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    // The label is the state: "Hide password, pressed" was heard when both said it.
    expect(toggle.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.hasAttribute('aria-pressed')).toBe(false);
    expect(toggle.textContent).toBe('Hide password');
  });

  it("says which field each toggle shows: its description is the field's label (a new password and its confirmation)", () => {
    renderUi(
      <>
        <PasswordField {...base} name="password" label="New password" isNew />
        <PasswordField {...base} name="confirmPassword" label="Confirm password" isNew />
      </>,
    );
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles.map((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent)).toEqual(['New password', 'Confirm password']);
  });

  it('defaults to current-password, does not block paste, and hides again on submit', () => {
    renderUi(
      <form onSubmit={(e) => e.preventDefault()}>
        <PasswordField {...base} name="password" label="Password" />
      </form>,
      'fr',
    );
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    input.dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(input.type).toBe('text');
    fireEvent.submit(input.form as HTMLFormElement);
    expect(input.type).toBe('password');
  });
});
