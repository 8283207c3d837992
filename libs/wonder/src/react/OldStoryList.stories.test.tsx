import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OLD_STORIES } from '../index';
import * as stories from './OldStoryList.stories';
import { oldStoryCountText, oldStorySourceLine, oldStorySourceText } from './OldStoryList';

const list = composeStories(stories);

function storyLinks(): HTMLAnchorElement[] {
  return within(screen.getByRole('list')).getAllByRole('link') as HTMLAnchorElement[];
}

afterEach(cleanup);

describe('OldStoryList previews', () => {
  it('AllStories lists all thirty with title, where it comes from and what happens; each title is a real link', () => {
    render(<list.AllStories />);
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a story' })).toBeTruthy();
    expect(storyLinks()).toHaveLength(30);
    expect(screen.getByRole('status').textContent).toBe('All 30 stories');
    const hare = within(screen.getByRole('list')).getByRole('link', { name: 'The Tortoise and the Hare' });
    expect(hare.getAttribute('href')).toBe('?story=tortoise-and-hare');
    const item = hare.closest('li') as HTMLElement;
    expect(within(item).getByText('An Aesop fable')).toBeTruthy();
    expect(within(item).getByText(OLD_STORIES[0].summary)).toBeTruthy();
  });

  it('filters by origin with a radio group that shows each origin’s count, and says how many are shown', async () => {
    const user = userEvent.setup();
    const onOriginChange = vi.fn();
    render(<list.AllStories onOriginChange={onOriginChange} />);
    const filter = screen.getByRole('group', { name: 'Show stories from' });
    expect(within(filter).getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      'All (30)',
      'Aesop (7)',
      'Grimm (9)',
      'Andersen (5)',
      'Perrault (2)',
      'Folk tales (7)',
    ]);
    await user.click(within(filter).getByRole('radio', { name: /^Grimm/ }));
    expect(onOriginChange).toHaveBeenLastCalledWith('Grimm');
    expect(storyLinks()).toHaveLength(9);
    expect(screen.getByRole('status').textContent).toBe('9 stories from Grimm');
    // Arrow keys move along the group, as in any radio group.
    await user.keyboard('{ArrowRight}');
    expect(storyLinks().map((link) => link.textContent)).toEqual(OLD_STORIES.filter((story) => story.origin === 'Andersen').map((story) => story.title));
    await user.click(within(filter).getByRole('radio', { name: /^All/ }));
    expect(onOriginChange).toHaveBeenLastCalledWith(null);
    expect(storyLinks()).toHaveLength(30);
  });

  it('Grimm starts filtered', () => {
    render(<list.Grimm />);
    expect((screen.getByRole('radio', { name: /^Grimm/ }) as HTMLInputElement).checked).toBe(true);
    expect(storyLinks().every((link) => OLD_STORIES.find((story) => story.title === link.textContent)?.origin === 'Grimm')).toBe(true);
  });

  it('a plain click opens the story through the page; a click with a modifier is left to the browser (a new tab)', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<list.AllStories onOpen={onOpen} />);
    const link = within(screen.getByRole('list')).getByRole('link', { name: 'Stone Soup' });
    await user.click(link);
    expect(onOpen).toHaveBeenCalledWith(OLD_STORIES.find((story) => story.id === 'stone-soup'));
    // What the browser would do next: jsdom cannot open a tab, so the test only looks and stops it.
    let leftToBrowser = false;
    const look = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', look);
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    document.removeEventListener('click', look);
    expect(leftToBrowser).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('BackFromAStory puts the keyboard focus on the link of the story the reader came back from', () => {
    render(<list.BackFromAStory />);
    expect(document.activeElement).toBe(within(screen.getByRole('list')).getByRole('link', { name: 'The Crane Wife' }));
  });

  it('YoungChild speaks simply around the same list', () => {
    render(<list.YoungChild />);
    expect(screen.getByRole('heading', { level: 2, name: 'Pick a story' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Stories from' })).toBeTruthy();
    expect(storyLinks()).toHaveLength(30);
  });

  it('says where a story comes from in words', () => {
    const hare = OLD_STORIES[0];
    expect(oldStorySourceText(hare)).toBe('An Aesop fable');
    expect(oldStorySourceLine(hare)).toBe('An Aesop fable, retold for Grove');
    expect(oldStoryCountText(1, 'Folk')).toBe('1 folk tale');
    expect(oldStoryCountText(2, 'Perrault')).toBe('2 stories from Perrault');
    expect(oldStoryCountText(1, 'Aesop')).toBe('1 story from Aesop');
  });
});
