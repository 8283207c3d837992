import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { JournalEntriesSchema, JournalSummariesSchema, MESSAGES } from '@grove/api-contract';
import { journalPromptOfDay } from '@grove/journal';
import {
  JOURNAL_CHILD_EXCEPTION_TEXT,
  JOURNAL_SAVED_TEXT,
  JOURNAL_VISITOR_NOTE,
  JOURNAL_WRITE_ADDED_TEXT,
  JOURNAL_WRITE_STARTED_TEXT,
  journalDraftStoreIdb,
  journalRestrictedText,
} from '@grove/journal/react';
import type { ActiveProfile } from '@grove/session-family';
import { authSignedOut } from '../../app/authSlice';
import { screensOffered } from '../../app/screens';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { renderPage } from '../../testing/renderPage.test-helper';
import JournalPageDefault, { JournalPage } from './JournalPage';

// The real API on loopback: the journal's permissions, privacy and summaries are the server's own.
const api = familyApiServerUse();

const SOLO: FamilySeed = { displayName: 'Sam', parentPin: null };
const FAMILY: FamilySeed = { displayName: 'Ada', parentPin: '2468', children: [{ displayName: 'Leo', age: 12, pin: '2222' }] };

/** The address the router is at, and how it got there (a `replace` leaves no new history entry). */
function WhereNow() {
  const location = useLocation();
  const how = useNavigationType();
  return <output data-testid="where-now" data-how={how}>{`${location.pathname}${location.search}`}</output>;
}

function renderJournal(family: SignedInFamily, profile: ActiveProfile | null, path = '/journal') {
  return renderPage(family, {
    path,
    routes: {
      '/journal': (
        <>
          <JournalPage />
          <WhereNow />
        </>
      ),
    },
    profile,
  });
}

function entryBox(label = 'Your entry'): HTMLTextAreaElement {
  return screen.getByLabelText(label) as HTMLTextAreaElement;
}

async function entriesOf(family: SignedInFamily, profileId: string, asChild?: string) {
  return JournalEntriesSchema.parse(await family.apiCall('GET', `/api/journal/${profileId}/entries`, undefined, asChild ? { asChild } : {}));
}

describe('JournalPage', () => {
  it('is both the default and a named export, and the router offers it', () => {
    expect(JournalPageDefault).toBe(JournalPage);
    // SPEC §2: /journal is there for everyone, whatever the memory flag.
    expect(screensOffered({ symbolicMemory: false }).journal).toBeTruthy();
    expect(screensOffered({ symbolicMemory: true }).journal).toBe(screensOffered({ symbolicMemory: false }).journal);
  });

  it('loads the guided session when asked for, and it works: the mentor follows up and the answer is kept', async () => {
    const family = await api.signedIn(SOLO);
    const user = renderJournal(family, { type: 'solo' });
    await screen.findByRole('button', { name: 'Answer this prompt' });
    // Issue 22: the session (and the safety classifier its follow-ups use) is a chunk fetched on demand,
    // its place held by a box of its own loading state meanwhile.
    await user.click(screen.getByRole('button', { name: 'Guided session' }));
    const session = () => screen.getByRole('region', { name: 'Guided session' });
    expect(session().classList.contains('grove-journal-session')).toBe(true);
    await screen.findByText(/^Prompt 1 of \d$/);
    await user.type(within(session()).getByLabelText('Your answer'), 'A calm morning with coffee.');
    await user.click(within(session()).getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByText('Your mentor says:', { exact: false })).toBeTruthy();
    await waitFor(async () => expect((await entriesOf(family, family.uid)).entries).toHaveLength(1));
  });

  it('lets an adult write an entry with the prompt of the day, kept by the API and listed with who can see it', async () => {
    const family = await api.signedIn(SOLO);
    const user = renderJournal(family, { type: 'solo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your journal' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Answer this prompt' }));
    await user.type(screen.getByLabelText('Your answer'), 'Rain on the window and a good book.');
    await user.click(within(screen.getByRole('group', { name: 'How do you feel?' })).getByRole('button', { name: /Calm/ }));
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(screen.getAllByRole('status').some((status) => status.textContent?.includes(JOURNAL_SAVED_TEXT))).toBe(true));
    const stored = await entriesOf(family, family.uid);
    expect(stored.entries).toHaveLength(1);
    const [entry] = stored.entries;
    expect(entry).toMatchObject({ content: 'Rain on the window and a good book.', mood: 'calm', seenBy: 'only_you' });
    expect(entry.clientEntryId).not.toBeNull();
    expect(entry.promptId).toBe(journalPromptOfDay('FULL', Date.now()).id);
    const list = await screen.findByRole('region', { name: 'Your entries' });
    expect(await within(list).findByText('Rain on the window and a good book.')).toBeTruthy();
    expect(within(list).getByText('Only you can see this')).toBeTruthy();
  });

  it('lets a 12-year-old keep an entry private and share a summary; the parent sees the count and the summary only', async () => {
    const family = await api.signedIn(FAMILY);
    const leo = family.childId('Leo');
    const user = renderJournal(family, { type: 'child', childId: leo });
    expect(await screen.findByText(JOURNAL_CHILD_EXCEPTION_TEXT.PG)).toBeTruthy();
    expect(screen.getByText('Only you can see this')).toBeTruthy();
    await user.type(screen.getByLabelText('Your entry'), 'Scored a goal at football practice and felt proud.');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    const list = await screen.findByRole('region', { name: 'Your entries' });
    expect(await within(list).findByText('Scored a goal at football practice and felt proud.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Make this week's summary" }));
    const card = await screen.findByRole('article', { name: /^Week of / });
    expect(within(card).getByText('Only you can see this summary.')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Share with my parent' }));
    expect(await within(card).findByText('Your parent can see this summary.')).toBeTruthy();

    // What the parent reads, as the API answers the parent.
    const asParent = await entriesOf(family, leo);
    expect(asParent).toMatchObject({ entries: [], count: 1, restricted: true });
    const shared = JournalSummariesSchema.parse(await family.apiCall('GET', `/api/journal/summaries/${leo}`));
    expect(shared.summaries.map((summary) => summary.status)).toEqual(['approved']);
  });

  it('shows a parent a 12-year-old’s journal as the child shares it: the count and the approved summary', async () => {
    const family = await api.signedIn(FAMILY);
    const leo = family.childId('Leo');
    await family.apiCall('POST', '/api/journal/entry', { userId: leo, content: 'My secret plan for the science fair.' }, { asChild: leo });
    const summary = JournalSummariesSchema.shape.summaries.element.parse(await family.apiCall('POST', `/api/journal/${leo}/summaries`, {}, { asChild: leo }));
    await family.apiCall('PATCH', `/api/journal/summaries/${summary.id}`, { status: 'approved' }, { asChild: leo });
    renderJournal(family, { type: 'parent' }, `/journal?profile=${leo}`);
    expect(await screen.findByRole('heading', { level: 1, name: "Leo's journal" })).toBeTruthy();
    expect(await screen.findByText(journalRestrictedText(1))).toBeTruthy();
    expect(await screen.findByRole('article', { name: /^Week of / })).toBeTruthy();
    expect(screen.queryByText('My secret plan for the science fair.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share with my parent' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'The parent can read the entries' }).hasAttribute('disabled')).toBe(true);
  });

  it('tells a child whose journal is switched off, kindly, and neither lists nor writes entries', async () => {
    const family = await api.signedIn(FAMILY);
    const leo = family.childId('Leo');
    await family.apiCall('PATCH', `/api/children/${leo}`, { permissions: { canJournal: false } });
    renderJournal(family, { type: 'child', childId: leo });
    expect(await screen.findByText(MESSAGES.journalNotAllowed)).toBeTruthy();
    expect(screen.queryByLabelText('Your entry')).toBeNull();
    expect(family.requests.some((request) => request.path.endsWith('/entries') || request.method !== 'GET')).toBe(false);
  });

  it('lets a signed-out visitor write a draft kept in the browser, never sent to the API', async () => {
    const family = await api.signedIn(SOLO);
    family.store.dispatch(authSignedOut());
    const user = renderJournal(family, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Try the journal' })).toBeTruthy();
    expect(screen.getByText(JOURNAL_VISITOR_NOTE)).toBeTruthy();
    expect(await screen.findByText(journalPromptOfDay('PG', Date.now()).text)).toBeTruthy();
    await user.type(screen.getByLabelText('Your entry'), 'Just trying this out.');
    expect(screen.queryByRole('button', { name: 'Save entry' })).toBeNull();
    expect(family.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    const journalReads = family.requests.filter((request) => request.path.startsWith('/api/journal'));
    expect(journalReads.length).toBeGreaterThan(0);
    expect(journalReads.every((request) => request.path.startsWith('/api/journal/prompts'))).toBe(true);
  });

  it('puts `?write=` words into an adult’s empty draft, then drops `write` from the address by replacing it', async () => {
    const family = await api.signedIn(SOLO);
    const brought = 'Small brave steps\nWhat is one small brave thing you did this week?';
    renderJournal(family, { type: 'solo' }, `/journal?${new URLSearchParams({ write: brought }).toString()}`);
    await waitFor(() => expect(entryBox().value).toBe(brought));
    expect(screen.getAllByRole('status').some((status) => status.textContent?.includes(JOURNAL_WRITE_STARTED_TEXT))).toBe(true);
    await waitFor(() => expect(screen.getByTestId('where-now').textContent).toBe('/journal'));
    expect(screen.getByTestId('where-now').dataset['how']).toBe('REPLACE');
    expect(document.activeElement).toBe(entryBox());
    // Kept in the browser as this profile's draft, nothing saved until the writer chooses to.
    expect(await journalDraftStoreIdb().read(`${family.uid}:${family.uid}`)).toMatchObject({ content: brought });
    expect(family.requests.filter((request) => request.path.startsWith('/api/journal/entry'))).toEqual([]);
  });

  it('adds `?write=` words below a child’s draft after a blank line, keeping what the child wrote and other query parts', async () => {
    const family = await api.signedIn(FAMILY);
    const leo = family.childId('Leo');
    await journalDraftStoreIdb().write(`${family.uid}:${leo}`, { content: 'Football was fun.', promptId: null, mood: 'happy', tags: 'sport', pictures: [] });
    renderJournal(family, { type: 'child', childId: leo }, `/journal?from=oracle&write=${encodeURIComponent('What made you proud today?')}`);
    await waitFor(() => expect(entryBox().value).toBe('Football was fun.\n\nWhat made you proud today?'));
    expect(screen.getAllByRole('status').some((status) => status.textContent?.includes(JOURNAL_WRITE_ADDED_TEXT))).toBe(true);
    expect((screen.getByLabelText('Tags (separated by commas)') as HTMLInputElement).value).toBe('sport');
    await waitFor(() => expect(screen.getByTestId('where-now').textContent).toBe('/journal?from=oracle'));
  });

  it('puts `?write=` words into a visitor’s browser draft below what is there, and sends nothing', async () => {
    const family = await api.signedIn(SOLO);
    family.store.dispatch(authSignedOut());
    await journalDraftStoreIdb().write('visitor', { content: 'Just trying.', promptId: null, mood: null, tags: '', pictures: [] });
    renderJournal(family, null, `/journal?write=${encodeURIComponent('What are you curious about?')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Try the journal' })).toBeTruthy();
    await waitFor(() => expect(entryBox().value).toBe('Just trying.\n\nWhat are you curious about?'));
    await waitFor(() => expect(screen.getByTestId('where-now').textContent).toBe('/journal'));
    expect(await journalDraftStoreIdb().read('visitor')).toMatchObject({ content: 'Just trying.\n\nWhat are you curious about?' });
    expect(family.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    await journalDraftStoreIdb().clear('visitor');
  });
});
