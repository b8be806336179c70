import { useFieldWiring } from './ids';
import { FieldShell } from './FieldShell';
import type { FieldBinding } from './fieldTypes';
import { memo } from './memo';

/** A single checkbox (acknowledgement, terms, subscription); its value is the checked state. */
function CheckboxView(props: FieldBinding) {
  const { id, errors, describedBy: described } = useFieldWiring(props);
  return (
    <FieldShell
      id={id}
      label={props.label}
      required={props.required ?? true}
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
        aria-invalid={errors.length ? 'true' : undefined}
        aria-describedby={described}
      />
    </FieldShell>
  );
}

/** The field, re-rendered only when its props change (src/ui/memo.ts). */
export const Checkbox = memo(CheckboxView);
