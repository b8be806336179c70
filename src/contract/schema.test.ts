import { describe, expect, it } from 'vitest';
import { array, boolean, create, defaulted, enums, is, literal, nullable, number, optional, record, string, type, union } from './schema';

describe('schema', () => {
  const Person = type({ name: string(), age: optional(number()), tags: array(enums(['a', 'b'])), note: nullable(string()) });

  it('accepts fitting values and keeps keys the schema does not name', () => {
    const value = { name: 'Zoé', tags: ['a'], note: null, extra: 1 };
    expect(Person.validate(value)).toEqual([undefined, value]);
    expect(Person.validate(value)[1]).toBe(value);
  });

  it('reports the first failure in schema order, with its path and superstruct\'s wording', () => {
    const [error] = Person.validate({ name: 3, tags: ['c'], note: null });
    expect(error?.path).toEqual(['name']);
    expect(error?.message).toBe('At path: name -- Expected a string, but received: 3');
    expect(Person.validate({ name: 'x', tags: ['c'], note: null })[0]?.message).toBe('At path: tags.0 -- Expected one of `"a","b"`, but received: "c"');
    expect(Person.validate([])[0]?.message).toBe('Expected an object, but received: ');
    expect(boolean().validate('yes')[0]?.message).toBe('Expected a value of type `boolean`, but received: `"yes"`');
    expect(number().is(Number.NaN)).toBe(false);
  });

  it('needs every key whose struct does not accept undefined', () => {
    expect(is({ name: 'x', tags: [] }, Person)).toBe(false);
    expect(is({ name: 'x', tags: [], note: 'n' }, Person)).toBe(true);
  });

  it('takes the first union member that fits, literal null included', () => {
    const Value = union([string(), number(), literal(null)]);
    expect(is(null, Value)).toBe(true);
    expect(is(2, Value)).toBe(true);
    expect(Value.validate(true)[0]?.message).toBe('Expected the value to satisfy a union of `string | number | literal`, but received: true');
  });

  it('checks every entry of a record', () => {
    const Paths = record(string(), array(string()));
    expect(is({ login: ['/en/login.html'] }, Paths)).toBe(true);
    expect(Paths.validate({ login: [1] })[0]?.path).toEqual(['login', 0]);
  });

  it('fills defaults only when coercing, on copies, and merges missing keys of object defaults', () => {
    const Inner = type({ a: defaulted(string(), 'x'), b: defaulted(string(), 'y') });
    const Config = type({ list: defaulted(array(string()), []), inner: defaulted(Inner, {}), flag: defaulted(boolean(), false) });
    const raw = { inner: { b: 'given' } };
    expect(create(raw, Config)).toEqual({ list: [], inner: { a: 'x', b: 'given' }, flag: false });
    expect(raw).toEqual({ inner: { b: 'given' } });
    expect(create({}, Config).list).not.toBe(create({}, Config).list);
    expect(Config.validate({})[0]?.path).toEqual(['list']);
    expect(() => create({ flag: 'no' }, Config)).toThrow('At path: flag -- Expected a value of type `boolean`');
  });
});
