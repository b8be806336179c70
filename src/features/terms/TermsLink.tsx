import { useEffect } from 'preact/hooks';
import { termsPageUrl } from '../../config/config';
import { reportMissingSetting } from '../../config/missing';
import { useWidget } from '../../element/context';
import { useT } from '../../i18n/context';

/**
 * The link to the terms and conditions a checkbox asks to accept (`pages.terms` of the page config). It
 * opens in a new tab (rel=noopener) and says so, so the form and what was typed stay as they are. Without
 * the setting the user reads that the terms are not configured and the author gets one console error.
 */
export function TermsLink() {
  const { t } = useT();
  const { config, locale } = useWidget();
  const href = termsPageUrl(config, locale);
  useEffect(() => {
    if (!href) reportMissingSetting('pages.terms');
  }, [href]);
  if (!href) return <p class="mi-terms mi-terms--missing">{t('ui.terms.missing')}</p>;
  return (
    <p class="mi-terms">
      <a class="mi-link" href={href} target="_blank" rel="noopener">
        {t('ui.terms.link')}
        <span class="mi-terms__new-tab"> {t('ui.terms.newTab')}</span>
      </a>
    </p>
  );
}
