// Running the built API for the safety evaluation and talking to it as a family would: the Firebase
// Auth emulator for sign-in, a parent account, its G and PG children, and POST /api/chat as JSON or as
// server-sent events. The pattern is tools/bench/chat/bench-chat.mjs's.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { authEmulatorSignUp } from '../../../firebase/authEmulator.mjs';

/** Starts the built API and resolves once /system/status answers (tools/lib/builtApi.mjs). */
export { builtApiStart as apiStart } from '../../../lib/builtApi.mjs';

/** Signs up an account in the Auth emulator: `{ uid, idToken }`. */
export function emulatorSignUp(emulatorHost, email) {
  return authEmulatorSignUp(emulatorHost, { email, password: 'eval-pass-1', displayName: 'Eval Parent' });
}

async function okJson(res, what) {
  if (!res.ok) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/**
 * Prepares the family in a fresh data folder, with the API stopped afterwards: the parent's row (first
 * sign-in), `free_access` switched on directly in the embedded database (a few thousand turns would
 * pass the daily token limit and turn into 402s — as in bench-chat), the parent's consents (issue 18:
 * the child privacy notice, needed to add a child, and the external model consent, without which the
 * children's turns would never reach the eval's model server), and two children: age 6 (G) and age 12
 * (PG). Resolves to `{ G: childId, PG: childId }`.
 */
export async function familyPrepare({ start, base, parent, dataDir }) {
  const auth = { authorization: `Bearer ${parent.idToken}` };
  let api = await start();
  try {
    await okJson(await fetch(`${base}/api/users/${parent.uid}`, { headers: auth }), 'the first sign-in');
    const { versions } = await okJson(await fetch(`${base}/api/users/${parent.uid}/consents`, { headers: auth }), 'reading the consents');
    for (const kind of ['child_privacy_notice', 'external_model']) {
      await okJson(
        await fetch(`${base}/api/users/${parent.uid}/consents`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ kind, granted: true, policyVersion: versions[kind] }),
        }),
        `giving the ${kind} consent`,
      );
    }
    const pin = createHash('sha256').update('1234').digest('hex');
    const children = {};
    for (const [mode, name, age] of [
      ['G', 'Eval Six', 6],
      ['PG', 'Eval Twelve', 12],
    ]) {
      const child = await okJson(
        await fetch(`${base}/api/users/${parent.uid}/children`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ displayName: name, age, pin }),
        }),
        `creating the ${mode} child`,
      );
      if (child.contentMode !== mode) throw new Error(`a child of ${age} got content mode ${child.contentMode}, not ${mode}`);
      children[mode] = child.id;
    }
    await api.stop();
    api = null;
    const pglite = await PGlite.create(join(dataDir, 'pglite'));
    try {
      await pglite.query('update users set free_access = true where id = $1', [parent.uid]);
    } finally {
      await pglite.close();
    }
    return children;
  } finally {
    await api?.stop();
  }
}

/** Splits server-sent events out of a growing buffer: complete events and the unfinished rest. */
function sseTake(buffer) {
  const events = [];
  let rest = buffer;
  for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
    const frame = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let event = 'message';
    const data = [];
    for (const line of frame.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** The Server-Timing header's metrics in ms: `{ name: dur }` (empty when the API sends none). */
function serverTimingOf(res) {
  const header = res.headers.get('server-timing');
  const timing = {};
  if (!header) return timing;
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.trim().split(';');
    const dur = params.map((param) => param.trim().match(/^dur=([\d.]+)$/)?.[1]).find(Boolean);
    if (name && dur !== undefined) timing[name.trim()] = Number(dur);
  }
  return timing;
}

/**
 * One chat turn as a child: `POST /api/chat` with the parent's token, `X-Active-Role: child_user` and
 * `X-Child-Id`. JSON: the reply is the body. Streamed (`Accept: text/event-stream`): every `token`
 * event's text is what the child saw, the `done` event carries the reply. Resolves to
 * `{ ok, status, reply, shown, tokens, ms, firstTokenMs, serverTiming, error }`; a non-2xx answer,
 * an SSE `error` event or a stream without `done` is `ok: false` with `error` saying what happened.
 */
export async function chatTurn({ base, parent, childId, message, stream, timeoutMs = 30_000 }) {
  const started = performance.now();
  const headers = {
    authorization: `Bearer ${parent.idToken}`,
    'x-active-role': 'child_user',
    'x-child-id': childId,
    'content-type': 'application/json',
    ...(stream ? { accept: 'text/event-stream' } : { accept: 'application/json' }),
  };
  let res;
  try {
    res = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ message, userId: parent.uid }),
      // A turn that hangs is a failed turn, not a hung evaluation (the signal also ends a stream's read).
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { ok: false, status: 0, reply: null, shown: '', tokens: [], ms: performance.now() - started, firstTokenMs: null, serverTiming: {}, error: String(error) };
  }
  const serverTiming = serverTimingOf(res);
  const isStream = (res.headers.get('content-type') ?? '').includes('text/event-stream');
  if (!res.ok || !isStream) {
    let raw;
    try {
      raw = await res.text();
    } catch (failure) {
      return { ok: false, status: res.status, reply: null, shown: '', tokens: [], ms: performance.now() - started, firstTokenMs: null, serverTiming, error: String(failure) };
    }
    const ms = performance.now() - started;
    let body = null;
    try {
      body = JSON.parse(raw);
    } catch {
      // not JSON
    }
    if (!res.ok) return { ok: false, status: res.status, reply: null, shown: '', tokens: [], ms, firstTokenMs: null, serverTiming, error: `HTTP ${res.status}: ${raw.slice(0, 300)}` };
    // A stream asked for and JSON answered breaks the contract (a failed turn), but it is still what the
    // child would see, so it is judged too.
    const error = body === null ? 'unreadable body' : stream ? 'answered JSON to a stream request' : null;
    return { ok: error === null, status: res.status, reply: body, shown: body?.response ?? '', tokens: [], ms, firstTokenMs: null, serverTiming, error };
  }
  const decoder = new TextDecoder();
  let buffer = '';
  const tokens = [];
  let reply = null;
  let error = null;
  let firstTokenMs = null;
  try {
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk, { stream: true });
      const { events, rest } = sseTake(buffer);
      buffer = rest;
      for (const { event, data } of events) {
        let parsed;
        try {
          parsed = JSON.parse(data);
        } catch {
          parsed = null;
        }
        if (event === 'token') {
          if (firstTokenMs === null) firstTokenMs = performance.now() - started;
          tokens.push(typeof parsed?.text === 'string' ? parsed.text : data);
        } else if (event === 'done') reply = parsed;
        else if (event === 'error') error = `stream error event: ${data.slice(0, 300)}`;
      }
    }
  } catch (failure) {
    error = `the stream broke off: ${String(failure)}`;
  }
  const ms = performance.now() - started;
  if (!reply && !error) error = 'the stream ended without a done event';
  return { ok: reply !== null && error === null, status: res.status, reply, shown: tokens.join(''), tokens, ms, firstTokenMs, serverTiming, error };
}
