import { chatFailureClassify, type ChatProfileHeaders, type ChatSendProblem, type ChatTransport } from '@grove/chat';
import type { GameSendResult, GameTransport } from '@grove/game-engines/react';

/** What a game move shows when the API cannot be reached (SPEC §8's offline cases: refused, network error, 503). */
export const GAME_OFFLINE_TEXT = 'The mentor cannot be reached right now. Your move is kept: press Retry when you are back online.';

function gameFailure(problem: ChatSendProblem): GameSendResult {
  const failure = chatFailureClassify(problem);
  // A game has no outbox: the move waits on screen for Retry instead of the chat's offline-mode reply.
  if (failure.kind === 'offline') return { kind: 'failed', message: GAME_OFFLINE_TEXT, retryable: true };
  return { kind: 'failed', message: failure.message, retryable: failure.retryable };
}

/**
 * A game transport over the chat's stream transport: the same `POST /api/chat` with the bearer token,
 * the profile's `X-Active-Role` / `X-Child-Id` (or the trial's device headers) and SPEC §8's events;
 * its problems become the messages a game shows (`chatFailureClassify`).
 */
export function gameTransportFromChat(chat: ChatTransport, profile: ChatProfileHeaders): GameTransport {
  return {
    send(request, { onToken }) {
      const call = chat.send(request, { onToken, profile });
      return {
        result: call.result.then((result) => (result.kind === 'problem' ? gameFailure(result.problem) : result)),
        stop: () => call.stop(),
      };
    },
  };
}
