// Type tests (vitest typecheck): the call table keeps each call's exact request, query and answer types.
import { describe, expectTypeOf, it } from 'vitest';
import type { AnswerOf, CallName, QueryOf, RequestOf } from './calls';
import type { ResultWord } from './common';

describe('contract types', () => {
  it('keeps the outcome words of an update answer', () => {
    expectTypeOf<ResultWord>().toEqualTypeOf<'success' | 'Success' | 'failure' | 'Failure'>();
    expectTypeOf<AnswerOf<'login'>['result']>().toEqualTypeOf<ResultWord>();
    expectTypeOf<{ result: 'success' }>().toExtend<AnswerOf<'login'>>();
    expectTypeOf<{ result: 'nope' }>().not.toExtend<AnswerOf<'login'>>();
    expectTypeOf<{ message: 'no result' }>().not.toExtend<AnswerOf<'login'>>();
  });

  it('keeps array answers as arrays of their item', () => {
    expectTypeOf<AnswerOf<'funds'>>().toEqualTypeOf<Array<{ id: string; name: string }>>();
  });

  it('types requests and queries per call, never for calls without them', () => {
    expectTypeOf<RequestOf<'login'>>().toEqualTypeOf<{ emailId: string; password: string }>();
    expectTypeOf<QueryOf<'recoveryStep3'>>().toEqualTypeOf<{ code: string }>();
    expectTypeOf<QueryOf<'funds'>>().toEqualTypeOf<{ lang?: 'en' | 'fr' | undefined; option?: 'repurchase' | undefined }>();
    expectTypeOf<RequestOf<'getProfile'>>().toBeNever();
    expectTypeOf<QueryOf<'login'>>().toBeNever();
  });

  it('names exactly the calls of the table', () => {
    expectTypeOf<'login'>().toExtend<CallName>();
    expectTypeOf<'nope'>().not.toExtend<CallName>();
  });
});
