import type { ComponentType } from 'preact';
import { lazyRoute } from '../../src/flow/lazyRoute';
import type { RouteName } from '../../src/router/routes';

const later = () => import('./later');

/** The company step, loaded while step 1 is sent (RegisterStep preloads it) so it shows without a wait. */
export const AddressDetailsRoute = lazyRoute(() => later().then((m) => m.AddressDetailsStep));

/**
 * The registration's routes after step 1, which is the page's first screen and comes with it (RegistrationFlow):
 * these load when first shown (an activation link's page loads the activation view at once).
 */
export const LATER_VIEWS: Partial<Record<RouteName, ComponentType>> = {
  addressDetails: AddressDetailsRoute,
  registrationSuccess: lazyRoute(() => later().then((m) => m.RegistrationSuccessView)),
  activate: lazyRoute(() => later().then((m) => m.ActivateStep)),
  activationSuccess: lazyRoute(() => later().then((m) => m.ActivationSuccessView)),
  alreadyActive: lazyRoute(() => later().then((m) => m.AlreadyActiveView)),
  alreadyRegistered: lazyRoute(() => later().then((m) => m.AlreadyRegisteredView)),
  cancelRegistration: lazyRoute(() => later().then((m) => m.CancelRegistrationView)),
  cancelActivation: lazyRoute(() => later().then((m) => m.CancelActivationView)),
};
