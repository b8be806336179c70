import messages from 'virtual:flow-messages/recovery';
import { defineWidget } from '../../src/element/define';
import { RecoveryFlow } from './RecoveryFlow';

/**
 * `<mi-recovery>`: password recovery (verify email, code sent, security questions, new password, success)
 * and its error page. Attribute: `locale` (defaults to the page path).
 * @event mi-step-change - detail `{ route, step, total }` on every screen.
 * @event mi-navigate - detail `{ url }` before each navigation.
 * @event mi-submitted - detail `{ form }` ('recoveryEmail', 'resetPassword') when the server accepts a step.
 * @event mi-error - detail `{ code, messageKey }` when an error page shows.
 */
export const MiRecovery = defineWidget('mi-recovery', RecoveryFlow, messages);

declare global {
  interface HTMLElementTagNameMap {
    'mi-recovery': HTMLElement;
  }
}
