import type { FlowProps } from '../../src/element/define';
import { adoptTyped } from '../../src/flow/adopt';
import { FlowRoot } from '../../src/flow/FlowRoot';
import { useInstanceStore } from '../../src/flow/store';
import { LoginView } from './LoginView';
import { createLoginStore, LoginStore } from './store';

/** The `<mi-login>` flow: one view, on the login route of the login host page, which may hold it prerendered (shell.ts). */
export function LoginFlow(_props: FlowProps) {
  const store = useInstanceStore(createLoginStore, undefined, adoptTyped);
  return (
    <LoginStore.Provider value={store}>
      <FlowRoot codeContext="login" views={{ login: LoginView }} />
    </LoginStore.Provider>
  );
}
