import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SESSION_INACTIVITY_TIMEOUT_MS, sessionRole, type SessionStorageLike } from '../index';
import { SessionProvider, type SessionProviderProps } from './SessionProvider';
import { useSession } from './useSession';

// Each preview keeps its session in its own memory, so previews do not share the browser's storage.
function memoryStorage(): SessionStorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function SessionPanel() {
  const { session, start, clear } = useSession();
  return (
    <section style={{ fontFamily: 'system-ui', maxWidth: 420 }}>
      <h1>Family session</h1>
      <p role="status">
        {session === null ? 'No profile is active.' : `Active profile: ${session.activeProfileId} (${sessionRole(session)})`}
      </p>
      <p style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={() => start({ type: 'parent' })}>
          Be the parent
        </button>
        <button type="button" onClick={() => start({ type: 'child', childId: 'mia' })}>
          Be Mia
        </button>
        <button type="button" onClick={clear}>
          Switch profile
        </button>
      </p>
    </section>
  );
}

// SessionProvider's alert and reload are injected: the preview shows the alert text on the page and
// counts reloads instead of leaving the page.
function Preview(props: Omit<SessionProviderProps, 'children' | 'alert' | 'reload'>) {
  const [alerts, setAlerts] = useState<string[]>([]);
  const [storage] = useState(memoryStorage);
  return (
    <SessionProvider storage={storage} {...props} alert={(message) => setAlerts((all) => [...all, message])} reload={() => undefined}>
      <SessionPanel />
      {alerts.length > 0 && <p role="alert">{alerts.at(-1)}</p>}
    </SessionProvider>
  );
}

/** A clock that runs `speed` times faster than real time, so 5 minutes of inactivity pass in seconds. */
function fastClock(speed: number): () => number {
  const origin = Date.now();
  return () => origin + (Date.now() - origin) * speed;
}

export default {
  title: 'session-family/SessionProvider',
  component: Preview,
  args: { accountType: 'family' },
} satisfies Meta<typeof Preview>;

type Story = StoryObj<typeof Preview>;

/** A family account after sign-in or a refresh: no profile until one is chosen (SPEC §4). */
export const FamilyNoProfile: Story = {};

/** A solo account gets its solo session, with the standard_user role, automatically. */
export const SoloAccount: Story = { args: { accountType: 'solo' } };

/**
 * Inactivity on a fast clock: choose a profile and keep the mouse still; 5 minutes pass in about 3
 * seconds and the session ends with SPEC's alert. Moving the mouse or pressing a key postpones it.
 */
export const InactivityTimeout: Story = {
  args: {
    now: fastClock(SESSION_INACTIVITY_TIMEOUT_MS / 3000),
    scheduler: { every: (_ms, callback) => {
      const id = window.setInterval(callback, 100);
      return () => window.clearInterval(id);
    } },
  },
};
