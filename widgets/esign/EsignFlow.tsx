import type { FlowProps } from '../../src/element/define';
import { FlowRoot } from '../../src/flow/FlowRoot';
import { useInstanceStore } from '../../src/flow/store';
import { EsignAttributesContext } from './options';
import { createEsignStore, esignDraft, EsignStoreProvider } from './store';
import { EsignView } from './views/EsignView';

/** Props of `<mi-esign>`: `mode="redeem"` for a redemption, `fund-id` to preselect a fund. */
export interface EsignFlowProps extends FlowProps {
  mode?: string;
  fundId?: string;
}

/**
 * `<mi-esign>`: the advisor's purchase or redemption form for electronic signature, one store per
 * instance. FlowRoot supplies the advisor-forms layout and its session gate (signed-out advisors go to
 * login with the return URL), so the view only shows the form, its review and its result.
 */
export function EsignFlow({ mode, fundId }: EsignFlowProps) {
  const store = useInstanceStore(createEsignStore, esignDraft);
  return (
    <EsignStoreProvider value={store}>
      <EsignAttributesContext.Provider value={{ mode, fundId }}>
        <FlowRoot codeContext="esign" views={{ advisorForms: EsignView }} />
      </EsignAttributesContext.Provider>
    </EsignStoreProvider>
  );
}
