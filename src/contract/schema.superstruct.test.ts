/**
 * The in-house checker (./schema) replaced superstruct on the pages (issue 10) but keeps its semantics: the
 * same schemas, built once with each library, must accept and refuse the same values, report the same first
 * failure (message and path) and coerce defaults the same way. superstruct is a dev dependency for this only.
 */
import * as theirs from 'superstruct';
import { describe, expect, it } from 'vitest';
import * as ours from './schema';

/** The factories both libraries export under the same names; the schemas below use only these. */
type Factories = Pick<typeof ours, 'array' | 'boolean' | 'defaulted' | 'enums' | 'literal' | 'nullable' | 'number' | 'optional' | 'record' | 'string' | 'type' | 'union'>;
/** What the comparison needs of a built schema, in either library. */
interface Checkable {
  validate(value: unknown, options?: { coerce?: boolean }): [{ message: string; path: readonly unknown[] } | undefined, unknown];
}

/** Shapes like the contract's: answers with optional codes, nested lists, unions, records and defaults. */
function schemas(s: Factories) {
  const Code = s.optional(s.string());
  const Answer = s.type({ result: s.enums(['success', 'failure']), errCode: Code, status: s.optional(s.union([s.string(), s.number()])) });
  const Person = s.type({ name: s.string(), age: s.optional(s.number()), tags: s.array(s.enums(['a', 'b'])), note: s.nullable(s.string()) });
  const Team = s.type({ asian: s.array(Person), nonAsian: s.array(Person) });
  const Paths = s.record(s.string(), s.array(s.string()));
  const Flag = s.union([s.literal(true), s.literal('true'), s.literal(null)]);
  const Config = s.type({
    list: s.defaulted(s.array(s.string()), []),
    inner: s.defaulted(s.type({ a: s.defaulted(s.string(), 'x'), b: s.defaulted(s.string(), 'y') }), {}),
    flag: s.defaulted(s.boolean(), false),
  });
  return { Answer, Person, Team, Paths, Flag, Config } as unknown as Record<string, Checkable>;
}

const SAMPLES: readonly unknown[] = [
  undefined, null, true, false, 0, 3, Number.NaN, '', 'x', 'true', [], ['a'], ['c'], {},
  { result: 'success' }, { result: 'failure', errCode: 'reg001' }, { result: 'ok' }, { result: 'success', errCode: 7 },
  { result: 'success', status: 200 }, { result: 'success', status: true },
  { name: 'Zoé', tags: ['a'], note: null, extra: 1 }, { name: 3, tags: ['c'], note: null }, { name: 'x', tags: ['a', 'c'], note: 'n' },
  { name: 'x', tags: [] }, { name: 'x', age: '4', tags: [], note: null },
  { asian: [], nonAsian: [{ name: 'y', tags: ['b'], note: null }] }, { asian: [{ name: 'y', tags: 'b', note: null }], nonAsian: [] },
  { login: ['/en/login.html'] }, { login: [1] }, { login: '/en/' },
  { list: ['a'], inner: { a: 'q', b: 'r' }, flag: true }, { inner: { b: 'given' } }, { flag: 'no' }, { list: [1], flag: false },
];

const [ourSchemas, theirSchemas] = [schemas(ours), schemas(theirs as unknown as Factories)];
const outcome = (schema: Checkable, value: unknown, coerce: boolean) => {
  const [error, result] = schema.validate(structuredClone(value), { coerce });
  return error ? { message: error.message, path: [...error.path] } : { value: result };
};

describe('the schema checker against superstruct', () => {
  for (const name of Object.keys(ourSchemas)) {
    it(`${name}: same verdict, first failure and path on every sample, plain and coerced`, () => {
      for (const value of SAMPLES) {
        for (const coerce of [false, true]) {
          expect(outcome(ourSchemas[name]!, value, coerce), `${JSON.stringify(value)} coerce=${coerce}`).toEqual(outcome(theirSchemas[name]!, value, coerce));
        }
      }
    });
  }
});
