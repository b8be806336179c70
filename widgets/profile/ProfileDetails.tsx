import type { Profile } from '../../src/contract/profile';
import type { RoleOption } from '../../src/contract/registration';
import { useT } from '../../src/i18n/context';

/** The role's name in the page language: from getRoles, else the spec's fallback list, else its id. */
export function roleName(roleId: number, roles: readonly RoleOption[], fallback: (id: number) => string | undefined): string {
  return roles.find((r) => r.role.id === roleId)?.text ?? fallback(roleId) ?? String(roleId);
}

/** The signed-in user's details, read-only, as a description list (one term per value). */
export function ProfileDetails({ profile, roles }: { profile: Profile; roles: readonly RoleOption[] }) {
  const { t, has } = useT();
  // The registration flow's copy of the spec's fallback role list (section 3), when getRoles failed.
  const fallback = (id: number) => (has(`registration.roles.${id}`) ? t(`registration.roles.${id}`) : undefined);
  const none = t('profile.personal.notProvided');
  const first = profile.preferredFirstName?.trim() || profile.firstName;
  const rows: [label: string, value: string][] = [
    [t('profile.personal.name'), `${first} ${profile.lastName}`],
    [t('fields.emailId.label'), profile.emailId],
    [t('fields.roleId.label'), roleName(profile.roleId, roles, fallback)],
    [t('fields.primaryDealerCode.label'), profile.primaryDealerCode || none],
    [t('fields.primaryAdvisorCode.label'), profile.primaryAdvisorCode || none],
  ];
  return (
    <dl class="mi-details">
      {rows.map(([label, value]) => (
        <div class="mi-details__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
