import type { ComponentChildren } from 'preact';

/** Props shared by the primary and secondary buttons. */
export interface ButtonProps {
  children: ComponentChildren;
  onClick?: (event: MouseEvent) => void;
  type?: 'button' | 'submit';
  disabled?: boolean;
  /** Marks a button whose action is running (e.g. the form is submitting). */
  busy?: boolean;
}

function Button({ variant, children, onClick, type, disabled, busy }: ButtonProps & { variant: string }) {
  return (
    <button
      class={`mi-button mi-button--${variant}`}
      type={type}
      disabled={disabled}
      aria-busy={busy ? 'true' : undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** The main action of a form (Register, Continue, Submit …); a submit button unless told otherwise. */
export function PrimaryButton(props: ButtonProps) {
  return <Button {...props} type={props.type ?? 'submit'} variant="primary" />;
}

/** A secondary action (Cancel, Back); never submits the form by accident. */
export function SecondaryButton(props: ButtonProps) {
  return <Button {...props} type={props.type ?? 'button'} variant="secondary" />;
}

/** Lays out a form's buttons in one row, primary first. */
export function ButtonRow({ children }: { children: ComponentChildren }) {
  return <div class="mi-button-row">{children}</div>;
}
