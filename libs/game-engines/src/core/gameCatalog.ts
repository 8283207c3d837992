import type { GameContentMode } from './content/contentTypes';
import type { GameInfo, GameType, PromptDetectiveVariant } from './gameTypes';

/** SPEC §1's games as a chooser lists them, with the lowest content mode that may play each. */
export const GAME_CATALOG: readonly GameInfo[] = [
  { type: 'opposites', title: 'Opposites', description: 'Say a word and find its opposite: hot and cold, up and down.', rating: 'G' },
  { type: 'alphabet-chain', title: 'Alphabet chain', description: 'Take turns saying words from A to Z, one letter each.', rating: 'G' },
  { type: 'twenty-questions', title: 'Twenty questions', description: 'Ask yes-or-no questions to guess what the mentor is thinking of.', rating: 'G' },
  { type: 'riddles', title: 'Riddles', description: 'Solve riddles and see how many you get right.', rating: 'G' },
  { type: 'beekeeping', title: 'Beekeeping mentor', description: 'Learn how bees live, make honey and care for their hive.', rating: 'G' },
  { type: 'bee-story', title: 'The bee story', description: 'Tell a five-chapter story about a little honeybee; you choose what happens.', rating: 'G' },
  { type: 'dragon-story', title: 'The dragon story', description: 'Tell a five-chapter story about a friendly dragon; you choose what happens.', rating: 'G' },
  { type: 'prompt-detective', variant: 'educational', title: 'Prompt detective', description: 'Find the prompt that gets the best help from an AI.', rating: 'PG' },
  { type: 'prompt-detective', variant: 'professional', title: 'Prompt detective: at work', description: 'Spot the prompt that gets the best result for a work task.', rating: 'FULL' },
];

const MODE_RANK: Record<GameContentMode, number> = { G: 0, PG: 1, FULL: 2 };

/** Whether a profile in `mode` may play a game (SPEC §4: prompt detective educational is PG, professional FULL). */
export function gameAllowed(mode: GameContentMode, type: GameType, variant?: PromptDetectiveVariant): boolean {
  const entry = GAME_CATALOG.find((game) => game.type === type && (type !== 'prompt-detective' || game.variant === (variant ?? 'educational')));
  return entry !== undefined && MODE_RANK[entry.rating] <= MODE_RANK[mode];
}

/** The games a profile in `mode` may play, in the chooser's order. */
export function gameCatalogFor(mode: GameContentMode): GameInfo[] {
  return GAME_CATALOG.filter((game) => MODE_RANK[game.rating] <= MODE_RANK[mode]);
}

/** Whether a text names a game type. */
export function gameTypeIs(value: unknown): value is GameType {
  return typeof value === 'string' && GAME_CATALOG.some((game) => game.type === value);
}
