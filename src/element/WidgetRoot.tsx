import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { readPageConfig, type PageConfig } from '../config/config';
import { I18nContext } from '../i18n/context';
import { asLocale, languageTag, localeFromPath, rememberLocale, type Locale } from '../i18n/locale';
import { onDeferredMessages, registerWidget } from '../i18n/deferredMessages';
import { loadedMessages, loadMessages } from '../i18n/messages';
import { ChunkFallback } from '../flow/LazyView';
import { askReload } from '../runtime/reload';
import { createTranslator, type Translator } from '../i18n/translator';
import { WidgetContext, type WidgetContextValue } from './context';
import { instanceKey, nextInstanceId } from './instance';

/** Props of the root every widget renders in. */
export interface WidgetRootProps {
  host: HTMLElement;
  /** Optional author override of the page-path locale (the gallery shows both languages on one page). */
  locale?: string | undefined;
  config?: PageConfig;
  children: ComponentChildren;
}

let pageConfig: PageConfig | undefined;
function sharedConfig(): PageConfig {
  pageConfig ??= readPageConfig();
  return pageConfig;
}

/** Resolves the widget's locale: the `locale` attribute when given, else the page path (spec section 1). */
export function widgetLocale(attribute: string | undefined, pathname: string): Locale {
  return attribute ? asLocale(attribute) : localeFromPath(pathname);
}

/**
 * Loads the locale's messages, sets `lang` on the host (screen readers pick the voice from it)
 * and provides the translator and widget context to the flow.
 */
export function WidgetRoot({ host, locale: attribute, config, children }: WidgetRootProps) {
  const locale = widgetLocale(attribute, host.ownerDocument.location?.pathname ?? '/');
  // Its texts past the first screen come with the code that shows them (deferredMessages.ts).
  registerWidget(locale, host.localName);
  // Messages that have arrived (defineWidget waits for the page language's before it defines the tag) make the
  // first render the flow's own screen, not a placeholder followed by a second render.
  const [translator, setTranslator] = useState<Translator | null>(() => {
    const table = loadedMessages(locale, host.localName);
    return table ? createTranslator(locale, table) : null;
  });
  const [failed, setFailed] = useState(false);
  const context = useMemo<WidgetContextValue>(
    () => ({
      host,
      config: config ?? sharedConfig(),
      locale,
      idPrefix: nextInstanceId(host.localName),
      instanceKey: instanceKey(host),
    }),
    [host, config, locale],
  );

  // A layout effect, not an effect: it runs as the widget mounts, not after the next frame is painted, so the
  // messages (already fetched with the widget's chunks) arrive before the browser paints and the first screen
  // shows without a frame of "loading" in between (issue 10's load time); `lang` and the widget's class are set
  // before that paint too.
  useLayoutEffect(() => {
    host.setAttribute('lang', languageTag(locale));
    host.classList.add('mi-widget');
    rememberLocale(locale, host.ownerDocument);
    let live = true;
    loadMessages(locale, host.localName).then(
      (table) => live && setTranslator((current) => (current?.locale === locale ? current : createTranslator(locale, table))),
      (error: unknown) => {
        // The messages are a chunk like any other: reload at most once per 60 s, then say so.
        console.error('[mi-portal] could not load messages', error);
        if (live && !askReload(host.ownerDocument)) setFailed(true);
      },
    );
    // Messages past the first screen land later (deferredMessages.ts): a new context value renders every text again.
    const stop = onDeferredMessages(() => live && setTranslator((current) => current && { ...current }));
    return () => {
      live = false;
      stop();
    };
  }, [host, locale]);

  // The loader owns the fallback page (it has its texts without any chunk): ask it to fill this box.
  if (failed) return <ChunkFallback />;
  if (!translator) return <div class="mi-loading" aria-busy="true" />;
  return (
    <WidgetContext.Provider value={context}>
      <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>
    </WidgetContext.Provider>
  );
}
