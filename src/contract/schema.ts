// The schema checks of the contract and the page config: the few superstruct structs this project used
// (type, string, number, boolean, enums, literal, optional, nullable, array, record, union, defaulted),
// with superstruct's semantics and messages for the first failure. Superstruct cost every page about
// 2.1 KB gzip for what these ~60 lines do (issue 10); the widgets and the demo API share these schemas.

type Path = (string | number)[];

/** Why a value does not fit a schema: superstruct's message and path of the first failure. */
export class StructError extends TypeError {
  /** Keys from the checked value down to the failing part (empty for the value itself). */
  readonly path: Path;
  constructor(message: string, path: Path) {
    super(path.length ? `At path: ${path.join('.')} -- ${message}` : message);
    this.name = 'StructError';
    this.path = path;
  }
}

/** Checks `value` and returns it (a coerced copy when `coerce`), or throws a StructError. */
type Check = (value: unknown, coerce: boolean, path: Path) => unknown;

/** A schema of values of type `T`. `TYPE` exists only for type inference (`Infer`). */
export class Struct<T> {
  declare readonly TYPE: T;
  /** The struct's kind as superstruct names it (`string`, `type`, `enums` …), used in union messages. */
  readonly type: string;
  /** The check itself; `validate` and `is` are what callers use. */
  readonly check: Check;
  constructor(type: string, check: Check) {
    this.type = type;
    this.check = check;
  }
  /** `[error]` for a value that does not fit, `[undefined, value]` otherwise; `coerce` fills defaults (on a copy). */
  validate(value: unknown, options?: { coerce?: boolean }): [StructError, undefined] | [undefined, T] {
    try {
      return [undefined, this.check(value, options?.coerce === true, []) as T];
    } catch (error) {
      if (error instanceof StructError) return [error, undefined];
      throw error;
    }
  }
  /** True when `value` fits, without coercion. */
  is(value: unknown): value is T {
    return !this.validate(value)[0];
  }
}

/** The type of the values a struct accepts, e.g. `Infer<typeof LoginRequest>`. */
export type Infer<S extends { TYPE: unknown }> = S['TYPE'];

type Schema = Record<string, Struct<unknown>>;
type OptionalKeys<S extends Schema> = { [K in keyof S]: undefined extends Infer<S[K]> ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** The object type of a `type` schema: keys whose struct accepts undefined are optional, like superstruct's. */
export type ObjectType<S extends Schema> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

const print = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value) : String(value));
const fail = (message: string, path: Path): never => {
  throw new StructError(message, path);
};
const received = (value: unknown): string => `, but received: ${print(value)}`;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A leaf struct: `test` decides, `expected` words the message ("a string"). */
function leaf<T>(type: string, test: (value: unknown) => boolean, expected?: string): Struct<T> {
  return new Struct<T>(type, (value, _coerce, path) =>
    test(value) ? value : fail(expected ? `Expected ${expected}${received(value)}` : `Expected a value of type \`${type}\`, but received: \`${print(value)}\``, path),
  );
}

/** Any string. */
export function string(): Struct<string> {
  return leaf('string', (v) => typeof v === 'string', 'a string');
}

/** Any number but NaN. */
export function number(): Struct<number> {
  return leaf('number', (v) => typeof v === 'number' && !Number.isNaN(v), 'a number');
}

/** true or false. */
export function boolean(): Struct<boolean> {
  return leaf('boolean', (v) => typeof v === 'boolean');
}

/** One of `values`. */
export function enums<const T extends string>(values: readonly T[]): Struct<T> {
  return leaf('enums', (v) => (values as readonly unknown[]).includes(v), `one of \`${values.map(print).join()}\``);
}

/** Exactly `constant`. */
export function literal<const T extends string | number | boolean | null>(constant: T): Struct<T> {
  return leaf('literal', (v) => v === constant, `the literal \`${print(constant)}\``);
}

/** `struct`, or undefined. */
export function optional<T>(struct: Struct<T>): Struct<T | undefined> {
  return new Struct(struct.type, (value, coerce, path) => (value === undefined ? value : struct.check(value, coerce, path)));
}

/** `struct`, or null. */
export function nullable<T>(struct: Struct<T>): Struct<T | null> {
  return new Struct(struct.type, (value, coerce, path) => (value === null ? value : struct.check(value, coerce, path)));
}

/** An array of `item`s. */
export function array<T>(item: Struct<T>): Struct<T[]> {
  return new Struct('array', (value, coerce, path) => {
    if (!Array.isArray(value)) return fail(`Expected an array value${received(value)}`, path);
    const out: unknown[] = coerce ? value.slice() : value;
    out.forEach((v, i) => {
      const checked = item.check(v, coerce, [...path, i]);
      if (coerce) out[i] = checked;
    });
    return out;
  });
}

/** An object whose every key fits `key` and every value fits `value`. */
export function record<K extends string, V>(key: Struct<K>, value: Struct<V>): Struct<Record<K, V>> {
  return new Struct('record', (input, coerce, path) => {
    if (!isRecord(input)) return fail(`Expected an object${received(input)}`, path);
    const out = coerce ? { ...input } : input;
    for (const k in out) {
      key.check(k, coerce, [...path, k]);
      const checked = value.check(out[k], coerce, [...path, k]);
      if (coerce) out[k] = checked;
    }
    return out;
  });
}

/** An object with these keys (in this order of checking); keys the schema does not name are kept as they are. */
export function type<const S extends Schema>(schema: S): Struct<ObjectType<S>> {
  return new Struct('type', (input, coerce, path) => {
    if (!isRecord(input)) return fail(`Expected an object${received(input)}`, path);
    const out = coerce ? { ...input } : input;
    for (const [k, struct] of Object.entries(schema)) {
      const checked = struct.check(out[k], coerce, [...path, k]);
      if (coerce && (checked !== undefined || k in out)) out[k] = checked;
    }
    return out;
  });
}

/** The first of `structs` the value fits. */
export function union<const A extends readonly Struct<unknown>[]>(structs: A): Struct<Infer<A[number]>> {
  return new Struct('union', (value, coerce, path) => {
    for (const struct of structs) {
      const [error, checked] = struct.validate(value, { coerce });
      if (!error) return checked;
    }
    return fail(`Expected the value to satisfy a union of \`${structs.map((s) => s.type).join(' | ')}\`${received(value)}`, path);
  });
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/** `struct` with a default when coercing: `fallback` for undefined, and for a plain object its missing keys. */
export function defaulted<T>(struct: Struct<T>, fallback: T | Partial<T>): Struct<T> {
  return new Struct(struct.type, (value, coerce, path) => {
    let input = value;
    if (coerce && value === undefined) input = fallback;
    else if (coerce && isPlain(value) && isPlain(fallback)) {
      const filled: Record<string, unknown> = { ...value };
      for (const k in fallback) if (filled[k] === undefined) filled[k] = fallback[k];
      input = filled;
    }
    return struct.check(input, coerce, path);
  });
}

/** Coerces (fills defaults) and checks `value`; throws the StructError of a value that does not fit. */
export function create<T>(value: unknown, struct: Struct<T>): T {
  const [error, checked] = struct.validate(value, { coerce: true });
  if (error) throw error;
  return checked;
}

/** True when `value` fits `struct`. */
export function is<T>(value: unknown, struct: Struct<T>): value is T {
  return struct.is(value);
}
