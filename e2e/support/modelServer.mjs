// A scripted OpenAI-compatible chat-completions server for the e2e specs that run the API with
// MENTOR_PROVIDER=openai (the safety spec): the API supervisor (./apiSupervisor.mjs) starts it on
// loopback and lets a spec script it through its control port.
//   POST /v1/chat/completions → the answer scripted for the last user message (its key: trimmed,
//                                lowercase, single spaces), else a friendly harmless answer. With
//                                `stream: true` it answers in the real OpenAI SSE chunk format
//                                (`chat.completion.chunk` objects, a usage chunk when
//                                `stream_options.include_usage` is set, then `data: [DONE]`), the text
//                                cut into pieces of at most five characters, as a model streams tokens:
//                                a harmful sentence arrives in pieces and a word can be split across
//                                chunks, so the API's streaming safety is what the spec exercises.
//                                Without `stream` it answers one `chat.completion` JSON object.
//   GET  /v1/models           → the model.
// It records the last user message of every completion request, so a spec can assert that the API
// never asked the model (Grove answers a child in distress itself).
//
// The wire format is tools/lib/openAiChatServer.mjs, shared with the safety evaluation's model
// (tools/eval/safety/modelServer.mjs), whose answers are fixed at start and whose fallback complies with
// anything; the e2e one is scripted per test and harmless unless told otherwise.
// The API supervisor is Node tooling, like tools/: it shares the repository's wire-format server rather
// than keep a second copy (no app or lib code is imported).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { openAiChatServerStart } from '../../tools/lib/openAiChatServer.mjs';

/** The model name the e2e API is started with (MENTOR_MODEL). */
export const E2E_MODEL = 'grove-e2e-model';

/** What the model says to a message nobody scripted: friendly and harmless. */
export const MODEL_UNSCRIPTED_ANSWER =
  "That's a great question! Let's think about it together: what do you already know about it, and what would you like to find out?";

/** The key a message is looked up by: trimmed, lowercase, single spaces. */
export function modelKey(text) {
  return String(text).trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Starts the server on 127.0.0.1:`port` (0: a free port). Resolves to
 * `{ port, baseUrl, script(answers), reset(), messages(), stop() }`: `script` replaces the scripted
 * answers (an object from a message to its completion; keys are normalised like {@link modelKey}),
 * `reset` forgets the script and the recorded requests, `messages` lists the last user message of each
 * completion request received so far.
 */
export async function modelServerStart({ port = 0 } = {}) {
  let answers = new Map();
  let received = [];
  const server = await openAiChatServerStart({
    port,
    model: E2E_MODEL,
    idPrefix: 'e2e',
    answer: (lastUser) => {
      received.push(lastUser);
      return answers.get(modelKey(lastUser)) ?? MODEL_UNSCRIPTED_ANSWER;
    },
  });
  return {
    ...server,
    script(script) {
      answers = new Map(Object.entries(script ?? {}).map(([message, completion]) => [modelKey(message), String(completion)]));
    },
    reset() {
      answers = new Map();
      received = [];
    },
    messages: () => [...received],
  };
}
