import { useLayoutEffect, useRef } from 'preact/hooks';
import type { MessageParams } from '../../../src/i18n/translator';
import { useT } from '../../../src/i18n/context';
import { Notice } from '../../../src/ui/Notice';

/** What a profile page says after a save or a link: success or a refusal, by message key. */
export interface Message {
  kind: 'success' | 'error';
  key: string;
  params?: MessageParams;
}

/**
 * The answer of a save above the form. It takes focus when it appears, so keyboard and screen-reader
 * users land on it as they would on an error summary (the Save button stays where it was).
 */
export function ProfileMessage({ message }: { message: Message }) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => ref.current?.focus(), [message]);
  return (
    <div class="mi-profile__message" ref={ref} tabIndex={-1}>
      <Notice kind={message.kind}>
        <p>{t(message.key, message.params)}</p>
      </Notice>
    </div>
  );
}
