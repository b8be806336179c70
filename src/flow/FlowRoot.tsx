import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createApi } from '../api/client';
import { describeCode, type CodeContext } from '../api/codes';
import { createHttp, httpSettings } from '../api/http';
import { useWidget } from '../element/context';
import { emit } from '../element/events';
import { useT } from '../i18n/context';
import { guardRoute } from '../router/guard';
import type { LayoutName, RouteName } from '../router/routes';
import { useRoute, useRouter } from '../router/useRoute';
import { IdPrefixContext } from '../ui/ids';
import { Loading } from '../ui/Loading';
import { focusRouteHeading } from '../ui/PageHeading';
import { NotFoundPage } from '../ui/pages/SimpleErrorPages';
import { FlowContext, type FlowContextValue, type FlowProblem, type WizardTable } from './context';
import { FailureView } from './FailureView';
import { Layout } from './Layout';

/** A flow: which view renders each of its routes, and its wizard numbering (step indicator and mi-step-change). */
export interface FlowRootProps {
  codeContext: CodeContext;
  views: Partial<Record<RouteName, ComponentType>>;
  wizard?: WizardTable;
  /** The flow's own frame of a layout (the profile's menu and sign out); other layouts use the plain frame. */
  frames?: Partial<Record<LayoutName, ComponentType<{ children: ComponentChildren }>>>;
}

function routeNeedsAuth(route: { requiresAuth: boolean } | undefined): boolean {
  return route?.requiresAuth === true;
}

type GateComponent = ComponentType<{ children: ComponentChildren }>;

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
      (error: unknown) => fail({ kind: 'failure', failure: { kind: 'network', details: String(error) } }),
    );
  }, [needed, Gate, fail]);
  return Gate;
}

/** The mi-error detail of a problem: its code and the message key the error page shows. */
export function errorDetail(problem: FlowProblem, codeContext: CodeContext): { code: string; messageKey: string } {
  if (problem.kind === 'code') return { code: problem.code, messageKey: describeCode(problem.code, codeContext).key };
  const { failure } = problem;
  switch (failure.kind) {
    case 'http':
      return { code: String(failure.status), messageKey: failure.status >= 500 ? 'ui.errors.server.message' : `errors.http.${failure.status}` };
    case 'network':
      return { code: 'network', messageKey: 'ui.errors.connect.message' };
    default:
      return { code: failure.kind, messageKey: 'ui.errors.server.message' };
  }
}

/**
 * The engine every flow stands on: router, API client, route-area guard and 404, layouts, the session
 * gate of authenticated layouts, error pages, page title, focus on the new heading after navigation,
 * and the mi-step-change event. A flow only lists its views.
 */
export function FlowRoot({ codeContext, views, wizard, frames }: FlowRootProps) {
  const { host, config, locale, idPrefix } = useWidget();
  const { t } = useT();
  const router = useRouter({ config, locale });
  const route = useRoute(router);
  const api = useMemo(() => createApi(createHttp(httpSettings(config)), locale), [config, locale]);
  const [problem, setProblem] = useState<FlowProblem | null>(null);
  const needsAuth = routeNeedsAuth(route.route);
  const Gate = useSessionGate(needsAuth, setProblem);
  const hostTitle = useRef(host.ownerDocument.title);
  const first = useRef(true);

  const pagePath = host.ownerDocument.location?.pathname ?? '/';
  const guard = guardRoute(pagePath, route.route, config);
  const View = guard.kind === 'ok' ? views[guard.route.name] : undefined;
  const name = View && guard.kind === 'ok' ? guard.route.name : undefined;

  useEffect(() => {
    setProblem(null);
    const title = name ? t(`routes.${name}`) : t('ui.errors.notFound.title');
    host.ownerDocument.title = hostTitle.current ? `${title} | ${hostTitle.current}` : title;
    if (name) {
      const step = wizard?.steps[name];
      emit(host, 'mi-step-change', { route: name, ...(wizard && step ? { step, total: wizard.labelKeys.length } : {}) });
    }
    // The first screen keeps the page's natural focus; later screens move focus to their heading.
    if (first.current) first.current = false;
    else requestAnimationFrame(() => focusRouteHeading(host));
    // Once per screen: keyed by the route and its query, so a re-render (new `t`, a state change) emits no second mi-step-change.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- name, wizard and host follow from the route; t only words the title
  }, [route.path, JSON.stringify(route.query)]);

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
        emit(host, 'mi-error', errorDetail(next, codeContext));
        setProblem(next);
      },
    }),
    [api, router, route, codeContext, host, wizard],
  );

  const layout = guard.kind === 'ok' ? guard.route.layout : 'centred';
  const Frame = frames?.[layout];
  let body;
  if (problem) body = <FailureView problem={problem} codeContext={codeContext} onRetry={() => setProblem(null)} />;
  else if (!View) body = <NotFoundPage />;
  else if (guard.kind === 'ok' && guard.route.requiresAuth) body = Gate ? <Gate><View /></Gate> : <Loading />;
  else body = <View />;

  return (
    <IdPrefixContext.Provider value={idPrefix}>
      <FlowContext.Provider value={value}>
        {Frame ? <Frame>{body}</Frame> : <Layout layout={layout}>{body}</Layout>}
      </FlowContext.Provider>
    </IdPrefixContext.Provider>
  );
}
