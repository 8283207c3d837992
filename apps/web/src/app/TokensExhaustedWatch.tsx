import { Suspense, useEffect, useState } from 'react';
import type { ApiEventChannel, TokensExhaustedEvent } from '@grove/api-client';
import { selectAuthUser } from './authSlice';
import { useAppSelector } from './hooks';
import { lazyPart } from './lazyScreen';

// Loaded when an account first runs out, so the packages dialog stays out of the first load; a chunk
// that fails to load shows 'Failed to load component' with Refresh Page, not the app's error screen.
const TokensExhaustedDialog = lazyPart(() => import('./TokensExhaustedScreen'));

/**
 * Opens the Buy tokens dialog (an adult profile) or the "ask your grown-up" dialog (a child profile)
 * when a call of the signed-in account answers with an account's 402 — wherever it came from (the
 * chat, a game, a guided theme), over the page, which stays as it is. Renders nothing otherwise.
 */
export function TokensExhaustedWatch({ events }: { events: ApiEventChannel }) {
  const user = useAppSelector(selectAuthUser);
  // Keyed by account: another account signing in never sees the last one's dialog.
  return user === null ? null : <AccountTokensExhaustedWatch key={user.id} userId={user.id} events={events} />;
}

function AccountTokensExhaustedWatch({ userId, events }: { userId: string; events: ApiEventChannel }) {
  const [event, setEvent] = useState<TokensExhaustedEvent | null>(null);
  useEffect(
    () =>
      events.subscribe((next) => {
        if (next.type === 'tokensExhausted') setEvent(next);
      }),
    [events],
  );
  if (event === null) return null;
  return (
    <Suspense fallback={null}>
      <TokensExhaustedDialog event={event} userId={userId} onClose={() => setEvent(null)} />
    </Suspense>
  );
}
