import type { ComponentChildren } from 'preact';
import { useT } from '../i18n/context';
import { errorId, hintId } from './ids';

/** Props of the wrapper every field shares. */
export interface FieldShellProps {
  id: string;
  label: string;
  required: boolean;
  hint?: string;
  errors: readonly string[];
  /** `legend` for radio groups (the shell becomes a fieldset); `after` for a single checkbox. */
  labelMode?: 'label' | 'legend' | 'after';
  describedBy?: string;
  /** An id for the label, for a control that refers to it (a password field's show/hide toggle). */
  labelId?: string;
  children: ComponentChildren;
}

/** The "(Optional)" marker, inside the label so it is part of the accessible name. */
export function OptionalTag({ required }: { required: boolean }) {
  const { t } = useT();
  if (required) return null;
  return <span class="mi-optional"> ({t('ui.optional')})</span>;
}

/** The hidden "Error:" an error message starts with (GOV.UK's pattern), so it is not read as the hint's sentence. */
export function ErrorPrefix() {
  const { t } = useT();
  return <span class="mi-visually-hidden">{t('ui.fieldError')} </span>;
}

/**
 * Error messages as list items under the field; the id is what aria-describedby points at. Each starts with a hidden
 * "Error:" (GOV.UK's pattern): a field's description reads its hint, then its errors, and without it "For example,
 * A1A 1A1 Enter your postal code" ran as one sentence.
 */
export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul class="mi-field__errors" id={errorId(id)}>
      {errors.map((message) => (
        <li key={message} class="mi-field__error">
          <ErrorPrefix />
          {message}
        </li>
      ))}
    </ul>
  );
}

/** Label (or legend), hint, control and errors, laid out the same way for every field kind. */
export function FieldShell(props: FieldShellProps) {
  const { id, label, required, hint, errors, labelMode = 'label', describedBy, labelId, children } = props;
  const cls = `mi-field${errors.length ? ' mi-field--error' : ''}`;
  const hintEl = hint ? (
    <div class="mi-field__hint" id={hintId(id)}>
      {hint}
    </div>
  ) : null;
  if (labelMode === 'legend') {
    return (
      <fieldset class={`${cls} mi-fieldset`} aria-describedby={describedBy}>
        <legend class="mi-field__label">
          {label}
          <OptionalTag required={required} />
        </legend>
        {hintEl}
        {children}
        <FieldErrors id={id} errors={errors} />
      </fieldset>
    );
  }
  const labelEl = (
    <label class="mi-field__label" for={id} id={labelId}>
      {label}
      <OptionalTag required={required} />
    </label>
  );
  return (
    <div class={cls}>
      {labelMode === 'label' && labelEl}
      {hintEl}
      {labelMode === 'after' ? (
        <div class="mi-check">
          {children}
          {labelEl}
        </div>
      ) : (
        children
      )}
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}
