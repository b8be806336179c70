import messages from 'virtual:flow-messages/email-prefs';
import { defineWidget } from '../../src/element/define';
import { EmailPrefsFlow } from './EmailPrefsFlow';

/** Registers `<mi-email-prefs>`: the public email-preferences page reached from an email's link (no login). */
export const MiEmailPrefs = defineWidget('mi-email-prefs', EmailPrefsFlow, messages);

declare global {
  interface HTMLElementTagNameMap {
    'mi-email-prefs': HTMLElement;
  }
}
