import type { FormValues } from '../forms/types';

/** Field names whose values never reach storage: passwords, security answers and captcha tokens. */
const SECRET = /password|answer|captcha|recaptcha/i;

/** True when a field's value must never be stored. */
export function isSecretField(name: string): boolean {
  return SECRET.test(name);
}

const PREFIX = 'mi-draft:';

/** What a draft keeps: form values (secrets removed) and free-form wizard state such as the step. */
export interface Draft {
  values: FormValues;
  state?: Record<string, string | number | boolean>;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can throw when cookies are blocked; drafts are a convenience, never a requirement.
    return undefined;
  }
}

/** Reads the draft of one element instance. */
export function loadDraft(key: string): Draft | undefined {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Draft;
    return parsed && typeof parsed === 'object' && parsed.values ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Saves a draft in sessionStorage (the tab's life), dropping every secret field first. */
export function saveDraft(key: string, draft: Draft): void {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(draft.values)) {
    if (!isSecretField(name)) values[name] = value;
  }
  storage()?.setItem(PREFIX + key, JSON.stringify({ ...draft, values }));
}

/** Forgets a draft (on success or cancel). */
export function clearDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}
