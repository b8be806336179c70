/**
 * Keyboard-only driving: every helper reaches its target with Tab (never a mouse click or a
 * programmatic focus), then types, presses Space or Enter. A journey written with these helpers
 * proves the flow can be completed with the keyboard alone.
 */
import type { Page } from 'playwright-core';

const MAX_TABS = 150;

/** Presses Tab until the focused element matches `selector`; fails when it is never reached. */
export async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Tabs to a text input and types into it (replacing what is there). */
export async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await tabTo(page, selector);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Tabs to a <select> and moves with the arrow keys until the selected option's text contains `label`. */
export async function choose(page: Page, selector: string, label: string): Promise<void> {
  await tabTo(page, selector);
  for (let i = 0; i < 40; i += 1) {
    const current = await page.evaluate((s) => {
      const el = document.activeElement as HTMLSelectElement | null;
      return el?.matches(s) ? (el.selectedOptions[0]?.textContent ?? '') : '';
    }, selector);
    if (current.includes(label)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`option "${label}" not reachable in ${selector}`);
}

/** Tabs to a checkbox or button and presses Space. */
export async function toggle(page: Page, selector: string): Promise<void> {
  await tabTo(page, selector);
  await page.keyboard.press('Space');
}

/** Tabs to a button or link and presses Enter. */
export async function activate(page: Page, selector: string): Promise<void> {
  await tabTo(page, selector);
  await page.keyboard.press('Enter');
}

/** Ticks the ALTCHA checkbox with the keyboard and waits until the proof of work is verified. */
export async function solveCaptcha(page: Page, scope: string): Promise<void> {
  // Untouched, ALTCHA's required checkbox is not reported invalid (src/ui/captcha/AltchaCaptcha.tsx).
  await page.waitForFunction((s) => document.querySelector(`${s} altcha-widget input[type="checkbox"]`)?.getAttribute('aria-invalid') === 'false', scope);
  await toggle(page, `${scope} altcha-widget input[type="checkbox"]`);
  await page.waitForFunction(
    (s) => (document.querySelector(`${s} altcha-widget input[name="g-recaptcha-response"]`) as HTMLInputElement | null)?.value.length,
    scope,
    { timeout: 30_000 },
  );
}
