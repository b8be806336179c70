import { useT } from '../i18n/context';

/** Props of Loading: what is being loaded, translated; "Loading…" when absent. */
export interface LoadingProps {
  label?: string;
}

/** A call under way, in words: a status region, so a screen reader hears it and then hears the content replace it. */
export function Loading({ label }: LoadingProps) {
  const { t } = useT();
  return (
    <p class="mi-loading" role="status" aria-busy="true">
      {label ?? t('ui.loading')}
    </p>
  );
}
