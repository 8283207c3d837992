import type { ChatReply, ChatRequest } from '@grove/api-contract';

/** How one game send through a {@link GameTransport} ended. */
export type GameSendResult =
  | { kind: 'replied'; reply: ChatReply }
  /**
   * No reply: `message` is ready to show beside the move; `retryable` says whether sending the same
   * move again may work (offline, a busy mentor) or not (a refused game, an exhausted trial).
   */
  | { kind: 'failed'; message: string; retryable: boolean }
  /** The caller stopped it before the reply ended. */
  | { kind: 'stopped' };

/** A game send on its way: its result, and Stop. */
export interface GameSendCall {
  result: Promise<GameSendResult>;
  /** Aborts the request; `result` then settles as `stopped` (unless it had already settled). */
  stop(): void;
}

/**
 * The way a game reaches `POST /api/chat` (SPEC §7). The app adapts its chat transport (bearer token,
 * profile headers, trial device headers, SPEC §8's failure messages); tests pass a fake. With
 * `onToken` the reply streams and each piece is handed over as it arrives.
 */
export interface GameTransport {
  send(request: ChatRequest, options: { onToken?: (text: string) => void }): GameSendCall;
}
