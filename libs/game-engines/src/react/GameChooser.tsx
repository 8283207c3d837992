import { useId } from 'react';
import type { GameContentMode, GameInfo, GameType } from '../index';

/** Props of {@link GameChooser}. */
export interface GameChooserProps {
  /** The games to offer, e.g. `gameCatalogFor(mode)` of the active profile. */
  games: readonly GameInfo[];
  onChoose: (game: GameInfo) => void;
}

/** The chooser's groups, in order, and the games each holds. */
export const GAME_CHOOSER_GROUPS: ReadonlyArray<{ title: string; types: readonly GameType[] }> = [
  { title: 'Word games', types: ['opposites', 'alphabet-chain', 'twenty-questions', 'riddles'] },
  { title: 'Stories', types: ['bee-story', 'dragon-story'] },
  { title: 'Learn and explore', types: ['beekeeping', 'prompt-detective'] },
];

/** How a rating badge reads aloud. */
export const GAME_RATING_TEXT: Record<GameContentMode, string> = {
  G: 'Rated G: for everyone',
  PG: 'Rated PG: ages 9 and up',
  FULL: 'Rated FULL: adults',
};

function GameCard({ game, onChoose }: { game: GameInfo; onChoose: (game: GameInfo) => void }) {
  const id = useId();
  // The button is named by the title alone (what a speech user says to press it); its ::after covers
  // the whole card, so the description and the badge are part of what can be clicked.
  return (
    <li className="game-card">
      <button type="button" className="game-card__button" aria-describedby={`${id}-description ${id}-rating`} onClick={() => onChoose(game)}>
        <span className="game-card__title">{game.title}</span>
      </button>
      <span className="game-card__description" id={`${id}-description`}>
        {game.description}
      </span>
      <span className={`game-card__rating game-card__rating--${game.rating.toLowerCase()}`} id={`${id}-rating`} title={GAME_RATING_TEXT[game.rating]}>
        <span aria-hidden="true">{game.rating}</span>
        <span className="game-visually-hidden">{GAME_RATING_TEXT[game.rating]}</span>
      </span>
    </li>
  );
}

/**
 * The games a profile may play as cards in groups (word games, stories, learning), each with its
 * rating badge; choosing one calls `onChoose`. Groups with no game for this profile are left out.
 */
export function GameChooser({ games, onChoose }: GameChooserProps) {
  const id = useId();
  const groups = GAME_CHOOSER_GROUPS.map((group) => ({ ...group, games: games.filter((game) => group.types.includes(game.type)) }));
  const grouped = new Set(GAME_CHOOSER_GROUPS.flatMap((group) => group.types));
  const others = games.filter((game) => !grouped.has(game.type));
  if (others.length > 0) groups.push({ title: 'More games', types: [], games: others });
  return (
    <div className="game-chooser">
      {groups
        .filter((group) => group.games.length > 0)
        .map((group, index) => (
          <section key={group.title} className="game-chooser__group" aria-labelledby={`${id}-${index}`}>
            <h2 className="game-chooser__title" id={`${id}-${index}`}>
              {group.title}
            </h2>
            <ul className="game-chooser__list">
              {group.games.map((game) => (
                <GameCard key={`${game.type}:${game.variant ?? ''}`} game={game} onChoose={onChoose} />
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
