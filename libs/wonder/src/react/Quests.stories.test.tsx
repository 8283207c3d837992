import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './Quests.stories';

const { Offered, Accepted, AgainForAnAdult, SaveFailed, FinishedOwn, FinishedParentOfYoungChild, FinishedParentOfOlderChild, FinishedNone } = composeStories(stories);

afterEach(cleanup);

describe('a quest card', () => {
  it('Offered says what to do, that a grown-up helps, and starts the quest', async () => {
    const user = userEvent.setup();
    const onAccept = fn();
    render(<Offered onAccept={onAccept} />);
    expect(screen.getByText(/ · with a grown-up/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start this quest' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('Accepted asks its reflection question and sends the trimmed words; the box clears once saved', async () => {
    const user = userEvent.setup();
    const onDone = fn(async () => true);
    render(<Accepted onDone={onDone} />);
    const box = screen.getByRole('textbox') as HTMLTextAreaElement;
    await user.type(box, '  The round one  ');
    await user.click(screen.getByRole('button', { name: 'Mark as done' }));
    expect(onDone).toHaveBeenCalledWith('The round one');
    expect(box.value).toBe('');
  });

  it('keeps what was typed when saving fails, and shows why', async () => {
    const user = userEvent.setup();
    render(<SaveFailed onDone={fn(async () => false)} />);
    const box = screen.getByRole('textbox') as HTMLTextAreaElement;
    await user.type(box, 'It was fun');
    await user.click(screen.getByRole('button', { name: 'Mark as done' }));
    expect(box.value).toBe('It was fun');
    expect(screen.getByRole('alert').textContent).toMatch(/Your words are still here/);
  });

  it('"Not now" drops it, and a quest done before says how often', async () => {
    const user = userEvent.setup();
    const onDrop = fn();
    render(<AgainForAnAdult onDrop={onDrop} />);
    expect(screen.getByText(/done 2 times before/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onDrop).toHaveBeenCalledTimes(1);
  });
});

describe('finished quests', () => {
  it("FinishedOwn lists them newest first with the day and the person's words", () => {
    render(<FinishedOwn />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('done 2026-11-24');
    expect(items[0]!.textContent).toContain('“The round one, it looked like a moon.”');
  });

  it("a parent sees a 4–8 child's words, and for a 9–15 child that the words stay theirs", () => {
    render(<FinishedParentOfYoungChild />);
    expect(screen.getByText('“The round one, it looked like a moon.”')).toBeTruthy();
    cleanup();
    render(<FinishedParentOfOlderChild />);
    expect(screen.getByText('What they wrote stays theirs.')).toBeTruthy();
  });

  it('says so when nothing is finished', () => {
    render(<FinishedNone />);
    expect(screen.getByText('Mia has not finished a quest yet.')).toBeTruthy();
  });
});
