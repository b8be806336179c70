import type { FlowProps } from '../../src/element/define';
import { createEmailPrefsStore, emailPrefsDraft } from '../../src/features/email-prefs/store';
import { FlowRoot } from '../../src/flow/FlowRoot';
import { useInstanceStore } from '../../src/flow/store';
import { EmailPrefsStoreProvider } from './store';
import { PublicPreferencesView } from './views/PublicPreferencesView';

/**
 * The `<mi-email-prefs>` flow: one view, `/public/email-preferences?ht=…` on the public layout (which keeps
 * `ht` on the address). No session gate: the hash token alone opens the subscriber's record.
 */
export function EmailPrefsFlow(_props: FlowProps) {
  const store = useInstanceStore(createEmailPrefsStore, emailPrefsDraft);
  return (
    <EmailPrefsStoreProvider value={store}>
      <FlowRoot codeContext="emailPrefs" views={{ publicEmailPreferences: PublicPreferencesView }} />
    </EmailPrefsStoreProvider>
  );
}
