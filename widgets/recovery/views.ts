import { lazyRoute } from '../../src/flow/lazyRoute';

const later = () => import('./later');

/** The "check your email" step, loaded while the email step is sent (VerifyEmailStep preloads it). */
export const CodeSentRoute = lazyRoute(() => later().then((m) => m.CodeSentStep));

/**
 * The recovery's routes after the email step, which is the page's first screen and comes with it
 * (RecoveryFlow): these load when first shown (a reset link's page loads the security step at once).
 */
export const LATER_VIEWS = {
  recoveryCodeSent: CodeSentRoute,
  recoverySecurity: lazyRoute(() => later().then((m) => m.SecurityStep)),
  recoveryResetPassword: lazyRoute(() => later().then((m) => m.ResetPasswordStep)),
  recoverySuccess: lazyRoute(() => later().then((m) => m.SuccessStep)),
  recoveryError: lazyRoute(() => later().then((m) => m.ErrorStep)),
};
