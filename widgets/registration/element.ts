import messages from 'virtual:flow-messages/registration';
import { defineWidget } from '../../src/element/define';
import { RegistrationFlow } from './RegistrationFlow';

/** Registers `<mi-registration>` (registration wizard, activation and status pages). */
export const MiRegistration = defineWidget('mi-registration', RegistrationFlow, messages);

declare global {
  interface HTMLElementTagNameMap {
    'mi-registration': HTMLElement;
  }
}
