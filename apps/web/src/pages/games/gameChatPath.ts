import type { GameInfo } from '@grove/game-engines';

/** The game screen of a chooser entry: `/game-chat?game=<type>`, plus `&variant=professional` for prompt detective at work. */
export function gameChatPath(game: Pick<GameInfo, 'type' | 'variant'>): string {
  const query = new URLSearchParams({ game: game.type });
  if (game.variant === 'professional') query.set('variant', game.variant);
  return `/game-chat?${query.toString()}`;
}
