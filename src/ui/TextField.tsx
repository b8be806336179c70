import { useFieldWiring, useTextInput } from './ids';
import { FieldShell } from './FieldShell';
import type { FieldBinding } from './fieldTypes';
import { memo } from './memo';

/** Props of a single-line text input. */
export interface TextFieldProps extends FieldBinding {
  type?: 'text' | 'email' | 'tel';
}

/**
 * A labelled text, email or phone input with hint, Optional marker and error list. An email input is a
 * text input with the email keyboard: the browser's own email check refuses addresses the project's rules
 * allow (accents before the @, spec section 5) with a generic message, so the rules alone decide.
 */
function TextFieldView(props: TextFieldProps) {
  const { id, errors, describedBy: described } = useFieldWiring(props);
  const { ref, value, take } = useTextInput(props);
  const required = props.required ?? true;
  const email = props.type === 'email';
  return (
    <FieldShell id={id} label={props.label} required={required} hint={props.hint} errors={errors}>
      <input
        ref={ref}
        class="mi-input"
        id={id}
        name={props.name}
        type={email ? 'text' : (props.type ?? 'text')}
        value={value}
        onInput={take}
        onChange={take}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode ?? (email ? 'email' : undefined)}
        autoCapitalize={email ? 'none' : undefined}
        disabled={props.disabled}
        aria-required={required}
        aria-invalid={errors.length ? 'true' : undefined}
        aria-describedby={described}
        spellcheck={false}
      />
    </FieldShell>
  );
}

/** The field, re-rendered only when its props change (src/ui/memo.ts). */
export const TextField = memo(TextFieldView);
