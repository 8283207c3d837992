import type { ChatReply, ChatRequest } from '@grove/api-contract';
import type { GameSendResult, GameTransport } from '@grove/game-engines/react';
import { guidedMentorMove } from '../index';

/** A {@link GameTransport} that guides with the builtin mentor in the page, with handles for tests. */
export interface GuidedMentorTransport extends GameTransport {
  /** Every request sent, in order. */
  readonly requests: ChatRequest[];
  /** Makes the next send fail with this message. */
  failNext(message: string, retryable?: boolean): void;
  /** Holds the next send's reply until {@link release} (to press Stop while it is on its way). */
  holdNext(): void;
  /** Lets a held reply finish. */
  release(): void;
}

/** Options of {@link guidedMentorTransportCreate}. */
export interface GuidedMentorTransportOptions {
  /** The reply text instead of the builtin guide's. */
  reply?: (request: ChatRequest) => string;
  /** The conversation the server names in its replies (null, as for the trial, by default). */
  conversationId?: string | null;
}

function chatReply(request: ChatRequest, response: string, conversationId: string | null): ChatReply {
  return {
    response,
    tokensUsed: 42,
    modelUsed: 'builtin',
    meta: { tone: 'gentle', reason: 'guided', ethics: 'safe', historical_symbolic_tags: [] },
    conversationId,
    messageId: null,
    clientMessageId: request.clientMessageId ?? null,
    contentMode: 'G',
    stopped: false,
  };
}

/**
 * The builtin mentor behind a {@link GameTransport}, as the API's builtin provider answers guided
 * themes: the request's game data and message go to `guidedMentorMove`, the reply streams in pieces,
 * then settles. For tests and previews only.
 */
export function guidedMentorTransportCreate(options: GuidedMentorTransportOptions = {}): GuidedMentorTransport {
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
          options.reply?.(request) ?? guidedMentorMove({ gameType: request.gameType ?? '', gameData: request.gameData ?? {}, message: request.message }) ?? 'I do not know that theme.';
        // Streams in two pieces, then the whole reply settles, as the API's stream does.
        const cut = Math.floor(response.length / 2);
        onToken?.(response.slice(0, cut));
        const finish = () => {
          onToken?.(response.slice(cut));
          resolve({ kind: 'replied', reply: chatReply(request, response, options.conversationId ?? null) });
        };
        stop = () => resolve({ kind: 'stopped' });
        if (holding) held = finish;
        else queueMicrotask(finish);
      });
      return { result, stop: () => stop() };
    },
  };
}
