import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import type { ApiIdentityOptions } from '@grove/api-client';
import type { ChatReply } from '@grove/api-contract';
import type { ChatProfile } from '@grove/chat';
import type { ChatEntry } from '@grove/chat';
import { ChatScreen, ChatScreenPending, type ChatMentorAvatar } from '@grove/chat/react';
import { MemorySettingsSwitches, RememberedChip, memoryProfileRefresh } from '@grove/memory/react';
import { childChatTimeText, routePath, sessionProfile } from '@grove/session-family';
import { familyControlsApi, useGetChildLimitsQuery, useListChildrenQuery, useSession } from '@grove/session-family/react';
import { TokenMeter, tokenBalanceRefresh } from '@grove/token-client/react';
import { chatSayTake } from './chatSay';
import { useAuthController } from '../../app/auth/useAuthController';
import { selectAuthUser } from '../../app/authSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NothingShown, lazyPart, type ScreenProps } from '../../app/lazyScreen';
import { useFeatureFlag } from '../../app/providers';
import { useDocumentTitle } from '../useDocumentTitle';
import { ActiveChildBadge } from '../whatMyParentSees/ActiveChildBadge';
import { useActiveChild } from '../whatMyParentSees/useActiveChild';
import '@grove/chat/styles.css';

// Issue 21: the profile's animal guide, read in a chunk of its own after the chat has rendered; the
// chat is whole without it, so a chunk that fails to load shows nothing.
const ChatGuideWatch = lazyPart(() => import('./ChatGuideWatch'), NothingShown);
// Every chat renders it: fetched as this screen loads, so it is there by the screen's first render (see lazyPart).
void ChatGuideWatch.preload();
// The packages dialog is fetched when "Buy tokens" is pressed: it is not part of the chat's first paint.
const BuyTokensDialog = lazyPart(() => import('./BuyTokensDialog'));

/** How often a child's chat reads their chat time again while open: each minute, as the minutes count. */
const CHAT_TIME_POLL_MS = 60_000;

// A reply that saved, changed, refused or forgot a memory shows what happened, with Undo (issue 15).
// Shown whatever the symbolicMemory flag says: the server acted on the profile's own switch, and the
// person must be able to see and undo it.
function rememberedChip(entry: ChatEntry) {
  return entry.memory ? <RememberedChip event={entry.memory} /> : null;
}

/**
 * /chat/{userId} and /chat/{userId}/child/{childId} (SPEC §2): the mentor chat of the active profile.
 * session-family's route gate has already sent other ids and other profiles elsewhere; this page only
 * renders the chat whose path matches the signed-in account and the active profile, and composes the
 * chat with the token meter ("Buy tokens" opens the packages). A child's chat has no meter: the
 * parent's tokens pay, and buying is the parent's business. With the `symbolicMemory` flag on, the
 * memory switch and a link to /memories sit in the header; an adult can start a temporary
 * conversation in one click; `?conversation=<id>` (a memory's source link) opens that conversation.
 */
export function ChatPage({ params }: ScreenProps) {
  const user = useAppSelector(selectAuthUser);
  const { session } = useSession();
  const auth = useAuthController();
  const dispatch = useAppDispatch();
  // SPEC §4: after a network error the error screen's `local` mode keeps every message in the browser first.
  const localFirst = useFeatureFlag('localConversations');
  const memoryOffered = useFeatureFlag('symbolicMemory');
  const [search, setSearch] = useSearchParams();
  const openFirst = search.get('conversation');
  // Issue 21: "talk about this" (an oracle card, an old story) hands words to the composer, unsent. Read
  // once and dropped from the address, so a reload or Back does not put them there again.
  const [say] = useState(() => chatSayTake(search));
  useEffect(() => {
    if (search.has('say')) {
      const next = new URLSearchParams(search);
      next.delete('say');
      setSearch(next, { replace: true });
    }
  }, [search, setSearch]);
  const uid = user?.id ?? '';
  const childId = params['childId'] ?? null;
  const active = session ? sessionProfile(session) : null;
  const children = useListChildrenQuery(uid, { skip: childId === null || uid === '' });
  const child = childId === null ? null : (children.data?.find((candidate) => candidate.id === childId) ?? null);
  // A child profile may not list the family: its own mode is read from its own memory profile.
  const activeChild = useActiveChild();

  const profile: ChatProfile | null = useMemo(() => {
    if (childId !== null) return active?.type === 'child' && active.childId === childId ? { type: 'child', childId } : null;
    if (active?.type === 'parent') return { type: 'parent' };
    if (active?.type === 'child') return null;
    return user && user.children.length > 0 ? { type: 'parent' } : { type: 'solo' };
  }, [active, childId, user]);

  // Options pass on: the chat's retry after a 401 or 403 forces a token refresh (SPEC §8).
  const identity = useCallback((options?: ApiIdentityOptions) => auth.identity(options), [auth]);
  // Issue 18: a child sees their own chat time (minutes left today, quiet time), read again each minute and after each reply.
  const childLimits = useGetChildLimitsQuery(childId ?? '', { skip: childId === null || profile?.type !== 'child', pollingInterval: CHAT_TIME_POLL_MS });
  const chatTimeText = childLimits.data && profile?.type === 'child' ? childChatTimeText(childLimits.data) : null;
  const onCharged = useCallback(
    (reply: ChatReply | null) => {
      if (childId !== null) dispatch(familyControlsApi.util.invalidateTags([{ type: 'ChildLimits', id: childId }]));
      if (uid) dispatch(tokenBalanceRefresh(uid));
      // The turn saved, changed or forgot a memory: the memory screens and switches read it again.
      if (reply?.memory) dispatch(memoryProfileRefresh(childId ?? uid));
    },
    [dispatch, uid, childId],
  );
  // Issue 21: the profile's animal guide is the mentor's avatar (the API adds its line to greetings).
  const [mentorAvatar, setMentorAvatar] = useState<ChatMentorAvatar | undefined>(undefined);
  const title = child ? `${child.displayName}'s chat` : 'Chat with Grove';
  useDocumentTitle(`Grove — ${title}`);

  // The gate checks the ids before this screen renders; this guards the moments in between (a profile
  // switch, a user document that is still loading).
  if (user === null) return null;
  if (params['userId'] !== uid || profile === null) return <Navigate to="/profiles" replace />;

  return (
    <ChatScreen
      key={`${uid}:${childId ?? profile.type}`}
      title={title}
      accountUid={uid}
      profile={profile}
      baseUrl=""
      identity={identity}
      onCharged={onCharged}
      localFirst={localFirst}
      contentMode={child?.contentMode ?? activeChild?.contentMode ?? user.contentMode}
      initialConversationId={openFirst}
      initialDraft={say ?? undefined}
      mentorAvatar={mentorAvatar}
      // SPEC-beyond (issue 15): the server refuses a temporary conversation for a child.
      allowTemporary={profile.type !== 'child'}
      replyExtras={rememberedChip}
      notice={
        chatTimeText === null ? undefined : (
          <p className="chat-notice" role="status">
            {chatTimeText}
          </p>
        )
      }
      headerExtras={
        <>
          <Suspense fallback={null}>
            <ChatGuideWatch profileId={childId ?? uid} onAvatar={setMentorAvatar} />
          </Suspense>
          {/* Issue 18: a child is told, on their own chat, what their parent can see. */}
          {profile.type === 'child' && <ActiveChildBadge className="chat-page__family-badge" />}
          {memoryOffered && <ChatMemoryExtras profileId={childId ?? uid} />}
          {profile.type !== 'child' && <ChatTokenExtras uid={uid} />}
        </>
      }
    />
  );
}

/**
 * The profile's memory switch and the way to its memories, in the chat's header (the `symbolicMemory`
 * flag). `pending`: drawn in the frame, before the account can be asked.
 */
function ChatMemoryExtras({ profileId, pending = false }: { profileId: string; pending?: boolean }) {
  return (
    <>
      <MemorySettingsSwitches profileId={profileId} compact pending={pending} />
      <Link className="grove-button grove-button--ghost" to={routePath('memories')}>
        Memories
      </Link>
    </>
  );
}

/** The account's token meter in an adult's chat header; "Buy tokens" opens the packages. `pending`: as above. */
function ChatTokenExtras({ uid, pending = false }: { uid: string; pending?: boolean }) {
  const [buying, setBuying] = useState(false);
  return (
    <>
      <TokenMeter userId={uid} compact onBuyTokens={() => setBuying(true)} pending={pending} />
      {buying && (
        <Suspense fallback={null}>
          <BuyTokensDialog userId={uid} open onClose={() => setBuying(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * A solo adult's chat as it first shows, while sign-in settles in a browser whose last account was
 * one (app/screenFrames.tsx, issue 22): the chat's title, header (the memory switch and the token
 * meter as they first show in the chat, loading; nothing is asked before sign-in settles), empty
 * conversation and list, its composer switched off. The chat itself replaces it once the route gate
 * lets it render, with nothing moving.
 */
export function ChatFrame({ params }: ScreenProps) {
  useDocumentTitle('Grove — Chat with Grove');
  const memoryOffered = useFeatureFlag('symbolicMemory');
  const uid = params['userId'] ?? '';
  return (
    <ChatScreenPending
      title="Chat with Grove"
      allowTemporary
      headerExtras={
        <>
          {memoryOffered && <ChatMemoryExtras profileId={uid} pending />}
          <ChatTokenExtras uid={uid} pending />
        </>
      }
    />
  );
}

export default ChatPage;
