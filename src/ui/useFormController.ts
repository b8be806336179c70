import type { RefObject } from 'preact';
import { useContext, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { FlowContext } from '../flow/context';
import { loadFailure, warmEngine, withEngine, type SubmitEngine } from '../flow/engine';
import { useEngine } from '../flow/useEngine';
import type { FieldError, FieldSpec, FieldValue, FormSpec, FormValues } from '../forms/types';
import type { MessageParams } from '../i18n/translator';
import { useT } from '../i18n/context';
import { useUniqueId } from './ids';
import { focusTarget, type SummaryItem } from './ErrorSummary';
import type { FieldBinding, ValueSource } from './fieldTypes';
import { translateError } from './translateError';

/**
 * A form's values where they live, read when needed: with it, each field reads its own value (memo,
 * src/ui/memo.ts) and the form's view need not re-render on a keystroke (issue 10's keystroke latency).
 */
export interface FormValuesSource {
  /** One field's value now (the form's default when nothing was typed). */
  value: (name: string) => FieldValue | undefined;
  /** Every value now, defaults included. */
  values: () => FormValues;
  /** Calls `listener` after any change of the values (a zustand store's subscribe). */
  subscribe: (listener: () => void) => () => void;
}

/**
 * Where the values live (usually the widget's zustand store) and which fields are on screen: `values`, the values
 * as the view rendered them, or `source`, where they can be read at any time (the view then does not subscribe to
 * them).
 */
export interface FormControllerOptions {
  values?: FormValues;
  source?: FormValuesSource;
  setValue: (name: string, value: FieldValue) => void;
  rendered?: (name: string) => boolean;
  /**
   * The message key saying why the whole form cannot be changed (pre-registered or internal users):
   * every field is disabled and a submit does nothing. Null or absent: the form is editable.
   */
  readOnly?: string | null;
}

/** fieldProps() output: spreads into any field component; `type`/`isNew` are read by TextField/PasswordField. */
export type BoundFieldProps = FieldBinding & { id: string; type?: 'text' | 'email' | 'tel'; isNew?: boolean };

/** What useFormController gives a form; `N` are the form's field names, so a misspelt name does not compile. */
export interface FormController<N extends string = string> {
  /** Errors currently shown, in field order. */
  errors: FieldError[];
  /** The same errors as translated summary lines linked to their inputs. */
  summaryItems: SummaryItem[];
  summaryRef: RefObject<HTMLDivElement>;
  fieldProps: (name: N) => BoundFieldProps;
  idFor: (name: N) => string;
  /** True when `name` is a field of this form (server codes name fields as plain strings). */
  hasField: (name: string) => name is N;
  handleSubmit: (onValid: (values: FormValues) => void | Promise<void>) => (event: Event) => void;
  /** Shows a server-side error (prfl001, sc001 …) on a field and moves focus to the summary. */
  setServerError: (field: N, key: string, params?: MessageParams) => void;
  /**
   * The product emptied `field` itself (a captcha token counts once, whatever the answer): until it holds a
   * value again it shows `hintKey` as its hint, and an empty value still blocks a submit without being
   * counted as an error of the user's (focus goes straight to it when nothing else is wrong).
   */
  resetByProduct: (field: N, hintKey: string) => void;
  clearErrors: () => void;
  submitting: boolean;
  /** The read-only reason's message key, or null when the form is editable. */
  readOnly: string | null;
}

function textType(spec: FieldSpec): BoundFieldProps['type'] {
  return spec.kind === 'email' || spec.kind === 'tel' ? spec.kind : 'text';
}

/**
 * The form engine of issue 2: validate everything on submit (rules and the browser's own validity) on the
 * cleaned-up values (trimmed, phones in the spec's format: the store gets them back, so the screen shows
 * what is sent), block on any error and focus the summary; once a field has shown an error, re-validate
 * it as it changes. Values are only ever written by the user or cleaned up, never cleared here.
 */
export function useFormController<N extends string>(form: FormSpec<N>, opts: FormControllerOptions): FormController<N> {
  const { t } = useT();
  const flow = useContext(FlowContext);
  const prefix = useUniqueId(form.id);
  const [shown, setShown] = useState<FieldError[]>([]);
  const [focusTick, setFocusTick] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const watched = useRef(new Set<string>());
  const serverFields = useRef(new Set<string>());
  // Fields the product emptied itself, with the hint each shows until it holds a value again.
  const [again, setAgain] = useState<ReadonlyMap<string, string>>(new Map());
  const forgetAgain = (name: string) => setAgain((prev) => {
    if (!prev.has(name)) return prev;
    const next = new Map(prev);
    next.delete(name);
    return next;
  });
  const latest = useRef(opts);
  latest.current = opts;
  const valuesNow = (): FormValues => latest.current.source?.values() ?? latest.current.values ?? {};
  // One source per field for the widget's lifetime (memoized fields compare it by identity), reading the latest.
  const sources = useRef(new Map<string, ValueSource>()).current;
  const sourceOf = (name: string, fallback: FieldValue): ValueSource => {
    let known = sources.get(name);
    if (!known) {
      known = {
        getState: () => latest.current.source?.value(name) ?? fallback,
        subscribe: (listener) => latest.current.source?.subscribe(listener) ?? (() => undefined),
      };
      sources.set(name, known);
    }
    return known;
  };
  const latestAgain = useRef(again);
  latestAgain.current = again;
  // The submit engine could not load (the network went away): the flow's server-connect error, as for a call.
  const engineFailed = (error: unknown) => {
    if (flow) flow.fail(loadFailure(error));
    else console.error('[mi-portal] could not load the form engine', error);
  };

  // In the commit that shows the summary, not a frame later: whoever sees the summary sees it focused
  // (a screen reader reads it at once; a key pressed in between does not land in the old place).
  useLayoutEffect(() => {
    if (focusTick > 0) summaryRef.current?.focus();
  }, [focusTick]);

  const specOf = (name: string) => form.fields.find((f) => f.name === name);
  // Composed forms hold dotted keys (`advisor.firstName`); ids stay valid, readable fragment targets.
  const idFor = (name: string) => `${prefix}-${name.replace(/\./g, '-')}`;
  const readOnly = opts.readOnly ?? null;
  // Errors come from the engine (a check, a server answer it applied); while some show, it is in (or loading).
  const { engine: shownBy } = useEngine(shown.length > 0);
  const show = (engine: SubmitEngine, errors: FieldError[]) => {
    for (const e of errors) watched.current.add(e.field);
    setShown(engine.orderErrors(form, errors));
  };

  const onValue = (name: string, value: FieldValue) => {
    const { setValue } = latest.current;
    const next = { ...valuesNow(), [name]: value };
    setValue(name, value);
    serverFields.current.delete(name);
    if (value !== '' && value !== false) forgetAgain(name);
    // The first keystroke (or autofill) asks for the submit engine, so it is in before the submit.
    warmEngine();
    // Shown errors are re-checked as values change (formErrors.ts, recheck). Errors on screen came from the
    // engine (or a server answer it applied), so it is in whenever this has anything to re-check.
    const recheck = (engine: SubmitEngine) =>
      setShown((prev) => engine.recheck(form, prev, name, next, watched.current.has(name), (f) => serverFields.current.has(f)));
    if (shown.length > 0 || watched.current.has(name)) withEngine(recheck, engineFailed);
  };

  // One onValue per field for the widget's lifetime, calling the latest onValue: memoized fields
  // (src/ui/memo.ts) then skip re-rendering on another field's keystroke.
  const onValueOf = useRef(onValue);
  onValueOf.current = onValue;
  const handlers = useRef(new Map<string, (value: FieldValue) => void>()).current;
  const handler = (name: string) => {
    let known = handlers.get(name);
    if (!known) handlers.set(name, (known = (value: FieldValue) => onValueOf.current(name, value)));
    return known;
  };

  const fieldProps = (name: N): BoundFieldProps => {
    const spec = specOf(name);
    if (!spec) throw new Error(`no field ${name}`);
    const own = shown.filter((e) => e.field === name).map((e) => translateError(t, e, spec));
    const isPassword = spec.kind === 'password' || spec.kind === 'new-password';
    const fallback = spec.kind === 'checkbox' ? false : '';
    return {
      id: idFor(name),
      name: spec.inputName ?? name,
      label: t(spec.labelKey),
      value: (opts.source ? opts.source.value(name) : opts.values?.[name]) ?? fallback,
      ...(opts.source ? { source: sourceOf(name, fallback) } : {}),
      onValue: handler(name),
      required: spec.required,
      errors: own,
      type: textType(spec),
      isNew: spec.kind === 'new-password',
      autoComplete: spec.autocomplete ?? (isPassword ? (spec.kind === 'new-password' ? 'new-password' : 'current-password') : undefined),
      inputMode: spec.inputMode,
      // No maxlength attribute: it cuts pasted or dictated text without a word (an email one character short is
      // sent as typed), while the rule's message says what is too long (GOV.UK's character count guidance).
      ...(readOnly ? { disabled: true } : {}),
      ...(again.has(name) && own.length === 0 ? { hint: t(again.get(name) ?? '') } : {}),
    };
  };

  const handleSubmit = (onValid: (values: FormValues) => void | Promise<void>) => (event: Event) => {
    event.preventDefault();
    // A double click or a second Enter while the call runs must not send the form twice
    // (recovery would spend two of the five daily resets).
    if (inFlight.current || readOnly) return;
    const formEl = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    // Sent once: a second submit while the engine loads (a submit before any keystroke) is dropped too.
    inFlight.current = true;
    withEngine(
      (engine) => {
        inFlight.current = false;
        check(engine, formEl, onValid);
      },
      (error) => {
        inFlight.current = false;
        engineFailed(error);
      },
    );
  };

  const check = (engine: SubmitEngine, formEl: HTMLFormElement | null, onValid: (values: FormValues) => void | Promise<void>) => {
    const { rendered, setValue } = latest.current;
    const typed = valuesNow();
    const { values, errors } = engine.checkForm(form, typed, formEl, idFor, rendered);
    for (const [name, value] of Object.entries(values)) if (value !== typed[name]) setValue(name, value);
    serverFields.current.clear();
    // A field the product emptied blocks the submit but is not the user's error: not in the summary.
    const counted = errors.filter((e) => !latestAgain.current.has(e.field));
    if (counted.length > 0) {
      show(engine, counted);
      setFocusTick((n) => n + 1);
      return;
    }
    if (errors.length > 0) {
      setShown([]);
      const target = formEl?.ownerDocument.getElementById(idFor(errors[0]?.field ?? ''));
      if (target) focusTarget(target).focus();
      return;
    }
    setShown([]);
    setSubmitting(true);
    inFlight.current = true;
    void Promise.resolve()
      .then(() => onValid(values))
      .finally(() => {
        inFlight.current = false;
        setSubmitting(false);
      });
  };

  const setServerError = (field: N, key: string, params?: MessageParams) => {
    // From an answer the engine applied (it is in), or a captcha that expired (the engine loads if need be).
    withEngine((engine) => {
      setShown((prev) => engine.orderErrors(form, [...prev.filter((e) => e.field !== field), { field, key, ...(params ? { params } : {}) }]));
      watched.current.add(field);
      serverFields.current.add(field);
      forgetAgain(field);
      setFocusTick((n) => n + 1);
    }, engineFailed);
  };

  const resetByProduct = (field: N, hintKey: string) => {
    setShown((prev) => prev.filter((e) => e.field !== field));
    setAgain((prev) => new Map(prev).set(field, hintKey));
  };

  const summaryItems = shownBy
    ? shownBy.summaryLines(
        shown,
        (e) => {
          const spec = specOf(e.field);
          return { targetId: idFor(e.field), message: translateError(t, e, spec), label: spec ? t(spec.labelKey) : e.field };
        },
        (field) => serverFields.current.has(field),
        t,
      )
    : [];
  return {
    errors: shown,
    summaryItems,
    summaryRef,
    fieldProps,
    idFor,
    hasField: (name: string): name is N => specOf(name) !== undefined,
    handleSubmit,
    setServerError,
    resetByProduct,
    clearErrors: () => setShown([]),
    submitting,
    readOnly,
  };
}
