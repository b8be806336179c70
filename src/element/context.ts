import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { PageConfig } from '../config/config';
import type { Locale } from '../i18n/locale';

/** What every component inside a widget may need about its host. */
export interface WidgetContextValue {
  /** The custom element itself (light DOM: the widget renders into it). */
  host: HTMLElement;
  config: PageConfig;
  locale: Locale;
  /** Prefix for element ids so two instances on a page never collide. */
  idPrefix: string;
  /** Key for drafts of this instance. */
  instanceKey: string;
}

/** Provided by WidgetRoot. */
export const WidgetContext = createContext<WidgetContextValue | null>(null);

/** The current widget's host, config and locale. */
export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('no WidgetRoot');
  return value;
}
