import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMORY_PATTERN_DUPLICATE_MESSAGE } from '@grove/api-contract';
import { ADMIN_BREAK_GLASS_REASON_MESSAGE, ADMIN_PATTERN_MESSAGES, ADMIN_RESOLVE_NOTE_MESSAGE } from '../index';
import { ADMIN_FLAGGED_FAILED } from './AdminFlaggedQueue';
import { ADMIN_PATTERNS_FAILED } from './AdminMemoryPatterns';
import { ADMIN_MEMORY_ANALYTICS_FAILED } from './AdminSymbolicMemory';
import * as stories from './AdminSymbolicMemory.stories';
import { adminStoryBackend } from './adminStoryBackend.fixture';
import { BREAK_GLASS_WARNING } from './BreakGlassDialog';

const memory = composeStories(stories);

function sent(method: string, path: RegExp) {
  return adminStoryBackend().requests.filter((request) => request.method === method && path.test(request.path));
}

function queue(): HTMLElement {
  return screen.getByRole('table', { name: 'Flagged items' });
}

afterEach(cleanup);

describe('AdminSymbolicMemory previews: the flagged queue', () => {
  it('lists open items high severity first, with the excerpt and never more of the family’s words', async () => {
    render(<memory.Busy />);
    const table = await screen.findByRole('table', { name: 'Flagged items' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['High', 'Medium', 'Low']);
    expect(within(rows[0]).getByText('sometimes I think nobody would notice if I just stopped').tagName).toBe('Q');
    expect(within(rows[1]).getByText('flag_for_review: diet')).toBeTruthy();
    // Memory feedback keeps no excerpt.
    expect(within(rows[2]).getByText('No excerpt kept')).toBeTruthy();
    expect(within(rows[2]).queryByRole('button', { name: /Read the conversation/ })).toBeNull();
  });

  it('resolves an item only with a note, and it leaves the open queue', async () => {
    const user = userEvent.setup();
    render(<memory.Busy />);
    await screen.findByRole('table', { name: 'Flagged items' });
    await user.click(within(queue()).getByRole('button', { name: /^Resolve the high safety filter item/ }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve the flagged item' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('What was done'));
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(within(dialog).getByText(ADMIN_RESOLVE_NOTE_MESSAGE)).toBeTruthy();
    expect(sent('POST', /resolve$/)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('What was done'), 'Called the parent; Leo is safe.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('POST', /resolve$/).map((request) => [request.path, request.body])).toEqual([['/api/admin/flagged-patterns/safety%3Af-902/resolve', { note: 'Called the parent; Leo is safe.' }]]);
    await waitFor(() => expect(within(queue()).getAllByRole('row')).toHaveLength(3));
  });

  it('keeps the note typed when resolving fails', async () => {
    const user = userEvent.setup();
    render(<memory.Busy />);
    await screen.findByRole('table', { name: 'Flagged items' });
    await user.click(within(queue()).getByRole('button', { name: /^Resolve the medium/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('What was done'), 'Spoke with the family.');
    adminStoryBackend().failNext('POST', /resolve$/, 'network');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to resolve the item. Please try again.');
    expect((within(dialog).getByLabelText('What was done') as HTMLTextAreaElement).value).toBe('Spoke with the family.');
  });

  it('shows resolved items with who resolved them and their note, and reopens one', async () => {
    const user = userEvent.setup();
    render(<memory.Busy />);
    await screen.findByRole('table', { name: 'Flagged items' });
    await user.selectOptions(screen.getByLabelText('State'), 'Resolved');
    expect(await within(queue()).findByText(/by Inés Ortega, 25 Nov 2026, 10:40 UTC: A story game; nothing to do\./)).toBeTruthy();
    await user.click(within(queue()).getByRole('button', { name: /^Reopen/ }));
    await waitFor(() => expect(sent('PUT', /flagged-patterns/)[0].body).toEqual({ status: 'open' }));
  });

  it('reads a whole conversation only with a reason the family will see, then shows it', async () => {
    const user = userEvent.setup();
    render(<memory.Busy />);
    await screen.findByRole('table', { name: 'Flagged items' });
    const opener = within(queue()).getByRole('button', { name: /^Read the conversation of the high/ });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Read the whole conversation?' });
    expect(dialog.textContent).toContain(BREAK_GLASS_WARNING);
    await user.type(within(dialog).getByLabelText('Why you need to read it'), 'To check');
    await user.click(within(dialog).getByRole('button', { name: 'Read it and log my reason' }));
    expect(within(dialog).getByText(ADMIN_BREAK_GLASS_REASON_MESSAGE)).toBeTruthy();
    expect(sent('POST', /break-glass$/)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Why you need to read it'), ' whether Leo is at risk after a high flag.');
    await user.click(within(dialog).getByRole('button', { name: 'Read it and log my reason' }));
    const read = await screen.findByRole('dialog', { name: '“A hard week at school”' });
    expect(sent('POST', /break-glass$/)[0].body).toEqual({ conversationId: 'conv-leo-19', reason: 'To check whether Leo is at risk after a high flag.' });
    const messages = within(read).getByRole('list', { name: 'Messages' });
    expect(within(messages).getAllByRole('listitem')).toHaveLength(4);
    expect(within(messages).getByText('school was really bad again today')).toBeTruthy();
    await user.click(within(read).getByRole('button', { name: 'Close the conversation' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('AdminSymbolicMemory previews: memory patterns', () => {
  function patterns(): HTMLElement {
    return screen.getByRole('table', { name: 'Memory patterns' });
  }

  it('lists the patterns with what they do, how often they matched, and whether they are on', async () => {
    render(<memory.Busy />);
    await screen.findByRole('table', { name: 'Memory patterns' });
    const address = within(patterns()).getByRole('rowheader', { name: 'home address' }).closest('tr') as HTMLElement;
    expect(within(address).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent)).toEqual(['Never remember', 'Phrase', 'High', 'Yes', '4']);
    const password = within(patterns()).getByRole('rowheader', { name: 'password' }).closest('tr') as HTMLElement;
    expect(within(password).getByText('Never', { selector: 'td' })).toBeTruthy();
    expect(within(password).getByText('A deleted account')).toBeTruthy();
  });

  it('adds a pattern, saying first why a whole-word pattern cannot have two words and then the server’s duplicate', async () => {
    const user = userEvent.setup();
    render(<memory.Busy />);
    await screen.findByRole('table', { name: 'Memory patterns' });
    await user.click(screen.getByRole('button', { name: 'Add a pattern' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a memory pattern' });
    await user.type(within(dialog).getByLabelText('Word or phrase'), 'school name');
    await user.selectOptions(within(dialog).getByLabelText('Matches'), 'Whole word');
    await user.click(within(dialog).getByRole('button', { name: 'Add the pattern' }));
    expect(within(dialog).getByText(ADMIN_PATTERN_MESSAGES.word)).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Word or phrase'));
    await user.type(within(dialog).getByLabelText('Word or phrase'), 'Password');
    await user.click(within(dialog).getByRole('button', { name: 'Add the pattern' }));
    expect(await within(dialog).findByText(MEMORY_PATTERN_DUPLICATE_MESSAGE)).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Word or phrase'));
    await user.type(within(dialog).getByLabelText('Word or phrase'), 'passport');
    await user.selectOptions(within(dialog).getByLabelText('Severity'), 'High');
    await user.type(within(dialog).getByLabelText('Note'), 'Documents stay out of memories.');
    await user.click(within(dialog).getByRole('button', { name: 'Add the pattern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('POST', /memory-patterns$/).at(-1)?.body).toEqual({ kind: 'never_remember', match: 'word', pattern: 'passport', severity: 'high', note: 'Documents stay out of memories.', active: true });
    expect(await within(patterns()).findByRole('rowheader', { name: 'passport' })).toBeTruthy();
  });

  it('edits a pattern: switching it off is sent as the whole pattern', async () => {
    const user = userEvent.setup();
    render(<memory.Busy />);
    await screen.findByRole('table', { name: 'Memory patterns' });
    await user.click(within(patterns()).getByRole('button', { name: 'Edit “diet”' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the memory pattern' });
    expect((within(dialog).getByLabelText('Word or phrase') as HTMLInputElement).value).toBe('diet');
    await user.click(within(dialog).getByLabelText('On (memory capture uses it)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save the pattern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('PUT', /memory-patterns\/pat-2$/)[0].body).toEqual({
      kind: 'flag_for_review',
      match: 'word',
      pattern: 'diet',
      severity: 'medium',
      note: 'Eating worries in 9–15 profiles go to a person.',
      active: false,
    });
  });

  it('deletes a pattern only after a confirmation; Escape keeps it', async () => {
    const user = userEvent.setup();
    render(<memory.Busy />);
    await screen.findByRole('table', { name: 'Memory patterns' });
    const remove = within(patterns()).getByRole('button', { name: 'Delete “home address”' });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Delete “home address”?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep the pattern' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(remove);
    expect(sent('DELETE', /memory-patterns/)).toHaveLength(0);
    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Delete the pattern' }));
    await waitFor(() => expect(within(patterns()).queryByRole('rowheader', { name: 'home address' })).toBeNull());
    expect(sent('DELETE', /memory-patterns\/pat-3$/)).toHaveLength(1);
  });
});

describe('AdminSymbolicMemory previews: memory figures and states', () => {
  it('shows the memory figures per band, counts only', async () => {
    render(<memory.Busy />);
    const table = await screen.findByRole('table', { name: 'Memory figures by age band' });
    const young = within(table).getByRole('rowheader', { name: 'Ages 4–8' }).closest('tr') as HTMLElement;
    expect(within(young).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent)).toEqual(['120', '104', '6', '9', '3']);
    const figures = screen.getByRole('region', { name: 'Memory figures' });
    expect(within(within(figures).getByText('Memories saved').parentElement as HTMLElement).getByText('720')).toBeTruthy();
  });

  it('Empty says there is nothing to review and no patterns yet', async () => {
    render(<memory.Empty />);
    expect(await screen.findByText('Nothing waits for review in these dates.')).toBeTruthy();
    expect(await screen.findByText('No memory patterns yet: memory capture follows its built-in rules only.')).toBeTruthy();
    expect(await screen.findByText('No memories saved, deleted or given feedback in these dates.')).toBeTruthy();
  });

  it('LoadError says what failed for each part, and Try again reads it', async () => {
    const user = userEvent.setup();
    render(<memory.LoadError />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.querySelector('p')?.textContent).sort()).toEqual([ADMIN_FLAGGED_FAILED, ADMIN_MEMORY_ANALYTICS_FAILED, ADMIN_PATTERNS_FAILED].sort());
    adminStoryBackend().heal();
    await user.click(within(alerts.find((alert) => alert.textContent?.includes(ADMIN_FLAGGED_FAILED)) as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Flagged items' })).toBeTruthy();
  });
});
