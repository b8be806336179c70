// The registration's views after its first screen (step 1), loaded on demand as one file (./views.ts): the
// company step, activation and the status pages. Few visits see more than two of them, and one file
// compresses better than five.
export { ActivateStep } from './steps/ActivateStep';
export { AddressDetailsStep } from './steps/AddressDetailsStep';
export {
  ActivationSuccessView, AlreadyActiveView, AlreadyRegisteredView, CancelRegistrationView, CancelActivationView, RegistrationSuccessView,
} from './steps/StatusViews';
