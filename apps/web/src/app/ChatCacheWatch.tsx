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

/**
 * Clears the local chat message cache where SPEC §7 says: "Chat messages for a user are cleared on
 * logout and on return to parent (key {uid}_parent)". It watches, renders nothing:
 * - sign-out (however it happened: the button, another tab, a deleted account): every cached message
 *   of that account's profiles goes;
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

  useEffect(() => {
    if (status === 'signedIn' && uid !== null) {
      if (signedInAs.current !== null && signedInAs.current !== uid) lastProfile.current = null;
      signedInAs.current = uid;
      return;
    }
    if (status !== 'signedOut') return;
    const gone = signedInAs.current;
    signedInAs.current = null;
    lastProfile.current = null;
    if (gone !== null) chatCacheClear((clearing) => clearing.chatCacheClearOnSignOut(gone));
  }, [status, uid]);

  useEffect(() => {
    if (profile === null || uid === null) return;
    const before = lastProfile.current;
    lastProfile.current = profile;
    if (profile.type === 'parent' && before?.type === 'child') {
      chatCacheClear((clearing) => clearing.chatCacheClearOnReturnToParent(uid));
    }
  }, [profile, uid]);

  return null;
}
