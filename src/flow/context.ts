import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Api } from '../api/client';
import type { CodeContext } from '../api/codes';
import type { ApiFailure } from '../api/http';
import type { RouteQuery } from '../router/hash';
import type { NavigateOptions, Router, RouteState } from '../router/router';
import type { RouteName } from '../router/routes';

/**
 * Why a flow shows an error page instead of its current view: a failed call or a server code. `load`: the screen's
 * own data did not come (its way back is "Try again", not a form). `note`: a message key the flow adds to the page
 * (an e-signature send that may have gone out before the connection failed). `during`: what failed, which the
 * server-error page says first (spec section 8's fed.errors.*), set by the call that failed (useSubmit's option).
 */
export type FlowProblem = ({ kind: 'failure'; failure: ApiFailure; load?: true; note?: string } | { kind: 'code'; code: string }) & { during?: FailedStep };

/** The calls whose server-error page says what failed (spec section 8: fed.errors.login, submitStep …). */
export type FailedStep = 'login' | 'submitStep' | 'verifyCode' | 'submitActivation';

/** A wizard's numbering: the step of each route and the message keys of the steps' labels, in order. */
export interface WizardTable {
  steps: Partial<Record<RouteName, number>>;
  labelKeys: readonly string[];
}

/** What every view of a flow gets from FlowRoot. */
export interface FlowContextValue {
  api: Api;
  router: Router;
  route: RouteState;
  /** The flow's name in the error catalogue (sc001 means different things per flow). */
  codeContext: CodeContext;
  /** The flow's wizard numbering, when it is a wizard. */
  wizard?: WizardTable;
  /** Goes to a route of this page (hash) or of another host page (location), per the page map. */
  go: (target: RouteName | string, options?: NavigateOptions) => void;
  href: (target: RouteName | string, query?: RouteQuery) => string;
  /** Replaces the view by the matching error page until the next navigation. */
  fail: (problem: FlowProblem) => void;
}

/** Provided by FlowRoot. */
export const FlowContext = createContext<FlowContextValue | null>(null);

/** The flow runtime: api, router, current route, navigation and error pages. */
export function useFlow(): FlowContextValue {
  const value = useContext(FlowContext);
  if (!value) throw new Error('no FlowRoot');
  return value;
}
