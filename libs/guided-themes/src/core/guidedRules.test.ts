import { describe, expect, it } from 'vitest';
import { GUIDED_THEMES, guidedProgressName } from './guidedCatalog';
import { guidedKeywords } from './guidedKeywords';
import { guidedPlaceOf } from './guidedMentor';
import { HIKING_TRIGGERS, MEDITATION_TRIGGERS, OUTING_TRIGGERS, TRIP_TYPE_TRIGGERS } from './guidedPreferences';
import { guidedAskedCount, guidedRequestFields } from './guidedRequest';
import { guidedAiReply, guidedContext, guidedInstructions, guidedResponseCheck, guidedStart, guidedStateNamed, guidedUserMessage } from './guidedState';
import type { GuidedState, GuidedTheme } from './guidedTypes';

const T0 = 1_700_000_000_000;

function said(theme: GuidedTheme, ...messages: string[]): GuidedState {
  return messages.reduce((state, message, index) => guidedUserMessage(state, message, T0 + index), guidedStart(theme, T0));
}

describe('preferences: SPEC §4\'s table, set once from the first message with a trigger word', () => {
  it.each(TRIP_TYPE_TRIGGERS.flatMap(([value, words]) => words.map((word) => [word, value] as const)))('outdoor trip: "%s" gives %s', (word, value) => {
    expect(said('outdoor-trip', `We want to go ${word.toUpperCase()} next summer`).tripType).toBe(value);
  });

  it.each(HIKING_TRIGGERS.flatMap(([value, words]) => words.map((word) => [word, value] as const)))('hiking: "%s" gives %s', (word, value) => {
    expect(said('hiking', `Something ${word} please`).hikingPreference).toBe(value);
  });

  it.each(OUTING_TRIGGERS.flatMap(([value, words]) => words.map((word) => [word, value] as const)))('city outing: "%s" gives %s', (word, value) => {
    expect(said('city-outing', `Maybe a ${word} day`).outingPreference).toBe(value);
  });

  it.each(MEDITATION_TRIGGERS.flatMap(([value, words]) => words.map((word) => [word, value] as const)))('meditation: "%s" gives %s', (word, value) => {
    expect(said('meditation', `I like the ${word}`).meditationType).toBe(value);
  });

  it.each(['live', 'location', 'city', 'area'])('hiking location: a message with "%s" is stored whole', (word) => {
    const message = `My ${word} is near the hills`;
    expect(said('hiking', message).userLocation).toBe(message);
  });

  it.each(['live', 'location', 'city', 'area', 'near'])('city outing location: a message with "%s" is stored whole', (word) => {
    const message = `We are ${word} the river`;
    expect(said('city-outing', message).userLocation).toBe(message);
  });

  it('sets each preference once: later trigger words change nothing', () => {
    const hiking = said('hiking', 'something scenic, I live in the Denver area', 'actually a challenging climb', 'my city is Boulder');
    expect([hiking.hikingPreference, hiking.userLocation]).toEqual(['moderate', 'something scenic, I live in the Denver area']);
    expect(said('meditation', 'hello', 'the ocean please', 'or a forest').meditationType).toBe('lakeside');
    expect(said('outdoor-trip', 'camping!', 'backpacking?').tripType).toBe('camping');
    expect(said('city-outing', 'museums', 'a park').outingPreference).toBe('museums');
  });

  it('a message without trigger words sets nothing; other themes have no preferences', () => {
    expect(said('hiking', 'hello there')).toMatchObject({ hikingPreference: null, userLocation: null });
    expect(said('gardening', 'camping by the lake in the scenic area')).toMatchObject({ tripType: null, hikingPreference: null, meditationType: null, userLocation: null });
  });

  it('matches whole words from their start, in any case', () => {
    expect(said('city-outing', 'The kids love it').outingPreference).toBe('kid-friendly');
    expect(said('meditation', 'STREETS are busy').meditationType).toBeNull();
  });
});

describe('history, progress and covered topics (SPEC §3, §4)', () => {
  it('starts with zero progress and an empty history', () => {
    expect(guidedStart('flowers', T0)).toMatchObject({ progress: 0, conversationHistory: [], coveredTopics: [], lastUpdated: T0 });
  });

  it('a message appends a user entry and adds one to progress; a reply appends an ai entry', () => {
    let state = guidedUserMessage(guidedStart('gardening', T0), 'How do seeds grow?', T0 + 5);
    state = guidedAiReply(state, 'Seeds need soil, water and sunlight.', T0 + 9);
    expect(state.conversationHistory).toEqual([
      { role: 'user', content: 'How do seeds grow?' },
      { role: 'ai', content: 'Seeds need soil, water and sunlight.' },
    ]);
    expect([state.progress, state.lastUpdated]).toEqual([1, T0 + 9]);
  });

  it('records the theme\'s keywords a reply mentions, case-insensitively and once', () => {
    const [first, second] = guidedKeywords('gardening');
    let state = guidedAiReply(guidedStart('gardening', T0), `${first?.toUpperCase()} and ${second}, then ${first} again`, T0);
    state = guidedAiReply(state, `More about ${second}.`, T0);
    expect(state.coveredTopics).toEqual([first, second]);
    expect(guidedAiReply(guidedStart('gardening', T0), 'The user said seeds', T0).coveredTopics).not.toContain('camping');
  });

  it('names the progress counter as SPEC §3 does', () => {
    expect(Object.fromEntries(GUIDED_THEMES.map((info) => [info.theme, guidedProgressName(info.theme)]))).toEqual({
      stories: 'storyProgress',
      gardening: 'learningProgress',
      flowers: 'learningProgress',
      'outdoor-trip': 'planningProgress',
      hiking: 'planningProgress',
      'city-outing': 'planningProgress',
      meditation: 'sessionProgress',
    });
    expect(guidedStateNamed(said('meditation', 'hi', 'calm'))).toMatchObject({ sessionProgress: 2 });
    expect(guidedStateNamed(said('meditation', 'hi'))).not.toHaveProperty('progress');
  });
});

describe('the instruction text and the response check (SPEC §4)', () => {
  it('carries the last 2 exchanges and nothing older', () => {
    let state = guidedStart('stories', T0);
    for (const n of [1, 2, 3]) state = guidedAiReply(guidedUserMessage(state, `message ${n}`, T0), `reply ${n}`, T0);
    state = guidedUserMessage(state, 'message 4', T0);
    expect(guidedContext(state.conversationHistory)).toEqual([
      { role: 'user', content: 'message 2' },
      { role: 'ai', content: 'reply 2' },
      { role: 'user', content: 'message 3' },
      { role: 'ai', content: 'reply 3' },
    ]);
    const text = guidedInstructions(state);
    expect(text).toContain('Child: message 2');
    expect(text).toContain('Guide: reply 3');
    expect(text).not.toContain('message 1');
    expect(text).not.toContain('reply 1');
  });

  it('names the chosen preferences', () => {
    expect(guidedInstructions(said('hiking', 'something scenic, I live in the Denver area'))).toContain('hiking preference: moderate');
  });

  it('the response check always reports valid with a score of 0', () => {
    expect(guidedResponseCheck()).toEqual({ valid: true, score: 0 });
  });

  it('sends the state without the history, with the messages answered by asking', () => {
    const state = said('hiking', 'hello', 'an easy walk please');
    const fields = guidedRequestFields(state);
    expect(fields).toMatchObject({ gameMode: true, gameType: 'guided-hiking', gameData: { planningProgress: 2, progress: 2, guideAsked: 1, hikingPreference: 'easy' } });
    expect(fields.gameData).not.toHaveProperty('conversationHistory');
    expect(guidedAskedCount(said('stories', 'a dragon'))).toBe(0);
  });

  it('reads where the person is for a sentence', () => {
    expect(guidedPlaceOf('something scenic, I live in the Denver area')).toBe('the Denver area');
    expect(guidedPlaceOf('we are near Central Park')).toBe('Central Park');
    expect(guidedPlaceOf(null)).toBe('where you live');
  });
});
