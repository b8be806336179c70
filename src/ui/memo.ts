import { Component, h, type FunctionComponent } from 'preact';
import type { FieldValue } from '../forms/types';
import type { ValueSource } from './fieldTypes';

// A keystroke re-renders its form, and every field and the step indicator re-rendered too: most of a key's script
// (issue 10, keystroke latency). A part whose props are the same as last time now keeps what it rendered.

/**
 * Equal props: the same values, where lists and plain objects count by their entries, two levels down (views
 * rebuild their option lists and error messages on every render). Deeper, only the same object counts, so a
 * walk ends (a rendered child's links loop) and two rendered children never count as equal (each vnode has its
 * own id).
 */
export function sameProps(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  if (depth > 2 || !a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => sameProps((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth + 1));
}

/**
 * `View`, re-rendered by its parent only when its props changed (sameProps). Its own state and the contexts it
 * reads still re-render it. Callbacks must be stable to benefit: the form controller's `onValue` is one function
 * per field. A field given a `source` (useFormController's `source`, see FieldBinding) also reads its own value
 * from it, re-rendering when that value changes: a keystroke then re-renders the field typed in, not its form's
 * view and every other part of it (issue 10's keystroke latency).
 */
export function memo<P extends object>(View: FunctionComponent<P>): FunctionComponent<P> {
  class Memo extends Component<P & { source?: ValueSource }> {
    private stop: (() => void) | undefined;
    private shown: FieldValue | undefined;
    override shouldComponentUpdate(next: P): boolean {
      return !sameProps(this.props, next);
    }
    // A field's source is its own for its life (the controller keeps one per field).
    override componentDidMount(): void {
      const check = () => {
        const { source } = this.props;
        if (source && !Object.is(source.getState(), this.shown)) this.forceUpdate();
      };
      this.stop = this.props.source?.subscribe(check);
      // The value may have changed between the render and this subscription.
      check();
    }
    override componentWillUnmount(): void {
      this.stop?.();
    }
    override render(props: P & { source?: ValueSource }) {
      if (!props.source) return h(View, props);
      const value = props.source.getState();
      this.shown = value;
      return h(View, { ...props, value });
    }
  }
  return Memo as unknown as FunctionComponent<P>;
}
