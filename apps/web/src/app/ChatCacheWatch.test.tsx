import 'fake-indexeddb/auto';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatCachedMessage } from '@grove/chat';
import { chatBrowserCache } from '@grove/chat/react';
import { journalDraftStoreIdb, type JournalDraft } from '@grove/journal/react';
import { userSample } from './auth/userSample';
import { authSignedIn, authSignedOut } from './authSlice';
import { AppProviders } from './providers';
import { makeStore, type AppStore } from './store';
import { featureFlagsFromEnv } from '../config/featureFlags';

const SOLO_USER = userSample({ id: 'u1', onboardingStatus: true });

function message(id: string, userId: string): ChatCachedMessage {
  return { id, userId, sessionId: 'conv-1', timestamp: 1, role: 'user', content: `text ${id}`, status: 'done', clientMessageId: id };
}

async function cachedIds(): Promise<string[]> {
  const cache = chatBrowserCache();
  return [...(await cache.listUser('u1_solo')), ...(await cache.listUser('u2_solo'))].map((m) => m.id);
}

function renderApp(store: AppStore): void {
  render(
    <AppProviders store={store} flags={featureFlagsFromEnv(undefined)}>
      <p>Page</p>
    </AppProviders>,
  );
}

// Lets the clearing's lazy import and IndexedDB calls finish.
async function settled(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/** Waits until the cache holds exactly these ids (the clearing is asynchronous). */
async function expectCached(ids: string[]): Promise<void> {
  await expect.poll(cachedIds, { timeout: 3000 }).toEqual(ids);
}

beforeEach(async () => {
  sessionStorage.clear();
  await chatBrowserCache().clearAll();
  await chatBrowserCache().put([message('mine', 'u1_solo'), message('theirs', 'u2_solo')]);
});
afterEach(cleanup);

describe('the local chat message cache is cleared on logout (SPEC §7)', () => {
  it('keeps the cache of the account that was signed in when the page loaded', async () => {
    const store = makeStore();
    store.dispatch(authSignedIn(SOLO_USER));
    renderApp(store);
    await screen.findByText('Page');
    await settled();
    expect(await cachedIds()).toEqual(['mine', 'theirs']);
  });

  it('clears that account’s messages on sign-out', async () => {
    const store = makeStore();
    store.dispatch(authSignedIn(SOLO_USER));
    renderApp(store);
    act(() => {
      store.dispatch(authSignedOut());
    });
    await expectCached(['theirs']);
  });

  it('a page that loads with nobody signed in clears what a sign-out cut short by leaving its page left behind', async () => {
    const store = makeStore();
    store.dispatch(authSignedOut());
    renderApp(store);
    await expectCached([]);
  });
});

describe('journal drafts do not outlive the account’s sign-out (issue 16)', () => {
  const draft = (content: string): JournalDraft => ({ content, promptId: null, mood: null, tags: '', pictures: [] });

  it('clears the signed-out account’s drafts and keeps another account’s and the visitor’s', async () => {
    const drafts = journalDraftStoreIdb();
    await drafts.write('u1:u1', draft('half a thought'));
    await drafts.write('u2:u2', draft('someone else'));
    await drafts.write('visitor', draft('a visitor’s'));
    const store = makeStore();
    store.dispatch(authSignedIn(SOLO_USER));
    renderApp(store);
    act(() => {
      store.dispatch(authSignedOut());
    });
    await expect.poll(() => drafts.read('u1:u1'), { timeout: 3000 }).toBeNull();
    expect((await drafts.read('u2:u2'))?.content).toBe('someone else');
    expect((await drafts.read('visitor'))?.content).toBe('a visitor’s');
  });
});
