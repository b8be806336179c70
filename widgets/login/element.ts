import messages from 'virtual:flow-messages/login';
import { defineWidget } from '../../src/element/define';
import { LoginFlow } from './LoginFlow';

/** Registers `<mi-login>`: the login form with its session-timeout, internal and suspended states. */
export const MiLogin = defineWidget('mi-login', LoginFlow, messages);

declare global {
  interface HTMLElementTagNameMap {
    'mi-login': HTMLElement;
  }
}
