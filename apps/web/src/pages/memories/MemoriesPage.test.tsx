import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryProfileSchema, MemoryWriteSchema } from '@grove/api-contract';
import { MEMORY_LIST_EMPTY, MEMORY_LIST_OFF } from '@grove/memory/react';
import type { ActiveProfile } from '@grove/session-family';
import { useSession } from '@grove/session-family/react';
import { AppProviders } from '../../app/providers';
import { screensOffered } from '../../app/screens';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import MemoriesPageDefault, { MemoriesPage } from './MemoriesPage';

// The real API on loopback: memories, their rules for children and the permissions are the server's own.
const api = familyApiServerUse();

const SOLO: FamilySeed = { displayName: 'Sam', parentPin: null };
const FAMILY: FamilySeed = {
  displayName: 'Ada',
  parentPin: '2468',
  children: [
    { displayName: 'Mia', age: 6, pin: '1111' },
    { displayName: 'Leo', age: 12, pin: '2222' },
  ],
};

/** Starts a profile the way /profiles does once its PIN is checked, then shows the page. */
function WithProfile({ profile, children }: { profile: ActiveProfile; children: ReactNode }) {
  const { session, start } = useSession();
  useLayoutEffect(() => {
    start(profile);
  }, [profile, start]);
  return session !== null ? children : null;
}

function ChatShown() {
  const location = useLocation();
  return <h1>{`Chat at ${location.pathname}${location.search}`}</h1>;
}

interface RenderOptions {
  /** Seeds data through the API before the page renders. */
  prepare?: (family: SignedInFamily) => Promise<void>;
  /** The address the page opens at; /memories by default. */
  path?: (family: SignedInFamily) => string;
}

async function renderMemories(seed: FamilySeed, profileOf: (family: SignedInFamily) => ActiveProfile, options: RenderOptions = {}) {
  const family = await api.signedIn(seed);
  const profile = profileOf(family);
  await options.prepare?.(family);
  const path = options.path?.(family) ?? '/memories';
  render(
    <AppProviders store={family.store} flags={featureFlagsFromEnv(undefined)}>
      <WithProfile profile={profile}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/memories" element={<MemoriesPage />} />
            <Route path="/profiles" element={<h1>Profiles</h1>} />
            <Route path="/chat/*" element={<ChatShown />} />
          </Routes>
        </MemoryRouter>
      </WithProfile>
    </AppProviders>,
  );
  return { user: userEvent.setup(), family };
}

async function memoriesOf(family: SignedInFamily, profileId: string) {
  return MemoryProfileSchema.parse(await family.apiCall('GET', `/api/memory/${profileId}`)).memories;
}

function listItems(): string[] {
  const list = screen.queryByRole('list', { name: 'Saved memories' });
  if (list === null) return [];
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('grove-memory'))
    .map((item) => item.querySelector('.grove-memory__content')?.textContent ?? '');
}

describe('MemoriesPage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(MemoriesPageDefault).toBe(MemoriesPage);
  });

  it('is offered only while the symbolicMemory flag is on (SPEC §3)', () => {
    expect(screensOffered({ symbolicMemory: true }).memories).toBeTruthy();
    expect(screensOffered({ symbolicMemory: false }).memories).toBeUndefined();
    expect(screensOffered({ symbolicMemory: false }).profiles).toBeTruthy();
  });

  it('lets an adult add a memory, edit it, and delete it with Undo, all kept by the API', async () => {
    const { user, family } = await renderMemories(SOLO, () => ({ type: 'solo' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your memories' })).toBeTruthy();
    expect(await screen.findByText(MEMORY_LIST_EMPTY)).toBeTruthy();

    await user.type(screen.getByLabelText('What should Grove remember?'), 'Is training for a 10 km run in May');
    await user.type(screen.getByLabelText('Tags (optional, separated by commas)'), 'Running');
    await user.click(screen.getByRole('button', { name: 'Remember this' }));
    expect(await screen.findByText('Saved. Grove will remember that.')).toBeTruthy();
    await waitFor(() => expect(listItems()).toEqual(['Is training for a 10 km run in May']));
    const [saved] = await memoriesOf(family, family.uid);
    expect(saved).toMatchObject({ content: 'Is training for a 10 km run in May', tags: ['running'], source: { kind: 'manual' }, state: 'active' });

    await user.click(screen.getByRole('button', { name: 'Edit Is training for a 10 km run in May' }));
    const words = screen.getByLabelText('Memory');
    await user.clear(words);
    await user.type(words, 'Is training for a half marathon in May{Enter}');
    await waitFor(() => expect(listItems()).toEqual(['Is training for a half marathon in May']));
    expect((await memoriesOf(family, family.uid))[0]?.content).toBe('Is training for a half marathon in May');

    await user.click(screen.getByRole('button', { name: 'Delete Is training for a half marathon in May' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    await waitFor(() => expect(listItems()).toEqual([]));
    expect((await memoriesOf(family, family.uid))[0]?.state).toBe('deleted');
    await user.click(undo);
    await waitFor(() => expect(listItems()).toEqual(['Is training for a half marathon in May']));
    expect((await memoriesOf(family, family.uid))[0]?.state).toBe('active');
  });

  it('turns memory off through the API and says what that means', async () => {
    const { user, family } = await renderMemories(SOLO, () => ({ type: 'solo' }));
    const memory = await screen.findByRole('switch', { name: 'Memory' });
    expect(memory.getAttribute('aria-checked')).toBe('true');
    await user.click(memory);
    await screen.findByRole('switch', { name: 'Memory', checked: false });
    expect(await screen.findByText(MEMORY_LIST_OFF)).toBeTruthy();
    expect(MemoryProfileSchema.parse(await family.apiCall('GET', `/api/memory/${family.uid}`)).settings).toEqual({ memoryEnabled: false, autoCapture: true });
    expect(screen.getByRole('switch', { name: 'Remember facts from chats automatically' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the timeline as a tab, each memory linking to the conversation it came from', async () => {
    const { user, family } = await renderMemories(SOLO, () => ({ type: 'solo' }));
    MemoryWriteSchema.parse(await family.apiCall('POST', '/api/memory', { userId: family.uid, content: 'Likes green tea', tags: ['drink'] }));
    await user.click(await screen.findByRole('tab', { name: 'Timeline' }));
    expect(screen.getByRole('tab', { name: 'Timeline' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Likes green tea')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Week', pressed: true })).toBeTruthy();
    expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(within(panel).getByText(/Added by hand/)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Month' }));
    await within(panel).findByRole('button', { name: 'Month', pressed: true });
    expect(await within(panel).findByText('Likes green tea')).toBeTruthy();
    // Arrow keys move between the tabs.
    screen.getByRole('tab', { name: 'Timeline' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'List' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'List' }));
  });

  it("refuses a child's home address with the API's kind reason and keeps the words", async () => {
    const { user, family } = await renderMemories(FAMILY, (seeded) => ({ type: 'child', childId: seeded.childId('Leo') }));
    const leo = family.childId('Leo');
    expect(screen.getByText(/Your grown-up can see your memories too/)).toBeTruthy();
    const refusal = await family.errorReplyTo('POST', '/api/memory', { userId: leo, content: 'I live at 12 Oak Street' });
    const field = screen.getByLabelText('What should Grove remember?');
    await user.type(field, 'I live at 12 Oak Street');
    await user.click(screen.getByRole('button', { name: 'Remember this' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal.body.error.message);
    expect((field as HTMLTextAreaElement).value).toBe('I live at 12 Oak Street');
    expect(await memoriesOf(family, leo)).toEqual([]);
    // The child's request went with the child's profile headers.
    const sent = family.requests.find((request) => request.method === 'POST' && request.path === '/api/memory');
    expect(sent?.headers).toMatchObject({ 'x-active-role': 'child_user', 'x-child-id': leo });
  });

  it('shows a 6-year-old their memory waiting for the grown-up, and offers no Pin', async () => {
    await renderMemories(FAMILY, (seeded) => ({ type: 'child', childId: seeded.childId('Mia') }), {
      prepare: async (family) => {
        const mia = family.childId('Mia');
        await family.apiCall('POST', '/api/memory', { userId: mia, content: 'Has a cat called Whiskers', tags: [] }, { asChild: mia });
      },
    });
    expect(await screen.findByText('Waiting for your grown-up')).toBeTruthy();
    expect(listItems()).toEqual(['Has a cat called Whiskers']);
    expect(screen.queryByRole('button', { name: /^Pin / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Approve / })).toBeNull();
  });

  it("lets the parent open a child's memories (?profile=) and approve one", async () => {
    const { user, family } = await renderMemories(FAMILY, () => ({ type: 'parent' }), {
      prepare: async (seeded) => {
        const mia = seeded.childId('Mia');
        await seeded.apiCall('POST', '/api/memory', { userId: mia, content: 'Has a cat called Whiskers', tags: ['pet'] }, { asChild: mia });
      },
      path: (seeded) => `/memories?profile=${seeded.childId('Mia')}`,
    });
    const mia = family.childId('Mia');
    expect(await screen.findByRole('heading', { level: 1, name: "Mia's memories" })).toBeTruthy();
    expect(await screen.findByText('Waiting for your approval')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve Has a cat called Whiskers' }));
    await waitFor(() => expect(screen.queryByText('Waiting for your approval')).toBeNull());
    expect((await memoriesOf(family, mia))[0]).toMatchObject({ approval: 'approved', state: 'active' });
    // The parent pins a child's memory (a child may not).
    await user.click(screen.getByRole('button', { name: 'Pin Has a cat called Whiskers' }));
    await screen.findByRole('button', { name: 'Pin Has a cat called Whiskers', pressed: true });
    expect((await memoriesOf(family, mia))[0]?.pinned).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Back to profiles' }));
    expect(await screen.findByRole('heading', { name: 'Profiles' })).toBeTruthy();
  });
});
