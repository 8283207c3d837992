import { CHAT_STREAM_EVENTS, errorBodyParse, type ChatMemoryEvent, type ChatReply } from '@grove/api-contract';

/** One server-sent event as the text/event-stream framing delivers it. */
export interface ChatSseEvent {
  /** The `event:` field, `message` when the event named none. */
  event: string;
  /** The `data:` lines joined with line feeds. */
  data: string;
}

/** An incremental text/event-stream parser: feed it decoded text in any chunking. */
export interface ChatSseParser {
  /** Adds text and returns the events that became complete (each ends with a blank line). */
  push(text: string): ChatSseEvent[];
  /** Ends the stream: an unterminated last event is dropped, as the SSE standard says. */
  end(): ChatSseEvent[];
}

/**
 * Creates a {@link ChatSseParser} for the text/event-stream framing: lines end with CRLF, LF or CR;
 * `field: value` lines (one leading space of the value is dropped); lines starting with `:` are
 * comments; several `data:` lines join with `\n`; a blank line dispatches the event; an event with
 * no data line is not dispatched.
 */
export function chatSseParserCreate(): ChatSseParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let sawData = false;
  // A chunk may end between the CR and LF of one CRLF: the LF must not count as a blank line.
  let skipLeadingLf = false;

  function lineRead(line: string, out: ChatSseEvent[]): void {
    if (line === '') {
      if (sawData) out.push({ event: eventName || 'message', data: dataLines.join('\n') });
      eventName = '';
      dataLines = [];
      sawData = false;
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') {
      dataLines.push(value);
      sawData = true;
    }
  }

  return {
    push(text) {
      const out: ChatSseEvent[] = [];
      buffer += text;
      if (skipLeadingLf && buffer.startsWith('\n')) buffer = buffer.slice(1);
      skipLeadingLf = false;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        lineRead(buffer.slice(start, i), out);
        if (ch === '\r') {
          if (i + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[i + 1] === '\n') i += 1;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    end() {
      buffer = '';
      eventName = '';
      dataLines = [];
      sawData = false;
      return [];
    },
  };
}

/** A chat stream event, read: a piece of text, the whole reply, or the error that ended the stream. */
export type ChatStreamRead =
  /** The stored conversation the turn belongs to (first, for a signed-in chat). */
  | { type: 'conversation'; conversationId: string }
  | { type: 'token'; text: string }
  | { type: 'done'; reply: ChatReply }
  | { type: 'error'; code: string; message: string };

/**
 * Reads one {@link ChatSseEvent} of `POST /api/chat`'s stream (`CHAT_STREAM_EVENTS`): `conversation`
 * `{conversationId}`, `token` `{text}`, `done` the reply shape, `error` `{error:{code,message}}`. Unknown events and malformed
 * data give `null` (a `done` or `error` that cannot be read gives an `error` read, so the caller
 * never waits for an end that will not come).
 */
export function chatStreamEventRead(event: ChatSseEvent): ChatStreamRead | null {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    data = undefined;
  }
  if (event.event === CHAT_STREAM_EVENTS.conversation) {
    if (data && typeof data === 'object' && 'conversationId' in data && typeof data.conversationId === 'string' && data.conversationId !== '') {
      return { type: 'conversation', conversationId: data.conversationId };
    }
    return null;
  }
  if (event.event === CHAT_STREAM_EVENTS.token) {
    if (data && typeof data === 'object' && 'text' in data && typeof data.text === 'string') return { type: 'token', text: data.text };
    return null;
  }
  if (event.event === CHAT_STREAM_EVENTS.done) {
    const reply = chatReplyRead(data);
    if (reply) return { type: 'done', reply };
    return { type: 'error', code: 'internal', message: 'The reply could not be read.' };
  }
  if (event.event === CHAT_STREAM_EVENTS.error) {
    const body = errorBodyParse(data);
    return { type: 'error', code: body?.error.code ?? 'internal', message: body?.error.message ?? 'The reply failed.' };
  }
  return null;
}

/**
 * Reads a chat reply (SPEC §3) from an unknown payload, or `null` when it is not one. Hand-written
 * like `errorBodyParse`, so reading a stream does not load zod into the chat screen.
 */
export function chatReplyRead(payload: unknown): ChatReply | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const value = payload as Record<string, unknown>;
  const meta = value['meta'] as Record<string, unknown> | null | undefined;
  if (typeof value['response'] !== 'string' || typeof value['tokensUsed'] !== 'number' || typeof value['modelUsed'] !== 'string') return null;
  if (typeof meta !== 'object' || meta === null || typeof meta['tone'] !== 'string') return null;
  const text = (key: string): string | null => (typeof value[key] === 'string' ? (value[key] as string) : null);
  return {
    response: value['response'],
    tokensUsed: value['tokensUsed'],
    modelUsed: value['modelUsed'],
    meta: {
      tone: meta['tone'],
      reason: typeof meta['reason'] === 'string' ? meta['reason'] : '',
      ethics: typeof meta['ethics'] === 'string' ? meta['ethics'] : '',
      historical_symbolic_tags: Array.isArray(meta['historical_symbolic_tags'])
        ? meta['historical_symbolic_tags'].filter((tag): tag is string => typeof tag === 'string')
        : [],
      // Issue 18: a child's turn answered by Grove's own mind instead of the external model, and why.
      ...(meta['mind'] === 'builtin' || meta['mind'] === 'model' ? { mind: meta['mind'] } : {}),
      ...(meta['mindReason'] === 'external_model_consent' ? { mindReason: meta['mindReason'] } : {}),
    },
    conversationId: text('conversationId'),
    messageId: text('messageId'),
    clientMessageId: text('clientMessageId'),
    contentMode: (['G', 'PG', 'FULL'].includes(text('contentMode') ?? '') ? text('contentMode') : 'FULL') as ChatReply['contentMode'],
    stopped: value['stopped'] === true,
    ...chatMemoryEventField(value['memory']),
    ...continuousMinutesField(value['continuousMinutes']),
  };
}

/**
 * The reply's `continuousMinutes` (issue 18's break reminder: minutes of the profile's current run of
 * turns), when it is a whole number of minutes; left out otherwise, like any field that cannot be read.
 */
function continuousMinutesField(payload: unknown): { continuousMinutes?: number } {
  return typeof payload === 'number' && Number.isInteger(payload) && payload >= 0 ? { continuousMinutes: payload } : {};
}

const MEMORY_OUTCOMES: ReadonlySet<string> = new Set(['added', 'updated', 'refused', 'forgotten']);

/**
 * The reply's memory event (issue 15), when it is one: its outcome, and a memory that names at least
 * its id, profile and words (the chip undoes by id and shows the words). Anything else is left out,
 * like an unknown field, rather than failing the whole reply.
 */
function chatMemoryEventField(payload: unknown): { memory?: ChatMemoryEvent } {
  if (typeof payload !== 'object' || payload === null) return {};
  const value = payload as Record<string, unknown>;
  const outcome = value['outcome'];
  if (typeof outcome !== 'string' || !MEMORY_OUTCOMES.has(outcome)) return {};
  const memory = value['memory'] as Record<string, unknown> | null | undefined;
  const named = memory === null || (typeof memory === 'object' && ['id', 'profileId', 'content'].every((key) => typeof memory[key] === 'string'));
  if (!named) return {};
  const text = (key: string): string | null => (typeof value[key] === 'string' ? (value[key] as string) : null);
  return {
    memory: {
      outcome: outcome as ChatMemoryEvent['outcome'],
      memory: (memory ?? null) as ChatMemoryEvent['memory'],
      previousContent: text('previousContent'),
      notice: text('notice'),
    },
  };
}
