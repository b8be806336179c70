/**
 * Shared unit-test helpers for flows in happy-dom: the demo page config, rendering a flow inside its
 * WidgetRoot at a host-page URL, typing as a user would, and a fetch stub answering by path suffix.
 */
import { fireEvent, render, screen } from '@testing-library/preact';
import type { ComponentChildren, ComponentType } from 'preact';
import { vi } from 'vitest';
import { demoConfig } from '../../demo/site/pages';
import { parseConfig, type PageConfig } from '../../src/config/config';
import type { FlowProps } from '../../src/element/define';
import { WidgetRoot } from '../../src/element/WidgetRoot';
import type { FormValues } from '../../src/forms/types';
import { ErrorSummary } from '../../src/ui/ErrorSummary';
import { PageHeading } from '../../src/ui/PageHeading';
import { TextField } from '../../src/ui/TextField';
import type { FormController } from '../../src/ui/useFormController';
import { settle } from './settle';

export { settle };

interface HappyWindow {
  happyDOM?: { setURL(url: string): void };
}

/** The demo page config with the captcha off unless told otherwise. */
export function testConfig(overrides: Partial<PageConfig> = {}): PageConfig {
  return parseConfig({ ...demoConfig('t', false), captcha: { provider: 'none' }, ...overrides });
}

/** Types into a named input, or picks a named select's value, then lets preact re-render. */
export async function fill(host: HTMLElement, name: string, value: string): Promise<void> {
  const el = host.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  if (el.tagName === 'SELECT') {
    // Testing Library for preact turns `change` into `input`; a native select reports `change`.
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  } else fireEvent.input(el, { target: { value } });
  await settle();
}

/**
 * Renders a flow as its tag would, at a host-page URL, and waits for its first heading. `host` is a tag already
 * in the page (one holding a prerendered first screen); by default a new, empty one.
 */
export async function renderFlow(tag: string, Flow: ComponentType<FlowProps>, url: string, config: PageConfig = testConfig(), host?: HTMLElement): Promise<HTMLElement> {
  (window as unknown as HappyWindow).happyDOM?.setURL(url);
  host ??= document.body.appendChild(document.createElement(tag));
  render(
    <WidgetRoot host={host} config={config}>
      <Flow container={host} />
    </WidgetRoot>,
    { container: host },
  );
  await screen.findByRole('heading', { level: 1 });
  await settle();
  return host;
}

/** Canned answers by path suffix (`registrationProcess/getRoles` …); a number is an HTTP status. */
/**
 * Holds the answers of the calls whose URL contains `path` (the fake API already stubbed as `fetch`) until the
 * returned release() is called: a call in flight, for what the user does meanwhile.
 */
export function holdAnswers(path: string): () => void {
  const answer = globalThis.fetch;
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => (release = done));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes(path)) await held;
    return answer(input, init);
  });
  return () => release();
}

export type FakeAnswers = Record<string, unknown>;

/** A request the fake API received. */
export interface SeenRequest {
  path: string;
  body: Record<string, string>;
}

/** Stubs `fetch` with canned JSON answers keyed by path suffix, recording every request. */
export function fakeApi(answers: FakeAnswers): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'https://portal.example');
    const body: Record<string, string> = {};
    const data = init?.body;
    if (data instanceof FormData || data instanceof URLSearchParams) data.forEach((v, k) => (body[k] = String(v)));
    seen.push({ path: url.pathname, body });
    const key = Object.keys(answers).find((suffix) => url.pathname.endsWith(suffix));
    const answer = key === undefined ? 404 : answers[key];
    if (typeof answer === 'number') return new Response('{}', { status: answer, headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

/** A one-field probe form for the submit machinery's tests: heading "Probe", `above` the form, its summary, `field` and Send. */
export function ProbeForm<N extends string>(props: {
  controller: FormController<N>;
  field: N;
  onValid: (values: FormValues) => void | Promise<void>;
  above?: ComponentChildren;
}) {
  const { controller } = props;
  return (
    <section>
      <PageHeading>Probe</PageHeading>
      {props.above}
      <form noValidate onSubmit={controller.handleSubmit(props.onValid)}>
        <ErrorSummary items={controller.summaryItems} focusRef={controller.summaryRef} />
        <TextField {...controller.fieldProps(props.field)} />
        <button type="submit">Send</button>
      </form>
    </section>
  );
}
