import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ELEMENTS } from '../widgets/manifest';
import { customElementsManifest, tagDeclarations, widgetEvents } from './manifest';

/** Type-checks `files` (name -> text) with the DOM lib; returns `<file>: <message>` per error. */
function typeErrors(files: Record<string, string>): string[] {
  const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [], skipDefaultLibCheck: true };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => files[name] ?? readFile(name);
  host.fileExists = (name) => name in files || ts.sys.fileExists(name);
  host.getSourceFile = (name, version) => (name in files ? ts.createSourceFile(name, files[name] ?? '', version) : getSourceFile(name, version));
  const program = ts.createProgram(Object.keys(files), options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('widget events from WidgetEventMap', () => {
  it('reads each member: name, detail type text and doc comment', () => {
    const events = widgetEvents();
    expect(events.map((e) => e.name)).toEqual(['mi-step-change', 'mi-submitted', 'mi-error', 'mi-navigate']);
    expect(events.find((e) => e.name === 'mi-navigate')).toEqual({ name: 'mi-navigate', detail: '{ url: string }', description: 'The widget is about to leave for another route or page.' });
  });

  it('refuses a detail that names another type (its text would dangle in mi-portal.d.ts)', () => {
    const source = 'interface Where { url: string }\nexport interface WidgetEventMap {\n  /** Leaving. */\n  \'mi-navigate\': { to: Where };\n}\n';
    expect(() => widgetEvents(source)).toThrow(/mi-navigate names another type \(Where\)/);
    expect(() => widgetEvents('export interface Other {}')).toThrow(/no interface WidgetEventMap/);
  });
});

describe('generated declarations', () => {
  it('types each event detail in custom-elements.json, per the events each tag lists', () => {
    const modules = customElementsManifest().modules;
    const profile = modules.find((m) => m.declarations[0]?.tagName === 'mi-profile')?.declarations[0];
    const login = modules.find((m) => m.declarations[0]?.tagName === 'mi-login')?.declarations[0];
    expect(login?.events.find((e) => e.name === 'mi-step-change')?.type.text).toBe('CustomEvent<{ route: string; step?: number; total?: number }>');
    expect(login?.events.map((e) => e.name)).toContain('mi-submitted');
    expect(profile?.events.map((e) => e.name)).toEqual(ELEMENTS.find((el) => el.tag === 'mi-profile')?.events);
    // A dashed attribute is a camelCase property (as r2wc maps them), so the declarations stay valid TypeScript.
    const esign = modules.find((m) => m.declarations[0]?.tagName === 'mi-esign')?.declarations[0];
    expect(esign?.members.find((m) => m.attribute === 'fund-id')?.name).toBe('fundId');
  });

  it('compiles, and gives listeners the real detail types', { timeout: 20_000 }, () => {
    const usage = [
      "const login = document.querySelector('mi-login');",
      "login?.addEventListener('mi-step-change', (e) => { const route: string = e.detail.route; const step: number | undefined = e.detail.step; void route; void step; });",
      "document.addEventListener('mi-error', (e) => { const code: string = e.detail.code; void code; });",
      "window.addEventListener('mi-submitted', (e) => { const form: string = e.detail.form; void form; });",
      "const tags: HTMLElementTagNameMap['mi-profile'] | null = document.querySelector('mi-profile'); void tags;",
    ].join('\n');
    const wrong = "document.addEventListener('mi-navigate', (e) => { const n: number = e.detail.url; void n; });";
    // One program for both (each costs seconds): only the misuse may fail.
    const errors = typeErrors({
      '/virtual/mi-portal.d.ts': tagDeclarations(),
      '/virtual/usage.ts': `import './mi-portal';\n${usage}\nexport {};\n`,
      '/virtual/wrong.ts': `import './mi-portal';\n${wrong}\nexport {};\n`,
    });
    expect(errors).toEqual(["/virtual/wrong.ts: Type 'string' is not assignable to type 'number'."]);
  });
});
