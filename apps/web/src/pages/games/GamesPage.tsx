import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { gameCatalogFor, type GameInfo } from '@grove/game-engines';
import { GameChooser } from '@grove/game-engines/react';
import { LoadingSpinner } from '@grove/ui-glass/react';
import { useDocumentTitle } from '../useDocumentTitle';
import { gameChatPath } from './gameChatPath';
import { useGameProfile } from './useGameProfile';
import '@grove/game-engines/styles.css';

/**
 * /games and /game-selection (SPEC §2): the games the active profile may play (SPEC §4: prompt
 * detective is PG, at work FULL; a signed-out visitor plays in the trial's PG). Choosing one opens
 * /game-chat with that game.
 */
export function GamesPage() {
  useDocumentTitle('Grove — Games');
  const profile = useGameProfile();
  const navigate = useNavigate();
  const choose = useCallback((game: GameInfo) => void navigate(gameChatPath(game)), [navigate]);

  return (
    <article className="game-screen games-page" aria-labelledby="games-title">
      <h1 id="games-title" className="game-board__title">
        Games
      </h1>
      <p className="games-page__intro">Pick a game to play with your mentor.</p>
      {profile.kind === 'loading' ? <LoadingSpinner /> : <GameChooser games={gameCatalogFor(profile.contentMode)} onChoose={choose} />}
    </article>
  );
}

export default GamesPage;
