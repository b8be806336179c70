import type { FlowProps } from '../../src/element/define';
import { FlowRoot } from '../../src/flow/FlowRoot';
import { ComingSoonView } from './ComingSoonView';
import { PersonalView } from './PersonalView';

/**
 * The `<mi-profile>` flow. FlowRoot supplies the profile layout with its left menu and the session gate
 * (signed-out users go to login with the return URL and expired=true), so the views only show content.
 */
export function ProfileFlow(_props: FlowProps) {
  return (
    <FlowRoot
      codeContext="profile"
      views={{
        profilePersonal: PersonalView,
        profilePassword: ComingSoonView,
        profileSecurityQuestions: ComingSoonView,
        profileEmailPreferences: ComingSoonView,
        profileSalesTeam: ComingSoonView,
      }}
    />
  );
}
