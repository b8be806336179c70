import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/context';
import { useFieldWiring, useTextInput } from './ids';
import { FieldShell } from './FieldShell';
import type { FieldBinding } from './fieldTypes';
import { memo } from './memo';

/** Props of a password input; `isNew` picks `autocomplete="new-password"` so managers offer to generate one. */
export interface PasswordFieldProps extends FieldBinding {
  isNew?: boolean;
}

/**
 * Password input with a show/hide toggle. Paste is never blocked (password managers need it), and the
 * field falls back to hidden when its form submits so browsers never store it as plain text. The toggle
 * says what it will do ("Show password" / "Hide password"); its changing name is its state, so it carries
 * no aria-pressed as well (that read "Hide password, pressed"). Its description is the field's label: a page with
 * two or three of them (new and confirmation) says which one ("Show password, button, Confirm password"). On a
 * narrow screen it wraps under the input.
 */
function PasswordFieldView(props: PasswordFieldProps) {
  const { t } = useT();
  const { id, errors, describedBy: described } = useFieldWiring(props);
  const { ref: inputRef, value, take } = useTextInput(props);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return undefined;
    const hide = () => setVisible(false);
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, [inputRef]);

  const autoComplete = props.autoComplete ?? (props.isNew ? 'new-password' : 'current-password');
  const labelId = `${id}-label`;
  return (
    <FieldShell id={id} label={props.label} required={props.required ?? true} hint={props.hint} errors={errors} labelId={labelId}>
      <div class="mi-password">
        <input
          ref={inputRef}
          class="mi-input mi-password__input"
          id={id}
          name={props.name}
          type={visible ? 'text' : 'password'}
          value={value}
          onInput={take}
          onChange={take}
          autoComplete={autoComplete}
          disabled={props.disabled}
          autoCapitalize="none"
          spellcheck={false}
          aria-required={props.required !== false}
          aria-invalid={errors.length ? 'true' : undefined}
          aria-describedby={described}
        />
        <button
          type="button"
          class="mi-button mi-button--secondary mi-password__toggle"
          aria-controls={id}
          aria-describedby={labelId}
          disabled={props.disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {t(visible ? 'ui.password.hide' : 'ui.password.show')}
        </button>
      </div>
    </FieldShell>
  );
}

/** The field, re-rendered only when its props change (src/ui/memo.ts). */
export const PasswordField = memo(PasswordFieldView);
