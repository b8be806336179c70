import { useT } from '../../src/i18n/context';
import { ConfirmModal } from '../../src/ui/ConfirmModal';
import type { EsignConfirm } from './useEsignConfirm';

/**
 * The open e-sign confirmation: each question has its own words under `esign.confirm.{kind}`. Its words are
 * not part of the first screen: it loads with the review (widgets/esign/stages.ts), asked for with the form's
 * first focus, before anything can ask.
 */
export function EsignConfirmModal({ asking, onConfirm, onCancel }: { asking: EsignConfirm; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useT();
  const words = (part: string) => t(`esign.confirm.${asking.kind}.${part}`);
  return <ConfirmModal open title={words('title')} body={words('body')} confirmText={words('confirm')} cancelText={words('cancel')} onConfirm={onConfirm} onCancel={onCancel} />;
}
