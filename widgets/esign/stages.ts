/**
 * The screens after the e-signature form (its review and the sent page) and its confirmation modal: not part
 * of the first screen. They load when the form is first used (EsignView), so they are in by the time the form is
 * sent to review or anything asks for a confirmation.
 */
export { ReviewView } from './views/ReviewView';
export { SentView } from './views/SentView';
export { EsignConfirmModal } from './EsignConfirmModal';
export { buildEsignRequest } from './request';
