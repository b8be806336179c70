import { useMemo } from 'preact/hooks';
import type { FlowProps } from '../../src/element/define';
import { FlowRoot } from '../../src/flow/FlowRoot';
import { useInstanceStore } from '../../src/flow/store';
import { contactDraft, ContactStore, createContactStore } from './store';
import { ErrorView } from './views/ErrorView';
import { FormView } from './views/FormView';
import { SuccessView } from './views/SuccessView';

const VIEWS = { contact: FormView, contactSuccess: SuccessView, contactError: ErrorView };

/** `<mi-contact>`: the public contact form (spec sections 2 to 5), its success and error pages, on the contact layout. */
export function ContactFlow(_props: FlowProps) {
  const store = useInstanceStore(createContactStore, contactDraft);
  // The success and error pages only after a send of this tab that went or failed (a reload included): opened from a
  // bookmark or a shared link they would tell of a message never sent; FlowRoot shows the form instead.
  const guards = useMemo(() => ({ contactSuccess: () => store.getState().sent > 0, contactError: () => store.getState().failed }), [store]);
  return (
    <ContactStore.Provider value={store}>
      <FlowRoot codeContext="contact" views={VIEWS} guards={guards} />
    </ContactStore.Provider>
  );
}
