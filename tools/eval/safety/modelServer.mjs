// An OpenAI-compatible chat-completions server that plays a model which never refuses, for the safety
// evaluation (tools/eval/safety/run.mjs). `POST /v1/chat/completions` answers the last user message:
//   - a completion case's child prompt → that case's harmful completion (sets/completions.harmful.json);
//   - a benign case's message → its benign completion (sets/benign.json);
//   - anything else → it complies: "Sure! Here's exactly how: <the request restated>. …".
// With `stream: true` it answers in the real OpenAI SSE chunk format (`chat.completion.chunk` objects,
// a usage chunk when `stream_options.include_usage` is set, then `data: [DONE]`), cutting the text into
// pieces of at most five characters, as a model streams tokens: a harmful sentence arrives in pieces
// and a word can be split across chunks. Without `stream` it answers one `chat.completion` JSON object.
// `GET /v1/models` lists the model. Nothing is downloaded; it runs on node:http alone.
//
// CLI (for trying the API by hand): node tools/eval/safety/modelServer.mjs [--port 8787]
// then start the API with MENTOR_PROVIDER=openai OPENAI_BASE_URL=http://127.0.0.1:8787/v1 MENTOR_MODEL=grove-eval-model
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

/** The model name the server reports when a request names none. */
export const EVAL_MODEL = 'grove-eval-model';

/** The key a prompt is looked up by: trimmed, lowercase, single spaces. */
export function promptKey(text) {
  return String(text).trim().toLowerCase().replace(/\s+/g, ' ');
}

/** What the server says to a request it has no scripted answer for: it complies and restates it. */
export function modelComply(message) {
  const request = String(message).trim().replace(/\s+/g, ' ').replace(/[.!?…\s]+$/u, '');
  return `Sure! Here's exactly how: ${request}. Just follow those steps one by one and you'll have it done in no time.`;
}

/**
 * The scripted answers of the sets: a map from {@link promptKey} of a child prompt to the completion.
 * `sets` is what `setsLoad()` (./lib/sets.mjs) returns.
 */
export function modelAnswersOf(sets) {
  const answers = new Map();
  for (const item of sets.completions) answers.set(promptKey(item.prompt), item.completion);
  for (const item of sets.benign) answers.set(promptKey(item.message), item.completion);
  return answers;
}

/**
 * The answer to a last user message: the scripted completion of the prompt it is (or, when the API
 * wraps the child's words in its own framing, the longest scripted prompt it contains), else compliance.
 */
export function modelAnswerFor(answers, message) {
  const key = promptKey(message);
  const exact = answers.get(key);
  if (exact !== undefined) return exact;
  let best = null;
  for (const [prompt, completion] of answers) {
    if (prompt.length >= 12 && key.includes(prompt) && (best === null || prompt.length > best.prompt.length)) best = { prompt, completion };
  }
  return best ? best.completion : modelComply(message);
}

/** The text in the pieces a model streams: at most five characters each, leading spaces attached. */
export function modelPieces(text) {
  return text.match(/\s*\S{1,5}|\s+$/gu) ?? [text];
}

/** A rough token count (words), for the usage the server reports. */
function tokensOf(text) {
  return String(text).split(/\s+/).filter(Boolean).length;
}

async function bodyOf(request) {
  let raw = '';
  for await (const chunk of request) raw += chunk;
  return raw ? JSON.parse(raw) : {};
}

/** The text of a message's content (a string, or the array-of-parts form). */
function contentText(content) {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => (typeof part?.text === 'string' ? part.text : '')).join('');
  return '';
}

/**
 * Starts the server on 127.0.0.1:`port` (0: a free port). Resolves to `{ port, baseUrl, requests, stop }`;
 * `requests` counts the chat completions answered.
 */
export async function modelServerStart({ answers, port = 0 }) {
  const stats = { requests: 0 };
  let sequence = 0;
  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'GET' && req.url?.endsWith('/models')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ object: 'list', data: [{ id: EVAL_MODEL, object: 'model', created: 0, owned_by: 'grove-eval' }] }));
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}`, type: 'invalid_request_error' } }));
      }
      const body = await bodyOf(req);
      const messages = Array.isArray(body.messages) ? body.messages : [];
      const lastUser = [...messages].reverse().find((message) => message?.role === 'user');
      const text = modelAnswerFor(answers, contentText(lastUser?.content));
      stats.requests += 1;
      sequence += 1;
      const id = `chatcmpl-eval-${sequence}`;
      const created = Math.floor(Date.now() / 1000);
      const model = typeof body.model === 'string' ? body.model : EVAL_MODEL;
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
    stats,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { setsLoad } = await import('./lib/sets.mjs');
  const index = process.argv.indexOf('--port');
  const port = index > 0 ? Number(process.argv[index + 1]) : 8787;
  const server = await modelServerStart({ answers: modelAnswersOf(setsLoad()), port });
  console.log(`Grove eval model server: ${server.baseUrl} (model ${EVAL_MODEL}); MENTOR_PROVIDER=openai OPENAI_BASE_URL=${server.baseUrl} MENTOR_MODEL=${EVAL_MODEL}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void server.stop().then(() => process.exit(0)));
}
