import { useFieldWiring } from './ids';
import { FieldShell } from './FieldShell';
import type { FieldBinding } from './fieldTypes';
import { memo } from './memo';

/** One option of a Select or RadioGroup; `disabled` marks e.g. a security question chosen elsewhere. */
export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of a drop-down list. */
export interface SelectProps extends FieldBinding {
  options: readonly ChoiceOption[];
  /** Text of a first empty option ("Select…"); omitted when the list has a default. */
  placeholder?: string;
}

/** A labelled native select (native so mobile pickers and screen readers behave as users expect). */
function SelectView(props: SelectProps) {
  const { id, errors, describedBy: described } = useFieldWiring(props);
  const value = String(props.value);
  return (
    <FieldShell id={id} label={props.label} required={props.required ?? true} hint={props.hint} errors={errors}>
      <select
        class="mi-select"
        id={id}
        name={props.name}
        value={value}
        onChange={(e) => props.onValue(e.currentTarget.value)}
        autoComplete={props.autoComplete}
        disabled={props.disabled}
        aria-required={props.required !== false}
        aria-invalid={errors.length ? 'true' : undefined}
        aria-describedby={described}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled} selected={o.value === value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** The field, re-rendered only when its props change (src/ui/memo.ts). */
export const Select = memo(SelectView);
