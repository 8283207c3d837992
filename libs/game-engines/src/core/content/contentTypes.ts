/**
 * The shapes of the builtin mentor's content banks (one file per bank beside this one). Every bank is
 * plain data: checked by tests for size, duplicates and child-safety words.
 */

/** The content modes a bank entry fits (SPEC §1: G ages 4–8, PG 9–14, FULL adults). */
export type GameContentMode = 'G' | 'PG' | 'FULL';

/** Opposites: one pair of lower-case words; the game works both ways (hot ↔ cold). */
export interface OppositePair {
  a: string;
  b: string;
}

/**
 * Twenty questions: an object the mentor can think of, with the facts its yes/no answers come from.
 * Every fact must be true of the object, so a child is never misled.
 */
export interface TwentyQuestionsObject {
  /** Lower-case name, also the accepted guess ('cat'). */
  name: string;
  /** Other accepted guesses ('kitten', 'kitty'). */
  aliases: string[];
  category: 'animal' | 'plant' | 'food' | 'toy' | 'tool' | 'vehicle' | 'household' | 'nature' | 'instrument' | 'clothing';
  alive: boolean;
  /** Compared with a bread box and a car: 'tiny' (fits in a hand), 'small' (smaller than a bread box), 'medium' (up to a person), 'large' (bigger than a person), 'huge' (bigger than a car). */
  size: 'tiny' | 'small' | 'medium' | 'large' | 'huge';
  /** Where one usually finds it. */
  places: Array<'house' | 'kitchen' | 'garden' | 'farm' | 'forest' | 'ocean' | 'river' | 'sky' | 'zoo' | 'school' | 'city' | 'desert' | 'jungle' | 'snow' | 'playground'>;
  /** Usual colours, lower case. */
  colors: string[];
  canFly: boolean;
  canSwim: boolean;
  /** Number of legs (0 for none). */
  legs: number;
  hasWheels: boolean;
  edible: boolean;
  /** Made mostly of (empty for living things). */
  materials: Array<'wood' | 'metal' | 'plastic' | 'glass' | 'fabric' | 'paper' | 'rubber' | 'stone'>;
  usesElectricity: boolean;
  makesSound: boolean;
  isPet: boolean;
  soft: boolean;
  /** A child-friendly clue for when the child is stuck. */
  hint: string;
}

/** A riddle with the answers that count as right (lower case, singular). */
export interface Riddle {
  id: string;
  question: string;
  answers: string[];
  /** The fit: G riddles suit every child, PG older ones, FULL adults. */
  mode: GameContentMode;
}

/** Prompt detective: a scenario with four prompt options, the best one and why. */
export interface PromptDetectiveScenario {
  id: string;
  /** 'educational' is rated PG (school and everyday tasks); 'professional' is rated FULL (work tasks). */
  variant: 'educational' | 'professional';
  /** The task someone wants an AI to help with. */
  situation: string;
  /** Four prompts, A–D in order. */
  options: [string, string, string, string];
  best: 'A' | 'B' | 'C' | 'D';
  /** Why the best prompt works better (one or two sentences). */
  explanation: string;
}

/** A beekeeping fact and the keywords that count as covered topics once the mentor has said it. */
export interface BeekeepingFact {
  id: string;
  /** Lower-case keywords; a question containing one is answered with this fact. */
  keywords: string[];
  /** The fact, for children and beginners (two to three sentences). */
  text: string;
  /** A follow-up question that invites the child to keep going. */
  followUp: string;
}

/** One choice at the end of a story chapter. */
export interface StoryChoice {
  /** The branch id this choice leads to in the next chapter. */
  id: string;
  /** How the mentor offers it ('explore the glowing cave'). */
  label: string;
  /** Lower-case words that select this choice in the child's reply ('cave', 'glow', 'explore'). */
  keywords: string[];
}

/**
 * A chapter of a five-chapter story. Chapter 1 has one version ('start'); later chapters have a
 * version per choice of the chapter before, so the story follows the child's choices.
 */
export interface StoryChapter {
  chapter: 1 | 2 | 3 | 4 | 5;
  /** The choice id of the previous chapter this version follows ('start' for chapter 1). */
  after: string;
  /** The chapter's text (3–6 sentences; G-friendly: gentle, short sentences). */
  text: string;
  /** Two or three choices; empty for chapter 5, which ends the story. */
  choices: StoryChoice[];
}

/** A whole story: its title and every chapter version. */
export interface Story {
  id: 'bee-story' | 'dragon-story';
  title: string;
  chapters: StoryChapter[];
}
