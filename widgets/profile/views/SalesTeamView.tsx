import { useState } from 'preact/hooks';
import { salesTeamCall, type SalesTeamAnswer, type SalesTeamMember } from '../../../src/contract/sales-team';
import { useWidget } from '../../../src/element/context';
import { useLoad } from '../../../src/flow/useLoad';
import { useT } from '../../../src/i18n/context';
import { Loading } from '../../../src/ui/Loading';
import { Notice } from '../../../src/ui/Notice';
import { PageHeading } from '../../../src/ui/PageHeading';
import { SupportContacts } from '../../../src/ui/SupportContacts';
import { isHttpsUrl, isSameOriginPath } from '../../../src/router/safe-url';

/** The sales roles the page lists (spec section 7: roles RWS, RIWS, RSC). */
export const SALES_ROLES = 'RWS,RIWS,RSC';
/**
 * The `pageSet` the call carries (spec section 7 names the parameter, not its value): the advisor portal's pages.
 * The host's service decides what it selects; docs/spec-deviations.md says to confirm the value with it.
 */
export const SALES_PAGE_SET = 'advisor';

/** The two lists as one (spec section 3), asian first, each person once even when on both lists. */
export function mergeTeams(answer: SalesTeamAnswer): SalesTeamMember[] {
  const seen = new Set<string>();
  return [...answer.asian, ...answer.nonAsian].filter((m) => {
    const key = m.emailAddress.trim().toLowerCase() || `${m.firstName} ${m.lastName}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A picture address the page may load: a same-origin path or https, never a script or data address, nor a path a
 * browser reads as another host ("/\\evil.example" is protocol-relative). The URL checks of return URLs decide.
 */
export function safePicture(url: string): string | null {
  const value = url.trim();
  return isSameOriginPath(value) || isHttpsUrl(value) ? value : null;
}

function Photo({ member, name }: { member: SalesTeamMember; name: string }) {
  const { t } = useT();
  const src = safePicture(member.pictureLocation);
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    const initials = `${member.firstName.charAt(0)}${member.lastName.charAt(0)}`.toUpperCase();
    return (
      <span class="mi-team__photo mi-team__photo--placeholder" role="img" aria-label={t('profile.salesTeam.noPhoto', { name })}>
        <span aria-hidden="true">{initials}</span>
      </span>
    );
  }
  return <img class="mi-team__photo" src={src} alt={t('profile.salesTeam.photo', { name })} width={96} height={96} onError={() => setFailed(true)} />;
}

function Member({ member }: { member: SalesTeamMember }) {
  const { t } = useT();
  const name = `${member.firstName} ${member.lastName}`.trim();
  const phone = member.businessPhoneNumber.trim();
  const email = member.emailAddress.trim();
  return (
    <li class="mi-team__member">
      <Photo member={member} name={name} />
      <div class="mi-team__text">
        <h2 class="mi-team__name">{name}</h2>
        <p class="mi-team__title">{member.jobTitle}</p>
        <dl class="mi-team__contact">
          {phone && (
            <div>
              <dt>{t('profile.salesTeam.phone')}</dt>
              <dd><a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</a></dd>
            </div>
          )}
          {email && (
            <div>
              <dt>{t('profile.salesTeam.email')}</dt>
              <dd><a href={`mailto:${email}`}>{email}</a></dd>
            </div>
          )}
        </dl>
      </div>
    </li>
  );
}

/**
 * `/profile/sales-team`: the asian and non-asian lists merged, each member with a picture (a placeholder
 * with their initials when it is missing or fails to load), name, job title, phone and email links.
 * An empty list says so and offers Client Relations instead.
 */
export function SalesTeamView() {
  const { t } = useT();
  const { config } = useWidget();
  const { state } = useLoad((api) => api.call(salesTeamCall, { pageSet: SALES_PAGE_SET, roles: SALES_ROLES }), []);
  const members = state.kind === 'ready' ? mergeTeams(state.data) : [];
  let body;
  if (state.kind !== 'ready') body = <Loading />;
  else if (members.length === 0) {
    body = (
      <>
        <Notice kind="info">{t('profile.salesTeam.empty')}</Notice>
        <SupportContacts support={config.support} />
      </>
    );
  } else {
    body = (
      <>
        <p>{t('profile.salesTeam.intro')}</p>
        <ul class="mi-team">
          {members.map((m) => (
            <Member key={`${m.emailAddress}|${m.firstName} ${m.lastName}`} member={m} />
          ))}
        </ul>
      </>
    );
  }
  return (
    <section class="mi-profile-page mi-sales-team">
      <PageHeading>{t('routes.profileSalesTeam')}</PageHeading>
      {body}
    </section>
  );
}
