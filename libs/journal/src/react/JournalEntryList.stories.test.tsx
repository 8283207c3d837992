import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { JournalExportFile } from '../index';
import * as stories from './JournalEntryList.stories';
import { JOURNAL_DELETED_TEXT, JOURNAL_LIST_EMPTY, JOURNAL_SEARCH_EMPTY, JOURNAL_UNDO_MS } from './JournalEntryList';
import { journalStoryBackend } from './journalStoryBackend.fixture';
import { journalRestrictedText } from './journalText';

const list = composeStories(stories);

/** A timer the test fires by hand: what would run after `ms`. */
function manualSchedule() {
  const waiting: Array<{ callback: () => void; ms: number; cancelled: boolean }> = [];
  return {
    waiting,
    schedule(callback: () => void, ms: number) {
      const timer = { callback, ms, cancelled: false };
      waiting.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    fire() {
      for (const timer of waiting.splice(0)) if (!timer.cancelled) timer.callback();
    },
  };
}

function contents(): string[] {
  return [...document.querySelectorAll('.grove-journal-entry__content')].map((node) => node.textContent ?? '');
}

describe('JournalEntryList previews', () => {
  afterEach(cleanup);

  it('WithEntries lists entries by day, newest first, each saying who can see it', async () => {
    render(<list.WithEntries />);
    await screen.findByText('Grateful for soup with my sister tonight.');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Wednesday, 4 March 2026', 'Tuesday, 3 March 2026']);
    expect(contents()).toEqual([
      'Finished the quarterly report and went for a long walk by the river afterwards.',
      'Grateful for soup with my sister tonight.',
      'Slept badly; the deadline is on my mind.',
    ]);
    expect(screen.getAllByText('Only you can see this')).toHaveLength(3);
    expect(screen.getByText('What is one small thing from today you are grateful for?')).toBeTruthy();
    const tuesday = screen.getByRole('region', { name: 'Tuesday, 3 March 2026' });
    expect(within(tuesday).getByText('19:10')).toBeTruthy();
  });

  it('WithEntries searches through the API', async () => {
    const user = userEvent.setup();
    render(<list.WithEntries />);
    await screen.findByText('Grateful for soup with my sister tonight.');
    await user.type(screen.getByLabelText('Search entries'), 'soup');
    await waitFor(() => expect(contents()).toEqual(['Grateful for soup with my sister tonight.']));
    expect(journalStoryBackend().requests.some((request) => request.search.includes('q=soup'))).toBe(true);
    await user.type(screen.getByLabelText('Search entries'), 'marine');
    expect(await screen.findByText(JOURNAL_SEARCH_EMPTY)).toBeTruthy();
  });

  it('WithEntries deletes only after 10 seconds, and Undo keeps the entry', async () => {
    const user = userEvent.setup();
    const timer = manualSchedule();
    render(<list.WithEntries schedule={timer.schedule} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Grateful for soup with my sister tonight.' }));
    expect(timer.waiting[0]?.ms).toBe(JOURNAL_UNDO_MS);
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(document.activeElement).toBe(undo);
    expect(screen.getByText(JOURNAL_DELETED_TEXT)).toBeTruthy();
    expect(contents()).not.toContain('Grateful for soup with my sister tonight.');
    await user.click(undo);
    expect(contents()).toContain('Grateful for soup with my sister tonight.');
    timer.fire();
    expect(journalStoryBackend().requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Slept badly; the deadline is on my mind.' }));
    timer.fire();
    await waitFor(() => expect(journalStoryBackend().requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['/api/journal/entry/e-adult-1']));
    await waitFor(() => expect(contents()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('WithEntries sends a waiting deletion when the list closes', async () => {
    const user = userEvent.setup();
    const timer = manualSchedule();
    const view = render(<list.WithEntries schedule={timer.schedule} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Slept badly; the deadline is on my mind.' }));
    view.unmount();
    await waitFor(() => expect(journalStoryBackend().requests.filter((request) => request.method === 'DELETE')).toHaveLength(1));
  });

  it('WithEntries edits an entry in place, and Escape leaves without saving', async () => {
    const user = userEvent.setup();
    render(<list.WithEntries />);
    await user.click(await screen.findByRole('button', { name: 'Edit Slept badly; the deadline is on my mind.' }));
    const words = screen.getByLabelText('Entry');
    expect(document.activeElement).toBe(words);
    await user.type(words, ' Better by noon.');
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Entry')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Slept badly; the deadline is on my mind.' }));
    await user.type(screen.getByLabelText('Entry'), ' Better by noon.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Slept badly; the deadline is on my mind. Better by noon.')).toBeTruthy();
    const patch = journalStoryBackend().requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ content: 'Slept badly; the deadline is on my mind. Better by noon.', tags: [] });
  });

  it('WithEntries exports one entry as Markdown and all as JSON', async () => {
    const user = userEvent.setup();
    const files: JournalExportFile[] = [];
    render(<list.WithEntries download={(file) => files.push(file)} now={() => Date.parse('2026-03-04T10:00:00.000Z')} />);
    await user.click(await screen.findByRole('button', { name: 'Export Grateful for soup with my sister tonight. as Markdown' }));
    expect(files[0].filename).toBe('grove-journal-entry-2026-03-03.md');
    expect(files[0].text).toContain('> What is one small thing from today you are grateful for?');
    expect(files[0].text).toContain('Grateful for soup with my sister tonight.');
    await user.click(screen.getByRole('button', { name: 'Export all as JSON' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files[1].filename).toBe('grove-journal-2026-03-04.json');
    expect((JSON.parse(files[1].text) as { entries: unknown[] }).entries).toHaveLength(3);
  });

  it('Empty, Loading and LoadError say what is happening; Try again reads again', async () => {
    const user = userEvent.setup();
    const empty = render(<list.Empty />);
    expect(await screen.findByText(JOURNAL_LIST_EMPTY)).toBeTruthy();
    empty.unmount();
    const loading = render(<list.Loading />);
    expect(screen.getByText('Loading entries…')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your entries' }).getAttribute('aria-busy')).toBe('true');
    loading.unmount();
    render(<list.LoadError />);
    expect((await screen.findByRole('alert')).textContent).toContain('Grove is resting for a moment. Try again soon.');
    journalStoryBackend().heal();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Grateful for soup with my sister tonight.')).toBeTruthy();
  });

  it('ParentOfPrivateJournal shows the count only, and no way to change the child’s entries', async () => {
    render(<list.ParentOfPrivateJournal />);
    expect(await screen.findByText(journalRestrictedText(1))).toBeTruthy();
    expect(screen.queryByText('Scored a goal at football practice today!')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
  });
});
