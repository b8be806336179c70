import { createContext } from 'preact';
import { useContext, useEffect, useRef, useState } from 'preact/hooks';

/**
 * Prefix for element ids inside one widget instance. Widget roots may provide one (for readable ids);
 * without it a page-wide counter still keeps ids unique when several widgets share a page.
 */
export const IdPrefixContext = createContext<string>('mi');

let counter = 0;

/** Returns an id that is stable for the component's lifetime and unique on the page. */
export function useUniqueId(hint: string): string {
  const prefix = useContext(IdPrefixContext);
  const [id] = useState(() => {
    counter += 1;
    return `${prefix}-${hint.replace(/[^A-Za-z0-9_-]/g, '-')}-${counter}`;
  });
  return id;
}

/** The id of a field's error list; GOV.UK convention `<id>-error`, referenced by aria-describedby. */
export function errorId(id: string): string {
  return `${id}-error`;
}

/** The id of a field's hint. */
export function hintId(id: string): string {
  return `${id}-hint`;
}

/** The aria-describedby value: hint first, then errors, so the hint is read before the problem. */
export function describedBy(id: string, hasHint: boolean, hasErrors: boolean): string | undefined {
  const ids = [hasHint ? hintId(id) : '', hasErrors ? errorId(id) : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * The id, errors and aria-describedby every field component wires the same way (GOV.UK pattern).
 */
export function useFieldWiring(props: { name: string; id?: string | undefined; hint?: string | undefined; errors?: readonly string[] | undefined }) {
  const generated = useUniqueId(props.name);
  const id = props.id ?? generated;
  const errors = props.errors ?? [];
  return { id, errors, describedBy: describedBy(id, Boolean(props.hint), errors.length > 0) };
}

/**
 * A text input's value wiring: `take`, its input and change handler, `ref` and the `value` to render.
 * `take` passes an event's value only when it is new: the `change` a blur fires after typing would otherwise render
 * the form and save its draft once more, even as the page leaves after its drafts were forgotten
 * (src/element/draft.ts). `change` counts because some password managers fire only that; others fire nothing. A
 * value a script put in the field without an event would be written over by the field's next render (a text
 * arriving, another field's error): when the store's value has not changed since the last render but the field's
 * has, the field keeps its own and the store takes it after the render.
 */
export function useTextInput(props: { value?: unknown; onValue?: (value: string) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const rendered = useRef<string>();
  const given = String(props.value);
  const own = ref.current?.value;
  const unseen = own !== undefined && given === rendered.current && own !== given ? own : undefined;
  rendered.current = unseen ?? given;
  useEffect(() => {
    if (unseen !== undefined) props.onValue?.(unseen);
  });
  const take = ({ currentTarget: { value } }: { currentTarget: HTMLInputElement }) => value !== String(props.value) && props.onValue?.(value);
  return { ref, value: rendered.current, take };
}
