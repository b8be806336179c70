import messages from 'virtual:flow-messages/esign';
import { defineWidget } from '../../src/element/define';
import { EsignFlow } from './EsignFlow';

/** Registers `<mi-esign>` (e-signature purchase and redemption form; attributes `mode`, `fund-id`). */
export const MiEsign = defineWidget('mi-esign', EsignFlow, messages, { mode: 'string', fundId: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'mi-esign': HTMLElement;
  }
}
