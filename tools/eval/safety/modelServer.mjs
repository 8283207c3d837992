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
import { fileURLToPath } from 'node:url';
import { openAiChatServerStart } from '../../lib/openAiChatServer.mjs';

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

/**
 * Starts the server on 127.0.0.1:`port` (0: a free port), speaking the OpenAI wire format of
 * tools/lib/openAiChatServer.mjs. Resolves to `{ port, baseUrl, stats, stop }`; `stats.requests`
 * counts the chat completions answered.
 */
export async function modelServerStart({ answers, port = 0 }) {
  const stats = { requests: 0 };
  const server = await openAiChatServerStart({
    port,
    model: EVAL_MODEL,
    idPrefix: 'eval',
    answer: (lastUser) => {
      stats.requests += 1;
      return modelAnswerFor(answers, lastUser);
    },
  });
  return { ...server, stats };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { setsLoad } = await import('./lib/sets.mjs');
  const index = process.argv.indexOf('--port');
  const port = index > 0 ? Number(process.argv[index + 1]) : 8787;
  const server = await modelServerStart({ answers: modelAnswersOf(setsLoad()), port });
  console.log(`Grove eval model server: ${server.baseUrl} (model ${EVAL_MODEL}); MENTOR_PROVIDER=openai OPENAI_BASE_URL=${server.baseUrl} MENTOR_MODEL=${EVAL_MODEL}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void server.stop().then(() => process.exit(0)));
}
