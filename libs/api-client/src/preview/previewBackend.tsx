import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { errorBody, type ErrorCode } from '@grove/api-contract';
import { apiEventChannelCreate } from '../core/apiEvents';
import { groveApi, groveApiConfigure } from '../react/groveApi';

// The pretend API behind the Storybook previews and binding tests of the feature libs (journal, memory,
// radar, founders, ...). Each lib writes only its routes; the plumbing they all need is here, once: the
// fetch hook on a made-up origin, the request log, planned failures, and a store built as the app
// builds it. Previews and tests import it from `@grove/api-client/preview`; the app never does, so none
// of it reaches the web bundle.

/** An error answer of a pretend API (the status, and the API's error code and message). */
export interface PreviewFailure {
  status: number;
  code: ErrorCode;
  message: string;
  /** The field a 400 names. */
  field?: string;
}

/** One request a pretend API answered: what a test asserts the binding sent. */
export interface PreviewRequest {
  method: string;
  path: string;
  search: string;
  /** The request's headers, names in lower case (what a test checks the binding sent, such as device headers). */
  headers: Record<string, string>;
  body: unknown;
}

/** A test's view of a pretend API: what it was sent, the state it answers from, planned failures. */
export interface PreviewBackendHandle<State> {
  requests: PreviewRequest[];
  state: State;
  /** Answers the next request of `method` whose path matches with `failure` ('network': the fetch fails). */
  failNext(method: string, path: RegExp, failure: PreviewFailure | 'network'): void;
  /** Reads answer again after a failure the state set (the lib's `heal` decides what that clears). */
  heal(): void;
}

/** What a lib's pretend API is made of. */
export interface PreviewBackendSpec<State> {
  /** A made-up origin of its own (`https://<lib>-api.preview.invalid`): other requests reach the real fetch. */
  origin: string;
  /** The copy each backend works on, so a preview or test never changes another's samples. */
  copy(state: State): State;
  /** Clears the state's standing failures (for {@link PreviewBackendHandle.heal}). */
  heal?(state: State): void;
  /** Answers one request from the state: a Response, or null for "no such route" (a 404). */
  route(request: PreviewRequest & { url: URL; signal: AbortSignal | null }, state: State): Response | null | Promise<Response | null>;
  /** Called when a new backend starts (a lib resets its own clock here). */
  reset?(): void;
}

/** A JSON answer of a pretend API (204 has no body). */
export function previewJson(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** An error answer of a pretend API, in the API's error body shape. */
export function previewFailed(failure: PreviewFailure): Response {
  return previewJson(failure.status, errorBody(failure.code, failure.message, failure.field));
}

/** An answer that never comes (a loading state), given up when the request is aborted. */
export function previewNever(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
}

/** A pretend API's entry points, made by {@link previewBackendCreate}. */
export interface PreviewBackend<State> {
  /** Starts a fresh pretend API answering from `state` and returns a store built as the app builds it. */
  storeCreate(state: State): ReturnType<typeof previewStoreCreate>;
  /** The pretend API the latest {@link PreviewBackend.storeCreate} started. */
  handle(): PreviewBackendHandle<State>;
  /** Gives a preview its own store whose base API talks to a pretend API answering from `state`. */
  Provider(props: { state: State; children: ReactNode }): ReactElement;
  /** A Storybook decorator wrapping the story in a {@link PreviewBackend.Provider} answering from `state`. */
  decorator(state: State): (Story: () => ReactNode) => ReactElement;
}

function previewStoreCreate(origin: string) {
  groveApiConfigure({
    baseUrl: origin,
    identity: async () => ({ idToken: 'preview-token', activeRole: 'family_member', childId: null }),
    events: apiEventChannelCreate(),
  });
  return configureStore({
    reducer: combineSlices(groveApi),
    middleware: (getDefault) => getDefault().concat(groveApi.middleware),
  });
}

/**
 * Makes a lib's pretend API from its routes. The fetch hook is installed once per origin, on the first
 * store, and sends requests to the newest backend of that origin.
 */
export function previewBackendCreate<State>(spec: PreviewBackendSpec<State>): PreviewBackend<State> {
  let current: PreviewBackendHandle<State> | null = null;
  let planned: Array<{ method: string; path: RegExp; failure: PreviewFailure | 'network' }> = [];
  let installed = false;

  async function answer(request: Request): Promise<Response> {
    const handle = current;
    if (!handle) throw new Error(`No pretend API is running for ${spec.origin}`);
    const url = new URL(request.url);
    const method = request.method;
    const text = method === 'GET' || method === 'HEAD' ? '' : await request.text();
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    const logged: PreviewRequest = { method, path: url.pathname, search: url.search, headers, body: text ? (JSON.parse(text) as unknown) : undefined };
    handle.requests.push(logged);
    const plan = planned.findIndex((entry) => entry.method === method && entry.path.test(url.pathname));
    if (plan !== -1) {
      const { failure } = planned.splice(plan, 1)[0];
      if (failure === 'network') throw new TypeError('Failed to fetch');
      return previewFailed(failure);
    }
    const routed = await spec.route({ ...logged, url, signal: request.signal }, handle.state);
    return routed ?? previewFailed({ status: 404, code: 'not_found', message: `No pretend route for ${method} ${url.pathname}` });
  }

  function install(): void {
    if (installed) return;
    installed = true;
    const original = globalThis.fetch.bind(globalThis);
    globalThis.fetch = (input, init) => {
      const request = new Request(input, init);
      return request.url.startsWith(spec.origin) ? answer(request) : original(input, init);
    };
  }

  function storeCreate(state: State) {
    install();
    spec.reset?.();
    planned = [];
    const own = spec.copy(state);
    current = {
      requests: [],
      state: own,
      failNext(method, path, failure) {
        planned.push({ method, path, failure });
      },
      heal() {
        spec.heal?.(own);
      },
    };
    return previewStoreCreate(spec.origin);
  }

  function PreviewProvider({ state, children }: { state: State; children: ReactNode }): ReactElement {
    const [store] = useState(() => storeCreate(state));
    return <Provider store={store}>{children}</Provider>;
  }

  return {
    storeCreate,
    handle() {
      if (!current) throw new Error(`No pretend API has started for ${spec.origin}`);
      return current;
    },
    Provider: PreviewProvider,
    decorator(state) {
      return function PreviewBackendDecorator(Story: () => ReactNode): ReactElement {
        return (
          <PreviewProvider state={state}>
            <Story />
          </PreviewProvider>
        );
      };
    },
  };
}
