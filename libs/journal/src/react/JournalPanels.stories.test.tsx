import 'fake-indexeddb/auto';
import { composeStories } from '@storybook/react-vite';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { JOURNAL_ENCOURAGE_SHORT, JOURNAL_LOCK_IDLE_MS, journalFollowUp, journalGuidedSession } from '../index';
import * as sessionStories from './JournalGuidedSession.stories';
import * as lockStories from './JournalLock.stories';
import * as privacyStories from './JournalPrivacyPanel.stories';
import * as summaryStories from './JournalSummaries.stories';
import { JOURNAL_SESSION_DONE_TEXT } from './JournalGuidedSession';
import { JOURNAL_LOCK_WRONG_PIN, journalLockStorageKey } from './JournalLock';
import { JOURNAL_PRIVACY_DEFAULTS_TEXT, JOURNAL_PRIVACY_WHY } from './JournalPrivacyPanel';
import { JOURNAL_SUMMARIES_EMPTY } from './JournalSummaries';
import { lockStorageMemory, STORY_LOCK_RECORD } from './journalLock.fixture';
import { journalStoryBackend } from './journalStoryBackend.fixture';

const summaries = composeStories(summaryStories);
const privacy = composeStories(privacyStories);
const session = composeStories(sessionStories);
const lock = composeStories(lockStories);

function sent(method: string) {
  return journalStoryBackend().requests.filter((request) => request.method === method);
}

describe('JournalSummaries previews', () => {
  afterEach(cleanup);

  it('AdultWeek makes this week’s summary, then edits and hides it', async () => {
    const user = userEvent.setup();
    render(<summaries.AdultWeek />);
    expect(await screen.findByText(JOURNAL_SUMMARIES_EMPTY)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Make this week's summary" }));
    const card = await screen.findByRole('article', { name: 'Week of 2 March 2026' });
    expect(within(card).getByText(/3 entries/)).toBeTruthy();
    expect(within(card).getByText('Only you can see this summary.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Share with my parent' })).toBeNull();
    expect(sent('POST')[0]).toMatchObject({ path: '/api/journal/adult-1/summaries', body: { tzOffset: 0 } });

    await user.click(within(card).getByRole('button', { name: 'Edit the summary of the week of 2 march 2026' }));
    const words = within(card).getByLabelText('Summary');
    await user.clear(words);
    await user.type(words, 'A full week, and I kept walking.');
    await user.click(within(card).getByRole('button', { name: 'Save summary' }));
    expect(await within(card).findByText('A full week, and I kept walking.')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Hide' }));
    expect(await within(card).findByText('Hidden: only you can see this summary.')).toBeTruthy();
    expect(sent('PATCH').map((request) => request.body)).toEqual([{ text: 'A full week, and I kept walking.' }, { status: 'hidden' }]);
  });

  it('AdultWeek says so when the week has nothing to summarise', async () => {
    const user = userEvent.setup();
    render(<summaries.AdultWeek />);
    journalStoryBackend().failNext('POST', /summaries$/, { status: 409, code: 'conflict', message: 'There are no entries that week to summarise yet.' });
    await user.click(await screen.findByRole('button', { name: "Make this week's summary" }));
    expect((await screen.findByRole('alert')).textContent).toBe('There are no entries that week to summarise yet.');
  });

  it('TeenApproves shares a summary with the parent, and can stop sharing', async () => {
    const user = userEvent.setup();
    render(<summaries.TeenApproves />);
    const card = await screen.findByRole('article', { name: 'Week of 2 March 2026' });
    expect(within(card).getByText('Only you can see this summary.')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Share with my parent' }));
    expect(await within(card).findByText('Your parent can see this summary.')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Stop sharing' }));
    expect(await within(card).findByText('Only you can see this summary.')).toBeTruthy();
    expect(sent('PATCH').map((request) => request.body)).toEqual([{ status: 'approved' }, { status: 'draft' }]);
  });

  it('LoadError shows a failed read with Try again, which reads again', async () => {
    const user = userEvent.setup();
    render(<summaries.LoadError />);
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong on our side.');
    journalStoryBackend().heal();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(JOURNAL_SUMMARIES_EMPTY)).toBeTruthy();
  });

  it('ParentSeesShared shows the shared summary, read-only', async () => {
    render(<summaries.ParentSeesShared />);
    expect(await screen.findByRole('heading', { name: 'Summaries shared with you' })).toBeTruthy();
    expect(await screen.findByText(/This week was about football/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('JournalPrivacyPanel previews', () => {
  afterEach(cleanup);

  it('Adult changes the model and memories switches; there is no parent switch', async () => {
    const user = userEvent.setup();
    render(<privacy.Adult />);
    expect(screen.getByText(JOURNAL_PRIVACY_DEFAULTS_TEXT.FULL)).toBeTruthy();
    const model = await screen.findByRole('switch', { name: /connected AI model/ });
    expect(screen.getAllByRole('switch')).toHaveLength(2);
    await user.click(model);
    await screen.findByRole('switch', { name: /connected AI model/, checked: true });
    expect(sent('PUT').map((request) => request.body)).toEqual([{ modelSummaries: true }]);
  });

  it('YoungChild sees every setting and why the parent decides', async () => {
    render(<privacy.YoungChild />);
    const reading = await screen.findByRole('switch', { name: 'My parent can read my entries' });
    expect(reading.getAttribute('aria-checked')).toBe('true');
    expect(reading.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(JOURNAL_PRIVACY_WHY.parentDecides)).toBeTruthy();
    expect(screen.getAllByText(JOURNAL_PRIVACY_WHY.parentOnly)).toHaveLength(2);
  });

  it('Teen chooses to share the entries; the other settings are the parent’s', async () => {
    const user = userEvent.setup();
    render(<privacy.Teen />);
    expect(screen.getByText(JOURNAL_PRIVACY_DEFAULTS_TEXT.PG)).toBeTruthy();
    const reading = await screen.findByRole('switch', { name: 'My parent can read my entries' });
    expect(reading.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('switch', { name: /connected AI model/ }).hasAttribute('disabled')).toBe(true);
    await user.click(reading);
    await screen.findByRole('switch', { name: 'My parent can read my entries', checked: true });
    expect(sent('PUT').map((request) => request.body)).toEqual([{ parentCanRead: true }]);
  });

  it('ParentOfTeen cannot open the private journal but may allow the model', async () => {
    render(<privacy.ParentOfTeen />);
    const reading = await screen.findByRole('switch', { name: 'The parent can read the entries' });
    expect(reading.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(JOURNAL_PRIVACY_WHY.childDecides)).toBeTruthy();
    expect(screen.getByRole('switch', { name: /connected AI model/ }).hasAttribute('disabled')).toBe(false);
  });
});

describe('JournalGuidedSession previews', () => {
  afterEach(cleanup);

  it('Adult answers three prompts in order, each saved with its prompt, each followed by the mentor’s question', async () => {
    const user = userEvent.setup();
    render(<session.Adult dbName="t-session-adult" />);
    const prompts = journalGuidedSession('FULL', 7, { length: 3 });
    const answers = ['Coffee with an old friend this morning.', 'I want to read more novels this spring.', 'That rest is part of the work, not a reward for it.'];
    for (const [index, prompt] of prompts.entries()) {
      expect(await screen.findByText(`Prompt ${index + 1} of 3`)).toBeTruthy();
      expect(screen.getByText(prompt.text)).toBeTruthy();
      await user.type(screen.getByLabelText('Your answer'), answers[index]);
      await user.click(screen.getByRole('button', { name: 'Save answer' }));
      const expected = journalFollowUp(prompt, answers[index], 'FULL');
      expect(expected.kind).toBe('follow_up');
      expect(await screen.findByText(expected.text)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: index === 2 ? 'Finish' : 'Next prompt' }));
    }
    expect(await screen.findByText(JOURNAL_SESSION_DONE_TEXT)).toBeTruthy();
    expect(sent('POST').map((request) => (request.body as { promptId: string }).promptId)).toEqual(prompts.map((prompt) => prompt.id));
  });

  it('Adult gets a nudge, not a question, after a one-word answer', async () => {
    const user = userEvent.setup();
    render(<session.Adult dbName="t-session-short" />);
    await user.type(await screen.findByLabelText('Your answer'), 'Tired');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByText(JOURNAL_ENCOURAGE_SHORT.FULL)).toBeTruthy();
  });

  it('YoungChild answers with a picture', async () => {
    const user = userEvent.setup();
    render(<session.YoungChild dbName="t-session-mia" />);
    const pictures = await screen.findByRole('group', { name: 'Answer with pictures' });
    await user.click(within(pictures).getAllByRole('button')[0]);
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByRole('button', { name: 'Next prompt' })).toBeTruthy();
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
  });
});

describe('JournalLock previews', () => {
  afterEach(cleanup);

  it('NoPin sets a 4-digit PIN, locks, refuses a wrong PIN and opens with the right one', async () => {
    const user = userEvent.setup();
    const storage = lockStorageMemory();
    render(<lock.NoPin storage={storage} />);
    expect(screen.getByText('The journal is open.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Lock with a PIN' }));
    await user.type(screen.getByLabelText('New journal PIN'), '12');
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The PIN must be exactly 4 digits.');
    await user.type(screen.getByLabelText('New journal PIN'), '34');
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));
    await screen.findByRole('button', { name: 'Lock now' });
    const stored = storage.items[journalLockStorageKey('acc-1:adult-1')];
    expect(stored).not.toContain('1234');
    await user.click(screen.getByRole('button', { name: 'Lock now' }));
    expect(screen.queryByText('The journal is open.')).toBeNull();
    await user.type(screen.getByLabelText('Journal PIN'), '9999');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect((await screen.findByRole('alert')).textContent).toBe(JOURNAL_LOCK_WRONG_PIN);
    await user.type(screen.getByLabelText('Journal PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('The journal is open.')).toBeTruthy();
  });

  it('Locked opens locked, and locks again after 5 minutes without activity', async () => {
    const user = userEvent.setup();
    let now = 1_000_000;
    const timers: Array<{ callback: () => void; ms: number }> = [];
    const schedule = (callback: () => void, ms: number) => {
      timers.push({ callback, ms });
      return () => undefined;
    };
    render(<lock.Locked storage={lockStorageMemory({ [journalLockStorageKey('acc-1:adult-1')]: STORY_LOCK_RECORD })} now={() => now} schedule={schedule} />);
    expect(screen.getByRole('heading', { name: 'Your journal is locked' })).toBeTruthy();
    await user.type(screen.getByLabelText('Journal PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await screen.findByText('The journal is open.');
    expect(timers.at(-1)?.ms).toBe(JOURNAL_LOCK_IDLE_MS);

    // Four minutes on, a key press: not yet; the check waits for the rest of the idle time.
    now += 4 * 60_000;
    await user.keyboard('a');
    act(() => timers.at(-1)?.callback());
    expect(screen.getByText('The journal is open.')).toBeTruthy();
    expect(timers.at(-1)?.ms).toBe(JOURNAL_LOCK_IDLE_MS);

    now += JOURNAL_LOCK_IDLE_MS;
    act(() => timers.at(-1)?.callback());
    expect(screen.queryByText('The journal is open.')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your journal is locked' })).toBeTruthy();
  });
});
