import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { EsignMode } from '../../src/forms/fields-esign';
import { useFlow } from '../../src/flow/context';

/** The element's own attributes: `mode="redeem"` and `fund-id`. */
export interface EsignAttributes {
  mode?: string;
  fundId?: string;
}

/** Carries the element's attributes from the flow to its view (FlowRoot renders views without props). */
export const EsignAttributesContext = createContext<EsignAttributes>({});

/** What the page asks for: the mode and the fund to preselect. */
export interface EsignRequestOptions {
  mode: EsignMode;
  /** The fund to preselect, or '' for none. */
  fundId: string;
}

/**
 * Spec section 2: redemption when the hash query has `redeem=true` (or the element says `mode="redeem"`),
 * purchase otherwise; `fundId` of the query (else the `fund-id` attribute) preselects a fund.
 */
export function resolveOptions(query: Readonly<Record<string, string | undefined>>, attributes: EsignAttributes): EsignRequestOptions {
  const redeem = query.redeem === 'true' || attributes.mode?.trim().toLowerCase() === 'redeem';
  return { mode: redeem ? 'redeem' : 'purchase', fundId: (query.fundId ?? attributes.fundId ?? '').trim() };
}

/** The current mode and preselected fund, from the route and the element's attributes. */
export function useEsignOptions(): EsignRequestOptions {
  const { route } = useFlow();
  return resolveOptions(route.query, useContext(EsignAttributesContext));
}
