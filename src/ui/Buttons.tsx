import type { ComponentChildren } from 'preact';
import { useT } from '../i18n/context';

/** Props shared by the primary and secondary buttons. */
export interface ButtonProps {
  children: ComponentChildren;
  onClick?: (event: MouseEvent) => void;
  type?: 'button' | 'submit';
  disabled?: boolean;
  /** Marks a button whose action is running (e.g. the form is submitting). */
  busy?: boolean;
  /** What the button says while busy; defaults to "Sending…". */
  busyText?: string;
}

function Button({ variant, children, onClick, type, disabled, busy }: Omit<ButtonProps, 'busyText'> & { variant: string }) {
  // While busy the button stays focusable: a disabled button loses the focus the click gave it, and a keyboard or
  // screen-reader user would then start again from the top of the page. It takes no action instead (the click of
  // a submit button, and so Enter in a field, sends nothing).
  return (
    <button
      class={`mi-button mi-button--${variant}`}
      type={type}
      disabled={disabled && !busy}
      aria-disabled={busy ? 'true' : undefined}
      aria-busy={busy ? 'true' : undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
    >
      {children}
    </button>
  );
}

/**
 * The main action of a form (Register, Continue, Submit …); a submit button unless told otherwise. While
 * busy it reads "Sending…" on screen, and a polite live region beside it (present before it fills, so screen
 * readers announce the change) says the same: a greyed button alone tells nothing.
 */
export function PrimaryButton({ busyText, ...props }: ButtonProps) {
  const { t } = useT();
  const text = busyText ?? t('ui.busy');
  return (
    <>
      <Button {...props} type={props.type ?? 'submit'} variant="primary">
        {props.busy ? text : props.children}
      </Button>
      {/* No child while idle: an empty text child is written again on every render of the form (preact), one
          change to a live region per keystroke; the text added when busy is what screen readers announce. */}
      <span class="mi-visually-hidden" aria-live="polite">
        {props.busy ? text : null}
      </span>
    </>
  );
}

/** A secondary action (Cancel, Back); never submits the form by accident. */
export function SecondaryButton({ busyText: _busyText, ...props }: ButtonProps) {
  return <Button {...props} type={props.type ?? 'button'} variant="secondary" />;
}

/** Lays out a form's buttons in one row, primary first. */
export function ButtonRow({ children }: { children: ComponentChildren }) {
  return <div class="mi-button-row">{children}</div>;
}
