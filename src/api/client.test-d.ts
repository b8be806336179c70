// Type tests (vitest typecheck): `api.call` takes exactly the payload its contract entry declares and
// resolves to that entry's answer type. These fail the run when the client or the contract drifts.
import { describe, expectTypeOf, it } from 'vitest';
import type { AnswerOf } from '../contract/calls';
import { fundsCall } from '../contract/esign';
import { getProfileCall } from '../contract/profile';
import { recoveryStep3Call } from '../contract/recovery';
import { loggedInStatusCall, loginCall, type LoginRequest } from '../contract/session';
import type { Api } from './client';
import type { ApiResult } from './http';

declare const api: Api;

describe('Api.call', () => {
  it('takes the body of a body call, and only that body', () => {
    expectTypeOf(api.call<typeof loginCall>).parameters.toEqualTypeOf<[spec: typeof loginCall, body: LoginRequest]>();
    // @ts-expect-error the login call needs its body
    void api.call(loginCall);
    // @ts-expect-error the login body has no `user` field
    void api.call(loginCall, { user: 'a', password: 'b' });
    // @ts-expect-error the password is text, not a number
    void api.call(loginCall, { emailId: 'a@b.ca', password: 1 });
  });

  it('takes the query of a query call', () => {
    expectTypeOf(api.call<typeof recoveryStep3Call>).parameters.toEqualTypeOf<[spec: typeof recoveryStep3Call, query: { code: string }]>();
    expectTypeOf(api.call<typeof fundsCall>).toBeCallableWith(fundsCall, { lang: 'fr' });
    // @ts-expect-error 'de' is not a funds language
    void api.call(fundsCall, { lang: 'de' });
    // @ts-expect-error step 3 needs the link's code
    void api.call(recoveryStep3Call);
  });

  it('takes nothing after a call without payload', () => {
    expectTypeOf(api.call<typeof getProfileCall>).parameters.toEqualTypeOf<[spec: typeof getProfileCall]>();
    // @ts-expect-error getProfile takes no payload
    void api.call(getProfileCall, {});
  });

  it('resolves to the answer type of the call', () => {
    expectTypeOf(api.call(loginCall, { emailId: 'a@b.ca', password: 'pw' })).resolves.toEqualTypeOf<ApiResult<AnswerOf<'login'>>>();
    expectTypeOf(api.call(getProfileCall)).resolves.toEqualTypeOf<ApiResult<AnswerOf<'getProfile'>>>();
    expectTypeOf(api.loggedInStatus()).resolves.toEqualTypeOf<ApiResult<{ loggedIn: boolean }>>();
    expectTypeOf(api.call(loggedInStatusCall)).toEqualTypeOf(api.loggedInStatus());
  });
});
