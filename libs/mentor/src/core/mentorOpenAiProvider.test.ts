import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { mentorOpenAiProviderCreate } from './mentorOpenAiProvider';
import { MentorProviderError } from './mentorProviderError';
import { mentorSystemPrompt } from './mentorSystemPrompt';
import { mentorTurn } from './mentorTurn';
import type { MentorProviderChunk, MentorProviderRequest, MentorTurnResult } from './types';

/** A local server that speaks the chat-completions protocol, as Ollama, vLLM or llama.cpp do. */
interface ModelServer {
  baseURL: string;
  requests: Array<{ path: string; authorization: string | undefined; body: Record<string, unknown> }>;
  /** Resolves when the server sees the client close the connection of the streaming response. */
  closed: Promise<void>;
}

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** Starts a model server; `answer` writes the response for each request. */
async function modelServerStart(answer: (request: IncomingMessage, response: ServerResponse, body: Record<string, unknown>) => void): Promise<ModelServer> {
  const requests: ModelServer['requests'] = [];
  let onClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    onClosed = resolve;
  });
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      response.on('close', () => onClosed());
      answer(request, response, body);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseURL: `http://127.0.0.1:${String(port)}/v1`, requests, closed };
}

/** One server-sent event of a streamed completion. */
function sse(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}

/** A completion chunk carrying some text. */
function delta(content: string): unknown {
  return { id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'llama3', choices: [{ index: 0, delta: { content }, finish_reason: null }] };
}

/** Streams `pieces`, then the usage chunk and `[DONE]`. */
function streamAnswer(pieces: readonly string[], usage = { prompt_tokens: 42, completion_tokens: 7, total_tokens: 49 }) {
  return (_request: IncomingMessage, response: ServerResponse): void => {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const piece of pieces) response.write(sse(delta(piece)));
    response.write(sse({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'llama3', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }));
    response.write(sse({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'llama3', choices: [], usage }));
    response.end('data: [DONE]\n\n');
  };
}

/** A provider request as a turn builds it. */
function requestFor(message: string, contentMode: 'G' | 'PG' | 'FULL' = 'PG'): MentorProviderRequest {
  const input = { message, contentMode, history: [{ role: 'user' as const, content: 'hi' }, { role: 'assistant' as const, content: 'Hello! How are you?' }] };
  return { systemPrompt: mentorSystemPrompt(contentMode), messages: [...input.history, { role: 'user', content: message }], input };
}

/** Collects every chunk a provider yields. */
async function chunksOf(iterable: AsyncIterable<MentorProviderChunk>): Promise<MentorProviderChunk[]> {
  const chunks: MentorProviderChunk[] = [];
  for await (const chunk of iterable) chunks.push(chunk);
  return chunks;
}

/** What a promise rejected with. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('mentorOpenAiProviderCreate against a local chat-completions server', () => {
  it('streams the text, passes usage on, and sends the model, the system prompt, the context and stream_options', async () => {
    const server = await modelServerStart(streamAnswer(['Hel', 'lo', ' there!']));
    const provider = mentorOpenAiProviderCreate({ baseURL: server.baseURL, apiKey: 'sk-local', model: 'llama3', timeoutMs: 5000, maxTokens: 300 });
    expect(provider).toMatchObject({ name: 'openai', model: 'llama3' });

    const chunks = await chunksOf(provider.stream(requestFor('I feel good'), { signal: new AbortController().signal, paced: true }));

    expect(chunks).toEqual([
      { type: 'text', text: 'Hel' },
      { type: 'text', text: 'lo' },
      { type: 'text', text: ' there!' },
      { type: 'usage', promptTokens: 42, completionTokens: 7 },
    ]);
    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer sk-local');
    expect(sent.body).toMatchObject({ model: 'llama3', stream: true, stream_options: { include_usage: true }, max_tokens: 300 });
    expect(sent.body.messages).toEqual([
      { role: 'system', content: mentorSystemPrompt('PG') },
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Hello! How are you?' },
      { role: 'user', content: 'I feel good' },
    ]);
  });

  it('gives a turn the server usage as its token counts and the model as modelUsed', async () => {
    const server = await modelServerStart(streamAnswer(['Nice to hear. ', 'What made today good?'], { prompt_tokens: 120, completion_tokens: 9, total_tokens: 129 }));
    const provider = mentorOpenAiProviderCreate({ baseURL: server.baseURL, apiKey: 'x', model: 'qwen2.5', timeoutMs: 5000 });
    let result: MentorTurnResult | null = null;
    for await (const event of mentorTurn(provider, { message: 'I had a good day', contentMode: 'G', history: [] }, { signal: new AbortController().signal, paced: true })) {
      if (event.type === 'done') result = event.result;
    }
    expect(result).toMatchObject({ response: 'Nice to hear. What made today good?', modelUsed: 'qwen2.5', promptTokens: 120, completionTokens: 9, stopped: false });
    expect(server.requests[0].body).not.toHaveProperty('max_tokens');
  });

  it('stops the server stream when aborted mid-reply, without an error', async () => {
    const server = await modelServerStart((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(sse(delta('Once ')));
      response.write(sse(delta('upon ')));
      // The rest never comes: the client must hang up.
    });
    const provider = mentorOpenAiProviderCreate({ baseURL: server.baseURL, apiKey: 'x', model: 'm', timeoutMs: 5000 });
    const controller = new AbortController();
    const texts: string[] = [];
    for await (const chunk of provider.stream(requestFor('a story'), { signal: controller.signal, paced: true })) {
      if (chunk.type === 'text') texts.push(chunk.text);
      if (texts.length === 2) controller.abort();
    }
    expect(texts).toEqual(['Once ', 'upon ']);
    await server.closed;
  });

  it('ends a turn with stopped: true and what was shown when aborted mid-stream', async () => {
    const server = await modelServerStart((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(sse(delta('First sentence here. ')));
      response.write(sse(delta('Second sentence ')));
    });
    const provider = mentorOpenAiProviderCreate({ baseURL: server.baseURL, apiKey: 'x', model: 'm', timeoutMs: 5000 });
    const controller = new AbortController();
    let result: MentorTurnResult | null = null;
    for await (const event of mentorTurn(provider, { message: 'hi', contentMode: 'FULL', history: [] }, { signal: controller.signal, paced: true })) {
      if (event.type === 'text' && event.text.startsWith('Second')) controller.abort();
      if (event.type === 'done') result = event.result;
    }
    expect(result).toMatchObject({ response: 'First sentence here. Second sentence ', stopped: true, flags: [] });
    await server.closed;
  });

  it('turns an HTTP 500 from the model server into a MentorProviderError 502', async () => {
    const server = await modelServerStart((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'model crashed', type: 'server_error' } }));
    });
    const provider = mentorOpenAiProviderCreate({ baseURL: server.baseURL, apiKey: 'x', model: 'm', timeoutMs: 5000 });
    const error = await rejectionOf(chunksOf(provider.stream(requestFor('hi'), { signal: new AbortController().signal, paced: false })));
    expect(error).toBeInstanceOf(MentorProviderError);
    expect(error).toMatchObject({ status: 502, name: 'MentorProviderError' });
    expect(server.requests).toHaveLength(1);
  });

  it('turns a stream that ends with no text into a 502', async () => {
    const server = await modelServerStart(streamAnswer([]));
    const provider = mentorOpenAiProviderCreate({ baseURL: server.baseURL, apiKey: 'x', model: 'm', timeoutMs: 5000 });
    const error = await rejectionOf(chunksOf(provider.stream(requestFor('hi'), { signal: new AbortController().signal, paced: false })));
    expect(error).toMatchObject({ status: 502 });
  });

  it('turns a refused connection into a 503, and a turn rethrows it', async () => {
    const server = await modelServerStart(streamAnswer(['unused']));
    const baseURL = server.baseURL;
    await new Promise<void>((resolve) => servers.splice(0)[0].close(() => resolve()));
    const provider = mentorOpenAiProviderCreate({ baseURL, apiKey: 'x', model: 'm', timeoutMs: 5000 });
    const error = await rejectionOf(chunksOf(provider.stream(requestFor('hi'), { signal: new AbortController().signal, paced: false })));
    expect(error).toBeInstanceOf(MentorProviderError);
    expect(error).toMatchObject({ status: 503 });

    const turnError = await rejectionOf(
      (async () => {
        for await (const event of mentorTurn(provider, { message: 'hello', contentMode: 'G', history: [] }, { signal: new AbortController().signal, paced: false })) {
          void event;
        }
      })(),
    );
    expect(turnError).toMatchObject({ status: 503 });
  });

  it('turns a server that never answers into a timeout 503', async () => {
    const server = await modelServerStart(() => {
      // Never answers.
    });
    const provider = mentorOpenAiProviderCreate({ baseURL: server.baseURL, apiKey: 'x', model: 'm', timeoutMs: 300 });
    const error = await rejectionOf(chunksOf(provider.stream(requestFor('hi'), { signal: new AbortController().signal, paced: false })));
    expect(error).toBeInstanceOf(MentorProviderError);
    expect(error).toMatchObject({ status: 503 });
    expect((error as Error).message).toMatch(/timed out|timeout/i);
  });

  it('does not call the server when the signal is already aborted', async () => {
    const server = await modelServerStart(streamAnswer(['x']));
    const provider = mentorOpenAiProviderCreate({ baseURL: server.baseURL, apiKey: 'x', model: 'm', timeoutMs: 5000 });
    const controller = new AbortController();
    controller.abort();
    expect(await chunksOf(provider.stream(requestFor('hi'), { signal: controller.signal, paced: false }))).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });
});
