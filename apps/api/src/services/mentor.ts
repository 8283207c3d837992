import { setTimeout as sleepFor } from 'node:timers/promises';
import { gameMentorMove } from '@grove/game-engines';
import { guidedMentorMove } from '@grove/guided-themes';
import { mentorBuiltinProviderCreate, mentorOpenAiProviderCreate, type MentorProvider } from '@grove/mentor';
import type { MentorConfig } from '../config';

/** The builtin mentor's pause between words; rejects at once when the reply is stopped. */
function mentorSleep(ms: number, signal: AbortSignal): Promise<void> {
  return sleepFor(ms, undefined, { signal });
}

/**
 * The model provider the configuration names: the builtin mentor (offline, deterministic; its words
 * are paced by `MENTOR_STREAM_DELAY_MS` when a reply is streamed to a person; it plays Grove's games
 * with game-engines' moves and guides the themes with guided-themes') or an OpenAI-compatible server.
 */
export function mentorFromConfig(config: MentorConfig): MentorProvider {
  if (config.provider === 'builtin') {
    return mentorBuiltinProviderCreate({
      wordDelayMs: config.streamDelayMs,
      sleep: mentorSleep,
      // One player for both: a game's move, else a guided conversation's step (gameType `guided-<theme>`).
      games: (turn) => gameMentorMove(turn) ?? guidedMentorMove(turn),
    });
  }
  if (!config.openAiBaseUrl || !config.model) throw new Error('the openai mentor needs OPENAI_BASE_URL and MENTOR_MODEL');
  return mentorOpenAiProviderCreate({
    baseURL: config.openAiBaseUrl,
    // Local servers (Ollama, llama.cpp) accept any key; the client library insists on one.
    apiKey: config.openAiApiKey ?? 'not-needed',
    model: config.model,
    timeoutMs: config.timeoutMs,
  });
}
