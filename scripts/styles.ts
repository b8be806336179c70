/**
 * The stylesheet per need, from src/styles/mi-portal.css at build time: a small base every page includes,
 * each flow's other rules in a file the loader adds with the flow, and ALTCHA's stylesheet with our overrides
 * of its markup in a file the captcha adds when it loads. A rule goes where the classes it needs are rendered:
 * the `mi-` classes each flow's code holds (scripts/flow-usage.ts reads them). All minified, all in the
 * `mi-portal` cascade layer as before.
 */
import { transform, type Selector, type SelectorComponent } from 'lightningcss';
import type { CodeText } from './flow-usage';

/** The `mi-` classes code can put on an element: whole names, and prefixes a template completes (`mi-notice--${kind}`). */
export interface ClassUsage {
  names: Set<string>;
  prefixes: string[];
}

const CLASS = /mi-[\w-]*/g;

/** The classes a flow's code holds in its literals and templates. */
export function classUsage(text: CodeText): ClassUsage {
  const names = new Set<string>();
  const prefixes: string[] = [];
  for (const literal of text.literals) for (const [name] of literal.matchAll(CLASS)) names.add(name);
  for (const parts of text.templates) {
    parts.forEach((part, i) => {
      const found = [...part.matchAll(CLASS)].map(([name]) => name);
      // A class right before a hole is completed by it (`mi-layout-${layout}`): a prefix.
      const last = found.at(-1);
      const open = last !== undefined && i < parts.length - 1 && part.endsWith(last);
      for (const name of open ? found.slice(0, -1) : found) names.add(name);
      if (open && last) prefixes.push(last);
    });
  }
  return { names, prefixes };
}

function uses(usage: ClassUsage, name: string): boolean {
  return usage.names.has(name) || usage.prefixes.some((prefix) => name.startsWith(prefix));
}

/** What a selector needs: its `mi-` classes (those inside :not() excepted), and whether it styles ALTCHA's markup. */
function needs(selector: Selector, out = { classes: [] as string[], altcha: false }): { classes: string[]; altcha: boolean } {
  for (const part of selector as SelectorComponent[]) {
    if (part.type === 'class' && part.name.startsWith('mi-')) out.classes.push(part.name);
    if ((part.type === 'class' || part.type === 'type') && part.name.startsWith('altcha')) out.altcha = true;
    if (part.type === 'pseudo-class' && 'selectors' in part && part.kind !== 'not') {
      for (const inner of part.selectors as Selector[]) needs(inner, out);
    }
  }
  return out;
}

/** Where each style rule of the sheet goes, by its position in the sheet. */
type Place = 'base' | 'later' | 'captcha' | Set<string>;

// Browsers the bundle targets (cascade layers need Safari 15.4): keeps `max-width` media queries as written.
const TARGETS = { chrome: 99 << 16, edge: 99 << 16, firefox: 97 << 16, safari: (15 << 16) | (4 << 8), ios_saf: (15 << 16) | (4 << 8) };

/** Runs lightningcss over `css`, keeping the style rules `keep(index)` accepts (index = position in the sheet). */
function pick(css: string, keep: (index: number, selectors: Selector[]) => boolean): string {
  let index = 0;
  const { code } = transform({
    filename: 'mi-portal.css',
    code: Buffer.from(css),
    minify: true,
    targets: TARGETS,
    visitor: {
      Rule: {
        // undefined keeps the rule as parsed; [] removes it.
        style: (rule) => (keep(index++, rule.value.selectors) ? undefined : []),
      },
    },
  });
  // Media queries whose rules all went elsewhere.
  let out = code.toString();
  for (let before = ''; before !== out; ) {
    before = out;
    out = out.replace(/@(media|supports)[^{}]*\{\}/g, '');
  }
  return out.replace(/@layer mi-portal\{\}/g, '');
}

/**
 * ALTCHA's markup we never render: our widget is always the standard checkbox (src/ui/captcha/AltchaCaptcha.tsx
 * sets no `display`, `type` or `floating`), left to right, with its footer hidden (loadAltcha.ts), and
 * the demo API sends proof-of-work challenges only, never a code challenge. Their rules are 30% of ALTCHA's sheet.
 */
const UNUSED_ALTCHA_CLASS = /^altcha-(switch|overlay|floating|code-challenge|input|button|footer)/;

function altchaUnused(selector: Selector): boolean {
  return (selector as SelectorComponent[]).some((part) =>
    (part.type === 'class' && UNUSED_ALTCHA_CLASS.test(part.name)) ||
    (part.type === 'attribute' && part.name === 'dir') ||
    (part.type === 'attribute' && /^data-(display|floating)/.test(part.name) && !(part.name === 'data-display' && part.operation?.value === 'standard')),
  );
}

/**
 * ALTCHA's sheet, minified, without the rules of markup we never render (see UNUSED_ALTCHA_CLASS) and their
 * animations, and without the lab() copy of its colours: lightningcss writes each oklch() colour twice for our
 * targets (a hex fallback, then lab() under @supports); the theme sets its own colours on `.mi-captcha`, and the
 * hex values of the rest are the same colours to the eye. 3.3 -> 1.9 KB gzip on every page with a captcha.
 */
export function altchaSheet(altcha: string): string {
  const { code } = transform({
    filename: 'altcha.css',
    code: Buffer.from(altcha),
    minify: true,
    targets: TARGETS,
    visitor: {
      Rule: {
        style: (rule) => (rule.value.selectors.every(altchaUnused) ? [] : undefined),
        keyframes: (rule) => (/slideup|slidein/.test(rule.value.name.value) ? [] : undefined),
      },
    },
  });
  return code
    .toString()
    .replace(/@supports \(color:lab\(0% 0 0\)\)\{:root\{[^{}]*\}\}/g, '')
    // ALTCHA writes its neutral colours as light-dark(); for our targets lightningcss turns each into
    // `var(--lightningcss-light,a)var(--lightningcss-dark,b)`, which needs a `color-scheme` rule to define
    // those two. ALTCHA has none, so the value stayed "a b", an invalid colour: the checkbox had no border
    // and could not be seen. The portal is light only: its light colour.
    .replace(/var\(--lightningcss-light,([^()]*)\)var\(--lightningcss-dark,[^()]*\)/g, '$1');
}

/**
 * The parts of the stylesheet: `base` for every page, `later` for what most flows show only past their first
 * screen (the error summary, error pages, dialogs), each flow's other rules, and the captcha's sheet.
 */
export interface StyleSplit {
  base: string;
  later: string;
  flows: Record<string, string>;
  captcha: string;
}

/**
 * Splits our sheet (without its @import of ALTCHA's) by need. A rule with a selector that needs no `mi-`
 * class, or that at least half of the flows render (a few bytes for the others spare most pages a request),
 * is base, unless no flow renders it on its first screen (`first`, the classes of the files each first screen
 * downloads): then it is `later`, loaded with the code past the first screens (src/runtime/later-styles.ts). A
 * rule for ALTCHA's markup goes with ALTCHA's own sheet (in the `mi-portal.altcha` sub-layer, under our rules);
 * any other rule goes to each flow that renders all the classes of one of its selectors. A rule no flow renders
 * stays in base, so a page's own use of a documented class keeps its style.
 */
export function splitStyles(ours: string, altcha: string, usage: Readonly<Record<string, ClassUsage>>, first: Readonly<Record<string, ClassUsage>> = usage): StyleSplit {
  const flows = Object.keys(usage);
  const places: Place[] = [];
  pick(ours, (index, selectors) => {
    const each = selectors.map((s) => needs(s));
    if (each.some((n) => n.altcha)) places[index] = 'captcha';
    else if (each.some((n) => n.classes.length === 0)) places[index] = 'base';
    else {
      const renders = (of: Readonly<Record<string, ClassUsage>>, flow: string) => each.some((n) => n.classes.every((name) => uses(of[flow] ?? usage[flow] as ClassUsage, name)));
      const rendered = flows.filter((flow) => renders(usage, flow));
      if (rendered.length === 0) places[index] = 'base';
      else if (rendered.length * 2 >= flows.length) places[index] = flows.some((flow) => renders(first, flow)) ? 'base' : 'later';
      else places[index] = new Set(rendered);
    }
    return true;
  });
  const partOf = (flow: string) => pick(ours, (index) => {
    const place = places[index];
    return place instanceof Set && place.has(flow);
  });
  const captchaSheet = altchaSheet(altcha);
  return {
    base: pick(ours, (index) => places[index] === 'base'),
    later: pick(ours, (index) => places[index] === 'later'),
    flows: Object.fromEntries(flows.map((flow) => [flow, partOf(flow)]).filter(([, css]) => css !== '')),
    captcha: `@layer mi-portal.altcha{${captchaSheet}}${pick(ours, (index) => places[index] === 'captcha')}`,
  };
}
