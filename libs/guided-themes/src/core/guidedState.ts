import { guidedKeywords } from './guidedKeywords';
import { guidedPreferencesApply } from './guidedPreferences';
import type { GuidedEntry, GuidedResponseCheck, GuidedState, GuidedTheme } from './guidedTypes';
import { guidedProgressName } from './guidedCatalog';

/** SPEC §4/§9: the instruction text carries the last 2 exchanges. */
export const GUIDED_CONTEXT_EXCHANGES = 2;

/** SPEC §4: "Each starts with zero progress and an empty history." */
export function guidedStart(theme: GuidedTheme, now: number): GuidedState {
  return {
    theme,
    conversationHistory: [],
    lastUpdated: now,
    progress: 0,
    coveredTopics: [],
    tripType: null,
    hikingPreference: null,
    outingPreference: null,
    meditationType: null,
    userLocation: null,
  };
}

/** SPEC §4: a user message appends a user entry, adds one to progress, and may set the preferences (once). */
export function guidedUserMessage(state: GuidedState, message: string, now: number): GuidedState {
  const entry: GuidedEntry = { role: 'user', content: message };
  return guidedPreferencesApply({ ...state, conversationHistory: [...state.conversationHistory, entry], progress: state.progress + 1, lastUpdated: now }, message);
}

/** The theme's keywords a text mentions, case-insensitive, each once, in list order (plurals count). */
export function guidedKeywordsIn(theme: GuidedTheme, text: string): string[] {
  const said = ` ${text.toLowerCase().replace(/[^a-z0-9']+/g, ' ')} `;
  return guidedKeywords(theme).filter((keyword) => {
    const words = keyword.toLowerCase().replace(/[^a-z0-9']+/g, ' ').trim();
    return said.includes(` ${words} `) || said.includes(` ${words}s `) || said.includes(` ${words}es `);
  });
}

/** SPEC §4: an AI reply appends an ai entry and records newly mentioned keywords of the theme's list, without duplicates. */
export function guidedAiReply(state: GuidedState, reply: string, now: number): GuidedState {
  const covered = [...state.coveredTopics];
  for (const keyword of guidedKeywordsIn(state.theme, reply)) if (!covered.includes(keyword)) covered.push(keyword);
  return { ...state, conversationHistory: [...state.conversationHistory, { role: 'ai', content: reply }], coveredTopics: covered, lastUpdated: now };
}

/** The last {@link GUIDED_CONTEXT_EXCHANGES} complete exchanges (a user entry and the ai reply after it), oldest first. */
export function guidedContext(history: readonly GuidedEntry[], exchanges: number = GUIDED_CONTEXT_EXCHANGES): GuidedEntry[] {
  const pairs: GuidedEntry[][] = [];
  for (let i = history.length - 1; i > 0 && pairs.length < exchanges; i -= 1) {
    const reply = history[i];
    const message = history[i - 1];
    if (reply?.role === 'ai' && message?.role === 'user') {
      pairs.unshift([message, reply]);
      i -= 1;
    }
  }
  return pairs.flat();
}

/** The state under SPEC §3's names: the progress counter named for the theme (storyProgress, …). */
export function guidedStateNamed(state: GuidedState): Record<string, unknown> {
  const { progress, ...rest } = state;
  return { ...rest, [guidedProgressName(state.theme)]: progress };
}

/**
 * The instruction text for a reply (SPEC §4): the theme, what the person chose so far, the topics
 * already covered, and the last 2 exchanges.
 */
export function guidedInstructions(state: GuidedState): string {
  const chosen = [
    state.tripType && `trip type: ${state.tripType}`,
    state.hikingPreference && `hiking preference: ${state.hikingPreference}`,
    state.outingPreference && `outing preference: ${state.outingPreference}`,
    state.meditationType && `meditation place: ${state.meditationType}`,
    state.userLocation && `where they are: "${state.userLocation}"`,
  ].filter(Boolean);
  const context = guidedContext(state.conversationHistory)
    .map((entry) => `${entry.role === 'user' ? 'Child' : 'Guide'}: ${entry.content}`)
    .join('\n');
  return [
    `You are a gentle guide for a G-rated ${state.theme.replace('-', ' ')} conversation with a child. Keep it simple, kind and safe; move the conversation forward.`,
    chosen.length > 0 ? `They chose: ${chosen.join('; ')}.` : 'They have not chosen their preferences yet.',
    state.coveredTopics.length > 0 ? `Already covered: ${state.coveredTopics.join(', ')}.` : '',
    context ? `The last exchanges:\n${context}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * SPEC §4: "The response check always reports valid with a score of 0" — whatever the reply, so it
 * takes none.
 */
export function guidedResponseCheck(): GuidedResponseCheck {
  return { valid: true, score: 0 };
}
