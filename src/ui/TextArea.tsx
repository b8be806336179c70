import { useFieldWiring } from './ids';
import { FieldShell } from './FieldShell';
import type { FieldBinding } from './fieldTypes';
import { memo } from './memo';

/** Multi-line text input; 7 rows as the spec (section 9) requires. */
function TextAreaView(props: FieldBinding & { rows?: number }) {
  const { id, errors, describedBy: described } = useFieldWiring(props);
  return (
    <FieldShell id={id} label={props.label} required={props.required ?? true} hint={props.hint} errors={errors}>
      <textarea
        class="mi-textarea"
        id={id}
        name={props.name}
        rows={props.rows ?? 7}
        value={String(props.value)}
        onInput={(e) => props.onValue(e.currentTarget.value)}
        disabled={props.disabled}
        aria-required={props.required !== false}
        aria-invalid={errors.length ? 'true' : undefined}
        aria-describedby={described}
      />
    </FieldShell>
  );
}

/** The field, re-rendered only when its props change (src/ui/memo.ts). */
export const TextArea = memo(TextAreaView);
