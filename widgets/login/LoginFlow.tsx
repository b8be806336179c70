import type { FlowProps } from '../../src/element/define';
import { FlowRoot } from '../../src/flow/FlowRoot';
import { useInstanceStore } from '../../src/flow/store';
import { LoginView } from './LoginView';
import { createLoginStore, LoginStore } from './store';

/** The `<mi-login>` flow: one view, on the login route of the login host page. */
export function LoginFlow(_props: FlowProps) {
  const store = useInstanceStore(createLoginStore);
  return (
    <LoginStore.Provider value={store}>
      <FlowRoot codeContext="login" views={{ login: LoginView }} />
    </LoginStore.Provider>
  );
}
