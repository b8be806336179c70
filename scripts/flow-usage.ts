/**
 * What a flow's code can show, read from its bundled modules at build time, so each page downloads only
 * the messages its flow can ask for. Superset by design: every key the code might produce is kept, and a
 * key it spells out in full in another flow's section fails the build (see planMessages).
 */
import ts from 'typescript';

/** The strings one piece of code holds. */
export interface CodeText {
  /** Every string literal, whole. */
  literals: Set<string>;
  /** Template literals with holes, as their static parts (`routes.${name}` is `['routes.', '']`). */
  templates: string[][];
}

/** An empty CodeText. */
export function emptyText(): CodeText {
  return { literals: new Set(), templates: [] };
}

/** The string literals and templates of JavaScript or TypeScript code, added to `into`. */
export function readText(code: string, into: CodeText = emptyText()): CodeText {
  const source = ts.createSourceFile('module.tsx', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) into.literals.add(node.text);
    else if (ts.isTemplateExpression(node)) into.templates.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return into;
}

/** Adds `from` to `into`. */
export function mergeText(into: CodeText, from: CodeText): CodeText {
  for (const literal of from.literals) into.literals.add(literal);
  into.templates.push(...from.templates);
  return into;
}

/** A nested message table (locales/<l>.json). */
export interface Table {
  [key: string]: string | Table;
}

/** Every leaf key of a table as a dot path. */
export function leafKeys(table: Table, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : leafKeys(value, `${prefix}${key}.`)));
}

// A field's label, hint and errors are keyed by its name (`fields.${name}.label`, `errors.fields.${field}.${rule}`):
// a hole right after one of these prefixes only matches names the flow's code spells out (fields are defined
// by name: literals such as defineField('emailId'), templates such as `securityAnswer${n}`), not every field
// of every form.
const FIELD_PREFIXES = ['fields.', 'errors.fields.'];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names a field name can be in this code: its one-word literals and its one-word templates. */
function fieldNamePattern(text: CodeText): string {
  const words = [...text.literals].filter((w) => /^[A-Za-z][\w-]*$/.test(w)).map(escape);
  const templates = text.templates
    .filter((parts) => parts.every((part) => /^[\w-]*$/.test(part)) && parts.some((part) => /[A-Za-z]/.test(part)))
    .map((parts) => parts.map(escape).join('[\\w-]+'));
  return `(?:${[...new Set([...words, ...templates])].join('|')})`;
}

/**
 * The keys a template can produce, as a pattern; undefined when no static word anchors it (the translator's
 * `${key}.${form}` only picks a plural form of a key found elsewhere). A hole matches one or more segments,
 * except right after a field prefix, where it matches a field name of the code (`fieldName`).
 */
function templatePattern(parts: readonly string[], fieldName: string): RegExp | undefined {
  if (!parts.some((part) => /[A-Za-z]{2}/.test(part))) return undefined;
  let pattern = '';
  let plain = '';
  parts.forEach((part, i) => {
    pattern += escape(part);
    plain += part;
    if (i === parts.length - 1) return;
    pattern += FIELD_PREFIXES.includes(plain) ? fieldName : '.+';
    plain += '*';
  });
  return new RegExp(`^${pattern}$`);
}

/** Keys of `keys` that a literal names: the key itself, or a subtree (`'ui.errorSummary'`, `'errors.codes.'`). */
export function literalKeys(text: CodeText, keys: readonly string[]): Set<string> {
  const subtrees = [...text.literals].filter((l) => l.includes('.')).map((l) => (l.endsWith('.') ? l : `${l}.`));
  return new Set(keys.filter((key) => text.literals.has(key) || subtrees.some((s) => key.startsWith(s))));
}

/** The keys of `keys` the code can ask for: those its literals name, and those its templates can produce. */
export function usedKeys(text: CodeText, keys: readonly string[]): Set<string> {
  const fieldName = fieldNamePattern(text);
  const patterns = text.templates.map((parts) => templatePattern(parts, fieldName)).filter((p): p is RegExp => p !== undefined);
  const named = literalKeys(text, keys);
  return new Set(keys.filter((key) => named.has(key) || patterns.some((p) => p.test(key))));
}

/** One flow as planMessages sees it. */
export interface FlowMessages {
  tag: string;
  /** The flow sections its manifest entry lists (its own first). */
  sections: readonly string[];
  /** What its code holds. */
  text: CodeText;
}

/** Which keys each message chunk holds and which chunks each tag loads besides `shared`. */
export interface MessagePlan {
  /** Chunk name -> its keys: `shared`, `forms`, `codes` and one per flow section. */
  chunks: Record<string, Set<string>>;
  /** Tag -> the chunks it loads besides `shared`. */
  tagChunks: Record<string, string[]>;
  /** Keys a flow spells out in full in a flow section its entry does not list. */
  undeclared: string[];
}

/** Name of the chunk with the keys every flow uses. */
export const SHARED_CHUNK = 'shared';
/** Name of the chunk with the other keys of the shared sections (fields, errors, ui …). */
export const FORMS_CHUNK = 'forms';
/**
 * Name of the chunk with the messages of the server codes' catalogue (src/api/codes.ts): no tag loads it
 * with its page; the API client loads it with the first answer that carries a code or fails
 * (src/i18n/codeMessages.ts).
 */
export const CODES_CHUNK = 'codes';
/** The module whose keys make the `codes` chunk, and only it: the flows' own code is read without it. */
export const CODES_MODULE = /\/src\/api\/codes\.ts$/;

/**
 * Splits the keys the flows use into chunks. `shared`: what every flow uses. `forms`: the rest of the shared
 * sections that some flow uses, loaded by each flow that uses at least half of it; a flow that uses less
 * (the login page uses a handful of fields, contact two fifths) gets its keys in its own section's chunk instead. Each flow
 * section: its keys used by the flows that list it; a flow using less than a third of another flow's section
 * gets those keys in its own section's chunk instead. Keys no flow uses are left out; a key of a flow section
 * is only loaded by flows that list the section, and a flow naming such a key literally without listing the
 * section is reported in `undeclared`. `codes`: the keys the code catalogue (`codes`, the text of
 * CODES_MODULE, not part of any flow's text) can produce; a flow that names one of them elsewhere has it in
 * its own chunks too.
 */
export function planMessages(keys: readonly string[], flows: readonly FlowMessages[], flowSections: ReadonlySet<string>, codes: CodeText = emptyText()): MessagePlan {
  const sectionOf = (key: string) => key.slice(0, key.indexOf('.'));
  const undeclared: string[] = [];
  const used = flows.map((flow) => {
    const mine = (key: string) => !flowSections.has(sectionOf(key)) || flow.sections.includes(sectionOf(key));
    for (const key of literalKeys(flow.text, keys)) if (!mine(key)) undeclared.push(`${flow.tag} uses ${key}`);
    return new Set([...usedKeys(flow.text, keys)].filter(mine));
  });
  const shared = new Set(keys.filter((key) => used.every((set) => set.has(key))));
  const forms = new Set(keys.filter((key) => !shared.has(key) && !flowSections.has(sectionOf(key)) && used.some((set) => set.has(key))));
  const chunks: Record<string, Set<string>> = { [SHARED_CHUNK]: shared, [FORMS_CHUNK]: forms, [CODES_CHUNK]: usedKeys(codes, keys) };
  for (const section of flowSections) chunks[section] = new Set();
  const sectionKeys = (set: ReadonlySet<string>, section: string) => [...set].filter((key) => sectionOf(key) === section && !shared.has(key));
  // What every flow listing a section uses of it: the most its chunk can hold.
  const whole = new Map<string, number>();
  for (const section of flowSections) {
    whole.set(section, new Set(flows.flatMap((flow, i) => (flow.sections.includes(section) ? sectionKeys(used[i] ?? new Set(), section) : []))).size);
  }
  const tagChunks: Record<string, string[]> = {};
  flows.forEach((flow, i) => {
    const set = used[i] ?? new Set<string>();
    const formKeys = [...set].filter((key) => forms.has(key));
    // At least half: below that the flow would download more of forms it never shows than it uses (contact used
    // 62 of 159 keys and downloaded 1.5 KB of the rest in French).
    const loadsForms = formKeys.length * 2 >= forms.size;
    const own = flow.sections[0];
    // Another flow's section used a little (the profile shows registration's role names) comes as the flow's
    // own keys, like forms, rather than with that flow's whole chunk.
    const borrowed = flow.sections.slice(1).filter((section) => sectionKeys(set, section).length * 3 < (whole.get(section) ?? 0));
    for (const key of set) {
      const section = sectionOf(key);
      if (!flowSections.has(section) || shared.has(key)) continue;
      chunks[borrowed.includes(section) && own ? own : section]?.add(key);
    }
    if (!loadsForms && own) for (const key of formKeys) chunks[own]?.add(key);
    tagChunks[flow.tag] = [...(loadsForms ? [FORMS_CHUNK] : []), ...flow.sections.filter((section) => !borrowed.includes(section))];
  });
  return { chunks, tagChunks, undeclared };
}

/** The part of `table` holding only `keys` (same nesting). */
export function pickKeys(table: Table, keys: ReadonlySet<string>, prefix = ''): Table {
  const out: Table = {};
  for (const [key, value] of Object.entries(table)) {
    const path = prefix + key;
    if (typeof value === 'string') {
      if (keys.has(path)) out[key] = value;
    } else {
      const sub = pickKeys(value, keys, `${path}.`);
      if (Object.keys(sub).length > 0) out[key] = sub;
    }
  }
  return out;
}
