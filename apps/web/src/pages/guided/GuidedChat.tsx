import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { ApiIdentityOptions } from '@grove/api-client';
import { groveApiEvents } from '@grove/api-client/react';
import { TRIAL_USER_ID, type ChatReply } from '@grove/api-contract';
import { chatStreamTransportCreate } from '@grove/chat/react';
import type { GameTransport } from '@grove/game-engines/react';
import type { GuidedTheme } from '@grove/guided-themes';
import { GuidedConversation, useGuided } from '@grove/guided-themes/react';
import { TokenMeter, TokenPackagesDialog, tokenBalanceRefresh } from '@grove/token-client/react';
import { TrialStatusBadge, useTrial } from '@grove/trial-guard/react';
import { LoadingSpinner } from '@grove/ui-glass/react';
import { useAuthController } from '../../app/auth/useAuthController';
import { useAppDispatch } from '../../app/hooks';
import { useGameProfile, type GameProfile } from '../games/useGameProfile';
import { guidedTransportFromChat } from './guidedTransportFromChat';
import '@grove/guided-themes/styles.css';
import { CHAT_TRIAL_PROFILE_HEADERS, chatAnonymousIdentity, chatProfileHeadersOf, chatTrialDeviceHeaders } from '../chatCallIdentity';

/** Props of {@link GuidedChat}. */
export interface GuidedChatProps {
  theme: GuidedTheme;
  /** The API origin ('' = same origin). */
  baseUrl: string;
  /** More controls for the conversation's header, e.g. a link back. */
  headerExtras?: ReactNode;
}

/** The conversation itself, for whoever talks. */
function GuidedScreen({ theme, userId, transport, onCharged, headerExtras }: {
  theme: GuidedTheme;
  userId: string;
  transport: GameTransport;
  onCharged: (reply: ChatReply | null) => void;
  headerExtras?: ReactNode;
}) {
  const guided = useGuided({ theme, userId, transport, onCharged });
  return <GuidedConversation guided={guided} headerExtras={headerExtras} />;
}

/** A signed-in profile's conversation: charged to the account, with its token meter for the parent or a solo adult. */
function AccountGuided({ profile, theme, baseUrl, headerExtras }: { profile: Extract<GameProfile, { kind: 'account' }> } & GuidedChatProps) {
  const auth = useAuthController();
  const dispatch = useAppDispatch();
  const [buying, setBuying] = useState(false);
  const { uid } = profile;
  const child = profile.profile.type === 'child';
  // Options pass on: the chat's retry after a 401 or 403 forces a token refresh (SPEC §8).
  const identity = useCallback((options?: ApiIdentityOptions) => auth.identity(options), [auth]);
  const { activeRole, childId } = chatProfileHeadersOf(profile.profile);
  const transport = useMemo(
    () => guidedTransportFromChat(chatStreamTransportCreate({ baseUrl, identity, events: groveApiEvents() }), { activeRole, childId }),
    [baseUrl, identity, activeRole, childId],
  );
  const onCharged = useCallback(() => {
    // A child spends the parent's tokens and has no meter here.
    if (!child) dispatch(tokenBalanceRefresh(uid));
  }, [child, dispatch, uid]);

  return (
    <GuidedScreen
      theme={theme}
      userId={uid}
      transport={transport}
      onCharged={onCharged}
      headerExtras={
        <>
          {!child && (
            <>
              <TokenMeter userId={uid} compact onBuyTokens={() => setBuying(true)} />
              <TokenPackagesDialog userId={uid} open={buying} onClose={() => setBuying(false)} />
            </>
          )}
          {headerExtras}
        </>
      }
    />
  );
}

/**
 * A signed-out visitor's conversation: as `trial_user` with the device headers and no sign-in,
 * charged to the device's trial allowance, whose tokens left show in the header. A 402 (the trial is
 * spent) and a 429 reach the app's API event channel, as every call does.
 */
function TrialGuided({ theme, baseUrl, headerExtras }: GuidedChatProps) {
  const trial = useTrial({ enabled: true });
  const { recordCharge, refresh } = trial;
  const transport = useMemo(
    () => guidedTransportFromChat(chatStreamTransportCreate({ baseUrl, identity: chatAnonymousIdentity, headers: chatTrialDeviceHeaders, events: groveApiEvents() }), CHAT_TRIAL_PROFILE_HEADERS),
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
    <GuidedScreen
      theme={theme}
      userId={TRIAL_USER_ID}
      transport={transport}
      onCharged={onCharged}
      headerExtras={
        <>
          {!trial.loading && <TrialStatusBadge decision={trial.decision} source={trial.source} />}
          {headerExtras}
        </>
      }
    />
  );
}

/**
 * A themed guided conversation (SPEC §4) for whoever is on the page: a signed-in profile talks on its
 * account (a child with its own `X-Active-Role`/`X-Child-Id`), a signed-out visitor on the trial.
 * Every theme is rated G, so every profile may open every theme. A profile switch starts afresh.
 */
export function GuidedChat({ theme, baseUrl, headerExtras }: GuidedChatProps) {
  const profile = useGameProfile();
  if (profile.kind === 'loading') return <LoadingSpinner />;
  // One conversation per profile and theme: switching either starts that one's own.
  const key = `${profile.profileKey}:${theme}`;
  if (profile.kind === 'trial') return <TrialGuided key={key} theme={theme} baseUrl={baseUrl} headerExtras={headerExtras} />;
  return <AccountGuided key={key} profile={profile} theme={theme} baseUrl={baseUrl} headerExtras={headerExtras} />;
}
