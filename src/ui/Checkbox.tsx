import { useFieldWiring } from './ids';
import { FieldShell } from './FieldShell';
import type { FieldBinding } from './fieldTypes';
import { memo } from './memo';

/** Props of a checkbox; `choice`: a preference either way (a subscription), neither required nor "(Optional)". */
export interface CheckboxProps extends FieldBinding {
  choice?: boolean;
}

/**
 * A single checkbox (acknowledgement, terms, subscription); its value is the checked state. One that must be checked
 * says so to assistive technology too (aria-required): sighted users read it from the missing "(Optional)".
 */
function CheckboxView(props: CheckboxProps) {
  const { id, errors, describedBy: described } = useFieldWiring(props);
  const required = !props.choice && (props.required ?? true);
  return (
    <FieldShell
      id={id}
      label={props.label}
      required={required || !!props.choice}
      hint={props.hint}
      errors={errors}
      labelMode="after"
    >
      <input
        class="mi-check__input"
        type="checkbox"
        id={id}
        name={props.name}
        value="true"
        checked={props.value === true}
        disabled={props.disabled}
        onChange={(e) => props.onValue(e.currentTarget.checked)}
        aria-required={required ? 'true' : undefined}
        aria-invalid={errors.length ? 'true' : undefined}
        aria-describedby={described}
      />
    </FieldShell>
  );
}

/** The field, re-rendered only when its props change (src/ui/memo.ts). */
export const Checkbox = memo(CheckboxView);
