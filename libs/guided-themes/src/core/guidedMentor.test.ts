import { describe, expect, it } from 'vitest';
import { THEME_GUIDES } from './content/guides';
import { GUIDED_THEMES } from './guidedCatalog';
import { guidedMentorMove, guidedThemeOfGameType } from './guidedMentor';
import { guidedRequestFields } from './guidedRequest';
import { guidedAiReply, guidedStart, guidedUserMessage } from './guidedState';
import type { GuidedState, GuidedTheme } from './guidedTypes';

/** A whole guided conversation with the builtin guide: each message, then the guide's reply. */
function talk(theme: GuidedTheme, messages: string[]): { state: GuidedState; replies: string[] } {
  let state = guidedStart(theme, 0);
  const replies: string[] = [];
  for (const message of messages) {
    state = guidedUserMessage(state, message, 0);
    const fields = guidedRequestFields(state);
    const reply = guidedMentorMove({ gameType: fields.gameType, gameData: fields.gameData, message });
    if (reply === null) throw new Error('no reply');
    replies.push(reply);
    state = guidedAiReply(state, reply, 0);
  }
  return { state, replies };
}

describe('the builtin guide (SPEC §4 themes, rated G)', () => {
  it('an easy, a moderate and a challenging hike each get their own trails, with the place the child named', () => {
    const moderate = talk('hiking', ['something scenic, I live in the Denver area']).replies[0] ?? '';
    expect(moderate).toContain('moderate');
    expect(moderate).toContain('scenic trails');
    expect(moderate).toContain('the Denver area');
    expect(talk('hiking', ['an easy nature walk']).replies[0]).toMatch(/easy/i);
    expect(talk('hiking', ['lots of elevation please']).replies[0]).toMatch(/elevation|steep/i);
  });

  it('asks for the preference until one is named, then starts its steps from the first', () => {
    const { replies, state } = talk('hiking', ['hello!', 'a moderate one']);
    expect(replies[0]).toBe(THEME_GUIDES.hiking.ask);
    expect(replies[1]).toBe(THEME_GUIDES.hiking.steps[0]?.['moderate']?.replace(/\{place\}/g, 'where you live'));
    expect(state.hikingPreference).toBe('moderate');
  });

  it('a meditation that mentions the ocean becomes lakeside and stays by the lake', () => {
    const { state, replies } = talk('meditation', ['I love the ocean', 'okay', 'yes', 'I feel calm', 'more', 'thank you', 'again']);
    expect(state.meditationType).toBe('lakeside');
    for (const reply of replies) {
      expect(reply).toMatch(/lake|water/i);
      expect(reply).not.toMatch(/\b(forest|meadow|trees|grass)\b/i);
    }
  });

  it.each(GUIDED_THEMES.map((info) => info.theme))('%s moves forward: no reply repeats the one before, and topics get covered', (theme) => {
    const opening = { 'outdoor-trip': 'camping please', hiking: 'an easy walk near where I live', 'city-outing': 'a fun family day', meditation: 'a forest' }[theme as string] ?? 'hello';
    const { replies, state } = talk(theme, [opening, ...Array.from({ length: 11 }, (_, i) => `answer ${i}`)]);
    replies.forEach((reply, index) => {
      expect(reply.length).toBeGreaterThan(20);
      if (index > 0) expect(reply).not.toBe(replies[index - 1]);
    });
    expect(state.coveredTopics.length).toBeGreaterThanOrEqual(8);
    expect(state.progress).toBe(12);
  });

  it('knows only guided game types', () => {
    expect(guidedThemeOfGameType('guided-hiking')).toBe('hiking');
    expect(guidedThemeOfGameType('guided-poker')).toBeNull();
    expect(guidedThemeOfGameType('opposites')).toBeNull();
    expect(guidedMentorMove({ gameType: 'opposites', gameData: {}, message: 'hi' })).toBeNull();
  });
});
