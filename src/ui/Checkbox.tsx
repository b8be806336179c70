import { useFieldWiring } from './ids';
import { FieldShell } from './FieldShell';
import type { FieldBinding } from './fieldTypes';

/** A single checkbox (acknowledgement, terms, subscription); its value is the checked state. */
export function Checkbox(props: FieldBinding) {
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
