// One chat turn for the mentor evaluation: POST /api/chat as JSON, as the parent (FULL: no child
// headers) or as one of the parent's children (G, PG: X-Active-Role child_user and X-Child-Id), with the
// conversation id of the case's first reply on later turns so the API keeps the thread. The safety
// evaluation's chatTurn (../../safety/lib/api.mjs) always opens a new conversation, so a thread needs this.
import { performance } from 'node:perf_hooks';

/**
 * Sends one message. `childId` null is the parent. Resolves to `{ ok, status, reply, text, ms, error }`:
 * `reply` the JSON body, `text` its `response`; a non-2xx answer, an unreadable body or no answer within
 * `timeoutMs` is `ok: false` with `error` saying what happened.
 */
export async function mentorTurn({ base, parent, childId = null, message, conversationId = null, timeoutMs = 30_000 }) {
  const started = performance.now();
  const headers = {
    authorization: `Bearer ${parent.idToken}`,
    'content-type': 'application/json',
    accept: 'application/json',
    ...(childId ? { 'x-active-role': 'child_user', 'x-child-id': childId } : {}),
  };
  const body = { message, userId: parent.uid, ...(conversationId ? { conversationId } : {}) };
  let res;
  let raw;
  try {
    res = await fetch(`${base}/api/chat`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
    raw = await res.text();
  } catch (error) {
    return { ok: false, status: res?.status ?? 0, reply: null, text: '', ms: performance.now() - started, error: String(error) };
  }
  const ms = performance.now() - started;
  if (!res.ok) return { ok: false, status: res.status, reply: null, text: '', ms, error: `HTTP ${res.status}: ${raw.slice(0, 300)}` };
  let reply;
  try {
    reply = JSON.parse(raw);
  } catch {
    return { ok: false, status: res.status, reply: null, text: '', ms, error: `unreadable body: ${raw.slice(0, 200)}` };
  }
  if (typeof reply?.response !== 'string') return { ok: false, status: res.status, reply, text: '', ms, error: 'the body has no response text' };
  return { ok: true, status: res.status, reply, text: reply.response, ms, error: null };
}
