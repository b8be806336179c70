import type { ComponentChildren } from 'preact';

/** The four notice kinds. */
export type NoticeKind = 'info' | 'warning' | 'error' | 'success';

/** Props of a notice banner. */
export interface NoticeProps {
  kind: NoticeKind;
  title?: string;
  children?: ComponentChildren;
}

/**
 * A banner. Errors and warnings interrupt (role=alert); info and success wait their turn
 * (role=status), so a success message does not cut off what a screen reader is saying.
 */
export function Notice({ kind, title, children }: NoticeProps) {
  const role = kind === 'error' || kind === 'warning' ? 'alert' : 'status';
  return (
    <div class={`mi-notice mi-notice--${kind}`} role={role}>
      {title && <p class="mi-notice__title">{title}</p>}
      {children && <div class="mi-notice__body">{children}</div>}
    </div>
  );
}
