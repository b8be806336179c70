// The submit engine: what a form needs only once it is used (src/flow/engine.ts loads it). Running the
// rules and the browser's own checks, the error summary, and the submit pipeline with the call's outcome.
export { validateField, validateForm } from '../forms/validate';
export { checkForm, nativeErrors, orderErrors, recheck, summaryLines } from '../ui/formErrors';
export { ErrorSummaryBox } from '../ui/ErrorSummaryBox';
export { applyAnswer, runSubmit } from './submitPipeline';
export { describeCode } from '../api/codes';
