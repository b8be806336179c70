import { createContext, type ComponentType } from 'preact';
import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Api } from '../../src/api/client';
import { getProfileCall } from '../../src/contract/calls';
import type { Profile } from '../../src/contract/profile';
import { useWidget } from '../../src/element/context';
import { useFlow } from '../../src/flow/context';
import type { LazyRoute } from '../../src/flow/lazyRoute';
import { useLoad } from '../../src/flow/useLoad';
import { useT } from '../../src/i18n/context';
import { Loading } from '../../src/ui/Loading';
import { focusRouteHeading, PageHeading } from '../../src/ui/PageHeading';
import type { RouteName } from '../../src/router/routes';

/** The signed-in profile as every profile page sees it: null while it loads; `reload` reads it again. */
export interface ProfileData {
  profile: Profile | null;
  /** Reads the profile again (after a save); resolves with it, or null when the call failed (the error page shows). */
  reload: () => Promise<Profile | null>;
}

const ProfileDataContext = createContext<ProfileData>({ profile: null, reload: async () => null });

/** The signed-in profile of the current page (provided by `withProfile`). */
export function useProfileData(): ProfileData {
  return useContext(ProfileDataContext);
}

/**
 * Pages a migrated profile may open: the questions page itself, the personal page (which says why the
 * rest waits) and the password page (its combined flow sets the questions too). Any other is skipped.
 */
const OPEN_TO_MIGRATED: ReadonlySet<RouteName> = new Set<RouteName>(['profileSecurityQuestions', 'profilePersonal', 'profilePassword']);

/** True when the profile must reset its security questions before this page (spec section 3). */
export function mustResetQuestionsFirst(profile: Profile | null, route: RouteName | undefined): boolean {
  return profile?.displayChangeQuestionsMsg === true && (route === undefined || !OPEN_TO_MIGRATED.has(route));
}

/** A profile page that asks for what it shows besides the profile while the profile loads (see ProfilePage). */
export interface PreloadsData {
  preloadData?: (api: Api) => void;
}

function ProfilePage({ View }: { View: ComponentType }) {
  const { t } = useT();
  const { host } = useWidget();
  const { api, route, go, fail } = useFlow();
  const [profile, setProfile] = useState<Profile | null>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useLoad((client) => client.call(getProfileCall), [], { onData: setProfile });
  // A tab whose code loads on demand (lazyRoute) fetches it while the profile loads, not after; so does a page
  // whose own calls do not depend on the profile (PreloadsData).
  useEffect(() => {
    void (View as Partial<LazyRoute>).preload?.().catch(() => undefined);
    (View as PreloadsData).preloadData?.(api);
  }, [View, api]);
  const name = route.route?.name;
  const redirect = mustResetQuestionsFirst(profile, name);
  useEffect(() => {
    if (redirect) go('profileSecurityQuestions', { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- go is new on each navigation; the decision is keyed by the answer and the route
  }, [redirect, name]);

  // The page itself waits for the profile: a migrated profile must not see (nor load) a page it skips.
  // Its title shows meanwhile; focus the router put on it moves to the page's own heading once it renders.
  const ready = profile !== null && !redirect;
  if (ready && placeholder.current?.contains(host.ownerDocument.activeElement)) refocus.current = true;
  useLayoutEffect(() => {
    if (!ready || !refocus.current) return;
    refocus.current = false;
    focusRouteHeading(host);
  }, [ready, host]);

  const reload = async (): Promise<Profile | null> => {
    const result = await api.call(getProfileCall);
    if (!result.ok) {
      fail({ kind: 'failure', failure: result.failure });
      return null;
    }
    setProfile(result.data);
    return result.data;
  };

  if (!ready) {
    return (
      <div class="mi-profile-page" ref={placeholder}>
        <PageHeading>{name ? t(`routes.${name}`) : ''}</PageHeading>
        <Loading />
      </div>
    );
  }
  return (
    <ProfileDataContext.Provider value={{ profile, reload }}>
      <View />
    </ProfileDataContext.Provider>
  );
}

/**
 * Wraps each profile page so it renders with the signed-in profile (loaded inside the session gate, so
 * never before the session is known) and a migrated profile is sent to the questions page.
 */
export function withProfile(views: Partial<Record<RouteName, ComponentType>>): Partial<Record<RouteName, ComponentType>> {
  const wrapped: Partial<Record<RouteName, ComponentType>> = {};
  for (const [name, View] of Object.entries(views) as [RouteName, ComponentType][]) {
    const Page = () => <ProfilePage View={View} />;
    Page.displayName = `Profile(${name})`;
    wrapped[name] = Page;
  }
  return wrapped;
}
