import { useState } from 'preact/hooks';
import { useFlow } from '../../src/flow/context';
import { useLoad } from '../../src/flow/useLoad';
import { useT } from '../../src/i18n/context';
import { ButtonRow, SecondaryButton } from '../../src/ui/Buttons';
import { Loading } from '../../src/ui/Loading';
import { PageHeading } from '../../src/ui/PageHeading';
import { ProfileDetails } from './ProfileDetails';
import { getProfileCall, getRolesCall, logoutCall } from '../../src/contract/calls';

/**
 * `/profile/personal`, minimal until the profile issue: the signed-in user's name, email, role and
 * codes, read-only, and Log out. A failed profile load shows the flow's error page; a failed role list
 * only means the role shows as its id.
 */
export function PersonalView() {
  const { t } = useT();
  const { api, go, fail } = useFlow();
  const profile = useLoad((client) => client.call(getProfileCall), []).state;
  const roleList = useLoad((client) => client.call(getRolesCall), [], { onFailure: 'state' }).state;
  const roles = roleList.kind === 'ready' ? roleList.data : [];
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    const result = await api.call(logoutCall);
    setLeaving(false);
    if (!result.ok) return fail({ kind: 'failure', failure: result.failure });
    go('login');
  };

  return (
    <section class="mi-profile-page">
      <PageHeading>{t('routes.profilePersonal')}</PageHeading>
      {profile.kind === 'ready' ? <ProfileDetails profile={profile.data} roles={roles} /> : <Loading />}
      <ButtonRow>
        <SecondaryButton onClick={() => void logout()} busy={leaving} disabled={leaving}>
          {t('profile.actions.logout')}
        </SecondaryButton>
      </ButtonRow>
    </section>
  );
}
