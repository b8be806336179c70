import { describe, expectTypeOf, it } from 'vitest';
import type { registerCall } from '../contract/calls';
import type { CallRequest } from '../contract/call';
import type { FormController } from '../ui/useFormController';
import { composeForms } from './compose';
import { esignAdvisorForm, loginForm, registerStep1Form } from './forms';
import { requestOf } from './request';
import type { FieldName } from './types';

describe('typed forms', () => {
  it('knows each form field by name, so a misspelt one does not compile', () => {
    expectTypeOf<FieldName<typeof loginForm>>().toEqualTypeOf<'emailId' | 'password'>();
    const form = {} as FormController<FieldName<typeof registerStep1Form>>;
    // @ts-expect-error -- 'frstName' is not a field of the form
    form.fieldProps('frstName');
    expectTypeOf(form.fieldProps).parameter(0).toEqualTypeOf<FieldName<typeof registerStep1Form>>();
  });

  it('builds a request that fits the call without a cast', () => {
    const request = requestOf(registerStep1Form, {});
    expectTypeOf(request).toMatchTypeOf<CallRequest<typeof registerCall>>();
    const withoutCaptcha = requestOf(registerStep1Form, {}, ['g-recaptcha-response']);
    expectTypeOf(withoutCaptcha).not.toHaveProperty('g-recaptcha-response');
  });

  it('names the fields of composed forms by group', () => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a type test: the value is there for its type
    const composed = composeForms('x', { advisor: esignAdvisorForm, login: loginForm });
    expectTypeOf<FieldName<typeof composed>>().toEqualTypeOf<`advisor.${FieldName<typeof esignAdvisorForm>}` | 'login.emailId' | 'login.password'>();
  });
});
