import { describe, expect, it } from 'vitest';
import { readText } from './flow-usage';
import { readFileSync } from 'node:fs';
import { altchaSheet, classUsage, splitStyles } from './styles';

const sheet = `
@layer mi-portal {
  :root { --mi-color-primary: #1d4f91; }
  .mi-field { margin: 0 0 1rem; }
  .mi-notice--error { color: var(--mi-color-error); }
  .mi-steps { display: flex; }
  .mi-modal .mi-button { width: 100%; }
  .mi-field:not(.mi-field--error) { border-color: gray; }
  .mi-captcha { --altcha-color-primary: var(--mi-color-primary); }
  .mi-captcha .altcha-footer { opacity: 1; }
  @media (max-width: 36em) { .mi-steps { display: block; } .mi-field { margin: 0; } }
}`;
const altcha = '.altcha { display: flex; }';

describe('classUsage', () => {
  it('takes whole mi- classes from literals and templates, and the prefix a template completes', () => {
    const usage = classUsage(readText('h("p", { class: "mi-field mi-field--wide" }); const c = `mi-notice mi-notice--${kind}`; `${a} mi-x`;'));
    expect([...usage.names].sort()).toEqual(['mi-field', 'mi-field--wide', 'mi-notice', 'mi-x']);
    expect(usage.prefixes).toEqual(['mi-notice--']);
  });
});

describe('splitStyles', () => {
  const login = classUsage(readText('"mi-field"; `mi-notice--${k}`'));
  const registration = classUsage(readText('"mi-field mi-steps mi-captcha"; `mi-notice--${k}`; "mi-modal mi-button"'));
  const contact = classUsage(readText('"mi-field mi-modal mi-button"; `mi-notice--${k}`'));
  const split = splitStyles(sheet, altcha, { login, registration, contact });

  it('puts what needs no class and what at least half of the flows render in a minified base, in the layer', () => {
    expect(split.base).toBe('@layer mi-portal{:root{--mi-color-primary:#1d4f91}.mi-field{margin:0 0 1rem}.mi-notice--error{color:var(--mi-color-error)}.mi-modal .mi-button{width:100%}.mi-field:not(.mi-field--error){border-color:gray}@media (max-width:36em){.mi-field{margin:0}}}');
  });

  it('gives a flow the rules only a few flows render, media queries included, and the login page none of them', () => {
    expect(split.flows.registration).toBe('@layer mi-portal{.mi-steps{display:flex}.mi-captcha{--altcha-color-primary:var(--mi-color-primary)}@media (max-width:36em){.mi-steps{display:block}}}');
    expect(split.flows.login).toBeUndefined();
    expect(split.flows.contact).toBeUndefined();
  });

  it('leaves to `later` what most flows render only past their first screen, and nothing when told no first screens', () => {
    const first = {
      login,
      registration: classUsage(readText('"mi-field mi-steps mi-captcha"; `mi-notice--${k}`')),
      contact: classUsage(readText('"mi-field"; `mi-notice--${k}`')),
    };
    const byScreen = splitStyles(sheet, altcha, { login, registration, contact }, first);
    expect(byScreen.later).toBe('@layer mi-portal{.mi-modal .mi-button{width:100%}}');
    expect(byScreen.base).toBe(split.base.replace('.mi-modal .mi-button{width:100%}', ''));
    expect(byScreen.flows).toEqual(split.flows);
    expect(split.later).toBe('');
  });

  it("puts ALTCHA's sheet, under our rules in a sub-layer, with our overrides of its markup", () => {
    expect(split.captcha).toBe('@layer mi-portal.altcha{.altcha{display:flex}}@layer mi-portal{.mi-captcha .altcha-footer{opacity:1}}');
  });
});

describe('altchaSheet', () => {
  const sheet = altchaSheet(readFileSync('node_modules/altcha/dist/external/altcha.css', 'utf8'));

  it('keeps the rules of the standard checkbox widget and its error popover', () => {
    for (const kept of ['.altcha[data-visible]', '.altcha-main{', '.altcha-checkbox input:checked', '.altcha-checkbox[data-loading=true]', '.altcha-spinner{', '.altcha-popover[data-variant=error]', '@keyframes altcha-rotate']) {
      expect(sheet).toContain(kept);
    }
  });

  it('drops the display modes, switch, code challenge and right-to-left rules we never render, and the lab() copy of the colours', () => {
    for (const dropped of ['data-display=overlay', 'data-display=floating', 'data-display=bar', 'altcha-switch{', 'altcha-code-challenge', '[dir=rtl]', 'altcha-overlay-slidein', 'lab(']) {
      expect(sheet).not.toContain(dropped);
    }
    // Still one sheet of balanced blocks, and its custom properties are all still declared.
    expect(sheet.split('{').length).toBe(sheet.split('}').length);
    expect(sheet).toContain('--altcha-color-primary:');
  });

  it("gives ALTCHA's light-dark() colours their light value, so the checkbox's border is a colour", () => {
    expect(sheet).not.toContain('lightningcss');
    expect(sheet).toContain('--altcha-checkbox-border-color:#959393;');
  });
});
