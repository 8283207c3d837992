import type { ChatProfileHeaders, ChatTransport } from '@grove/chat';
import type { GameTransport } from '@grove/game-engines/react';
import { GAME_OFFLINE_TEXT, gameTransportFromChat } from '../games/gameTransportFromChat';

/** What a guided message shows when the API cannot be reached (SPEC §8's offline cases: refused, network error, 503). */
export const GUIDED_OFFLINE_TEXT = 'Your guide cannot be reached right now. Your message is kept: press Retry when you are back online.';

/**
 * A guided conversation's transport: the games' one over the chat's stream transport (the same
 * `POST /api/chat`, headers and SPEC §8 failure messages), with the offline line speaking of a message
 * instead of a move.
 */
export function guidedTransportFromChat(chat: ChatTransport, profile: ChatProfileHeaders): GameTransport {
  const games = gameTransportFromChat(chat, profile);
  return {
    send(request, options) {
      const call = games.send(request, options);
      return {
        result: call.result.then((result) => (result.kind === 'failed' && result.message === GAME_OFFLINE_TEXT ? { ...result, message: GUIDED_OFFLINE_TEXT } : result)),
        stop: () => call.stop(),
      };
    },
  };
}
