import { composeStories } from '@storybook/react-vite';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oldStoryById } from '../index';
import * as stories from './OldStoryReader.stories';
import { oldStoryReadingText } from './OldStoryReader';
import type { ReadAloudSynth } from './useReadAloud';

const reader = composeStories(stories);

/** An utterance as the fake voice makes it: an event target with its text (jsdom has no speech synthesis). */
type FakeUtterance = SpeechSynthesisUtterance & { text: string };

/**
 * The browser's voice, played by the test: it records what it was asked to say, and the test says when
 * an utterance ends (the browser fires `end` on listeners and the `onend` handler alike).
 */
function fakeVoice() {
  const spoken: FakeUtterance[] = [];
  const speak = vi.fn((utterance: SpeechSynthesisUtterance) => {
    spoken.push(utterance as FakeUtterance);
  });
  const cancel = vi.fn<() => void>();
  const synth: ReadAloudSynth = { speak, cancel };
  const make = (text: string) => Object.assign(new EventTarget(), { text, onend: null, onerror: null }) as unknown as SpeechSynthesisUtterance;
  function end(utterance: FakeUtterance | undefined): void {
    if (!utterance) throw new Error('Nothing is being said');
    act(() => {
      const event = new Event('end');
      utterance.dispatchEvent(event);
      utterance.onend?.(event as SpeechSynthesisEvent);
    });
  }
  return { synth, speak, cancel, make, spoken, end, said: () => spoken.map((utterance) => utterance.text) };
}

function readAloudToggle(): HTMLElement {
  return screen.getByRole('button', { name: 'Read aloud' });
}

afterEach(cleanup);

describe('OldStoryReader previews', () => {
  it('Adult shows the FULL telling, where the tale comes from, and "What did you think?" with its question', async () => {
    const user = userEvent.setup();
    const onThink = vi.fn();
    const hare = oldStoryById('tortoise-and-hare');
    if (!hare) throw new Error('missing story');
    render(<reader.Adult onThink={onThink} readAloudSynth={null} />);
    expect(screen.getByRole('heading', { level: 2, name: 'The Tortoise and the Hare' })).toBeTruthy();
    expect(screen.getByText('An Aesop fable, retold for Grove')).toBeTruthy();
    for (const paragraph of hare.tellings.FULL.paragraphs) expect(screen.getByText(paragraph)).toBeTruthy();
    expect(screen.queryByText(hare.tellings.G.paragraphs[0])).toBeNull();
    const think = screen.getByRole('region', { name: 'What did you think?' });
    expect(within(think).getByText(hare.tellings.FULL.question)).toBeTruthy();
    await user.click(within(think).getByRole('button', { name: 'Talk about it' }));
    expect(onThink).toHaveBeenCalledWith(hare.tellings.FULL.question, hare);
  });

  it('YoungChild shows the gentle G telling, marked for larger text, with simple words', () => {
    const turnip = oldStoryById('enormous-turnip');
    if (!turnip) throw new Error('missing story');
    render(<reader.YoungChild readAloudSynth={null} />);
    expect(screen.getByText(turnip.tellings.G.paragraphs[0])).toBeTruthy();
    expect(screen.getByRole('article').getAttribute('data-mode')).toBe('G');
    expect(screen.getByRole('button', { name: 'Tell your mentor' })).toBeTruthy();
  });

  it('Teen shows the PG telling', () => {
    const crane = oldStoryById('crane-wife');
    if (!crane) throw new Error('missing story');
    render(<reader.Teen readAloudSynth={null} />);
    expect(screen.getByText(crane.tellings.PG.paragraphs[0])).toBeTruthy();
    expect(screen.getByText(crane.tellings.PG.question)).toBeTruthy();
  });

  it('reads aloud only when asked, one paragraph after another, marking the one being read, and turns itself off at the end', async () => {
    const user = userEvent.setup();
    const voice = fakeVoice();
    const hare = oldStoryById('tortoise-and-hare');
    if (!hare) throw new Error('missing story');
    const paragraphs = hare.tellings.FULL.paragraphs;
    render(<reader.Adult readAloudSynth={voice.synth} readAloudUtterance={voice.make} />);
    expect(readAloudToggle().getAttribute('aria-pressed')).toBe('false');
    expect(voice.speak).not.toHaveBeenCalled();

    await user.click(readAloudToggle());
    expect(readAloudToggle().getAttribute('aria-pressed')).toBe('true');
    expect(voice.said()).toEqual([paragraphs[0]]);
    expect(screen.getByText(oldStoryReadingText(0, paragraphs.length))).toBeTruthy();
    expect(screen.getByText(paragraphs[0]).className).toContain('--reading');

    voice.end(voice.spoken.at(-1));
    expect(voice.said()).toEqual([paragraphs[0], paragraphs[1]]);
    expect(screen.getByText(oldStoryReadingText(1, paragraphs.length))).toBeTruthy();
    expect(screen.getByText(paragraphs[0]).className).not.toContain('--reading');
    expect(screen.getByText(paragraphs[1]).className).toContain('--reading');

    for (let index = 1; index < paragraphs.length; index += 1) voice.end(voice.spoken.at(-1));
    expect(voice.said()).toEqual([...paragraphs]);
    expect(readAloudToggle().getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });

  it('Stop ends the reading at once, gives the keyboard back to Read aloud, and a late end reads nothing more', async () => {
    const user = userEvent.setup();
    const voice = fakeVoice();
    render(<reader.Adult readAloudSynth={voice.synth} readAloudUtterance={voice.make} />);
    await user.click(readAloudToggle());
    voice.end(voice.spoken.at(-1));
    const reading = voice.spoken.at(-1);
    const cancelled = voice.cancel.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(voice.cancel.mock.calls.length).toBeGreaterThan(cancelled);
    expect(readAloudToggle().getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(readAloudToggle());
    voice.end(reading);
    expect(voice.spoken).toHaveLength(2);
    // Read aloud again starts from the beginning.
    await user.click(readAloudToggle());
    expect(voice.spoken.at(-1)?.text).toBe(oldStoryById('tortoise-and-hare')?.tellings.FULL.paragraphs[0]);
    // Pressing the toggle while it reads stops it too.
    await user.click(readAloudToggle());
    expect(readAloudToggle().getAttribute('aria-pressed')).toBe('false');
  });

  it('stops speaking when the reader closes', async () => {
    const user = userEvent.setup();
    const voice = fakeVoice();
    const view = render(<reader.Adult readAloudSynth={voice.synth} readAloudUtterance={voice.make} />);
    await user.click(readAloudToggle());
    const cancelled = voice.cancel.mock.calls.length;
    view.unmount();
    expect(voice.cancel.mock.calls.length).toBeGreaterThan(cancelled);
  });

  it('NoVoice has no read-aloud button where the browser cannot speak', () => {
    render(<reader.NoVoice />);
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Stone Soup' })).toBeTruthy();
  });

  it('goes back to the stories from the top and the end, and takes the keyboard to the title when asked', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    render(<reader.Adult onBack={onBack} focusTitle readAloudSynth={null} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'The Tortoise and the Hare' }));
    await user.click(screen.getByRole('button', { name: /Back to the stories/ }));
    await user.click(screen.getByRole('button', { name: 'Choose another story' }));
    expect(onBack).toHaveBeenCalledTimes(2);
  });

  it('leaves the focus alone when not asked (a page opened at the story’s address)', () => {
    render(<reader.Adult readAloudSynth={null} />);
    expect(document.activeElement).toBe(document.body);
  });
});
