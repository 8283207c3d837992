import type { ApiConfig } from './config';

/** How long the HTTP server waits on its clients (issue 22, point 6: slow clients are timed out). */
export interface ServerTimeouts {
  /** Every header must have arrived this long after a request began (Node's `headersTimeout`). */
  headersMs: number;
  /** The whole request, headers and body, must have arrived this long after it began (Node's `requestTimeout`). */
  requestMs: number;
  /** A socket with no bytes moving either way for this long is closed (Fastify's `connectionTimeout`). */
  idleMs: number;
  /** An idle keep-alive connection waits this long for its next request (`keepAliveTimeout`). */
  keepAliveMs: number;
  /** How often Node checks the header and request deadlines: they are enforced up to this much late. */
  checkIntervalMs: number;
}

/**
 * The server's timeouts for a configuration. The header and request deadlines count only while a
 * request is being RECEIVED — a reply may stream for as long as it likes afterwards — so they cut off
 * a slowloris client (headers trickling in a byte at a time holds a socket) without touching a
 * streamed chat that runs for minutes. The idle timeout is the one that can end a reply: it must
 * outlast the longest silence in a streamed chat, which is the wait for the model's first word
 * (`MENTOR_TIMEOUT_MS`) after the message's moderation check (`MODERATION_TIMEOUT_MS`), with a margin.
 * The keep-alive wait stays longer than the 60 s idle timeout of common load balancers, so the server
 * never closes a connection a balancer is about to reuse.
 */
export function serverTimeoutsFor(config: Pick<ApiConfig, 'mentor' | 'moderation'>): ServerTimeouts {
  return {
    // Headers are a few hundred bytes: 15 s is ample on the slowest phone link.
    headersMs: 15_000,
    // A whole request is at most the 256 KB body limit: 60 s is about 35 kbit/s.
    requestMs: 60_000,
    idleMs: Math.max(120_000, config.mentor.timeoutMs + config.moderation.timeoutMs + 30_000),
    keepAliveMs: 72_000,
    checkIntervalMs: 5_000,
  };
}
