import { useEffect, useRef } from 'react';
import { sessionProfile, type ActiveProfile } from '@grove/session-family';
import { useSession } from '@grove/session-family/react';
import { selectAuthStatus, selectAuthUser } from './authSlice';
import { errorReport } from './errorReporter';
import { useAppSelector } from './hooks';

type ChatCacheClearing = typeof import('../pages/chat/chatCacheClear');

function chatCacheClear(clear: (clearing: ChatCacheClearing) => Promise<void>): void {
  // Loaded only when something must be cleared, so the chat code stays out of the first load.
  void import('../pages/chat/chatCacheClear')
    .then(clear)
    .catch((error: unknown) => errorReport(error, { kind: 'chat-cache-clear' }));
}

function gameDataClear(): void {
  // Loaded only when something must be cleared, so the game code stays out of the first load.
  void import('../pages/games/gameDataClear')
    .then((clearing) => clearing.gameDataClear())
    .catch((error: unknown) => errorReport(error, { kind: 'game-data-clear' }));
}

function journalDraftsClear(uid: string): void {
  // Loaded only when something must be cleared, so the journal code stays out of the first load.
  void import('../pages/journal/journalDraftsClear')
    .then((clearing) => clearing.journalDraftsClearOnSignOut(uid))
    .catch((error: unknown) => errorReport(error, { kind: 'journal-drafts-clear' }));
}

function profileSame(a: ActiveProfile, b: ActiveProfile): boolean {
  return a.type === b.type && (a.type !== 'child' || (b.type === 'child' && a.childId === b.childId));
}

/**
 * Clears the local chat message cache where SPEC §7 says: "Chat messages for a user are cleared on
 * logout and on return to parent (key {uid}_parent)", and the local game data where SPEC §4 says:
 * "Game data is cleared on profile switch, logout, sign-in and child deletion" (child deletion is the
 * child accounts page's). It watches, renders nothing:
 * - sign-out (however it happened: the button, another tab, a deleted account): every cached message
 *   of that account's profiles goes, every saved game, and the account's unsaved journal drafts
 *   (issue 16: private words do not stay on a shared device);
 * - a page that loads with nobody signed in: every cached message goes (what a sign-out whose clearing
 *   was cut short by leaving its page left behind);
 * - sign-in: after this page saw nobody signed in (a trial visitor signing in), or another account
 *   than before, every saved game goes. Restoring the account that was signed in when the page loaded
 *   is not a sign-in;
 * - profile switch: when the family session's active profile becomes another one than the last
 *   profile used, every saved game goes;
 * - return to the parent: when the family session's active profile becomes the parent after a child
 *   was the last profile used (child → profile chooser → parent), the parent's cached messages, key
 *   `{uid}_parent`, go. The server keeps the conversations; the chat reloads them from there.
 */
export function ChatCacheWatch() {
  const status = useAppSelector(selectAuthStatus);
  const uid = useAppSelector(selectAuthUser)?.id ?? null;
  const { session } = useSession();
  const profile: ActiveProfile | null = session ? sessionProfile(session) : null;
  const signedInAs = useRef<string | null>(null);
  const lastProfile = useRef<ActiveProfile | null>(null);
  // Nobody was signed in at some point since the last sign-in: the next one is a sign-in, not a restore.
  const signedOutSeen = useRef(false);
  // This page already cleared what a previous page's sign-out may have left behind.
  const leftoversCleared = useRef(false);

  useEffect(() => {
    if (status === 'signedIn' && uid !== null) {
      const switched = signedInAs.current !== null && signedInAs.current !== uid;
      if (switched) lastProfile.current = null;
      if (switched || signedOutSeen.current) gameDataClear();
      signedInAs.current = uid;
      signedOutSeen.current = false;
      return;
    }
    if (status !== 'signedOut') return;
    signedOutSeen.current = true;
    const gone = signedInAs.current;
    signedInAs.current = null;
    lastProfile.current = null;
    if (gone !== null) {
      chatCacheClear((clearing) => clearing.chatCacheClearOnSignOut(gone));
      gameDataClear();
      journalDraftsClear(gone);
    } else if (!leftoversCleared.current) {
      // The clearing of a sign-out is asynchronous and dies with its page (a reload, a link, a closed
      // tab right after "Sign out"): a page that finds nobody signed in finishes it for every account.
      leftoversCleared.current = true;
      chatCacheClear((clearing) => clearing.chatCacheClearOnSignedOutLoad());
    }
  }, [status, uid]);

  useEffect(() => {
    if (profile === null || uid === null) return;
    const before = lastProfile.current;
    lastProfile.current = profile;
    if (before !== null && !profileSame(before, profile)) gameDataClear();
    if (profile.type === 'parent' && before?.type === 'child') {
      chatCacheClear((clearing) => clearing.chatCacheClearOnReturnToParent(uid));
    }
  }, [profile, uid]);

  return null;
}
