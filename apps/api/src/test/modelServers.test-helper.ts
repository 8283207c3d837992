// Loopback servers that speak the real protocols of the model side of a chat turn, for the API tests:
// an OpenAI-compatible chat-completions server streaming a scripted mentor reply, OpenAI's moderation
// endpoint, and a guard model (Llama Guard 3) behind chat completions. The API drives them with the
// real `openai` client, exactly as it drives the real services.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fake server does instead of answering: a 500, an answer slower than any test's timeout, a reset. */
export type ModelServerFault = 'http500' | 'slow' | 'reset';

/** A running loopback server. */
export interface LoopbackServer {
  /** The API root, `http://127.0.0.1:<port>/v1`. */
  baseURL: string;
  /** Every request's path and JSON body, oldest first. */
  requests: Array<{ path: string; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** How long a `slow` fault waits before it answers: far past any timeout the tests configure. */
const SLOW_MS = 3000;

/** Starts a loopback server; `answer` handles each request once its JSON body is read. */
async function loopbackStart(answer: (body: Record<string, unknown>, response: ServerResponse, request: IncomingMessage) => void, listenPort = 0): Promise<LoopbackServer> {
  const requests: LoopbackServer['requests'] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      requests.push({ path: request.url ?? '', body });
      answer(body, response, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${String(port)}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Also ends a `slow` answer still waiting (its timer is cleared when its response closes).
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers with a fault instead of a verdict. */
function faultAnswer(fault: ModelServerFault, response: ServerResponse, request: IncomingMessage): void {
  if (fault === 'reset') {
    request.socket.destroy();
    return;
  }
  if (fault === 'http500') {
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null } }));
    return;
  }
  const timer = setTimeout(() => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{}');
  }, SLOW_MS);
  response.on('close', () => clearTimeout(timer));
}

/** A JSON answer. */
function json(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The categories of OpenAI's omni moderation model, in its response's order. */
export const OPENAI_MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

/** A fake of OpenAI's moderation endpoint; `judge` decides each input (a list of categories to flag, or a fault). */
export interface OpenAiModerationServer extends LoopbackServer {
  judge: (input: string) => readonly string[] | ModelServerFault;
}

/** Starts a fake `POST /v1/moderations` answering in the real response shape. */
export async function openAiModerationServerStart(): Promise<OpenAiModerationServer> {
  let self: OpenAiModerationServer | null = null;
  const server = await loopbackStart((body, response, request) => {
    if (request.url !== '/v1/moderations') {
      response.writeHead(404).end();
      return;
    }
    const input = typeof body['input'] === 'string' ? body['input'] : JSON.stringify(body['input']);
    const verdict = self?.judge(input) ?? [];
    if (typeof verdict === 'string') {
      faultAnswer(verdict, response, request);
      return;
    }
    const on = new Set(verdict);
    json(response, {
      id: `modr-${randomUUID().slice(0, 8)}`,
      model: typeof body['model'] === 'string' ? body['model'] : 'omni-moderation-latest',
      results: [
        {
          flagged: on.size > 0,
          categories: Object.fromEntries(OPENAI_MODERATION_CATEGORIES.map((name) => [name, on.has(name)])),
          category_scores: Object.fromEntries(OPENAI_MODERATION_CATEGORIES.map((name) => [name, on.has(name) ? 0.93 : 0.0004])),
          category_applied_input_types: Object.fromEntries(OPENAI_MODERATION_CATEGORIES.map((name) => [name, ['text']])),
        },
      ],
    });
  });
  self = Object.assign(server, { judge: (() => []) as OpenAiModerationServer['judge'] });
  return self;
}

/** A chat turn as a guard model receives it. */
export interface GuardTurn {
  role: string;
  content: string;
}

/** A fake guard model; `judge` gives its raw answer (`safe`, `unsafe\nS1,S10`) for a conversation, or a fault. */
export interface GuardModerationServer extends LoopbackServer {
  judge: (messages: GuardTurn[]) => string | ModelServerFault;
}

const FAULTS: readonly string[] = ['http500', 'slow', 'reset'];

/** Starts a fake guard model behind `POST /v1/chat/completions` (not streamed), answering like Llama Guard 3. */
export async function guardModerationServerStart(): Promise<GuardModerationServer> {
  let self: GuardModerationServer | null = null;
  const server = await loopbackStart((body, response, request) => {
    if (request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const messages = (body['messages'] as GuardTurn[] | undefined) ?? [];
    const answer = self?.judge(messages) ?? 'safe';
    if (FAULTS.includes(answer)) {
      faultAnswer(answer as ModelServerFault, response, request);
      return;
    }
    json(response, {
      id: `chatcmpl-${randomUUID().slice(0, 8)}`,
      object: 'chat.completion',
      created: 1,
      model: body['model'],
      choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 180, completion_tokens: 5, total_tokens: 185 },
    });
  });
  self = Object.assign(server, { judge: (() => 'safe') as GuardModerationServer['judge'] });
  return self;
}

/** A fake mentor model; `script` gives the streamed pieces of the reply to the person's last message. */
export interface ChatModelServer extends LoopbackServer {
  script: (message: string) => readonly string[];
}

/** One server-sent event of a streamed completion. */
function sse(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}

/** What the fake mentor model says unless a test scripts otherwise. */
export const CHAT_MODEL_DEFAULT_SCRIPT: ChatModelServer['script'] = () => ['Hello! ', 'Nice to hear ', 'from you.'];

/** The model the fake chat server lists at `GET /v1/models`. */
export const CHAT_MODEL_ID = 'grove-test-model';

/**
 * Starts a fake OpenAI-compatible chat-completions server that streams scripted replies piece by piece
 * and lists {@link CHAT_MODEL_ID} at `GET /v1/models`; on `port` when given (to come back where it was).
 */
export async function chatModelServerStart(port = 0): Promise<ChatModelServer> {
  let self: ChatModelServer | null = null;
  const server = await loopbackStart((body, response, request) => {
    if (request.method === 'GET' && request.url === '/v1/models') {
      // What `MENTOR_PROVIDER=auto` probes for: the models this server serves.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ object: 'list', data: [{ id: CHAT_MODEL_ID, object: 'model', created: 1, owned_by: 'grove-test' }] }));
      return;
    }
    const messages = (body['messages'] as GuardTurn[] | undefined) ?? [];
    const message = [...messages].reverse().find((turn) => turn.role === 'user')?.content ?? '';
    const pieces = self?.script(message) ?? [];
    const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
      id: 'chatcmpl-grove',
      object: 'chat.completion.chunk',
      created: 1,
      model: body['model'],
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const piece of pieces) response.write(sse(chunk({ content: piece }, null)));
    response.write(sse(chunk({}, 'stop')));
    response.write(sse({ id: 'chatcmpl-grove', object: 'chat.completion.chunk', created: 1, model: body['model'], choices: [], usage: { prompt_tokens: 40, completion_tokens: 20, total_tokens: 60 } }));
    response.end('data: [DONE]\n\n');
  }, port);
  self = Object.assign(server, { script: CHAT_MODEL_DEFAULT_SCRIPT });
  return self;
}

/** Splits a text into pieces of `size` characters, as a model streams small tokens. */
export function piecesOf(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let index = 0; index < text.length; index += size) pieces.push(text.slice(index, index + size));
  return pieces;
}

/** A loopback port nothing listens on (a server was opened there and closed again). */
export async function closedPortUrl(): Promise<string> {
  const server = await loopbackStart((_body, response) => response.end());
  await server.close();
  return server.baseURL;
}
