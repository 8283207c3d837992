import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as listStories from './MemoryList.stories';
import * as timelineStories from './MemoryTimeline.stories';
import * as chipStories from './RememberedChip.stories';
import * as addStories from './MemoryAddForm.stories';
import { MEMORY_LIST_EMPTY, MEMORY_LIST_OFF } from './MemoryList';
import { memoryStoryBackend } from './memoryStoryBackend.fixture';

const list = composeStories(listStories);
const timeline = composeStories(timelineStories);
const chip = composeStories(chipStories);
const add = composeStories(addStories);

// The requests of one method the pretend API answered in this test.
function sent(method: string) {
  return memoryStoryBackend().requests.filter((request) => request.method === method);
}

function items(): string[] {
  return within(screen.getByRole('list', { name: 'Saved memories' }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('grove-memory'))
    .map((item) => item.querySelector('.grove-memory__content')?.textContent ?? '');
}

describe('MemoryList previews show what they describe', () => {
  afterEach(cleanup);

  it('WithMemories lists the kept memories, pinned first, with badges, and the deleted one apart', async () => {
    render(<list.WithMemories />);
    await screen.findByText('Has a beagle called Biscuit');
    expect(items()).toEqual([
      'Has a beagle called Biscuit',
      'Is training for a 10 km run in May',
      'Likes green tea',
      'Has a piano recital on Friday 7 March',
    ]);
    expect(screen.getByRole('button', { name: 'Pin Has a beagle called Biscuit' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Expired: no longer used')).toBeTruthy();
    expect(screen.getByText('Recently deleted (1)')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'From a conversation' })).toHaveLength(3);
    expect(screen.getByText(/Added by hand/)).toBeTruthy();
  });

  it('WithMemories filters by search and by tag', async () => {
    const user = userEvent.setup();
    render(<list.WithMemories />);
    await screen.findByText('Has a beagle called Biscuit');
    await user.type(screen.getByLabelText('Search memories'), 'tea');
    expect(items()).toEqual(['Likes green tea']);
    await user.clear(screen.getByLabelText('Search memories'));
    await user.click(within(screen.getByRole('group', { name: 'Filter by tag' })).getByRole('button', { name: 'plan' }));
    expect(items()).toEqual(['Is training for a 10 km run in May', 'Has a piano recital on Friday 7 March']);
    expect(screen.getByText('2 of 4 memories shown')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(items()).toHaveLength(4);
  });

  it('WithMemories deletes with an Undo that brings the memory back', async () => {
    const user = userEvent.setup();
    render(<list.WithMemories />);
    await user.click(await screen.findByRole('button', { name: 'Delete Likes green tea' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(document.activeElement).toBe(undo);
    expect(screen.getByRole('status').textContent).toContain('Memory deleted.');
    await screen.findByText('Recently deleted (2)');
    expect(items()).not.toContain('Likes green tea');
    await user.click(undo);
    await screen.findByText('Recently deleted (1)');
    expect(items()).toContain('Likes green tea');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('WithMemories edits in place from the keyboard and saves words and tags', async () => {
    const user = userEvent.setup();
    render(<list.WithMemories />);
    await user.click(await screen.findByRole('button', { name: 'Edit Likes green tea' }));
    const words = screen.getByLabelText('Memory');
    expect(document.activeElement).toBe(words);
    await user.clear(words);
    await user.type(words, 'Likes jasmine tea');
    await user.clear(screen.getByLabelText('Tags (separated by commas)'));
    await user.type(screen.getByLabelText('Tags (separated by commas)'), 'Drink, tea{Enter}');
    expect(await screen.findByText('Likes jasmine tea')).toBeTruthy();
    const patch = memoryStoryBackend().requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ content: 'Likes jasmine tea', tags: ['drink', 'tea'] });
  });

  it('WithMemories: Escape leaves the edit without saving', async () => {
    const user = userEvent.setup();
    render(<list.WithMemories />);
    await user.click(await screen.findByRole('button', { name: 'Edit Likes green tea' }));
    await user.type(screen.getByLabelText('Memory'), ' a lot');
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Memory')).toBeNull();
    expect(screen.getByText('Likes green tea')).toBeTruthy();
    expect(memoryStoryBackend().requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('WithMemories pins, marks helpful and marks outdated', async () => {
    const user = userEvent.setup();
    render(<list.WithMemories />);
    await user.click(await screen.findByRole('button', { name: 'Pin Likes green tea' }));
    await screen.findByRole('button', { name: 'Pin Likes green tea', pressed: true });
    await user.click(screen.getByRole('button', { name: 'Helpful: Likes green tea' }));
    expect(await screen.findByText('Thanks! Grove will keep using it.')).toBeTruthy();
    expect(await screen.findByText(/helpful 3 times/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Outdated: Is training for a 10 km run in May' }));
    expect(await screen.findByText('Marked outdated: Grove no longer uses it.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Expired: no longer used')).toHaveLength(2));
  });

  it('WithMemories: Wrong deletes it, with Undo', async () => {
    const user = userEvent.setup();
    render(<list.WithMemories />);
    await user.click(await screen.findByRole('button', { name: 'Wrong: Likes green tea' }));
    expect((await screen.findByRole('status')).textContent).toContain('Marked wrong and deleted.');
    expect(sent('POST').map((request) => request.body)).toEqual([expect.objectContaining({ feedback: 'wrong', userId: 'adult-1' })]);
  });

  it('ParentReviewingChild shows the pending memory with Approve; approving clears the badge', async () => {
    const user = userEvent.setup();
    render(<list.ParentReviewingChild />);
    expect(await screen.findByText('Waiting for your approval')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Mia's memories" })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve Has a cat called Whiskers' }));
    await screen.findByText('Has a cat called Whiskers');
    expect(await screen.findByRole('button', { name: 'Helpful: Has a cat called Whiskers' })).toBeTruthy();
    expect(screen.queryByText('Waiting for your approval')).toBeNull();
  });

  it('ChildOwnList has no Pin and reads the pending badge for the child', async () => {
    render(<list.ChildOwnList />);
    expect(await screen.findByText('Waiting for your grown-up')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pin / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Approve / })).toBeNull();
  });

  it('Empty, MemoryOff, Loading and LoadError say so', async () => {
    render(<list.Empty />);
    expect(await screen.findByText(MEMORY_LIST_EMPTY)).toBeTruthy();
    cleanup();
    render(<list.MemoryOff />);
    expect(await screen.findByText(MEMORY_LIST_OFF)).toBeTruthy();
    cleanup();
    render(<list.Loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading memories…');
    cleanup();
    render(<list.LoadError />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on our side. Please try again.');
    memoryStoryBackend().heal();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Has a beagle called Biscuit')).toBeTruthy();
  });
});

describe('MemoryTimeline previews show what they describe', () => {
  afterEach(cleanup);

  it('ByWeek groups by week, newest first, and switches to Day', async () => {
    const user = userEvent.setup();
    render(<timeline.ByWeek />);
    const groups = await screen.findAllByRole('heading', { level: 3 });
    expect(groups.map((heading) => heading.textContent)).toEqual(['Week of 10 March 2025', 'Week of 3 March 2025', 'Week of 17 February 2025']);
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('link', { name: 'From a conversation' })[0].getAttribute('href')).toBe('#/chat/conversation/11111111-1111-4111-8111-111111111111');
    await user.click(screen.getByRole('button', { name: 'Day' }));
    await screen.findByRole('heading', { level: 3, name: '14 March 2025' });
    // The timeline's own reads (other reads — the profile's switches — may come after it).
    const timelineReads = sent('GET').filter((request) => request.path.endsWith('/timeline'));
    expect(timelineReads.at(-1)?.search).toBe('?unit=day&tzOffset=0');
  });

  it('ByMonth and Empty', async () => {
    render(<timeline.ByMonth />);
    expect((await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent)).toEqual(['March 2025', 'February 2025']);
    cleanup();
    render(<timeline.Empty />);
    expect(await screen.findByText(/Nothing on the timeline yet/)).toBeTruthy();
  });
});

describe('RememberedChip previews show what they describe', () => {
  afterEach(cleanup);

  it("Added says “I'll remember that” and Undo deletes the memory", async () => {
    render(<chip.Added />);
    const note = screen.getByRole('note', { name: 'Memory' });
    expect(note.textContent).toContain("I'll remember that");
    expect(note.textContent).toContain('Has a beagle called Biscuit');
    await userEvent.setup().click(within(note).getByRole('button', { name: 'Undo' }));
    expect((await within(note).findByRole('status')).textContent).toBe("Okay, I won't remember that.");
    expect(sent('DELETE')).toHaveLength(1);
  });

  it('AddedForTeen and AddedForYoungChild show their notices', () => {
    render(<chip.AddedForTeen />);
    expect(screen.getByText('Grove will remember this — your parent can see your memories')).toBeTruthy();
    cleanup();
    render(<chip.AddedForYoungChild />);
    expect(screen.getByText("I'd like to remember this! I'll ask your grown-up first.")).toBeTruthy();
  });

  it('Updated: Undo sends the earlier words back', async () => {
    render(<chip.Updated />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Undo' }));
    expect((await screen.findByRole('status')).textContent).toBe('Okay, I put the memory back as it was.');
    expect(sent('PATCH').map((request) => request.body)).toEqual([{ content: 'Has a beagle called Biscuit' }]);
  });

  it('Refused shows only the kind reason; Forgotten offers Undo (restore)', async () => {
    render(<chip.Refused />);
    expect(screen.getByText(/I won't remember where you live/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    render(<chip.Forgotten />);
    expect(screen.getByText('Forgotten')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Undo' }));
    expect((await screen.findByRole('status')).textContent).toBe("Okay, I'll keep remembering that.");
    expect(sent('POST').map((request) => request.path)).toEqual([expect.stringMatching(/\/restore$/)]);
  });
});

describe('MemoryAddForm previews show what they describe', () => {
  afterEach(cleanup);

  it('Adult adds a memory with tags and the fields empty', async () => {
    const user = userEvent.setup();
    render(<add.Adult />);
    await user.type(screen.getByLabelText('What should Grove remember?'), 'I am training for a 10 km run in May');
    await user.type(screen.getByLabelText('Tags (optional, separated by commas)'), 'Running, plan');
    await user.click(screen.getByRole('button', { name: 'Remember this' }));
    expect((await screen.findByText('Saved. Grove will remember that.')).getAttribute('role')).toBe('status');
    expect((screen.getByLabelText('What should Grove remember?') as HTMLTextAreaElement).value).toBe('');
    expect(sent('POST')[0]?.body).toEqual({ userId: 'adult-1', content: 'I am training for a 10 km run in May', tags: ['running', 'plan'] });
  });

  it('ChildPersonalDetail keeps the words and shows the kind reason', async () => {
    const user = userEvent.setup();
    render(<add.ChildPersonalDetail />);
    const field = screen.getByLabelText('What should Grove remember?');
    await user.type(field, 'I live at 12 Oak Street');
    await user.click(screen.getByRole('button', { name: 'Remember this' }));
    expect((await screen.findByRole('alert')).textContent).toBe("I won't remember where you live — that's something to keep just for your family.");
    expect((field as HTMLTextAreaElement).value).toBe('I live at 12 Oak Street');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('Switches turn memory and automatic capture on and off', async () => {
    const user = userEvent.setup();
    render(<add.Switches />);
    const capture = await screen.findByRole('switch', { name: 'Remember facts from chats automatically' });
    expect(capture.getAttribute('aria-checked')).toBe('false');
    await user.click(capture);
    await screen.findByRole('switch', { name: 'Remember facts from chats automatically', checked: true });
    await user.click(screen.getByRole('switch', { name: 'Memory' }));
    await screen.findByRole('switch', { name: 'Memory', checked: false });
    expect(screen.getByRole('switch', { name: 'Remember facts from chats automatically' }).hasAttribute('disabled')).toBe(true);
    expect(sent('POST').map((request) => request.body)).toEqual([
      { userId: 'adult-1', autoCapture: true },
      { userId: 'adult-1', memoryEnabled: false },
    ]);
  });

  it('CompactSwitch shows only the memory switch', async () => {
    render(<add.CompactSwitch />);
    expect((await screen.findByRole('switch', { name: 'Memory' })).getAttribute('aria-checked')).toBe('true');
    expect(screen.getAllByRole('switch')).toHaveLength(1);
  });
});
