import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { gameCatalogFor, type GameInfo } from '@grove/game-engines';
import { GameChooser } from '@grove/game-engines/react';
import { LoadingSpinner } from '@grove/ui-glass/react';
import { useDocumentTitle } from '../useDocumentTitle';
import { gameChatPath } from './gameChatPath';
import { useGameProfile } from './useGameProfile';
import '@grove/game-engines/styles.css';
import '../pages.css';

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

  if (profile.kind === 'loading') return <GamesFrame />;
  return (
    <article className="game-screen games-page" aria-labelledby="games-title">
      <GamesIntro />
      <GameChooser games={gameCatalogFor(profile.contentMode)} onChoose={choose} />
    </article>
  );
}

function GamesIntro() {
  return (
    <>
      <h1 id="games-title" className="game-board__title">
        Games
      </h1>
      <p className="page-lead games-page__intro">Pick a game to play with your mentor: word games, stories, and games to learn and explore.</p>
    </>
  );
}

/**
 * The games page while who is playing is not known yet: its title and lead (the same for everyone),
 * the list to come below. Also shown while sign-in settles (app/screenFrames.tsx, issue 22), so a
 * returning phone paints the page at once and the list then fills in without moving what is there.
 */
export function GamesFrame() {
  useDocumentTitle('Grove — Games');
  return (
    <article className="game-screen games-page" aria-labelledby="games-title" aria-busy="true">
      <GamesIntro />
      <LoadingSpinner />
    </article>
  );
}

export default GamesPage;
