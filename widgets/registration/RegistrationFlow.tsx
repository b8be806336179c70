import type { ComponentType } from 'preact';
import { useMemo } from 'preact/hooks';
import type { FlowProps } from '../../src/element/define';
import type { WizardTable } from '../../src/flow/context';
import { FlowRoot } from '../../src/flow/FlowRoot';
import { useInstanceStore } from '../../src/flow/store';
import type { RouteName } from '../../src/router/routes';
import { createRegistrationStore, registrationDraft, registrationGuards, RegistrationStoreProvider } from './store';
import { RegisterStep } from './steps/RegisterStep';
import { LATER_VIEWS } from './views';

/** Every route the registration widget shows: step 1 with the page, the others on demand (./views.ts). */
export const REGISTRATION_VIEWS: Partial<Record<RouteName, ComponentType>> = { register: RegisterStep, ...LATER_VIEWS };

/** The five wizard steps (spec section 9): register, company info, thank you, activation, success. */
export const REGISTRATION_WIZARD: WizardTable = {
  steps: { register: 1, addressDetails: 2, registrationSuccess: 3, activate: 4, activationSuccess: 5 },
  labelKeys: ['register', 'companyInfo', 'thankYou', 'activation', 'done'].map((k) => `registration.steps.${k}`),
};

/** `<mi-registration>`: the registration wizard, activation and their status pages, one store per instance. */
export function RegistrationFlow(_props: FlowProps) {
  const store = useInstanceStore(createRegistrationStore, registrationDraft);
  const guards = useMemo(() => registrationGuards(store), [store]);
  return (
    <RegistrationStoreProvider value={store}>
      <FlowRoot codeContext="registration" views={REGISTRATION_VIEWS} wizard={REGISTRATION_WIZARD} guards={guards} />
    </RegistrationStoreProvider>
  );
}
