/** The three age bands of Grove's content: a child 4–8 (G), a child 9–15 (PG), an adult (FULL). */
export type WonderBand = '4-8' | '9-15' | 'adult';
/** SPEC's content modes: G for 4–8, PG for 9–15, FULL for adults. */
export type WonderMode = 'G' | 'PG' | 'FULL';
/** One of SPEC §3's nine radar axes (kept as strings here so the core does not depend on the radar lib). */
export type WonderRadarAxis = 'ethical_balance' | 'personalization' | 'wisdom' | 'activity' | 'sleep' | 'concentration' | 'energy' | 'self_esteem' | 'emotional_clarity';

export type WellnessKind = 'box-breathing' | '4-7-8' | 'grounding-54321' | 'body-scan' | 'gratitude' | 'wind-down';
/** One step of a session: what the guide says, for how long; `breath` drives the animated guide. */
export interface WellnessStep { text: string; seconds: number; breath?: 'in' | 'hold' | 'out' }
export interface WellnessSession {
  id: string; title: string; kind: WellnessKind; band: WonderBand;
  /** One line on the list: what it is for. */ summary: string;
  /** Said before the first step. */ intro: string;
  steps: readonly WellnessStep[];
  /** Said after the last step. */ outro: string;
  /** The radar axes a low week suggests this session for (e.g. wind-down ← sleep). */ suits: readonly WonderRadarAxis[];
}
export type OracleTheme = 'courage' | 'friendship' | 'patience' | 'curiosity' | 'kindness' | 'gratitude' | 'change' | 'rest';
/** A reflection card: a short thought and a question to journal or chat about. Never a prediction. */
export interface OracleCard { id: string; mode: WonderMode; theme: OracleTheme; title: string; thought: string; question: string }
export interface AnimalGuide {
  id: string; name: string; emoji: string;
  /** Three or four strengths, each a few words ("patient", "notices small things"). */ strengths: readonly string[];
  /** Two or three sentences about this guide and what it can teach. */ description: string;
  /** A line of flavour the mentor may add to a greeting, per mode. */ greeting: Readonly<Record<WonderMode, string>>;
}
export interface AnimalQuizAnswer { id: string; label: string; emoji: string; /** Points per animal id. */ points: Readonly<Record<string, number>> }
export interface AnimalQuizQuestion { id: string; text: string; /** The picture shown for 4–8 (an emoji or two). */ picture: string; answers: readonly AnimalQuizAnswer[] }
export interface Quest {
  id: string; band: WonderBand; title: string;
  /** What to do, in two to four short sentences; real-world, gentle, no purchase, no photo. */ howTo: string;
  /** The question asked when it is done (a reflection, typed; never a photo). */ reflection: string;
  theme: 'nature' | 'family' | 'kindness' | 'making' | 'curiosity' | 'movement' | 'calm';
  /** About how long it takes. */ minutes: number;
  /** For 4–8: whether a grown-up should help (outdoors, kitchen…). */ withGrownUp: boolean;
}
export type StoryOrigin = 'Aesop' | 'Grimm' | 'Andersen' | 'Perrault' | 'Folk';
export interface StoryTelling { /** Paragraphs. */ paragraphs: readonly string[]; /** "What did you think?" into the chat. */ question: string }
export interface OldStory {
  id: string; title: string; origin: StoryOrigin;
  /** Where the tale comes from, in words ("an Aesop fable", "a Japanese folk tale"). */ source: string;
  /** One line on the list. */ summary: string;
  /** The tale at each level: G gentle (nothing frightening), PG fuller, FULL the whole tale for adults. */ tellings: Readonly<Record<WonderMode, StoryTelling>>;
}
