import type { ComponentChildren } from 'preact';

/** The four notice kinds. */
export type NoticeKind = 'info' | 'warning' | 'error' | 'success';

/** Props of a notice banner. */
export interface NoticeProps {
  kind: NoticeKind;
  title?: string;
  children?: ComponentChildren;
  /** Shown, not announced: a live region that was on the page before says the same (one inserted with its text is often not read). */
  quiet?: boolean;
}

/**
 * A banner. Errors and warnings interrupt (role=alert); info and success wait their turn
 * (role=status), so a success message does not cut off what a screen reader is saying.
 */
export function Notice({ kind, title, children, quiet }: NoticeProps) {
  const role = quiet ? undefined : kind === 'error' || kind === 'warning' ? 'alert' : 'status';
  return (
    <div class={`mi-notice mi-notice--${kind}`} role={role}>
      {title && <p class="mi-notice__title">{title}</p>}
      {children && <div class="mi-notice__body">{children}</div>}
    </div>
  );
}
