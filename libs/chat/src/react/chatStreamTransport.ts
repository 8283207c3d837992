import { ACCOUNT_TOKEN_ERROR_CODES, errorBody, type ErrorCode } from '@grove/api-contract';
import { apiAuthRetryWanted, apiEventForStatus, apiHeadersBuild, type ApiEventChannel, type ApiIdentity, type ApiIdentitySource } from '@grove/api-client';
import { chatReplyRead, chatSseParserCreate, chatStreamEventRead, type ChatTransport, type ChatTransportResult } from '../index';

/** What the chat transport needs: where the API is and who is calling. */
export interface ChatStreamTransportDeps {
  /** The API origin ('' = same origin), as given to `groveApiConfigure`. */
  baseUrl: string;
  /**
   * The identity for one request (the app's auth controller `identity`); may reject with SPEC §8's
   * message. Called with `forceRefresh` for the one retry after a 401 or 403 (SPEC §8), so pass the
   * options on.
   */
  identity: ApiIdentitySource;
  /**
   * More headers for every chat call, e.g. the trial's device headers (`X-Device-Id`, …); may wait for
   * them to be collected. Keep it stable.
   */
  headers?: () => Promise<Record<string, string>>;
  /**
   * Where a 401, 402 or 429 answer raises SPEC §8's event (session timeout, trial exhausted → /signup,
   * an account's tokens exhausted, rate limited), as the base API's calls do; none when absent.
   */
  events?: ApiEventChannel | null;
  /** The fetch to use; the browser's by default. */
  fetch?: typeof fetch;
}

/** A {@link ChatTransport} that can also tell whether the API answers. */
export interface ChatStreamTransport extends ChatTransport {
  /** `GET /system/status` answered 2xx. Never throws. */
  probe(): Promise<boolean>;
}

const ACCOUNT_CODES: ReadonlySet<string> = new Set(ACCOUNT_TOKEN_ERROR_CODES);

function identityProblemMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  // The auth controller fails with RTK Query's `retry.fail({ status, error: message })`.
  if (error && typeof error === 'object' && 'error' in error && typeof error.error === 'string') return error.error;
  if (error && typeof error === 'object' && 'value' in error) return identityProblemMessage(error.value);
  return '';
}

/**
 * The chat's transport: `POST /api/chat` with fetch, the same bearer token and `X-Active-Role` /
 * `X-Child-Id` headers as the base API (`apiHeadersBuild`), streamed with `Accept:
 * text/event-stream` when tokens are wanted (read from the response's ReadableStream through the core's
 * SSE parser), and stopped with an AbortController.
 */
export function chatStreamTransportCreate(deps: ChatStreamTransportDeps): ChatStreamTransport {
  const fetchFn = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  return {
    send(request, { onToken, profile }) {
      const abort = new AbortController();
      let stopped = false;
      // The stored conversation the stream named first: a stopped reply is kept there by the server.
      let conversationId: string | null = null;
      const network = (): ChatTransportResult => (stopped ? { kind: 'stopped', conversationId } : { kind: 'problem', problem: { kind: 'network' } });

      async function run(): Promise<ChatTransportResult> {
        let identity: ApiIdentity;
        try {
          identity = await deps.identity();
        } catch (error) {
          return { kind: 'problem', problem: { kind: 'auth', message: identityProblemMessage(error) } };
        }
        let extra: Record<string, string> = {};
        try {
          extra = deps.headers ? await deps.headers() : {};
        } catch {
          // Missing extra headers are the server's to refuse (a trial call without X-Device-Id gets its 400).
        }
        const sent = (who: ApiIdentity): ApiIdentity => (profile ? { ...who, activeRole: profile.activeRole, childId: profile.childId } : who);
        const post = (who: ApiIdentity): Promise<Response> =>
          fetchFn(`${deps.baseUrl}/api/chat`, {
            method: 'POST',
            headers: {
              ...extra,
              ...apiHeadersBuild(sent(who)),
              'Content-Type': 'application/json',
              Accept: onToken ? 'text/event-stream' : 'application/json',
            },
            body: JSON.stringify(request),
            signal: abort.signal,
          });
        let response: Response;
        try {
          response = await post(identity);
          // SPEC §8: a signed-in chat answered 401 or 403 goes once more with a forced token refresh.
          // The same body (and clientMessageId) goes again, so the server cannot charge it twice.
          if (apiAuthRetryWanted(response.status, identity)) {
            const refreshed = await deps.identity({ forceRefresh: true }).catch(() => null);
            if (stopped) return { kind: 'stopped' };
            if (refreshed !== null) {
              await response.body?.cancel().catch(() => undefined);
              identity = refreshed;
              response = await post(identity);
            }
          }
        } catch {
          return network();
        }
        if (!response.ok) {
          const body: unknown = await response.json().catch(() => null);
          const event = apiEventForStatus(response.status, body, sent(identity));
          if (event) deps.events?.emit(event);
          return { kind: 'problem', problem: { kind: 'http', status: response.status, body } };
        }
        const type = response.headers.get('content-type') ?? '';
        if (!type.includes('text/event-stream') || !response.body) {
          const reply = chatReplyRead(await response.json().catch(() => null));
          return reply ? { kind: 'replied', reply } : { kind: 'problem', problem: { kind: 'stream', code: 'internal', message: '' } };
        }
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        const parser = chatSseParserCreate();
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            for (const event of parser.push(decoder.decode(value, { stream: true }))) {
              const read = chatStreamEventRead(event);
              if (read === null) continue;
              if (read.type === 'conversation') {
                conversationId = read.conversationId;
                continue;
              }
              if (read.type === 'token') {
                if (!stopped) onToken?.(read.text);
                continue;
              }
              void reader.cancel().catch(() => undefined);
              if (read.type === 'done') return { kind: 'replied', reply: read.reply };
              // An account's tokens that ran out mid-stream are the same news as its 402 before one.
              if (ACCOUNT_CODES.has(read.code)) {
                const event = apiEventForStatus(402, errorBody(read.code as ErrorCode, read.message), sent(identity));
                if (event) deps.events?.emit(event);
              }
              return { kind: 'problem', problem: { kind: 'stream', code: read.code, message: read.message } };
            }
          }
        } catch {
          return network();
        }
        // The stream ended without its `done` event: the connection broke.
        return network();
      }

      return {
        result: run(),
        stop() {
          stopped = true;
          abort.abort();
        },
      };
    },
    async probe() {
      try {
        const response = await fetchFn(`${deps.baseUrl}/system/status`, { headers: { Accept: 'application/json' } });
        return response.ok;
      } catch {
        return false;
      }
    },
  };
}
