import { useT } from '../i18n/context';

/** Props of Loading: what is being loaded, translated; "Loading…" when absent. */
export interface LoadingProps {
  label?: string;
}

/**
 * A call under way, in words, in a status region. No aria-busy: it tells a screen reader to hold the region's news
 * back, the opposite of what the words are for.
 */
export function Loading({ label }: LoadingProps) {
  const { t } = useT();
  return (
    <p class="mi-loading" role="status">
      {label ?? t('ui.loading')}
    </p>
  );
}
