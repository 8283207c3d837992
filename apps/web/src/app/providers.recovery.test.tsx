import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_CACHE_DB_NAME, CHAT_OUTBOX_DB_NAME, ChatView } from '@grove/chat/react';
import { GAME_STORE_DB_NAME } from '@grove/game-engines/react';
import { TRIAL_IDB_DATABASE } from '@grove/trial-guard/react';
import { keyValueStorageMemory, type KeyValueStorage } from '@grove/ui-glass';
import { featureFlagsFromEnv, type FeatureFlags } from '../config/featureFlags';
import { appStateLoad, appStateSave } from './appState';
import { AppProviders, GROVE_DATABASE_NAMES, useFeatureFlag } from './providers';
import { makeStore } from './store';

let failure: Error | null = null;

function Flaky() {
  const local = useFeatureFlag('localConversations');
  if (failure) throw failure;
  return <p>local conversations {local ? 'on' : 'off'}</p>;
}

function Chat() {
  return <ChatView title="Chat with Grove" entries={[]} busy={false} onSend={() => true} onStop={() => undefined} onRetry={() => undefined} />;
}

function App({ flags = featureFlagsFromEnv(undefined), storage = keyValueStorageMemory(), now = () => T0 }: { flags?: FeatureFlags; storage?: KeyValueStorage; now?: () => number }) {
  return (
    <AppProviders store={makeStore()} flags={flags} storage={storage} now={now}>
      <Flaky />
      <Chat />
    </AppProviders>
  );
}

const T0 = 1_760_000_000_000;

function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function swipeUp(): void {
  fireEvent.touchStart(document, { touches: [{ clientX: 100, clientY: 500 }] });
  fireEvent.touchEnd(document, { changedTouches: [{ clientX: 100, clientY: 440 }] });
}

function composer(): HTMLElement {
  return screen.getByRole('textbox', { name: 'Message' });
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  // React logs every caught render error; what the app does next is what these tests check.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  setWidth(1280);
});

afterEach(() => {
  cleanup();
  failure = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
  setWidth(1024);
  window.history.replaceState(null, '', '/');
});

describe('swipe-up focus on the chat (SPEC §9)', () => {
  it('focuses the chat input after a 50 px swipe up while touch optimisations are on', () => {
    render(<App />);
    swipeUp();
    expect(document.activeElement).toBe(composer());
  });

  it('does nothing while touch optimisations are off', () => {
    render(<App flags={featureFlagsFromEnv('touchOptimizations=off')} />);
    swipeUp();
    expect(document.activeElement).not.toBe(composer());
  });
});

describe('fallback modes (SPEC §2 mode buttons, §4 error boundary recovery)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('a render error switches to minimal: after recovery the swipe-up gesture is off', async () => {
    const storage = keyValueStorageMemory();
    failure = new Error('Component render failed');
    render(<App storage={storage} />);
    expect(screen.getByRole('button', { name: 'minimal' }).getAttribute('aria-pressed')).toBe('true');
    failure = null;
    await advance(3000);
    swipeUp();
    expect(document.activeElement).not.toBe(composer());
    expect(appStateLoad(storage, T0)).toEqual({ path: '/', fallbackMode: 'minimal' });
  });

  it('the local button makes the app work from browser storage', async () => {
    failure = new Error('Boom');
    render(<App />);
    failure = null;
    fireEvent.click(screen.getByRole('button', { name: 'local' }));
    await advance(1000);
    expect(screen.getByText('local conversations on')).toBeTruthy();
  });

  it('the minimal button switches optional features off', async () => {
    failure = new Error('Boom');
    render(<App />);
    failure = null;
    fireEvent.click(screen.getByRole('button', { name: 'minimal' }));
    await advance(1000);
    swipeUp();
    expect(document.activeElement).not.toBe(composer());
  });

  it('the hosted-database button brings the normal server-backed mode back', async () => {
    failure = new TypeError('Failed to fetch');
    render(<App />);
    expect(screen.getByRole('button', { name: 'local' }).getAttribute('aria-pressed')).toBe('true');
    failure = null;
    fireEvent.click(screen.getByRole('button', { name: 'hosted-database' }));
    await advance(1000);
    expect(screen.getByText('local conversations off')).toBeTruthy();
    swipeUp();
    expect(document.activeElement).toBe(composer());
  });
});

describe('app state restore (SPEC §4, §9: restored if under 5 minutes old)', () => {
  it('starts in the mode saved under 5 minutes ago', () => {
    const storage = keyValueStorageMemory();
    appStateSave(storage, { path: '/chat/u1', fallbackMode: 'minimal' }, T0 - 4 * 60_000);
    render(<App storage={storage} />);
    swipeUp();
    expect(document.activeElement).not.toBe(composer());
  });

  it('ignores a state saved 5 minutes ago or more', () => {
    const storage = keyValueStorageMemory();
    appStateSave(storage, { path: '/chat/u1', fallbackMode: 'minimal' }, T0 - 5 * 60_000);
    render(<App storage={storage} />);
    swipeUp();
    expect(document.activeElement).toBe(composer());
  });

  it('saves the route and mode when the boundary catches, and again when the page is hidden', () => {
    const storage = keyValueStorageMemory();
    let now = T0;
    window.history.replaceState(null, '', '/journal?tab=2');
    failure = new TypeError('Failed to fetch');
    render(<App storage={storage} now={() => now} />);
    expect(appStateLoad(storage, T0)).toEqual({ path: '/journal?tab=2', fallbackMode: 'local' });
    now = T0 + 4 * 60_000;
    window.history.replaceState(null, '', '/games');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(appStateLoad(storage, T0 + 8 * 60_000)).toEqual({ path: '/games', fallbackMode: 'local' });
  });

  it('saves nothing while nothing went wrong', () => {
    const storage = keyValueStorageMemory();
    render(<App storage={storage} />);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(appStateLoad(storage, T0)).toBeNull();
  });
});

function databaseCreate(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('things');
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

describe('memory errors on a phone (SPEC §4 mobile recovery: clear all browser storage)', () => {
  it('clears local and session storage, IndexedDB and cookies', async () => {
    setWidth(390);
    localStorage.setItem('grove.ui-glass.theme', 'dark');
    sessionStorage.setItem('grove.session', '{}');
    await databaseCreate(CHAT_CACHE_DB_NAME);
    await databaseCreate('firebaseLocalStorageDb');
    window.history.replaceState(null, '', '/chat/u1');
    document.cookie = 'grove_trial_device=abc; path=/';
    document.cookie = 'chat_hint=1; path=/chat';

    failure = new RangeError('Out of memory');
    render(<App storage={localStorage} />);
    expect(screen.getByText(/Attempt 1 of 3/)).toBeTruthy();

    await vi.waitFor(async () => expect(await indexedDB.databases()).toEqual([]));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it("knows every database Grove's libraries open, for browsers that cannot list them", () => {
    expect(GROVE_DATABASE_NAMES).toEqual(expect.arrayContaining([CHAT_CACHE_DB_NAME, CHAT_OUTBOX_DB_NAME, GAME_STORE_DB_NAME, TRIAL_IDB_DATABASE]));
  });
});
