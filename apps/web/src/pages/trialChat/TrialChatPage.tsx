import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { TRIAL_USER_ID, type ChatReply } from '@grove/api-contract';
import { ChatView, useChat } from '@grove/chat/react';
import { routeDefaultChatDestination } from '@grove/session-family';
import { TrialStatusBadge, TrialStatusPending, useTrial } from '@grove/trial-guard/react';
import { selectAuthSnapshot } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';
import type { ScreenProps } from '../../app/lazyScreen';
import { useDocumentTitle } from '../useDocumentTitle';
import '@grove/chat/styles.css';
import '../pages.css';
import '../trial.css';
import { chatAnonymousIdentity, chatTrialDeviceHeaders } from '../chatCallIdentity';
import { chatSayTake } from '../chat/chatSay';

const EMPTY_TEXT =
  'This is your free trial: say hello, ask a question or ask for a story. Nothing you write here is saved; when you leave this page, the conversation is gone.';

/**
 * The trial chat of a signed-out visitor: the mentor chat as `trial_user` with the device headers and
 * no sign-in, kept only in the page (no cache; an offline message waits in memory until the API is
 * back). The server charges the device's allowance; the header shows what is left, refreshed after
 * each reply and polled every 5 s. A 402 (the trial is spent) alerts the server's detail and goes to
 * /signup, a 429 alerts SPEC's message — both through the app's API event channel, as every call does.
 */
function TrialChat({ baseUrl }: { baseUrl: string }) {
  const trial = useTrial({ enabled: true });
  const { decision } = trial;
  // useChat keeps one conversation per callback identity; the trial's functions change as its facts
  // and limit arrive, so the chat calls the latest through a ref.
  const latest = useRef(trial);
  useEffect(() => {
    latest.current = trial;
  });
  const onCharged = useCallback((reply: ChatReply | null) => {
    // The local record is the fallback when the status cannot be read (SPEC §8); the server's answer follows.
    if (reply) latest.current.recordCharge(reply.tokensUsed);
    latest.current.refresh();
  }, []);
  // Issue 21: words handed over by "talk about this" wait in the composer (read once, then dropped from the address).
  const [search, setSearch] = useSearchParams();
  const [say] = useState(() => chatSayTake(search));
  useEffect(() => {
    if (search.has('say')) {
      const next = new URLSearchParams(search);
      next.delete('say');
      setSearch(next, { replace: true });
    }
  }, [search, setSearch]);
  const chat = useChat({
    accountUid: TRIAL_USER_ID,
    profile: TRIAL_PROFILE,
    baseUrl,
    identity: chatAnonymousIdentity,
    headers: chatTrialDeviceHeaders,
    onCharged,
  });

  return (
    <div className="trial-chat">
      <ChatView
        title="Try Grove"
        entries={chat.conversation.entries}
        busy={chat.busy}
        onSend={chat.send}
        onStop={chat.stop}
        onRetry={chat.retry}
        contentMode="PG"
        emptyText={EMPTY_TEXT}
        initialDraft={say ?? undefined}
        headerExtras={
          <div className="trial-chat__links">
            {/* The badge's place is held while the status loads, so the messages below do not move when it arrives. */}
            {trial.loading ? <TrialStatusPending /> : <TrialStatusBadge decision={decision} source={trial.source} />}
            {decision.eligible && (
              <Link to="/signup" className="page-button">
                Create an account
              </Link>
            )}
          </div>
        }
        aside={
          decision.eligible ? null : (
            <section className="trial-used-up" aria-labelledby="trial-used-up-title">
              <p id="trial-used-up-title">
                <strong>Your free trial is used up for now.</strong> Create an account to keep talking
                with the mentor; it also keeps your conversations.
              </p>
              <p className="page-actions">
                <Link to="/signup" className="page-button page-button--primary">
                  Create an account
                </Link>
                <Link to="/login" className="page-button">
                  Sign in
                </Link>
              </p>
            </section>
          )
        }
      />
    </div>
  );
}

const TRIAL_PROFILE = { type: 'trial' } as const;

/**
 * /chat/trial (SPEC §2): the trial chat for a signed-out visitor. A signed-in account has its own
 * chat, charged to its balance, and goes there instead. `baseUrl` is the API origin ('' = same origin).
 */
export function TrialChatPage({ baseUrl = '' }: Partial<ScreenProps> & { baseUrl?: string }) {
  useDocumentTitle('Grove — free trial chat');
  const auth = useAppSelector(selectAuthSnapshot);
  if (auth.status === 'loading') return null;
  if (auth.status === 'signedIn' && !auth.isTrialUser) return <Navigate to={routeDefaultChatDestination(auth, '/chat/trial')} replace />;
  return <TrialChat baseUrl={baseUrl} />;
}

export default TrialChatPage;
