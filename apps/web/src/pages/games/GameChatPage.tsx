import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ApiIdentityOptions } from '@grove/api-client';
import { groveApiEvents } from '@grove/api-client/react';
import { TRIAL_USER_ID, type ChatReply } from '@grove/api-contract';
import { chatStreamTransportCreate } from '@grove/chat/react';
import { GAME_CATALOG, gameAllowed, gameTitle, gameTypeIs, type GameType, type PromptDetectiveVariant } from '@grove/game-engines';
import { GameBoard, GameStatusPanel, useGame, type GameTransport } from '@grove/game-engines/react';
import { TokenMeter, TokenPackagesDialog, tokenBalanceRefresh } from '@grove/token-client/react';
import { TrialStatusBadge, useTrial } from '@grove/trial-guard/react';
import { LoadingSpinner } from '@grove/ui-glass/react';
import { useAuthController } from '../../app/auth/useAuthController';
import { useAppDispatch } from '../../app/hooks';
import type { ScreenProps } from '../../app/lazyScreen';
import { useDocumentTitle } from '../useDocumentTitle';
import { gameTransportFromChat } from './gameTransportFromChat';
import { useGameProfile, type GameProfile } from './useGameProfile';
import '@grove/game-engines/styles.css';
import '../pages.css';
import { CHAT_TRIAL_PROFILE_HEADERS, chatAnonymousIdentity, chatProfileHeadersOf, chatTrialDeviceHeaders } from '../chatCallIdentity';

/** The game a /game-chat address asks for. */
interface GameChoice {
  type: GameType;
  variant?: PromptDetectiveVariant;
}

/** Reads `?game=<type>&variant=professional`; null for a game Grove does not have. */
function gameChoiceRead(game: string | null, variant: string | null): GameChoice | null {
  if (!gameTypeIs(game)) return null;
  if (game !== 'prompt-detective' || variant === null || variant === 'educational') return { type: game };
  return variant === 'professional' ? { type: game, variant } : null;
}

/** The chooser's title of a game. */
function gameChoiceTitle(choice: GameChoice): string {
  const entry = GAME_CATALOG.find((game) => game.type === choice.type && (choice.type !== 'prompt-detective' || game.variant === (choice.variant ?? 'educational')));
  return entry?.title ?? 'Games';
}

/** The board beside its status panel, for whoever plays. */
function GameScreen({ choice, profileKey, userId, transport, onCharged, headerExtras }: {
  choice: GameChoice;
  profileKey: string;
  userId: string;
  transport: GameTransport;
  onCharged: (reply: ChatReply | null) => void;
  headerExtras?: ReactNode;
}) {
  const game = useGame({ type: choice.type, variant: choice.variant, profileKey, userId, transport, onCharged });
  const extras = (
    <>
      {headerExtras}
      <Link to="/games" className="game-button">
        All games
      </Link>
    </>
  );
  return (
    <div className="game-screen game-screen--with-status">
      <GameBoard title={gameTitle(game.state)} game={game} headerExtras={extras} />
      <GameStatusPanel state={game.state} />
    </div>
  );
}

/** A signed-in profile's game: charged to the account, with its token meter for the parent or a solo adult. */
function AccountGame({ profile, choice, baseUrl }: { profile: Extract<GameProfile, { kind: 'account' }>; choice: GameChoice; baseUrl: string }) {
  const auth = useAuthController();
  const dispatch = useAppDispatch();
  const [buying, setBuying] = useState(false);
  const { uid } = profile;
  const child = profile.profile.type === 'child';
  // Options pass on: the chat's retry after a 401 or 403 forces a token refresh (SPEC §8).
  const identity = useCallback((options?: ApiIdentityOptions) => auth.identity(options), [auth]);
  const { activeRole, childId } = chatProfileHeadersOf(profile.profile);
  const transport = useMemo(
    () => gameTransportFromChat(chatStreamTransportCreate({ baseUrl, identity, events: groveApiEvents() }), { activeRole, childId }),
    [baseUrl, identity, activeRole, childId],
  );
  const onCharged = useCallback(() => {
    // A child spends the parent's tokens and has no meter here.
    if (!child) dispatch(tokenBalanceRefresh(uid));
  }, [child, dispatch, uid]);

  return (
    <GameScreen
      choice={choice}
      profileKey={profile.profileKey}
      userId={uid}
      transport={transport}
      onCharged={onCharged}
      headerExtras={
        child ? undefined : (
          <>
            <TokenMeter userId={uid} compact onBuyTokens={() => setBuying(true)} />
            <TokenPackagesDialog userId={uid} open={buying} onClose={() => setBuying(false)} />
          </>
        )
      }
    />
  );
}

/**
 * A signed-out visitor's game: as `trial_user` with the device headers and no sign-in, charged to the
 * device's trial allowance, whose tokens left show in the header. A 402 (the trial is spent) alerts and
 * goes to /signup, a 429 alerts: through the app's API event channel, as every call does.
 */
function TrialGame({ choice, baseUrl }: { choice: GameChoice; baseUrl: string }) {
  const trial = useTrial({ enabled: true });
  const { recordCharge, refresh } = trial;
  const transport = useMemo(
    () => gameTransportFromChat(chatStreamTransportCreate({ baseUrl, identity: chatAnonymousIdentity, headers: chatTrialDeviceHeaders, events: groveApiEvents() }), CHAT_TRIAL_PROFILE_HEADERS),
    [baseUrl],
  );
  const onCharged = useCallback(
    (reply: ChatReply | null) => {
      // The local record is the fallback when the status cannot be read (SPEC §8); the server's answer follows.
      if (reply) recordCharge(reply.tokensUsed);
      refresh();
    },
    [recordCharge, refresh],
  );
  return (
    <GameScreen
      choice={choice}
      profileKey="trial"
      userId={TRIAL_USER_ID}
      transport={transport}
      onCharged={onCharged}
      headerExtras={trial.loading ? undefined : <TrialStatusBadge decision={trial.decision} source={trial.source} />}
    />
  );
}

/** A game this profile cannot open: why, and the way back to the games. */
function GameUnavailable({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="page" aria-labelledby="game-unavailable-title">
      <h1 id="game-unavailable-title">{title}</h1>
      <p>{children}</p>
      <p className="page-actions">
        <Link to="/games" className="page-button page-button--primary">
          Back to games
        </Link>
      </p>
    </article>
  );
}

/**
 * /game-chat?game=<type>[&variant=professional] (SPEC §2, §4): one game with the mentor, its status
 * beside it. A signed-in profile plays on its account; a signed-out visitor on the trial. A game Grove
 * does not have, or one the profile's content mode does not allow, says so with a link back to /games.
 * `baseUrl` is the API origin ('' = same origin).
 */
export function GameChatPage({ baseUrl = '' }: Partial<ScreenProps> & { baseUrl?: string }) {
  const [search] = useSearchParams();
  const profile = useGameProfile();
  const requested = search.get('game');
  const choice = gameChoiceRead(requested, search.get('variant'));
  const allowed = choice !== null && profile.kind !== 'loading' && gameAllowed(profile.contentMode, choice.type, choice.variant);
  useDocumentTitle(`Grove — ${choice && allowed ? gameChoiceTitle(choice) : 'Games'}`);

  if (profile.kind === 'loading') return <LoadingSpinner />;
  if (choice === null) {
    return (
      <GameUnavailable title="Game not found">
        {requested ? `Grove has no game called “${requested}”.` : 'No game was chosen.'} Pick one from the games.
      </GameUnavailable>
    );
  }
  if (!allowed) {
    return <GameUnavailable title="Game not available">This game is not available for this profile. Pick another one from the games.</GameUnavailable>;
  }
  // One game per profile, game and variant: switching any of them starts that game's own record.
  const key = `${profile.profileKey}:${choice.type}:${choice.variant ?? ''}`;
  if (profile.kind === 'trial') return <TrialGame key={key} choice={choice} baseUrl={baseUrl} />;
  return <AccountGame key={key} profile={profile} choice={choice} baseUrl={baseUrl} />;
}

export default GameChatPage;
