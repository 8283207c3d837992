/**
 * The vocabulary of Grove's journal prompt library (issue 16, point 2): who a prompt is written for
 * (content mode), what it is about (category), which moods it suits, how deep it goes (difficulty), and
 * for ages 4–8 the pictures a child can tap instead of writing.
 */

/** SPEC §1: G is for ages 4–8 (simple), PG for 9–15 (exciting, never scary), FULL for adults. */
export type JournalContentMode = 'G' | 'PG' | 'FULL';

/** Every content mode, in age order. */
export const JOURNAL_CONTENT_MODES: readonly JournalContentMode[] = ['G', 'PG', 'FULL'];

/** What a prompt is about. `school_work` is school for children and work or study for adults. */
export type JournalCategory =
  | 'gratitude'
  | 'feelings'
  | 'friends'
  | 'family'
  | 'school_work'
  | 'dreams_goals'
  | 'nature'
  | 'creativity'
  | 'kindness'
  | 'memories'
  | 'body_health';

/** A category as a screen shows it: a label for each age band and an emoji. */
export interface JournalCategoryInfo {
  id: JournalCategory;
  /** The label for each mode ("School" for children, "Work and study" for adults). */
  label: Readonly<Record<JournalContentMode, string>>;
  emoji: string;
}

/** Every category with its display labels, in the order a screen lists them. */
export const JOURNAL_CATEGORIES: readonly JournalCategoryInfo[] = [
  { id: 'gratitude', emoji: '🙏', label: { G: 'Thank you', PG: 'Gratitude', FULL: 'Gratitude' } },
  { id: 'feelings', emoji: '💛', label: { G: 'Feelings', PG: 'Feelings', FULL: 'Feelings' } },
  { id: 'friends', emoji: '🤝', label: { G: 'Friends', PG: 'Friends', FULL: 'Friends' } },
  { id: 'family', emoji: '🏡', label: { G: 'Family', PG: 'Family', FULL: 'Family' } },
  { id: 'school_work', emoji: '📚', label: { G: 'School', PG: 'School', FULL: 'Work and study' } },
  { id: 'dreams_goals', emoji: '🌟', label: { G: 'Wishes', PG: 'Dreams and goals', FULL: 'Dreams and goals' } },
  { id: 'nature', emoji: '🌿', label: { G: 'Outside', PG: 'Nature', FULL: 'Nature' } },
  { id: 'creativity', emoji: '🎨', label: { G: 'Making things', PG: 'Creativity', FULL: 'Creativity' } },
  { id: 'kindness', emoji: '🤗', label: { G: 'Kindness', PG: 'Kindness', FULL: 'Kindness' } },
  { id: 'memories', emoji: '📸', label: { G: 'Remembering', PG: 'Memories', FULL: 'Memories' } },
  { id: 'body_health', emoji: '💪', label: { G: 'My body', PG: 'Body and health', FULL: 'Body and health' } },
];

/** The moods a prompt can suit: the writer feels this way, and the prompt fits that feeling. */
export type JournalMood =
  | 'happy'
  | 'calm'
  | 'sad'
  | 'worried'
  | 'angry'
  | 'excited'
  | 'tired'
  | 'proud'
  | 'lonely'
  | 'curious';

/** A mood as a screen shows it. */
export interface JournalMoodInfo {
  id: JournalMood;
  label: string;
  emoji: string;
}

/** Every mood tag with its label and emoji (the mood picker of the journal screen). */
export const JOURNAL_MOODS: readonly JournalMoodInfo[] = [
  { id: 'happy', label: 'Happy', emoji: '😊' },
  { id: 'calm', label: 'Calm', emoji: '😌' },
  { id: 'excited', label: 'Excited', emoji: '🤩' },
  { id: 'proud', label: 'Proud', emoji: '🦁' },
  { id: 'curious', label: 'Curious', emoji: '🤔' },
  { id: 'tired', label: 'Tired', emoji: '😴' },
  { id: 'worried', label: 'Worried', emoji: '😟' },
  { id: 'sad', label: 'Sad', emoji: '😢' },
  { id: 'lonely', label: 'Lonely', emoji: '🫂' },
  { id: 'angry', label: 'Cross', emoji: '😠' },
];

/** How deep a prompt goes: 1 light and quick, 2 a little thinking, 3 deeper reflection. */
export type JournalDifficulty = 1 | 2 | 3;

/** A picture answer a 4–8-year-old can tap instead of writing; the label becomes the answer's text. */
export interface JournalPictureChoice {
  emoji: string;
  /** One to three simple words, read aloud by the screen. */
  label: string;
}

/** One journal prompt of the library. */
export interface JournalPrompt {
  /** Stable id, `<mode>-<category>-<nn>` (for example `g-gratitude-01`); never reused for other text. */
  id: string;
  /** The question itself, in the voice of its age band. */
  text: string;
  contentMode: JournalContentMode;
  category: JournalCategory;
  /** The moods this prompt suits (one to three). */
  moods: readonly JournalMood[];
  difficulty: JournalDifficulty;
  /** G only: four to six picture answers a child can tap instead of writing. */
  pictureChoices?: readonly JournalPictureChoice[];
  /** One to three short questions the mentor may ask after an answer. */
  followUps: readonly string[];
}

/** Which prompts a list, a random pick or a session draws from. */
export interface JournalPromptFilter {
  contentMode: JournalContentMode;
  category?: JournalCategory;
  mood?: JournalMood;
}
