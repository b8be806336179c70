// The recovery's views after its first screen (the email step), loaded on demand as one file (./views.ts):
// a visit sees two or three of them in a row, and one file compresses better than five.
export { CodeSentStep } from './steps/CodeSentStep';
export { ErrorStep } from './steps/ErrorStep';
export { ResetPasswordStep } from './steps/ResetPasswordStep';
export { SecurityStep } from './steps/SecurityStep';
export { SuccessStep } from './steps/SuccessStep';
