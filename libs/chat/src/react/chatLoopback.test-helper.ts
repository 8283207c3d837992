import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatMessage, ChatReply, Conversation } from '@grove/api-contract';

/** One request the loopback API saw. */
export interface LoopbackSeen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | undefined;
}

/** How the loopback API answers `POST /api/chat`. */
export type LoopbackChatAnswer =
  /** Streams the pieces as `token` events, `gapMs` apart, then `done`. */
  | { kind: 'stream'; pieces: string[]; reply: Partial<ChatReply>; gapMs?: number; firstDelayMs?: number }
  /** A JSON error before streaming. */
  | { kind: 'error'; status: number; code: string; message: string }
  /**
   * Streams the pieces and then holds the connection open until the client goes; with a
   * `conversationId` the stream names it first (`conversation` event), as the API does for an account.
   */
  | { kind: 'hang'; pieces: string[]; conversationId?: string };

/** A loopback HTTP server that speaks the chat API's protocol (JSON and text/event-stream). */
export interface ChatLoopback {
  baseUrl: string;
  seen: LoopbackSeen[];
  /** Answers for the next chat posts, in order; when empty, a streamed echo. */
  answers: LoopbackChatAnswer[];
  conversations: Conversation[];
  /** The stored messages of every conversation: each answered send adds its message and its reply. */
  messages: ChatMessage[];
  /** Whether `/system/status` and `/api/chat` answer (false: 503 on both, like a stopped API behind a proxy). */
  up: boolean;
  /** Client message ids the server has answered (to see duplicates). */
  answered: string[];
  close(): Promise<void>;
}

const baseReply: ChatReply = {
  response: '',
  tokensUsed: 12,
  modelUsed: 'builtin',
  meta: { tone: 'natural', reason: 'greeting', ethics: 'safe', historical_symbolic_tags: [] },
  conversationId: '11111111-1111-4111-8111-111111111111',
  messageId: 'm1',
  clientMessageId: null,
  contentMode: 'FULL',
  stopped: false,
};

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Starts a {@link ChatLoopback} on 127.0.0.1. */
export async function chatLoopbackStart(): Promise<ChatLoopback> {
  const state: Omit<ChatLoopback, 'baseUrl' | 'close'> = { seen: [], answers: [], conversations: [], messages: [], up: true, answered: [] };
  // Deleted conversations: their history answers 404, as the real API's does.
  const deleted = new Set<string>();
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      state.seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (!state.up) return json(res, 503, { error: { code: 'unavailable', message: 'down' } });
      if (path === '/system/status') return json(res, 200, { status: 'ok' });
      if (req.method === 'GET' && path.startsWith('/api/chat-history/')) {
        const conversationId = new URL(req.url ?? '', 'http://x').searchParams.get('conversation_id');
        if (conversationId && deleted.has(conversationId)) return json(res, 404, { error: { code: 'not_found', message: 'Conversation not found.' } });
        const messages = conversationId ? state.messages.filter((m) => m.conversationId === conversationId) : [];
        return json(res, 200, { conversations: conversationId ? [] : state.conversations, messages });
      }
      if (req.method === 'DELETE' && path.startsWith('/api/chat/')) {
        const id = decodeURIComponent(path.split('/').pop() ?? '');
        state.conversations = state.conversations.filter((c) => c.id !== id);
        state.messages = state.messages.filter((m) => m.conversationId !== id);
        deleted.add(id);
        return res.writeHead(204).end();
      }
      if (req.method !== 'POST' || path !== '/api/chat' || !body) return json(res, 404, { error: { code: 'not_found', message: 'no' } });
      const message = String(body['message']);
      const clientMessageId = (body['clientMessageId'] as string | undefined) ?? null;
      const answer = state.answers.shift() ?? { kind: 'stream', pieces: [`You said: `, message], reply: { response: `You said: ${message}` } };
      if (answer.kind === 'error') return json(res, answer.status, { error: { code: answer.code, message: answer.message } });
      if (clientMessageId) state.answered.push(clientMessageId);
      const reply = { ...baseReply, clientMessageId, ...(answer.kind === 'stream' ? answer.reply : {}) };
      if (reply.conversationId !== null && answer.kind === 'stream') {
        const at = new Date().toISOString();
        const stored = { conversationId: reply.conversationId, clientMessageId, createdAt: at };
        state.messages.push(
          { ...stored, id: `${String(state.messages.length + 1)}`, role: 'user', content: message, tokensUsed: 0 },
          { ...stored, id: `${String(state.messages.length + 2)}`, role: 'assistant', content: reply.response, tokensUsed: reply.tokensUsed },
        );
      }
      const streaming = String(req.headers.accept ?? '').includes('text/event-stream');
      if (!streaming) return json(res, 200, reply);
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
      if (answer.kind === 'hang' && answer.conversationId) res.write(`event: conversation\ndata: ${JSON.stringify({ conversationId: answer.conversationId })}\n\n`);
      const pieces = [...answer.pieces];
      const gap = answer.kind === 'stream' ? (answer.gapMs ?? 5) : 5;
      const next = () => {
        if (res.destroyed) return;
        const piece = pieces.shift();
        if (piece !== undefined) {
          // Split a frame across two writes, as TCP may.
          const frame = `event: token\ndata: ${JSON.stringify({ text: piece })}\n\n`;
          res.write(frame.slice(0, 9));
          res.write(frame.slice(9));
          setTimeout(next, gap);
          return;
        }
        if (answer.kind === 'hang') return;
        res.end(`event: done\ndata: ${JSON.stringify(reply)}\n\n`);
      };
      setTimeout(next, answer.kind === 'stream' ? (answer.firstDelayMs ?? 0) : 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const loopback = Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return loopback;
}
