import type { Handlers } from './common';
import { activationHandlers } from './activation';
import { esignHandlers } from './esign';
import { miscHandlers } from './misc';
import { preferencesHandlers } from './preferences';
import { profileHandlers } from './profile';
import { recoveryHandlers } from './recovery';
import { registrationHandlers } from './registration';
import { sessionHandlers } from './session';

/** Every implemented call; the router answers 501 for the rest. */
export const allHandlers: Handlers = {
  ...registrationHandlers,
  ...activationHandlers,
  ...sessionHandlers,
  ...recoveryHandlers,
  ...profileHandlers,
  ...esignHandlers,
  ...preferencesHandlers,
  ...miscHandlers,
};
