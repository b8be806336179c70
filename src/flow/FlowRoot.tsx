import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createApi } from '../api/client';
import type { CodeContext } from '../api/codes';
import { createHttp, httpSettings } from '../api/http';
import { useWidget } from '../element/context';
import { emit } from '../element/events';
import { useT } from '../i18n/context';
import { withLaterMessages } from '../i18n/deferredMessages';
import { guardRoute } from '../router/guard';
import type { LayoutName, RouteName } from '../router/routes';
import type { RouteState } from '../router/router';
import { useRoute, useRouter } from '../router/useRoute';
import { IdPrefixContext } from '../ui/ids';
import { Loading } from '../ui/Loading';
import { focusRouteHeading } from '../ui/PageHeading';
import { FlowContext, type FlowContextValue, type FlowProblem, type WizardTable } from './context';
import { Layout } from './Layout';
import { emitCodeError } from './codeError';
import { loadEngine, loadFailure } from './engine';
import { emitFailure, errorPages, loadedErrorPages, type ErrorPages } from './errorPages';
import { LazyView } from './LazyView';

/** A flow: which view renders each of its routes, and its wizard numbering (step indicator and mi-step-change). */
export interface FlowRootProps {
  codeContext: CodeContext;
  views: Partial<Record<RouteName, ComponentType>>;
  wizard?: WizardTable;
  /** The flow's own frame of a layout (the profile's menu and sign out); other layouts use the plain frame. */
  frames?: Partial<Record<LayoutName, ComponentType<{ children: ComponentChildren }>>>;
  /**
   * What a step needs from the steps before it (an email sent, a question answered): a route whose guard
   * says false, opened directly or by an old bookmark, goes to the wizard's first step (a flow without one: its
   * first view) instead of a screen that cannot work. Read on every render, so a guard may read the flow's store.
   */
  guards?: Partial<Record<RouteName, () => boolean>>;
}

/** The route numbered 1 in a wizard table (where a guarded step sends a user who skipped ahead). */
export function firstStep(wizard: WizardTable | undefined): RouteName | undefined {
  const entry = Object.entries(wizard?.steps ?? {}).find(([, n]) => n === 1);
  return entry?.[0] as RouteName | undefined;
}

/**
 * The page title: the screen's name, then the host page's title, no name said twice in a row (the login
 * page "Log in | Advisor portal" showing the route "Log in" is "Log in | Advisor portal", not "Log in | Log in | …").
 */
export function composeTitle(title: string, hostTitle: string): string {
  const parts = [title, ...hostTitle.split('|')].map((p) => p.trim()).filter((p) => p !== '');
  return parts.filter((p, i) => i === 0 || p.toLocaleLowerCase() !== parts[i - 1]?.toLocaleLowerCase()).join(' | ');
}

function routeNeedsAuth(route: { requiresAuth: boolean } | undefined): boolean {
  return route?.requiresAuth === true;
}

type GateComponent = ComponentType<{ children: ComponentChildren; onShown?: () => void }>;


/**
 * The session gate and its periodic check are code only authenticated layouts need: they load on
 * demand, so the login, registration and recovery pages do not download them. A failed load is
 * treated like any failed call.
 */
function useSessionGate(needed: boolean, fail: (problem: FlowProblem) => void): GateComponent | null {
  const [Gate, setGate] = useState<GateComponent | null>(null);
  useEffect(() => {
    if (!needed || Gate) return;
    import('./SessionGate').then(
      (m) => setGate(() => m.SessionGate),
      (error: unknown) => fail(loadFailure(error)),
    );
  }, [needed, Gate, fail]);
  return Gate;
}

/**
 * The engine every flow stands on: router, API client, route-area guard and 404, layouts, the session
 * gate of authenticated layouts, error pages, page title, focus on the new heading after navigation,
 * and the mi-step-change event. An error page gets its own title and focus like a route. A flow only lists
 * its views (and what each step needs, `guards`).
 */
export function FlowRoot({ codeContext, views, wizard, frames, guards }: FlowRootProps) {
  const { host, config, locale, idPrefix } = useWidget();
  const { t } = useT();
  // Every flow lists its first screen first.
  const router = useRouter({ config, locale, start: Object.keys(views)[0] as RouteName });
  const route = useRoute(router);
  // A call that may show a server code brings the code catalogue (in the engine) with the codes' messages.
  const api = useMemo(() => createApi(createHttp(httpSettings(config)), locale, loadEngine), [config, locale]);
  const [problem, setProblem] = useState<FlowProblem | null>(null);
  // The route a problem was raised on: one raised after a navigation (an answer applied once `go` dropped a spent
  // code from the address) belongs to the new screen, and that navigation's commit must not clear it.
  const problemRoute = useRef<RouteState>();
  const needsAuth = routeNeedsAuth(route.route);
  const Gate = useSessionGate(needsAuth, setProblem);
  const hostTitle = useRef(host.ownerDocument.title);
  const first = useRef(true);
  // A route changed while an error page showed: its heading takes focus once the error page has left.
  const headingAfterProblem = useRef(false);
  // Whether the screen showing was reached by navigation (not the page's first), decided once per screen.
  const navigated = useRef(false);

  const pagePath = host.ownerDocument.location?.pathname ?? '/';
  const guard = guardRoute(pagePath, route.route, config);
  const View = guard.kind === 'ok' ? views[guard.route.name] : undefined;
  const name = View && guard.kind === 'ok' ? guard.route.name : undefined;
  // A guarded route opened out of turn goes to the wizard's first step, or a flow's first view (contact's form).
  const entry = firstStep(wizard) ?? (Object.keys(views)[0] as RouteName);
  const skippedAhead = name !== undefined && entry !== undefined && name !== entry && guards?.[name]?.() === false;
  // A title set later (an error page's, whose words come with the page) is dropped once another was set.
  const titleTick = useRef(0);
  const setTitle = (title: string) => {
    titleTick.current += 1;
    host.ownerDocument.title = composeTitle(title, hostTitle.current);
  };
  // Once the pages and their words are in (the later messages hold them): what LazyView waits for to show them.
  const setTitleOfPages = (title: (pages: ErrorPages) => string | null, then?: () => void) => {
    const tick = titleTick.current;
    withLaterMessages(errorPages)().then(
      (pages) => {
        const text = title(pages);
        if (text === null || tick !== titleTick.current) return;
        setTitle(text);
        then?.();
      },
      () => undefined,
    );
  };
  // The 404's title is the not-found page's, with it.
  const routeTitle = () => (name ? setTitle(t(`routes.${name}`)) : setTitleOfPages((pages) => pages.notFoundTitle(t)));

  // A layout effect: the title, mi-step-change and focus change in the commit that shows the screen, so nothing
  // sees the new screen with focus still on the old one (a key typed then would land on the page's body).
  useLayoutEffect(() => {
    if (problemRoute.current !== route) setProblem(null);
    // A step opened without the steps before it: the flow starts over (this is still the first screen).
    if (skippedAhead && entry) {
      router.navigate(entry, { replace: true });
      return;
    }
    routeTitle();
    if (name) {
      const step = wizard?.steps[name];
      emit(host, 'mi-step-change', { route: name, ...(wizard && step ? { step, total: wizard.labelKeys.length } : {}) });
    }
    // The first screen keeps the page's natural focus; later screens move focus to their heading. An error
    // page still in the box leaves in the next render: focus waits for the screen that replaces it.
    navigated.current = !first.current;
    headingWhenGateShows.current = false;
    if (first.current) first.current = false;
    else if (problem) headingAfterProblem.current = true;
    else focusRouteHeading(host);
    // Once per screen: keyed by the route and its query, so a re-render (new `t`, a state change) emits no second mi-step-change.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- name, wizard and host follow from the route; t only words the title
  }, [route.path, JSON.stringify(route.query)]);

  // An error page is a screen of its own: its title, and focus on its heading once its page is in (it
  // loads on demand, see LazyView's onShown); back on the form, the route's title and heading again.
  const showedProblem = useRef(false);
  const hadProblem = useRef(false);
  const headingWhenGateShows = useRef(false);
  // In the commit where the session gate shows the screen (its heading is in the page), unless the user took focus
  // elsewhere on the host page meanwhile.
  const onGateShown = () => {
    if (!headingWhenGateShows.current) return;
    headingWhenGateShows.current = false;
    const active = host.ownerDocument.activeElement;
    if (!active || active === host.ownerDocument.body || host.contains(active)) focusRouteHeading(host);
  };
  useLayoutEffect(() => {
    if (problem) {
      hadProblem.current = true;
      // A title still on its way (another problem's, a 404's) is not the title any more.
      titleTick.current += 1;
      setTitleOfPages((pages) => pages.problemTitle(problem, t), () => (showedProblem.current = true));
    } else if (hadProblem.current) {
      hadProblem.current = false;
      // Back on the form (also when its problem's title had not arrived yet: that one is dropped).
      routeTitle();
      // A signed-in screen comes back behind its session gate, which checks the session first: its heading is
      // not in yet, and takes focus when the gate shows it (onGateShown).
      if ((showedProblem.current || headingAfterProblem.current) && !focusRouteHeading(host)) headingWhenGateShows.current = true;
      showedProblem.current = false;
      headingAfterProblem.current = false;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per problem shown or cleared; t and the route only word the title
  }, [problem]);
  // A title on its way when the widget leaves the page is not the host page's to take.
  useEffect(
    () => () => {
      titleTick.current += 1;
    },
    [],
  );
  // Called in the commit that shows the problem's page (its words are in): its title with it, then focus on
  // its heading, so a screen reader announces the page under its own title (a title still on its way is dropped).
  const showProblem = () => {
    const pages = loadedErrorPages();
    const title = problem && pages ? pages.problemTitle(problem, t) : null;
    if (title === null) return;
    setTitle(title);
    showedProblem.current = true;
    focusRouteHeading(host);
  };
  // The same for a 404: its title with its page; focus when it was reached by navigation (a page that opens on a
  // 404 keeps its natural focus, however many times FlowRoot renders before the page arrives).
  const showNotFound = () => {
    const pages = loadedErrorPages();
    if (pages) setTitle(pages.notFoundTitle(t));
    if (navigated.current) focusRouteHeading(host);
  };

  const value = useMemo<FlowContextValue>(
    () => ({
      api,
      router,
      route,
      codeContext,
      ...(wizard ? { wizard } : {}),
      go: (target, options) => {
        emit(host, 'mi-navigate', { url: router.href(target, options?.query) });
        router.navigate(target, options);
      },
      href: (target, query) => router.href(target, query),
      fail: (next) => {
        if (next.kind === 'code') emitCodeError(host, next.code, codeContext);
        else emitFailure(host, next.failure);
        problemRoute.current = router.get();
        setProblem(next);
      },
    }),
    [api, router, route, codeContext, host, wizard],
  );

  const layout = guard.kind === 'ok' ? guard.route.layout : 'centred';
  const Frame = frames?.[layout];
  let body;
  if (problem) {
    const shown = problem;
    body = (
      <LazyView
        key={JSON.stringify(shown)}
        load={errorPages}
        onShown={showProblem}
        render={(m) => <m.FailureView problem={shown} codeContext={codeContext} onRetry={() => setProblem(null)} />}
      />
    );
  } else if (!View) {
    // Like any screen after the first, a 404 reached by navigation takes focus to its heading, once it is in.
    body = <LazyView load={errorPages} onShown={showNotFound} render={(m) => <m.NotFoundPage />} />;
  }
  else if (skippedAhead) body = <Loading />;
  else if (guard.kind === 'ok' && guard.route.requiresAuth) body = Gate ? <Gate onShown={onGateShown}><View /></Gate> : <Loading />;
  else body = <View />;

  return (
    <IdPrefixContext.Provider value={idPrefix}>
      <FlowContext.Provider value={value}>
        {Frame ? <Frame>{body}</Frame> : <Layout layout={layout}>{body}</Layout>}
      </FlowContext.Provider>
    </IdPrefixContext.Provider>
  );
}
