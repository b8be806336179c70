/**
 * The element catalogue: one entry per tag. The loader maps tags to chunks from it, and the build
 * generates custom-elements.json and the tag type declarations from it, so docs cannot drift from code.
 */
export interface AttributeDoc {
  name: string;
  type: 'string' | 'number' | 'boolean';
  description: string;
}
/** Documentation and chunk of one custom element. */
export interface ElementDoc {
  tag: string;
  /** Folder under widgets/ and chunk name. */
  chunk: string;
  className: string;
  description: string;
  attributes: AttributeDoc[];
}

const locale: AttributeDoc = {
  name: 'locale',
  type: 'string',
  description: 'Optional override of the language (en or fr); by default the page path decides (/fr/ means French).',
};

/** Events every widget dispatches (bubbling, composed CustomEvents). */
export const WIDGET_EVENTS = [
  { name: 'mi-step-change', description: 'The flow moved to another route; detail { route, step?, total? }.' },
  { name: 'mi-submitted', description: 'A form was accepted by the server; detail { form }.' },
  { name: 'mi-error', description: 'A call failed; detail { code, messageKey }.' },
  { name: 'mi-navigate', description: 'The flow is leaving for another page; detail { url }.' },
] as const;

/** CSS custom properties that theme every widget. */
export const CSS_PROPERTIES = [
  { name: '--mi-color-primary', description: 'Buttons, links and focus accents.' },
  { name: '--mi-color-error', description: 'Error text and borders.' },
  { name: '--mi-font-family', description: 'Font of every widget.' },
  { name: '--mi-radius', description: 'Corner radius of inputs, buttons and panels.' },
  { name: '--mi-focus-color', description: 'Focus ring colour.' },
] as const;

/** Every tag of the bundle. */
export const ELEMENTS: readonly ElementDoc[] = [
  { tag: 'mi-login', chunk: 'login', className: 'MiLogin', description: 'Login form (emailId, password) with session-timeout notice.', attributes: [locale] },
  { tag: 'mi-registration', chunk: 'registration', className: 'MiRegistration', description: 'Registration wizard (register, company info, thank you), activation and their status pages.', attributes: [locale] },
  { tag: 'mi-recovery', chunk: 'recovery', className: 'MiRecovery', description: 'Five-step password recovery and its error page.', attributes: [locale] },
  { tag: 'mi-profile', chunk: 'profile', className: 'MiProfile', description: 'Profile area: personal profile, password, security questions, email preferences, sales team.', attributes: [locale] },
];
