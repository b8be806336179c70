import { useFlow } from '../../flow/context';
import { useT } from '../../i18n/context';
import { StepIndicator } from '../../ui/StepIndicator';

/**
 * The step indicator of the current route: its number comes from the flow's route table (FlowRoot's
 * `wizard`), never from a literal in the step, so numbering and the mi-step-change event cannot disagree.
 */
export function WizardSteps() {
  const { t } = useT();
  const { route, wizard } = useFlow();
  const name = route.route?.name;
  const current = wizard && name ? wizard.steps[name] : undefined;
  if (!wizard || current === undefined) return null;
  return <StepIndicator current={current} total={wizard.labelKeys.length} labels={wizard.labelKeys.map((key) => t(key))} />;
}
