import { fundsCall, type Fund } from '../../src/contract/funds';
import { getProfileCall, type Profile } from '../../src/contract/profile';
import { useWidget } from '../../src/element/context';
import type { EsignMode } from '../../src/forms/fields-esign';
import { useLoad, type LoadState } from '../../src/flow/useLoad';
import { useEsignStore } from './store';

/** A list or record the form needs: under way, there, or failed (the view says so and offers a retry). */
export type Loaded<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed' };

function loaded<T>(state: LoadState<T>): Loaded<T> {
  if (state.kind === 'ready') return { kind: 'ready', data: state.data };
  if (state.kind === 'failed') return { kind: 'failed' };
  return { kind: 'loading' };
}

/** What the element last received (store.ts, `received`) while the same is asked again; a failure still shows. */
function keptWhileLoading<T>(state: LoadState<T>, kept: T | undefined): Loaded<T> {
  return (state.kind === 'loading' || state.kind === 'idle') && kept !== undefined ? { kind: 'ready', data: kept } : loaded(state);
}

/** The fund list of the mode (docusignFunds, `option=repurchase` for redemption) in the page language. */
export function useFunds(mode: EsignMode): { funds: Loaded<Fund[]>; retry: () => void } {
  const { locale } = useWidget();
  const key = `${mode}:${locale}`;
  const received = useEsignStore((s) => s.received.funds);
  const receive = useEsignStore((s) => s.receive);
  const { state, retry } = useLoad(
    (api) => api.call(fundsCall, mode === 'redeem' ? { lang: locale, option: 'repurchase' } : { lang: locale }),
    [mode, locale],
    { onFailure: 'state', onData: (funds) => receive({ funds: { [key]: funds } }) },
  );
  return { funds: keptWhileLoading(state, received[key]), retry };
}

/** The signed-in advisor's profile: the advisor section's values and the codes the submit gate needs. */
export function useAdvisorProfile(): { profile: Loaded<Profile>; retry: () => void } {
  const received = useEsignStore((s) => s.received.profile);
  const receive = useEsignStore((s) => s.receive);
  const { state, retry } = useLoad((api) => api.call(getProfileCall), [], { onFailure: 'state', onData: (profile) => receive({ profile }) });
  return { profile: keptWhileLoading(state, received), retry };
}
