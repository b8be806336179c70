import { useT } from '../../../src/i18n/context';
import { StepIndicator } from '../../../src/ui/StepIndicator';

/** Names of the five registration steps, in order (spec section 9: a five-step indicator). */
export const STEP_KEYS = ['register', 'companyInfo', 'thankYou', 'activation', 'done'] as const;

/** The registration wizard's five-step indicator: register, company info, thank you, activation, success. */
export function WizardSteps({ current }: { current: number }) {
  const { t } = useT();
  return <StepIndicator current={current} total={STEP_KEYS.length} labels={STEP_KEYS.map((k) => t(`registration.steps.${k}`))} />;
}
