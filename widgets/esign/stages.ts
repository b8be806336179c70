/**
 * The screens after the e-signature form (its review and the sent page), its confirmation modal and its
 * investor sections (shown once a type is chosen): not part of the first screen. They load when the form is
 * first used (EsignView), so they are in by the time a type is chosen, the form is sent to review or anything
 * asks for a confirmation (a draft opened with a type chosen shows "Loading…" there until they are).
 */
export { ReviewView } from './views/ReviewView';
export { SentView } from './views/SentView';
export { EsignConfirmModal } from './EsignConfirmModal';
export { buildEsignRequest } from './request';
export { InvestorSections } from './sections/InvestorSections';
