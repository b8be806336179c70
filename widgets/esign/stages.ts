/**
 * The screens after the e-signature form (its review and the sent page): not part of the first screen. They
 * load when the form is first used (EsignView), so they are in by the time the form is sent to review.
 */
export { ReviewView } from './views/ReviewView';
export { SentView } from './views/SentView';
