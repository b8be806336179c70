import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent } from '@testing-library/preact';
import { h, options, type VNode } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { createStore } from 'zustand/vanilla';
import { valuesSlice, type ValuesSlice } from '../flow/store';
import { defineField } from '../forms/field';
import { minlength, required } from '../forms/refinements';
import type { FormSpec, FormValues } from '../forms/types';
import { sameProps } from './memo';
import { PasswordField } from './PasswordField';
import { Select } from './Select';
import { renderUi } from './test-utils';
import { TextField } from './TextField';
import { useFormController, type FormValuesSource } from './useFormController';

describe('sameProps', () => {
  it('counts lists and option objects rebuilt each render as the same, and any changed value as a change', () => {
    const onValue = () => undefined;
    const a = { label: 'Role', value: '10', errors: [], options: [{ value: '10', label: 'Advisor' }], onValue };
    expect(sameProps(a, { ...a, errors: [], options: [{ value: '10', label: 'Advisor' }] })).toBe(true);
    expect(sameProps(a, { ...a, value: '12' })).toBe(false);
    expect(sameProps(a, { ...a, errors: ['Enter a role'] })).toBe(false);
    expect(sameProps(a, { ...a, options: [{ value: '10', label: 'Conseiller' }] })).toBe(false);
    expect(sameProps(a, { ...a, onValue: () => undefined })).toBe(false);
    expect(sameProps(a, { ...a, hint: undefined })).toBe(false);
  });

  it('never walks into rendered children, whose parent links loop', () => {
    const child = h('b', null, 'x');
    const looped: Record<string, unknown> = { child };
    looped.self = looped;
    expect(sameProps({ children: h('b', null, 'x') }, { children: h('b', null, 'x') })).toBe(false);
    // Three levels down only the same object counts, so a loop ends the walk.
    expect(sameProps({ deep: { looped } }, { deep: { looped: { ...looped, self: { ...looped } } } })).toBe(false);
    expect(sameProps({ children: child }, { children: child })).toBe(true);
  });
});

const form: FormSpec = {
  id: 'memo',
  fields: [defineField('firstName', { rules: [required(), minlength(2)] }), defineField('roleId', { kind: 'select', rules: [required()] }), defineField('password', { kind: 'password', rules: [required()] })],
};

function Form() {
  const [values, setValues] = useState<FormValues>({ firstName: '', roleId: '10', password: '' });
  const c = useFormController(form, { values, setValue: (name, value) => setValues((prev) => ({ ...prev, [name]: value })) });
  return (
    <form noValidate onSubmit={c.handleSubmit(() => undefined)}>
      <TextField {...c.fieldProps('firstName')} />
      {/* A list rebuilt on every render, as views do. */}
      <Select {...c.fieldProps('roleId')} options={[{ value: '10', label: 'Advisor' }, { value: '12', label: 'Assistant' }]} />
      <PasswordField {...c.fieldProps('password')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('memoized fields', () => {
  const rendered: string[] = [];
  const previous = options.diffed;
  afterEach(() => {
    options.diffed = previous;
  });

  it("re-render only the field typed in, not the form's other fields", () => {
    renderUi(<Form />);
    options.diffed = (vnode: VNode) => {
      if (typeof vnode.type === 'function' && vnode.type.name.endsWith('View')) rendered.push(vnode.type.name);
      previous?.(vnode);
    };
    const first = document.querySelector<HTMLInputElement>('[name="firstName"]')!;
    fireEvent.input(first, { target: { value: 'A' } });
    expect(rendered).toEqual(['TextFieldView']);
    expect(first.value).toBe('A');
    rendered.length = 0;
    fireEvent.input(document.querySelector<HTMLInputElement>('[name="password"]')!, { target: { value: 'x' } });
    expect(rendered).toEqual(['PasswordFieldView']);
  });

  it('with a source, re-render the field typed in and not the view holding the form', () => {
    const store = createStore<ValuesSlice>()((set) => valuesSlice(set, { firstName: '', password: '' }));
    let views = 0;
    function SourcedForm() {
      views += 1;
      const source = useMemo<FormValuesSource>(
        () => ({ value: (name) => store.getState().values[name] ?? (name === 'roleId' ? '10' : undefined), values: () => ({ roleId: '10', ...store.getState().values }), subscribe: store.subscribe }),
        [],
      );
      const c = useFormController(form, { source, setValue: store.getState().setValue });
      return (
        <form noValidate>
          <TextField {...c.fieldProps('firstName')} />
          <Select {...c.fieldProps('roleId')} options={[{ value: '10', label: 'Advisor' }, { value: '12', label: 'Assistant' }]} />
          <PasswordField {...c.fieldProps('password')} />
        </form>
      );
    }
    renderUi(<SourcedForm />);
    const before = views;
    options.diffed = (vnode: VNode) => {
      if (typeof vnode.type === 'function' && vnode.type.name.endsWith('View')) rendered.push(vnode.type.name);
      previous?.(vnode);
    };
    rendered.length = 0;
    const first = document.querySelector<HTMLInputElement>('[name="firstName"]')!;
    fireEvent.input(first, { target: { value: 'Ad' } });
    expect(rendered).toEqual(['TextFieldView']);
    expect(views).toBe(before);
    expect(store.getState().values.firstName).toBe('Ad');
    expect(first.value).toBe('Ad');
    // A change from elsewhere (a draft restored, the product cleaning a value) shows in the field too.
    act(() => store.getState().setValue('roleId', '12'));
    expect(document.querySelector<HTMLSelectElement>('[name="roleId"]')!.value).toBe('12');
    expect(views).toBe(before);
  });
});

