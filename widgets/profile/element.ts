import messages from 'virtual:flow-messages/profile';
import { defineWidget } from '../../src/element/define';
import { ProfileFlow } from './ProfileFlow';

/** Registers `<mi-profile>`: the signed-in profile area (personal details, password, security questions, email preferences, sales team). */
export const MiProfile = defineWidget('mi-profile', ProfileFlow, messages);

declare global {
  interface HTMLElementTagNameMap {
    'mi-profile': HTMLElement;
  }
}
