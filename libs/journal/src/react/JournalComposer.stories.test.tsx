import 'fake-indexeddb/auto';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { journalPromptOfDay } from '../index';
import * as stories from './JournalComposer.stories';
import { JOURNAL_EMPTY_ENTRY_TEXT, JOURNAL_WRITE_ADDED_TEXT, JOURNAL_WRITE_STARTED_TEXT } from './JournalComposer';
import { journalSamplesNow } from './journalTestClock.fixture';
import { journalStoryBackend } from './journalStoryBackend.fixture';
import { JOURNAL_CHILD_EXCEPTION_TEXT, JOURNAL_DRAFT_RESTORED_TEXT, JOURNAL_QUEUED_TEXT, JOURNAL_SAVED_TEXT, JOURNAL_VISITOR_NOTE } from './journalText';

const composer = composeStories(stories);

/** The composer's prompts have arrived (the prompt of the day shows). */
async function ready(): Promise<void> {
  await screen.findByRole('button', { name: 'Answer this prompt' });
}

function posts() {
  return journalStoryBackend().requests.filter((request) => request.method === 'POST' && request.path === '/api/journal/entry');
}

describe('JournalComposer previews', () => {
  afterEach(cleanup);

  it('holds the prompt of the day’s place while the prompts load: its label, a busy line, an unseen button', async () => {
    render(<composer.Adult dbName="t-adult-held" />);
    const loading = screen.getByText('Loading prompts…');
    expect(loading.getAttribute('role')).toBe('status');
    expect(loading.classList.contains('grove-journal-composer__question--of-the-day')).toBe(true);
    const held = loading.parentElement?.querySelector('.grove-journal-composer__held');
    expect(held?.getAttribute('aria-hidden')).toBe('true');
    expect(held?.textContent).toBe('Answer this prompt');
    expect(screen.queryByRole('button', { name: 'Answer this prompt' })).toBeNull();
    await ready();
    const ofTheDay = journalPromptOfDay('FULL', journalSamplesNow());
    // The question takes the line the busy text had; the unseen button is now the real one.
    expect(screen.getByText(ofTheDay.text).classList.contains('grove-journal-composer__question--of-the-day')).toBe(true);
    expect(screen.queryByText('Loading prompts…')).toBeNull();
    expect(document.querySelector('.grove-journal-composer__held')).toBeNull();
  });

  it('Adult answers the prompt of the day with a mood and tags, saved with its prompt, id and time', async () => {
    const user = userEvent.setup();
    render(<composer.Adult dbName="t-adult-save" />);
    await ready();
    const ofTheDay = journalPromptOfDay('FULL', journalSamplesNow());
    expect(await screen.findByText(ofTheDay.text)).toBeTruthy();
    expect(screen.getByText('Only you can see this')).toBeTruthy();
    expect(screen.queryByText(JOURNAL_CHILD_EXCEPTION_TEXT.PG)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Answer this prompt' }));
    expect(screen.getByRole('button', { name: 'Write freely' })).toBeTruthy();
    const words = screen.getByLabelText('Your answer');
    expect(document.activeElement).toBe(words);
    await user.type(words, 'A slow breakfast with the window open.');
    await user.click(within(screen.getByRole('group', { name: 'How do you feel?' })).getByRole('button', { name: /Calm/ }));
    await user.type(screen.getByLabelText('Tags (separated by commas)'), 'Morning, home');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(JOURNAL_SAVED_TEXT));
    const [sent] = posts();
    expect(sent.body).toMatchObject({ userId: 'adult-1', content: 'A slow breakfast with the window open.', promptId: ofTheDay.id, mood: 'calm', tags: ['morning', 'home'] });
    const body = sent.body as { clientEntryId: string; writtenAt: string };
    expect(body.clientEntryId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(Number.isNaN(Date.parse(body.writtenAt))).toBe(false);
    expect((screen.getByLabelText('Your entry') as HTMLTextAreaElement).value).toBe('');
  });

  it('asks for words before saving an empty entry', async () => {
    const user = userEvent.setup();
    render(<composer.Adult dbName="t-adult-empty" />);
    await ready();
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect((await screen.findByRole('alert')).textContent).toBe(JOURNAL_EMPTY_ENTRY_TEXT);
    expect(posts()).toEqual([]);
  });

  it('keeps the draft in the browser, so a reload brings it back', async () => {
    const user = userEvent.setup();
    const first = render(<composer.Adult dbName="t-adult-draft" />);
    await user.type(await screen.findByLabelText('Your entry'), 'Half a thought about the weekend');
    await user.click(within(screen.getByRole('group', { name: 'How do you feel?' })).getByRole('button', { name: /Curious/ }));
    first.unmount();
    render(<composer.Adult dbName="t-adult-draft" />);
    await waitFor(() => expect((screen.getByLabelText('Your entry') as HTMLTextAreaElement).value).toBe('Half a thought about the weekend'));
    expect(screen.getByRole('status').textContent).toContain(JOURNAL_DRAFT_RESTORED_TEXT);
    expect(within(screen.getByRole('group', { name: 'How do you feel?' })).getByRole('button', { name: /Curious/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps an entry in the outbox when the API cannot be reached and sends it once when back online', async () => {
    const user = userEvent.setup();
    render(<composer.Adult dbName="t-adult-offline" />);
    await ready();
    journalStoryBackend().failNext('POST', /^\/api\/journal\/entry$/, 'network');
    await user.type(await screen.findByLabelText('Your entry'), 'Written on the train with no signal.');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(JOURNAL_QUEUED_TEXT));
    expect(screen.getByRole('status').textContent).toContain('1 entry waits to be sent.');
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toContain('waits to be sent'));
    const sent = posts();
    expect(sent).toHaveLength(2);
    expect((sent[1].body as { clientEntryId: string }).clientEntryId).toBe((sent[0].body as { clientEntryId: string }).clientEntryId);
    expect(journalStoryBackend().state.profiles['adult-1'].entries.filter((entry) => entry.content === 'Written on the train with no signal.')).toHaveLength(1);
  });

  it('shows the server’s reason for a refused entry and keeps the words', async () => {
    const user = userEvent.setup();
    render(<composer.Adult dbName="t-adult-refused" />);
    await ready();
    journalStoryBackend().failNext('POST', /^\/api\/journal\/entry$/, { status: 400, code: 'bad_request', message: 'body.tags: a tag must not be empty', field: 'body.tags' });
    await user.type(await screen.findByLabelText('Your entry'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect((await screen.findByRole('alert')).textContent).toBe('body.tags: a tag must not be empty');
    expect((screen.getByLabelText('Your entry') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('YoungChildWithPictures answers with pictures alongside words and tells the child who can see it', async () => {
    const user = userEvent.setup();
    render(<composer.YoungChildWithPictures dbName="t-mia" />);
    await ready();
    await user.click(await screen.findByRole('button', { name: 'Answer this prompt' }));
    const pictures = screen.getByRole('group', { name: 'Answer with pictures' });
    const first = within(pictures).getAllByRole('button')[0];
    await user.click(first);
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('You and your parent can see this')).toBeTruthy();
    expect(screen.getByText(JOURNAL_CHILD_EXCEPTION_TEXT.G)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect((posts()[0].body as { content: string }).content).toBe(first.textContent?.trim());
  });

  it('TeenPrivate says only they can see it, and tells the exception kindly', async () => {
    render(<composer.TeenPrivate dbName="t-leo" />);
    expect(await screen.findByText('Only you can see this')).toBeTruthy();
    expect(await screen.findByText(JOURNAL_CHILD_EXCEPTION_TEXT.PG)).toBeTruthy();
  });

  it('Visitor writes a draft kept only in the browser, never sent', async () => {
    const user = userEvent.setup();
    const first = render(<composer.Visitor dbName="t-visitor" />);
    expect(screen.getByText(JOURNAL_VISITOR_NOTE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save entry' })).toBeNull();
    await user.type(screen.getByLabelText('Your entry'), 'Trying the journal out');
    first.unmount();
    render(<composer.Visitor dbName="t-visitor" />);
    await waitFor(() => expect((screen.getByLabelText('Your entry') as HTMLTextAreaElement).value).toBe('Trying the journal out'));
    await user.click(screen.getByRole('button', { name: 'Clear draft' }));
    expect((screen.getByLabelText('Your entry') as HTMLTextAreaElement).value).toBe('');
    expect(journalStoryBackend().requests.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(journalStoryBackend().requests.every((request) => request.path.startsWith('/api/journal/prompts'))).toBe(true);
  });
});

describe('JournalComposer words brought from elsewhere (`/journal?write=`)', () => {
  afterEach(cleanup);

  function words(): HTMLTextAreaElement {
    return screen.getByLabelText('Your entry') as HTMLTextAreaElement;
  }

  it('BroughtFromACard starts an empty draft with the words, keeps them in the browser and puts the caret after them', async () => {
    const prefilled = vi.fn();
    const first = render(<composer.BroughtFromACard dbName="t-brought-empty" onPrefilled={prefilled} />);
    const brought = 'Courage, a little at a time\nWhat small act of courage have you been putting off?';
    await waitFor(() => expect(words().value).toBe(brought));
    expect(screen.getByRole('status').textContent).toContain(JOURNAL_WRITE_STARTED_TEXT);
    expect(prefilled).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(words());
    expect(words().selectionStart).toBe(brought.length);
    // Kept in the browser before the page is told: a reload without `write` finds the same draft.
    first.unmount();
    render(<composer.Adult dbName="t-brought-empty" />);
    await waitFor(() => expect(words().value).toBe(brought));
    expect(prefilled).toHaveBeenCalledTimes(1);
  });

  it('adds the words below a draft that has text, after a blank line: nothing written is lost', async () => {
    const user = userEvent.setup();
    const first = render(<composer.Adult dbName="t-brought-append" />);
    await user.type(await screen.findByLabelText('Your entry'), 'Half a thought about Monday');
    await user.click(within(screen.getByRole('group', { name: 'How do you feel?' })).getByRole('button', { name: /Curious/ }));
    first.unmount();
    const prefilled = vi.fn();
    render(<composer.Adult dbName="t-brought-append" prefill="What are you curious about?" onPrefilled={prefilled} />);
    await waitFor(() => expect(words().value).toBe('Half a thought about Monday\n\nWhat are you curious about?'));
    expect(screen.getByRole('status').textContent).toContain(JOURNAL_WRITE_ADDED_TEXT);
    expect(within(screen.getByRole('group', { name: 'How do you feel?' })).getByRole('button', { name: /Curious/ }).getAttribute('aria-pressed')).toBe('true');
    expect(prefilled).toHaveBeenCalledTimes(1);
    // The writer goes on where the words end.
    await user.keyboard(' Something new.');
    expect(words().value).toBe('Half a thought about Monday\n\nWhat are you curious about? Something new.');
  });

  it('adds a text once while it is given, and again only when it comes back after being dropped', async () => {
    const user = userEvent.setup();
    const prefilled = vi.fn();
    const view = render(<composer.Adult dbName="t-brought-once" prefill="First card" onPrefilled={prefilled} />);
    await waitFor(() => expect(words().value).toBe('First card'));
    view.rerender(<composer.Adult dbName="t-brought-once" prefill="First card" onPrefilled={prefilled} />);
    await user.type(words(), ' and my answer');
    view.rerender(<composer.Adult dbName="t-brought-once" prefill={null} onPrefilled={prefilled} />);
    view.rerender(<composer.Adult dbName="t-brought-once" prefill="Second card" onPrefilled={prefilled} />);
    await waitFor(() => expect(words().value).toBe('First card and my answer\n\nSecond card'));
    expect(prefilled).toHaveBeenCalledTimes(2);
  });

  it('Visitor: the words join the visitor’s browser draft the same way, and nothing is sent', async () => {
    const user = userEvent.setup();
    const first = render(<composer.Visitor dbName="t-brought-visitor" />);
    await user.type(screen.getByLabelText('Your entry'), 'My own words');
    first.unmount();
    render(<composer.Visitor dbName="t-brought-visitor" prefill="A question from a card" />);
    await waitFor(() => expect(words().value).toBe('My own words\n\nA question from a card'));
    expect(journalStoryBackend().requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
