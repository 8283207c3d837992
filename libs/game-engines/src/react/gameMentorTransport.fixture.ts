import type { ChatReply, ChatRequest } from '@grove/api-contract';
import { gameMentorMove, type GameContentMode } from '../index';
import type { GameSendResult, GameTransport } from './gameTransport';

/** A {@link GameTransport} that plays with the builtin mentor in the page, with handles for tests. */
export interface GameMentorTransport extends GameTransport {
  /** Every request sent, in order. */
  readonly requests: ChatRequest[];
  /** Makes the next send fail with this message. */
  failNext(message: string, retryable?: boolean): void;
  /** Holds the next send's reply until {@link release} (to press Stop while it is on its way). */
  holdNext(): void;
  /** Lets a held reply finish. */
  release(): void;
}

/** Options of {@link gameMentorTransportCreate}. */
export interface GameMentorTransportOptions {
  contentMode?: GameContentMode;
  /** The reply text instead of the builtin mentor's move. */
  reply?: (request: ChatRequest) => string;
  /** The conversation the server names in its replies (null, as for the trial, by default). */
  conversationId?: string | null;
}

function chatReply(request: ChatRequest, response: string, stopped: boolean, conversationId: string | null): ChatReply {
  return {
    response,
    tokensUsed: 42,
    modelUsed: 'builtin',
    meta: { tone: 'gentle', reason: 'game', ethics: 'safe', historical_symbolic_tags: [] },
    conversationId,
    messageId: null,
    clientMessageId: request.clientMessageId ?? null,
    contentMode: 'G',
    stopped,
  };
}

/**
 * The builtin mentor behind a {@link GameTransport}, as the API's builtin provider plays games: the
 * request's game data and message go to `gameMentorMove`, the reply (with its marker) streams in
 * pieces, then settles. For tests and previews only.
 */
export function gameMentorTransportCreate(options: GameMentorTransportOptions = {}): GameMentorTransport {
  const requests: ChatRequest[] = [];
  let failure: { message: string; retryable: boolean } | null = null;
  let hold = false;
  let held: (() => void) | null = null;

  return {
    requests,
    failNext(message, retryable = true) {
      failure = { message, retryable };
    },
    holdNext() {
      hold = true;
    },
    release() {
      held?.();
      held = null;
    },
    send(request, { onToken }) {
      requests.push(request);
      const failed = failure;
      failure = null;
      const holding = hold;
      hold = false;
      let stop: () => void = () => undefined;
      const result = new Promise<GameSendResult>((resolve) => {
        if (failed) {
          resolve({ kind: 'failed', ...failed });
          return;
        }
        const response =
          options.reply?.(request) ??
          gameMentorMove({ gameType: request.gameType ?? '', gameData: request.gameData ?? {}, message: request.message, contentMode: options.contentMode ?? 'G', seed: '' }) ??
          'I do not know that game.';
        // Streams in three pieces: the marker arrives split, as it may over the network.
        const cut = Math.floor(response.length / 3);
        onToken?.(response.slice(0, cut));
        onToken?.(response.slice(cut, cut * 2));
        const finish = () => {
          onToken?.(response.slice(cut * 2));
          resolve({ kind: 'replied', reply: chatReply(request, response, false, options.conversationId ?? null) });
        };
        stop = () => resolve({ kind: 'stopped' });
        if (holding) held = finish;
        else queueMicrotask(finish);
      });
      return { result, stop: () => stop() };
    },
  };
}
