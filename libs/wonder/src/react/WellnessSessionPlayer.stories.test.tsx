import { composeStories } from '@storybook/react-vite';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wellnessSessionMinutes, wellnessSessionSeconds, wellnessTimeText } from '../core/wellnessTimeline';
import * as stories from './WellnessSessionPlayer.stories';
import { wellnessMatchMediaFixed, wellnessSessionById } from './wellnessStories.fixture';
import { wellnessTestClock, wellnessTestSpeech, type WellnessTestClock } from './wellnessTestClock.fixture';

const player = composeStories(stories);

afterEach(cleanup);

const BOX = wellnessSessionById('box-breathing-adult');

function announced(): string {
  return screen.getByRole('status').textContent ?? '';
}

function stepWords(): string {
  return document.querySelector('.grove-wellness-player__words--step')?.textContent ?? '';
}

/** The visible countdowns, as shown: [this step, session left]. */
function countdowns(): string[] {
  const times = document.querySelector('.grove-wellness-player__times') as HTMLElement;
  return within(times)
    .getAllByRole('definition')
    .map((value) => value.querySelector('[aria-hidden="true"]')?.textContent ?? '');
}

/** Renders a preview with the test clock and a silent speech synthesis, then presses Start. */
async function started(Story: (typeof player)[keyof typeof player], clock: WellnessTestClock, extra: Record<string, unknown> = {}) {
  const onClose = vi.fn();
  const speech = wellnessTestSpeech();
  const user = userEvent.setup();
  render(<Story now={clock.now} schedule={clock.schedule} onClose={onClose} readAloudSynth={speech.synth} readAloudUtterance={speech.utterance} {...extra} />);
  await user.click(screen.getByRole('button', { name: 'Start' }));
  return { user, onClose, speech };
}

describe('WellnessSessionPlayer previews', () => {
  it('opens on the intro: title (focused), kind and minutes, the intro, Start, Back to sessions, and Read aloud off', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const speech = wellnessTestSpeech();
    render(<player.BoxBreathingAdult onClose={onClose} readAloudSynth={speech.synth} readAloudUtterance={speech.utterance} />);
    const title = screen.getByRole('heading', { level: 1, name: BOX.title });
    expect(document.activeElement).toBe(title);
    expect(screen.getByText(`Box breathing · ${wellnessSessionMinutes(BOX)} min`)).toBeTruthy();
    expect(screen.getByText(BOX.intro)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Read aloud' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(announced()).toBe('');
    expect(speech.spoken).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back to sessions' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows each step large with the step and session countdowns, and moves on by the clock', async () => {
    const clock = wellnessTestClock();
    await started(player.BoxBreathingAdult, clock);
    const total = wellnessSessionSeconds(BOX);
    expect(stepWords()).toBe(BOX.steps[0]?.text);
    expect(countdowns()).toEqual([wellnessTimeText(12), wellnessTimeText(total)]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pause' }));
    clock.advance(1_000);
    expect(countdowns()).toEqual(['0:11', wellnessTimeText(total - 1)]);
    clock.advance(11_000);
    expect(stepWords()).toBe(BOX.steps[1]?.text);
    expect(countdowns()[0]).toBe('0:12');
    // The screen-reader words of the countdown say it in full.
    expect(screen.getByText('12 seconds')).toBeTruthy();
  });

  it('announces each new step once in a polite live region, never the countdown', async () => {
    const clock = wellnessTestClock();
    await started(player.BoxBreathingAdult, clock);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(announced()).toBe(BOX.steps[0]?.text);
    const changes: string[] = [];
    const observer = new MutationObserver(() => changes.push(region.textContent ?? ''));
    observer.observe(region, { childList: true, subtree: true, characterData: true });
    clock.advance(11_000);
    await act(async () => undefined);
    expect(changes).toEqual([]);
    clock.advance(1_000);
    await act(async () => undefined);
    observer.disconnect();
    expect(changes.at(-1)).toBe(BOX.steps[1]?.text);
    expect(new Set(changes).size).toBe(1);
  });

  it('Pause stops both countdowns however long it stays paused; Resume carries on from there', async () => {
    const clock = wellnessTestClock();
    const { user } = await started(player.BoxBreathingAdult, clock);
    clock.advance(3_000);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText('Paused')).toBeTruthy();
    expect(announced()).toBe('Paused.');
    expect(clock.pending()).toBe(0);
    clock.advance(600_000);
    expect(countdowns()[0]).toBe('0:09');
    const resume = screen.getByRole('button', { name: 'Resume' });
    expect(document.activeElement).toBe(resume);
    await user.click(resume);
    expect(screen.queryByText('Paused')).toBeNull();
    clock.advance(9_000);
    expect(stepWords()).toBe(BOX.steps[1]?.text);
  });

  it('the space bar pauses and resumes, once per press, also on the Pause button itself', async () => {
    const clock = wellnessTestClock();
    const { user } = await started(player.BoxBreathingAdult, clock);
    // Focus is on Pause: Space presses the button once, not the button and the shortcut both.
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    (document.activeElement as HTMLElement).blur();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume' }).getAttribute('aria-keyshortcuts')).toBe('Space');
  });

  it('lands on the right step when a throttled tab’s timer fires late, instead of drifting', async () => {
    const clock = wellnessTestClock();
    await started(player.BoxBreathingAdult, clock);
    // 12 + 12 s of settling, then boxes of 4: 30 s in is the second step of the first box (hold), 2 s left.
    clock.advanceLate(30_000);
    expect(stepWords()).toBe(BOX.steps[3]?.text);
    expect(countdowns()).toEqual(['0:02', wellnessTimeText(wellnessSessionSeconds(BOX) - 30)]);
  });

  it('catches up as soon as the tab is shown again', async () => {
    // A tab put to sleep: its timers never fire, yet the clock moves on; then the page is shown again.
    let time = 5_000;
    const speech = wellnessTestSpeech();
    const user = userEvent.setup();
    render(<player.BoxBreathingAdult now={() => time} schedule={() => () => undefined} onClose={vi.fn()} readAloudSynth={speech.synth} readAloudUtterance={speech.utterance} />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    time += 13_000;
    expect(stepWords()).toBe(BOX.steps[0]?.text);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(stepWords()).toBe(BOX.steps[1]?.text);
    expect(countdowns()[0]).toBe('0:11');
  });

  it('ends with the outro and Done (focused), which goes back; Stop goes back at any time', async () => {
    const clock = wellnessTestClock();
    const { user, onClose } = await started(player.BubbleBreathsChild, clock);
    const session = wellnessSessionById('4-7-8-4-8');
    clock.advance(wellnessSessionSeconds(session) * 1000);
    expect(screen.getByText(session.outro)).toBeTruthy();
    expect(announced()).toBe(`Finished. ${session.outro}`);
    const done = screen.getByRole('button', { name: 'Done' });
    expect(document.activeElement).toBe(done);
    expect(screen.queryByRole('button', { name: /Pause|Resume|Stop/ })).toBeNull();
    expect(clock.pending()).toBe(0);
    await user.click(done);
    expect(onClose).toHaveBeenCalledTimes(1);

    cleanup();
    const again = await started(player.GroundingTeen, wellnessTestClock());
    await again.user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(again.onClose).toHaveBeenCalledTimes(1);
  });

  it('reads aloud only when asked: each step once as it starts, nothing while paused, and stops when turned off', async () => {
    const clock = wellnessTestClock();
    const speech = wellnessTestSpeech();
    const user = userEvent.setup();
    render(<player.BoxBreathingAdult now={clock.now} schedule={clock.schedule} onClose={vi.fn()} readAloudSynth={speech.synth} readAloudUtterance={speech.utterance} />);
    const toggle = screen.getByRole('button', { name: 'Read aloud' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(speech.spoken).toEqual([BOX.intro]);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(speech.spoken).toEqual([BOX.intro, BOX.steps[0]?.text]);
    clock.advance(11_000);
    expect(speech.spoken).toHaveLength(2);
    clock.advance(1_000);
    expect(speech.spoken).toEqual([BOX.intro, BOX.steps[0]?.text, BOX.steps[1]?.text]);
    const cancelsBefore = speech.cancels();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(speech.cancels()).toBeGreaterThan(cancelsBefore);
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    // Resuming does not say the step again.
    expect(speech.spoken).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(screen.getByRole('button', { name: 'Read aloud' }).getAttribute('aria-pressed')).toBe('false');
    clock.advance(12_000);
    expect(speech.spoken).toHaveLength(3);
  });

  it('turned on mid-session, starts with the step on screen', async () => {
    const clock = wellnessTestClock();
    const { user, speech } = await started(player.BoxBreathingAdult, clock);
    clock.advance(13_000);
    expect(speech.spoken).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(speech.spoken).toEqual([BOX.steps[1]?.text]);
  });

  it('NoSpeech offers no Read aloud button where the browser cannot speak', () => {
    render(<player.NoSpeech />);
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
  });

  it('shows the breathing guide as hidden decoration that follows the breath; none for a session without breathing', async () => {
    const clock = wellnessTestClock();
    await started(player.BoxBreathingAdult, clock, { matchMedia: wellnessMatchMediaFixed(false) });
    const guide = () => document.querySelector('.grove-breathing') as HTMLElement;
    expect(guide().getAttribute('aria-hidden')).toBe('true');
    expect(guide().dataset['breath']).toBe('rest');
    clock.advance(24_000);
    expect(guide().dataset['breath']).toBe('in');
    const circle = guide().querySelector('.grove-breathing__circle') as HTMLElement;
    expect(circle.dataset['shape']).toBe('in');
    expect(circle.style.animationDuration).toBe('4s');
    clock.advance(4_000);
    expect(guide().dataset['breath']).toBe('hold');
    expect((guide().querySelector('.grove-breathing__circle') as HTMLElement).dataset['shape']).toBe('full');

    cleanup();
    await started(player.GroundingTeen, wellnessTestClock());
    expect(document.querySelector('.grove-breathing')).toBeNull();
  });

  it('ReducedMotion keeps the circle still and shows "Breathe in… 4" with a count instead', async () => {
    const clock = wellnessTestClock();
    const session = wellnessSessionById('4-7-8-adult');
    await started(player.ReducedMotion, clock);
    const firstBreath = session.steps.findIndex((step) => step.breath === 'in');
    clock.advance(session.steps.slice(0, firstBreath).reduce((sum, step) => sum + step.seconds, 0) * 1000);
    const guide = document.querySelector('.grove-breathing') as HTMLElement;
    expect(guide.dataset['motion']).toBe('reduced');
    expect(guide.querySelector('.grove-breathing__words')?.textContent).toBe('Breathe in… 4');
    expect((guide.querySelector('.grove-breathing__circle') as HTMLElement).style.animationDuration).toBe('');
    clock.advance(1_000);
    expect(guide.querySelector('.grove-breathing__words')?.textContent).toBe('Breathe in… 3');
  });
});
