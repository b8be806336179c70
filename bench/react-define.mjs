// Bench only: defineWidget on react-dom 18 (what @r2wc/react-to-web-component does), swapped in for
// src/element/define.tsx when the bench builds the login flow on React for the size comparison.
import r2wc from '@r2wc/core';
import { createElement } from 'real-react';
import { createRoot } from 'real-react-dom/client';
import { WidgetRoot } from '../src/element/WidgetRoot';

const reactRenderer = {
  mount(container, Component, props) {
    const root = createRoot(container);
    root.render(createElement(Component, props));
    return { root, Component };
  },
  update({ root, Component }, props) {
    root.render(createElement(Component, props));
  },
  unmount({ root }) {
    root.unmount();
  },
};

export function defineWidget(tag, Flow, attributes = {}) {
  const existing = customElements.get(tag);
  if (existing) return existing;
  function Widget(props) {
    return createElement(WidgetRoot, { host: props.container, locale: props.locale }, createElement(Flow, props));
  }
  const element = r2wc(Widget, { props: { ...attributes, locale: 'string' } }, reactRenderer);
  customElements.define(tag, element);
  return element;
}
