import { createApi, fetchBaseQuery, retry, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SystemStatus } from '@grove/api-contract';
import { apiAuthRetryWanted, apiEventForStatus, apiHeadersBuild, type ApiEventChannel, type ApiIdentity, type ApiIdentitySource } from '../index';

/** What the base API needs from the app; set once at start-up with {@link groveApiConfigure}. */
export interface GroveApiDeps {
  /** The API origin ('' = same origin, which the web server proxies to the API). */
  baseUrl: string;
  /**
   * Reads the identity afresh for every request (the ID token is refreshed per request, SPEC §7); with
   * `forceRefresh` it must fetch a new token (the one retry after a 401 or 403, SPEC §8).
   */
  identity: ApiIdentitySource;
  /** Where 401/402/429 events go. */
  events: ApiEventChannel;
}

const signedOut: ApiIdentity = { idToken: null, activeRole: null, childId: null };
let deps: GroveApiDeps | null = null;
// When the API last answered a request of this page load without an error (the /test page's "last sync").
let lastAnsweredAt: number | null = null;

/** Wires the base API to the app's identity source and event channel. */
export function groveApiConfigure(next: GroveApiDeps): void {
  deps = next;
}

/**
 * When the API last answered a request of the base API successfully, as `Date.now()` ms; null when it
 * has not in this page load. The /test page shows the time since ("last sync").
 */
export function groveApiLastSuccessAt(): number | null {
  return lastAnsweredAt;
}

/**
 * The event channel the app configured, for calls made outside RTK Query (the chat's streaming fetch)
 * that must raise the same SPEC §8 events; null before {@link groveApiConfigure}.
 */
export function groveApiEvents(): ApiEventChannel | null {
  return deps?.events ?? null;
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: '' });

/**
 * Adds SPEC §7's headers to each request and raises SPEC §8's events on 401, 402 and 429. A signed-in
 * call answered 401 or 403 is sent once more with a forced token refresh (SPEC §8: the token may have
 * been revoked or expired early); only what that second answer says raises an event. When the refresh
 * itself fails, the first answer stands.
 */
const groveBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const send = (identity: ApiIdentity) =>
    rawBaseQuery(
      {
        ...request,
        url: `${deps?.baseUrl ?? ''}${request.url}`,
        headers: { ...apiHeadersBuild(identity), ...(request.headers as Record<string, string> | undefined) },
      },
      api,
      extra,
    );
  let identity = deps ? await deps.identity() : signedOut;
  let result = await send(identity);
  if (deps && result.error && typeof result.error.status === 'number' && apiAuthRetryWanted(result.error.status, identity)) {
    const refreshed = await deps.identity({ forceRefresh: true }).catch(() => null);
    if (refreshed !== null) {
      identity = refreshed;
      result = await send(identity);
    }
  }
  if (result.error && typeof result.error.status === 'number') {
    const event = apiEventForStatus(result.error.status, result.error.data, identity);
    if (event) deps?.events.emit(event);
  }
  if (!result.error) lastAnsweredAt = Date.now();
  return result;
};

/**
 * SPEC §9: data queries retry once. Only reads, and only when the server could not answer (network
 * error or 5xx): a 4xx will not change on a second try, and a mutation may not be repeated blindly.
 */
const retryingBaseQuery = retry(groveBaseQuery, {
  retryCondition: (error, _args, { attempt, baseQueryApi }) => {
    const status = (error as FetchBaseQueryError).status;
    return attempt <= 1 && baseQueryApi.type === 'query' && (status === 'FETCH_ERROR' || (typeof status === 'number' && status >= 500));
  },
});

/**
 * The one RTK Query API of the web app (ARCHITECTURE.md rule 4): domains add endpoints with
 * `groveApi.injectEndpoints`. Queries retry once and do not refetch on focus (SPEC §9).
 */
export const groveApi = createApi({
  reducerPath: 'groveApi',
  baseQuery: retryingBaseQuery,
  refetchOnFocus: false,
  tagTypes: ['SystemStatus'],
  endpoints: (build) => ({
    getSystemStatus: build.query<SystemStatus, void>({ query: () => '/system/status', providesTags: ['SystemStatus'] }),
  }),
});

/** Reads `GET /system/status` (version and uptime of the API). */
export const { useGetSystemStatusQuery } = groveApi;
