import messages from 'virtual:flow-messages/contact';
import { defineWidget } from '../../src/element/define';
import { ContactFlow } from './ContactFlow';

/** Registers `<mi-contact>`: the contact form with captcha, its success banner and its error page. */
export const MiContact = defineWidget('mi-contact', ContactFlow, messages);

declare global {
  interface HTMLElementTagNameMap {
    'mi-contact': HTMLElement;
  }
}
