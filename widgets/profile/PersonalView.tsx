import { useEffect, useState } from 'preact/hooks';
import type { Profile } from '../../src/contract/profile';
import type { RoleOption } from '../../src/contract/registration';
import { useFlow } from '../../src/flow/context';
import { useT } from '../../src/i18n/context';
import { ButtonRow, PageHeading, SecondaryButton } from '../../src/ui';
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
  const [profile, setProfile] = useState<Profile | null>(null);
  const [roles, setRoles] = useState<readonly RoleOption[]>([]);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    let live = true;
    void api.call(getProfileCall).then((result) => {
      if (!live) return;
      if (result.ok) setProfile(result.data);
      else fail({ kind: 'failure', failure: result.failure });
    });
    void api.call(getRolesCall).then((result) => live && result.ok && setRoles(result.data));
    return () => {
      live = false;
    };
  }, [api]);

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
      {profile ? <ProfileDetails profile={profile} roles={roles} /> : <div class="mi-loading" aria-busy="true" />}
      <ButtonRow>
        <SecondaryButton onClick={() => void logout()} busy={leaving} disabled={leaving}>
          {t('profile.actions.logout')}
        </SecondaryButton>
      </ButtonRow>
    </section>
  );
}
