import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ChatReply } from '@grove/api-contract';
import type { GameTransport } from '@grove/game-engines/react';
import type { GuidedState, GuidedTheme } from '../index';
import { guidedControllerCreate, type GuidedLogEntry } from './guidedController';

/** Options of {@link useGuided}. */
export interface UseGuidedOptions {
  theme: GuidedTheme;
  /** The request's `userId`: the account's uid (also for a child), or `trial_user`. */
  userId: string;
  /** How a message reaches `POST /api/chat` (the games' transport: the same chat call). */
  transport: GameTransport;
  /** The clock for the state's `lastUpdated`; `Date.now` by default. */
  now?: () => number;
  /** Makes fresh ids (entry ids and client message ids); `crypto.randomUUID` by default. */
  newId?: () => string;
  /** Called after each reply the server may have charged (null for a stopped one). */
  onCharged?: (reply: ChatReply | null) => void;
}

/** What {@link useGuided} gives a guided conversation's screen. */
export interface UseGuidedResult {
  /** The core's state: history, progress, covered topics and the preferences chosen. */
  state: GuidedState;
  entries: GuidedLogEntry[];
  /** A reply is on its way. */
  busy: boolean;
  /** Why the last message was not sent, or null. */
  error: string | null;
  /** Sends a message; false when nothing was sent (the composer keeps the text). */
  send(text: string): boolean;
  stop(): void;
  /** Sends the message whose reply failed again. */
  retry(): void;
  /** Starts the theme afresh. */
  restart(): void;
}

/** What the controller reaches through {@link guidedLinksCreate}: the latest render's options. */
interface GuidedLinked {
  transport: GameTransport;
  onCharged: UseGuidedOptions['onCharged'];
  newId: () => string;
  now: () => number;
}

/** The transport, callback, id maker and clock of the latest render, for a controller that outlives renders. */
function guidedLinksCreate(first: GuidedLinked) {
  let latest = first;
  return {
    transport: { send: (...args: Parameters<GameTransport['send']>) => latest.transport.send(...args) } satisfies GameTransport,
    onCharged: (reply: ChatReply | null) => latest.onCharged?.(reply),
    newId: () => latest.newId(),
    now: () => latest.now(),
    update(next: GuidedLinked) {
      latest = next;
    },
  };
}

function browserId(): string {
  return crypto.randomUUID();
}

function clockNow(): number {
  return Date.now();
}

/**
 * One guided conversation of a theme (SPEC §4): creates the guided controller once per theme and user
 * and reads it with `useSyncExternalStore`. Each message goes through the core (progress, preferences
 * set once) and to the mentor with the last 2 exchanges; the reply's keywords become covered topics.
 * The conversation lives in memory only: leaving the screen ends it.
 */
export function useGuided(options: UseGuidedOptions): UseGuidedResult {
  const { theme, userId } = options;
  const linked: GuidedLinked = { transport: options.transport, onCharged: options.onCharged, newId: options.newId ?? browserId, now: options.now ?? clockNow };
  // The conversation lives as long as its theme and user; the other options may change identity
  // between renders (an inline arrow), so the controller reaches the latest through links updated
  // after each render instead of starting over.
  const [links] = useState(() => guidedLinksCreate(linked));
  useEffect(() => {
    links.update(linked);
  });

  const controller = useMemo(
    () => guidedControllerCreate({ theme, userId, newId: links.newId, now: links.now, transport: links.transport, onCharged: links.onCharged }),
    [theme, userId, links],
  );

  useEffect(() => () => controller.dispose(), [controller]);

  const view = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return useMemo(
    () => ({
      state: view.state,
      entries: view.entries,
      busy: view.busy,
      error: view.error,
      send: controller.send,
      stop: controller.stop,
      retry: controller.retry,
      restart: controller.restart,
    }),
    [view, controller],
  );
}
