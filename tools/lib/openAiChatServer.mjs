// An OpenAI-compatible chat-completions server on node:http alone, for the tools that run the API with
// MENTOR_PROVIDER=openai against a model that is not there: the safety evaluation's model that never
// refuses (tools/eval/safety/modelServer.mjs) and the e2e specs' scripted model (e2e/support/modelServer.mjs).
// Each decides what the model says; this module speaks the wire format:
//   POST /v1/chat/completions → the answer to the last user message. With `stream: true` it answers in
//                                the real OpenAI SSE chunk format (`chat.completion.chunk` objects, a
//                                usage chunk when `stream_options.include_usage` is set, then
//                                `data: [DONE]`), the text cut into pieces of at most five characters,
//                                as a model streams tokens: a sentence arrives in pieces and a word can
//                                be split across chunks. Without `stream` it answers one
//                                `chat.completion` JSON object.
//   GET  /v1/models           → the model.
import { createServer } from 'node:http';

/** The text in the pieces a model streams: at most five characters each, leading spaces attached. */
export function modelPieces(text) {
  return text.match(/\s*\S{1,5}|\s+$/gu) ?? [text];
}

/** A rough token count (words), for the usage the server reports. */
function tokensOf(text) {
  return String(text).split(/\s+/).filter(Boolean).length;
}

/** The text of a message's content (a string, or the array-of-parts form). */
export function contentText(content) {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => (typeof part?.text === 'string' ? part.text : '')).join('');
  return '';
}

async function bodyOf(request) {
  let raw = '';
  for await (const chunk of request) raw += chunk;
  return raw ? JSON.parse(raw) : {};
}

/**
 * Starts the server on 127.0.0.1:`port` (0: a free port). `answer(lastUserMessage, body)` gives the
 * completion text; `model` is the name reported when a request names none; `idPrefix` starts each
 * completion id. Resolves to `{ port, baseUrl, stop() }`.
 */
export async function openAiChatServerStart({ answer, model: defaultModel, idPrefix, port = 0 }) {
  let sequence = 0;
  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'GET' && req.url?.endsWith('/models')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ object: 'list', data: [{ id: defaultModel, object: 'model', created: 0, owned_by: idPrefix }] }));
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}`, type: 'invalid_request_error' } }));
      }
      const body = await bodyOf(req);
      const messages = Array.isArray(body.messages) ? body.messages : [];
      const lastUser = contentText([...messages].reverse().find((message) => message?.role === 'user')?.content);
      const text = String(answer(lastUser, body));
      sequence += 1;
      const id = `chatcmpl-${idPrefix}-${sequence}`;
      const created = Math.floor(Date.now() / 1000);
      const model = typeof body.model === 'string' ? body.model : defaultModel;
      const promptTokens = messages.reduce((sum, message) => sum + tokensOf(contentText(message?.content)), 0);
      const usage = { prompt_tokens: promptTokens, completion_tokens: tokensOf(text), total_tokens: promptTokens + tokensOf(text) };
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({
            id,
            object: 'chat.completion',
            created,
            model,
            choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, logprobs: null, finish_reason: 'stop' }],
            usage,
          }),
        );
      }
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
      const frame = (choices, extra = {}) =>
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, system_fingerprint: null, choices, ...extra })}\n\n`;
      const includeUsage = body.stream_options?.include_usage === true;
      const usageNull = includeUsage ? { usage: null } : {};
      res.write(frame([{ index: 0, delta: { role: 'assistant', content: '', refusal: null }, logprobs: null, finish_reason: null }], usageNull));
      for (const piece of modelPieces(text)) {
        if (res.destroyed) return;
        res.write(frame([{ index: 0, delta: { content: piece }, logprobs: null, finish_reason: null }], usageNull));
      }
      res.write(frame([{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }], usageNull));
      if (includeUsage) res.write(frame([], { usage }));
      res.end('data: [DONE]\n\n');
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error), type: 'server_error' } }));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actual = server.address().port;
  return {
    port: actual,
    baseUrl: `http://127.0.0.1:${actual}/v1`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
