import type { JournalContentMode } from './journalPromptTypes';

/** Sentences for each content mode: a list of variants, one chosen per summary. */
export type JournalSummaryVariants = Readonly<Record<JournalContentMode, readonly string[]>>;

/**
 * Every sentence the weekly summary is built from, written for Grove (issue 16, point 3), by part and
 * mode. Placeholders, filled by `journalSummaryOf`:
 * - `{times}` "once", "twice", "three times"; `{count}` "three"; `{days}` "four" (different days written on);
 * - `{themes}` "football, your sister and the science project"; `{theme}` one theme, `{Theme}` the same
 *   starting a sentence;
 * - `{moods}` "happy and proud" (the moods the writer chose most); `{up}` / `{down}` the good and the
 *   hard mood of a mixed week.
 *
 * G (ages 4–8) is short, warm and read aloud; PG (9–15) is lively and takes a young person's week
 * seriously; FULL (adults) is reflective and plain. Every variant passes `@grove/safety` in its mode
 * with every value it can hold (the tests fill each one in). Hard weeks get gentle words: no sentence
 * that goes with a hard week cheers.
 */
export const JOURNAL_SUMMARY_TEMPLATES = {
  /** What the week was about, two or more entries. */
  about: {
    G: ['You wrote {times} this week, about {themes}.', 'This week you wrote {times}! You wrote about {themes}.'],
    PG: ['You wrote {times} this week, mostly about {themes}.', 'Your {count} entries this week were mostly about {themes}.'],
    FULL: ['You wrote {count} entries this week, and {themes} came up most.', 'Across {count} entries this week, you kept coming back to {themes}.'],
  },
  /** What the week was about, one entry: honest that it is one. */
  aboutOnce: {
    G: ['You wrote once this week, about {themes}.'],
    PG: ['You wrote once this week, about {themes}.', 'You wrote one entry this week, about {themes}.'],
    FULL: ['You wrote one entry this week, about {themes}.', 'You wrote once this week, about {themes}.'],
  },
  /** When no theme can be named (every entry needed care, or none names a thing). */
  aboutPlain: {
    G: ['You wrote {times} this week.'],
    PG: ['You wrote {times} this week.'],
    FULL: ['You wrote {times} this week.'],
  },
  /** The week got better towards the end. */
  brighter: {
    G: ['The start of the week felt harder, and it got brighter as it went on.', 'Your week got happier as it went on.'],
    PG: ['It started out tough, but the week got brighter towards the end.', 'The week got better as it went on.'],
    FULL: ['It started heavy, and the week lightened as it went on.', 'The week seemed to ease as it went on.'],
  },
  /** A hard week (a sad or grieving one) that eased towards the end: said gently, never as "better". */
  lighter: {
    G: ['The end of the week felt a little lighter.'],
    PG: ['By the end of the week, things felt a little lighter.'],
    FULL: ['By the end of the week, things seemed a little lighter.'],
  },
  /** The week got harder towards the end. */
  harder: {
    G: ['The end of the week felt harder than the start.', 'Your week felt harder as it went on.'],
    PG: ['The week got tougher as it went on.', 'The end of the week felt harder than the start.'],
    FULL: ['The week seemed to get heavier as it went on.', 'The later days of the week sounded harder than the first.'],
  },
  /** Much the same all week, in the moods the writer chose. */
  steadyMoods: {
    G: ['Most days you felt {moods}.', 'You felt {moods} on most days.'],
    PG: ['Most of the week you felt {moods}.', 'You felt mostly {moods} this week.'],
    FULL: ['You felt mostly {moods} this week.', 'The week felt mostly {moods}.'],
  },
  /** Much the same all week and good, with no moods chosen (read from the words). */
  steadyGood: {
    G: ['Your days sounded mostly good.'],
    PG: ['Your days sounded mostly good this week.'],
    FULL: ['Your entries sounded mostly upbeat.'],
  },
  /** Much the same all week, neither good nor hard, with no moods chosen. */
  steadyEven: {
    G: ['Your days felt much the same all week.'],
    PG: ['The week felt fairly even.'],
    FULL: ['The week sounded fairly even.'],
  },
  /** Much the same all week and hard, with no moods chosen. */
  steadyHard: {
    G: ['A lot of your days sounded hard.'],
    PG: ['A lot of this week sounded hard.'],
    FULL: ['Much of the week sounded heavy.'],
  },
  /** Ups and downs, in the moods the writer chose. */
  mixedMoods: {
    G: ['Your week had ups and downs: some days you felt {up}, and some days {down}.'],
    PG: ['It was a week of ups and downs, with {up} days and {down} days.'],
    FULL: ['It was an up-and-down week, moving between {up} and {down}.'],
  },
  /** Ups and downs, read from the words. */
  mixedPlain: {
    G: ['Your week had ups and downs.'],
    PG: ['It was a week of ups and downs.'],
    FULL: ['It was an up-and-down week.'],
  },
  /** One entry, with a mood. */
  onceMood: {
    G: ['You felt {moods} that day.'],
    PG: ['You felt {moods} when you wrote.'],
    FULL: ['You marked your mood as {moods} when you wrote.'],
  },
  /** One entry, no mood, good words. */
  onceGood: {
    G: ['It sounded like a good day.'],
    PG: ['It sounded like a good day.'],
    FULL: ['It sounded like a good day.'],
  },
  /** One entry, no mood, hard words. */
  onceHard: {
    G: ['It sounded like a hard day.'],
    PG: ['It sounded like a hard day.'],
    FULL: ['It sounded like a hard day.'],
  },
  /**
   * The observation when an entry needed care (libs/safety: concern or urgent). The children's line is
   * issue 16's; the adults' line is gentle and plain, not clinical. Never cheerful.
   */
  observeCare: {
    G: ['It sounds like some days were hard. Talking to someone you trust can help.'],
    PG: ['It sounds like some days were hard. Talking to someone you trust can help.'],
    FULL: ["It sounds like parts of this week were heavy. You don't have to carry that alone, and talking with someone you trust can help."],
  },
  /** The observation for a hard week that needed no care (a sad week, a grieving week): gentle. */
  observeHard: {
    G: ['You wrote about your feelings, even on the hard days. That was brave.'],
    PG: ['You kept writing even on the tough days, and that takes courage.'],
    FULL: ['You kept writing through a hard week, and putting it into words matters.'],
  },
  /** A friend or friends came up on two or more days. */
  observeFriend: {
    G: ['You wrote about {theme} {times} this week. Friends make days bright!'],
    PG: ['{Theme} came up {times} this week. Good friends are worth a lot.'],
    FULL: ['{Theme} came up in {count} entries; time with friends seems to matter to you.'],
  },
  /** Family came up on two or more days. */
  observeFamily: {
    G: ['You wrote about {theme} {times} this week. Family time is special!'],
    PG: ['{Theme} came up {times} this week. Family clearly matters to you.'],
    FULL: ['{Theme} came up in {count} entries; they seem to be at the heart of your week.'],
  },
  /** A pet came up on two or more days. */
  observePet: {
    G: ['You wrote about {theme} {times} this week. Pets are great friends!'],
    PG: ['{Theme} came up {times} this week. Sounds like a great companion.'],
    FULL: ['{Theme} came up in {count} entries; good company, by the sound of it.'],
  },
  /** A teacher, a coach, a team, colleagues or a named person came up on two or more days. */
  observePeople: {
    G: ['You wrote about {theme} {times} this week. You notice the people around you!'],
    PG: ['{Theme} came up {times} this week. You notice the people around you.'],
    FULL: ['{Theme} came up in {count} entries; the people around you clearly count.'],
  },
  /** A thing or activity came up on two or more days. */
  observeThing: {
    G: ['You wrote about {theme} {times} this week. It was a big part of your week!'],
    PG: ['{Theme} came up {times} this week. It sounds like it mattered to you.'],
    FULL: ['{Theme} came up in {count} entries; it clearly had your attention this week.'],
  },
  /** The writer wrote on three or more different days. */
  observeHabit: {
    G: ['You wrote on {days} different days. That is a great habit!'],
    PG: ['You wrote on {days} different days, which is a real habit.'],
    FULL: ['You wrote on {days} different days; that steady habit is worth keeping.'],
  },
  /** The week got better, and nothing else stood out. */
  observeBrighter: {
    G: ['You kept going, and the week got better. Well done!'],
    PG: ['You kept going, and the week turned around. Nice work.'],
    FULL: ['You kept going, and the week turned a corner.'],
  },
  /** One entry, nothing that came up twice. */
  observeOnce: {
    G: ['Writing about your day helps you notice it. Well done!'],
    PG: ['One entry still counts: it is a little snapshot of your week.'],
    FULL: ['Even one entry is a useful snapshot of the week.'],
  },
  /** Anything else. */
  observeFallback: {
    G: ['You took time to write this week. Well done!'],
    PG: ['You made time to write this week, and that counts.'],
    FULL: ['You made time to reflect this week, and that counts.'],
  },
} as const satisfies Readonly<Record<string, JournalSummaryVariants>>;

/** The name of one part of `JOURNAL_SUMMARY_TEMPLATES`. */
export type JournalSummaryTemplatePart = keyof typeof JOURNAL_SUMMARY_TEMPLATES;

/**
 * The summary said when a built one fails the final safety check (it should not happen: every
 * template is tested): what the week held, without a single word of it.
 */
export const JOURNAL_SUMMARY_FALLBACK: Readonly<Record<JournalContentMode, string>> = {
  G: 'You wrote in your journal this week. Well done for writing!',
  PG: 'You wrote in your journal this week, and that counts.',
  FULL: 'You wrote in your journal this week, and that counts.',
};

/** Numbers as words, for "three times" and "four different days" (never more than ten entries). */
export const JOURNAL_SUMMARY_NUMBERS: readonly string[] = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
