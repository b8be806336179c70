import r2wc from '@r2wc/core';
import { h, render, type ComponentType } from 'preact';
import { localeFromPath } from '../i18n/locale';
import { addSections, loadMessages, type SectionLoaders } from '../i18n/messages';
import { WidgetRoot } from './WidgetRoot';

/** Attribute types r2wc knows; `function` is deliberately absent (it resolves a global by name). */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** Props every flow receives: its host element plus its declared attributes. */
export interface FlowProps {
  /** The host element (r2wc passes it as `container`; in light DOM it is the element itself). */
  container: HTMLElement;
  locale?: string;
}

/**
 * r2wc's renderer, on preact itself. @r2wc/react-to-web-component is the same core with a
 * react-dom renderer, which made every page carry preact/compat (~4.5 KB gz) only to call
 * createRoot; rendering with preact directly keeps the first widget within its 30 KB budget.
 */
const preactRenderer = {
  mount: (container: HTMLElement, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>) => {
    render(h(Component, props), container);
    return { container, Component };
  },
  update: (ctx: { container: HTMLElement; Component: ComponentType<Record<string, unknown>> }, props: Record<string, unknown>) =>
    render(h(ctx.Component, props), ctx.container),
  unmount: (ctx: { container: HTMLElement }) => render(null, ctx.container),
};

/**
 * Defines a flow as a light-DOM custom element. `messages` are the loaders of its message chunks
 * (`import messages from 'virtual:flow-messages/<chunk>'`). `attributes` maps camelCase props to their types;
 * r2wc exposes them as dashed attributes (`returnUrl` -> `return-url`) and as properties.
 */
export function defineWidget<P extends FlowProps>(
  tag: string,
  Flow: ComponentType<P>,
  messages: SectionLoaders,
  attributes: Partial<Record<Exclude<keyof P, 'container'>, AttributeType>> = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  addSections(messages);
  function Widget(props: P) {
    return (
      <WidgetRoot host={props.container} locale={props.locale}>
        <Flow {...props} />
      </WidgetRoot>
    );
  }
  Widget.displayName = tag;
  const element = r2wc(
    Widget as unknown as Parameters<typeof r2wc>[0],
    { props: { ...attributes, locale: 'string' } as Record<string, AttributeType> },
    preactRenderer as Parameters<typeof r2wc>[2],
  );
  // The page language's messages are on their way (the loader asked for them with the flow): the tag is defined
  // once they are in, so the widgets of the page render their screen at once (WidgetRoot), not a placeholder and
  // then the screen. If they cannot load, the tag is defined all the same and WidgetRoot says so.
  const define = () => customElements.get(tag) ?? customElements.define(tag, element);
  loadMessages(localeFromPath(location.pathname), tag).then(define, define);
  return element;
}
