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
  /** Names of object literals' properties (`{ advisorForms: EsignView }`: a flow's views table names its routes). */
  properties: Set<string>;
}

/** An empty CodeText. */
export function emptyText(): CodeText {
  return { literals: new Set(), templates: [], properties: new Set() };
}

/** The string literals and templates of JavaScript or TypeScript code, added to `into`. */
export function readText(code: string, into: CodeText = emptyText()): CodeText {
  const source = ts.createSourceFile('module.tsx', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) into.literals.add(node.text);
    else if (ts.isTemplateExpression(node)) into.templates.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)]);
    else if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) into.properties.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return into;
}

/** Adds `from` to `into`. */
export function mergeText(into: CodeText, from: CodeText): CodeText {
  for (const literal of from.literals) into.literals.add(literal);
  into.templates.push(...from.templates);
  for (const name of from.properties) into.properties.add(name);
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

// A route's title is keyed by its name (`routes.${name}`: the page title, a later view's heading): a hole right
// after it only matches routes the flow's code names as a property of its views table ({ advisorForms: EsignView }):
// a flow only shows the titles of the routes its views table lists. A route named as a literal (go('register'),
// href('recoveryVerifyEmail')) is one it links or goes to, whose title that page shows, not this one.
const ROUTE_PREFIX = 'routes.';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names a field name can be in this code: its one-word literals and its one-word templates. */
function fieldNamePattern(text: CodeText): string {
  const words = [...text.literals].filter((w) => /^[A-Za-z][\w-]*$/.test(w)).map(escape);
  const templates = text.templates
    .filter((parts) => parts.every((part) => /^[\w-]*$/.test(part)) && parts.some((part) => /[A-Za-z]/.test(part)))
    .map((parts) => parts.map(escape).join('[\\w-]+'));
  return `(?:${[...new Set([...words, ...templates])].join('|')})`;
}

/** The names a route name can be in this code: its property names (a views table's keys). */
function routeNamePattern(text: CodeText): string {
  const words = [...text.properties].filter((w) => /^[A-Za-z]\w*$/.test(w)).map(escape);
  return `(?:${[...new Set(words)].join('|')})`;
}

// A plural form after a hole (the translator's `${key}.other`) names no key by itself: the key is found elsewhere.
const PLURAL_FORM = /^\.(?:zero|one|two|few|many|other)$/;

/**
 * The keys a template can produce, as a pattern; undefined when no static word anchors it (the translator's
 * `${key}.${form}` and `${key}.other` only pick a plural form of a key found elsewhere). A hole matches one or
 * more segments, except right after a field prefix, where it matches a field name of the code (`fieldName`), and
 * right after `routes.`, where it matches a route the code names (`routeName`).
 */
function templatePattern(parts: readonly string[], fieldName: string, routeName: string): RegExp | undefined {
  if (!parts.some((part) => /[A-Za-z]{2}/.test(part) && !PLURAL_FORM.test(part))) return undefined;
  let pattern = '';
  let plain = '';
  parts.forEach((part, i) => {
    pattern += escape(part);
    plain += part;
    if (i === parts.length - 1) return;
    pattern += FIELD_PREFIXES.includes(plain) ? fieldName : plain === ROUTE_PREFIX ? routeName : '.+';
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
  const routeName = routeNamePattern(text);
  const patterns = text.templates.map((parts) => templatePattern(parts, fieldName, routeName)).filter((p): p is RegExp => p !== undefined);
  const named = literalKeys(text, keys);
  return new Set(keys.filter((key) => named.has(key) || patterns.some((p) => p.test(key))));
}

/** One flow as planMessages sees it. */
export interface FlowMessages {
  tag: string;
  /** The flow sections its manifest entry lists (its own first). */
  sections: readonly string[];
  /** What all its code holds (later views, the submit engine and error pages included). */
  text: CodeText;
  /** What the files of its first screen hold (the loader's chunk graph); all of `text` when absent. */
  first?: CodeText;
}

/** Which keys each message chunk holds, which chunks each tag loads with its page and which on first use. */
export interface MessagePlan {
  /** Chunk name -> its keys: `shared`, `later`, `codes`, and per flow section its first-screen and later chunks. */
  chunks: Record<string, Set<string>>;
  /** Tag -> the chunks it loads with its page besides `shared`. */
  tagChunks: Record<string, string[]>;
  /** Tag -> the chunks it loads once the flow asks for code past its first screen (src/i18n/deferredMessages.ts). */
  tagLater: Record<string, string[]>;
  /** Keys a flow spells out in full in a flow section its entry does not list. */
  undeclared: string[];
}

/** Name of the chunk with the keys every flow's first screen uses. */
export const SHARED_CHUNK = 'shared';
/** Name of the chunk with the keys every flow's code uses besides `shared` (error pages, the submit engine …). */
export const LATER_CHUNK = 'later';
/**
 * Name of the chunk with the messages of the server codes' catalogue (src/api/codes.ts): no tag loads it
 * with its page; the API client loads it with the first answer that carries a code or fails
 * (src/i18n/deferredMessages.ts).
 */
export const CODES_CHUNK = 'codes';
/** The module whose keys make the `codes` chunk, and only it: the flows' own code is read without it. */
export const CODES_MODULE = /\/src\/api\/codes\.ts$/;

/**
 * A field's rule messages show only once a form was validated, which waits for the submit engine, and the engine
 * brings the later chunks (src/flow/engine.ts): never first-screen keys, even where a first screen runs the rules
 * itself (e-signature checks the advisor's profile, and only counts the errors). The same holds for the rule
 * messages every field shares (`errors.general.*`: sanitizePattern, invalidValue) and e-signature's wordings for
 * the investor (`esign.errors.{group}.{field}.{rule}`, widgets/esign/useEsignFields.ts).
 */
export const AFTER_VALIDATION: readonly string[] = ['errors.fields.', 'errors.general.', 'esign.errors.'];

/** Name of the chunk with a flow's keys past its first screen, by its own section. */
export function laterChunk(section: string): string {
  return `${section}Later`;
}

/**
 * The one chunk holding the keys past the first screen of the flows of an advisor's account (`laterChunkOf`):
 * profile, contact, e-signature and email preferences, visited one after another once signed in. Four chunks
 * of their own held the same field labels and rule messages up to four times: 4.3 KB gzip in English, 2.5 KB as
 * one file (issue 10's "all flows together"). Each of those flows then loads the others' later keys with its
 * own (up to 2 KB more, past its first screen, and in the cache for the next page). The login page and the
 * pages email links open (activation, recovery) keep their own: their later chunk is a landing's first screen.
 */
export const ACCOUNT_LATER_CHUNK = 'accountLater';

/** The sections whose later keys make ACCOUNT_LATER_CHUNK. */
const ACCOUNT_SECTIONS: ReadonlySet<string> = new Set(['profile', 'contact', 'esign', 'emailPrefs']);

/** The chunk the build puts a flow section's keys past its first screen in (see ACCOUNT_LATER_CHUNK). */
export function laterChunkOf(section: string): string {
  return ACCOUNT_SECTIONS.has(section) ? ACCOUNT_LATER_CHUNK : laterChunk(section);
}

/**
 * Splits the keys the flows use into chunks, so that a page downloads the messages its first screen can show
 * and the rest comes with the code that shows it (issue 10). `shared`: what every flow's first screen uses.
 * Each flow's own section names its first-screen chunk: the rest of what its first screen's files can ask
 * for, whatever the section. `later`: what every flow's code uses besides (error pages, the engine's texts);
 * `laterOf(section)` (by default `<section>Later`): the rest of the flow's keys, in one chunk for the flows whose
 * sections laterOf gives the same name. A key of a flow section is only loaded by flows that list
 * the section, and a flow naming such a key literally without listing the section is reported in
 * `undeclared`; keys no flow uses are left out. `codes`: the keys the code catalogue (`codes`, the text of
 * CODES_MODULE, not part of any flow's text) can produce; a flow that names one of them elsewhere has it in
 * its own chunks too.
 */
export function planMessages(
  keys: readonly string[],
  flows: readonly FlowMessages[],
  flowSections: ReadonlySet<string>,
  codes: CodeText = emptyText(),
  laterOf: (section: string) => string = laterChunk,
): MessagePlan {
  const sectionOf = (key: string) => key.slice(0, key.indexOf('.'));
  const undeclared: string[] = [];
  const sets = flows.map((flow) => {
    const mine = (key: string) => !flowSections.has(sectionOf(key)) || flow.sections.includes(sectionOf(key));
    for (const key of literalKeys(flow.text, keys)) if (!mine(key)) undeclared.push(`${flow.tag} uses ${key}`);
    const first = new Set([...usedKeys(flow.first ?? flow.text, keys)].filter((key) => mine(key) && !AFTER_VALIDATION.some((prefix) => key.startsWith(prefix))));
    return { first, all: new Set([...usedKeys(flow.text, keys)].filter(mine).concat(...first)) };
  });
  const shared = new Set(keys.filter((key) => sets.every((set) => set.first.has(key))));
  const later = new Set(keys.filter((key) => !shared.has(key) && sets.every((set) => set.all.has(key))));
  const chunks: Record<string, Set<string>> = { [SHARED_CHUNK]: shared, [LATER_CHUNK]: later, [CODES_CHUNK]: usedKeys(codes, keys) };
  for (const section of flowSections) {
    chunks[section] = new Set();
    chunks[laterOf(section)] = new Set();
  }
  const tagChunks: Record<string, string[]> = {};
  const tagLater: Record<string, string[]> = {};
  flows.forEach((flow, i) => {
    const own = flow.sections[0];
    const { first, all } = sets[i] ?? { first: new Set<string>(), all: new Set<string>() };
    if (!own) return;
    const firstKeys = [...first].filter((key) => !shared.has(key));
    const laterKeys = [...all].filter((key) => !shared.has(key) && !first.has(key) && !later.has(key));
    chunks[own] = new Set(firstKeys);
    // Flows whose later chunk is one file (laterOf) add their keys to it.
    const laterName = laterOf(own);
    chunks[laterName] = new Set([...(chunks[laterName] ?? []), ...laterKeys]);
    tagChunks[flow.tag] = firstKeys.length ? [own] : [];
    tagLater[flow.tag] = [...(later.size ? [LATER_CHUNK] : []), ...(laterKeys.length ? [laterName] : [])];
  });
  return { chunks, tagChunks, tagLater, undeclared };
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
