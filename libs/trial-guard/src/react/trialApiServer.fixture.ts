import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { errorBody, type TrialStatus } from '@grove/api-contract';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApi, groveApiConfigure } from '@grove/api-client/react';

/** One request the loopback API received. */
export interface TrialApiSeen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** A canned answer for the next status request. */
export interface TrialApiReply {
  status: number;
  body?: unknown;
}

/** A real HTTP server on loopback answering `GET /api/trial/status` as apps/api does. */
export interface TrialApiServer {
  origin: string;
  seen: TrialApiSeen[];
  /** What the status route answers with while nothing is queued and `down` is false. */
  status: TrialStatus;
  /** While true every status request answers 503 (the server cannot answer). */
  down: boolean;
  /** Answers the next status request with `reply`. */
  replyNext(reply: TrialApiReply): void;
  /** Forgets requests seen and canned replies; starts from `status`. */
  reset(status?: Partial<TrialStatus>): void;
  close(): Promise<void>;
}

/** A status answer: an active trial with 40,000 of 100,000 tokens used unless overridden. */
export function trialStatusSample(overrides: Partial<TrialStatus> = {}): TrialStatus {
  return {
    eligible: true,
    reason: 'active_trial',
    tokensUsed: 40_000,
    tokensLeft: 60_000,
    limit: 100_000,
    resetAt: '2025-03-11T09:30:00.000Z',
    expired: false,
    ...overrides,
  };
}

/** Starts the loopback trial API on a free port. */
export async function trialApiServerStart(): Promise<TrialApiServer> {
  const queued: TrialApiReply[] = [];
  const api: TrialApiServer = {
    origin: '',
    seen: [],
    status: trialStatusSample(),
    down: false,
    replyNext(reply) {
      queued.push(reply);
    },
    reset(status) {
      api.seen = [];
      api.status = trialStatusSample(status);
      api.down = false;
      queued.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function answer(method: string, url: string): TrialApiReply {
    if (method !== 'GET' || url !== '/api/trial/status') return { status: 404, body: errorBody('not_found', `No route ${method} ${url}`) };
    const next = queued.shift();
    if (next) return next;
    if (api.down) return { status: 503, body: errorBody('unavailable', 'Service unavailable') };
    return { status: 200, body: api.status };
  }

  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const method = req.method ?? '';
      const url = req.url ?? '';
      api.seen.push({ method, url, headers: req.headers });
      const reply = answer(method, url);
      if (reply.body === undefined) {
        res.writeHead(reply.status).end();
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}

/**
 * A store built as the web app builds it, talking to `server`. The identity carries a bearer token so
 * tests can prove the trial status call does not send it.
 */
export function trialStoreCreate(server: TrialApiServer) {
  groveApiConfigure({
    baseUrl: server.origin,
    identity: async () => ({ idToken: 'token-u1', activeRole: 'family_member', childId: null }),
    events: apiEventChannelCreate(),
  });
  return configureStore({
    reducer: combineSlices(groveApi),
    middleware: (getDefault) => getDefault().concat(groveApi.middleware),
  });
}
