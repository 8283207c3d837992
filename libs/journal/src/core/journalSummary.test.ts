import { safetyClassify } from '@grove/safety';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOURNAL_SUMMARY_MAX_ENTRIES, journalSummaryOf, journalSummaryWeek, type JournalSummaryEntry, type JournalWeekSummary } from './journalSummary';
import { JOURNAL_SUMMARY_TEMPLATES } from './journalSummaryTemplates';
import type { JournalContentMode, JournalMood } from './journalPromptTypes';
import {
  ADULT_WORK_WEEK,
  CARE_WEEK_ADULT,
  CARE_WEEK_CHILD,
  CHILD_SCHOOL_WEEK,
  GRIEVING_WEEK,
  HOLIDAY_WEEK,
  MIXED_WEEK,
  NO_MOOD_BRIGHTER_WEEK,
  NO_MOOD_HARDER_WEEK,
  SUMMARY_NOW,
  SUMMARY_WEEK_START,
  SUMMARY_WEEKS,
  TEEN_FRIENDSHIP_WEEK,
  type SummaryWeek,
} from './journalSummaryWeeks.fixture';

const DAY = 86_400_000;

function summaryOf(week: SummaryWeek, contentMode: JournalContentMode = week.contentMode): JournalWeekSummary {
  const summary = journalSummaryOf(week.entries, { contentMode, now: SUMMARY_NOW, offsetMinutes: 0 });
  if (!summary) throw new Error(`no summary for ${week.name}`);
  return summary;
}

function entry(id: string, day: number, mood: JournalMood | null, content: string): JournalSummaryEntry {
  return { id, content, mood, createdAt: SUMMARY_WEEK_START + day * DAY + 18 * 3_600_000 };
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence !== '');
}

/** Every variant of a template part in a mode, as a test of which one was said. */
function oneOf(part: keyof typeof JOURNAL_SUMMARY_TEMPLATES, mode: JournalContentMode): readonly string[] {
  return JOURNAL_SUMMARY_TEMPLATES[part][mode];
}

afterEach(() => {
  vi.useRealTimers();
});

describe('journalSummaryOf: themes from realistic weeks', () => {
  it("a child's school week (G): friends, a sister and the science project, said as relations", () => {
    const summary = summaryOf(CHILD_SCHOOL_WEEK);
    expect(summary.themes).toEqual(['your friends', 'your sister', 'the science project', 'the volcano']);
    expect(summary.entryCount).toBe(5);
    expect(summary.moodTrend).toBe('steady');
    expect(summary.observation).toBe('You wrote about your friends four times this week. Friends make days bright!');
    expect(summary.text).toContain(summary.observation);
    expect(summary.text).not.toContain('Maya');
  });

  it("a teen's friendship trouble (PG): the best friend, the argument, the play; brighter as it was sorted out", () => {
    const summary = summaryOf(TEEN_FRIENDSHIP_WEEK);
    expect(summary.themes).toEqual(['your best friend', 'maths', 'the play', 'the argument']);
    expect(summary.moodTrend).toBe('brighter');
    expect(summary.observation).toBe('Your best friend came up three times this week. Good friends are worth a lot.');
    expect(summary.text).not.toMatch(/Jess|Chloe|Parker|Priya/);
  });

  it("an adult's busy work week with a good weekend (FULL): the kids, a partner by name, the report", () => {
    const summary = summaryOf(ADULT_WORK_WEEK);
    expect(summary.themes).toEqual(['the kids', 'Tom', 'the quarterly report', 'the forecast']);
    expect(summary.moodTrend).toBe('brighter');
    expect(summary.moodCounts).toMatchObject({ tired: 2, worried: 1, calm: 1, happy: 2, sad: 0 });
    expect(oneOf('brighter', 'FULL')).toContain(sentences(summary.text)[1]);
    expect(summary.observation).toBe('The kids came up in three entries; they seem to be at the heart of your week.');
  });

  it('a grieving week (PG): the grandad and the allotment, gently, and never cheered', () => {
    const summary = summaryOf(GRIEVING_WEEK);
    expect(summary.themes).toEqual(['your grandad', 'your mum', 'the allotment', 'school']);
    expect(summary.moodTrend).toBe('brighter');
    expect(summary.text).toContain('By the end of the week, things felt a little lighter.');
    expect(summary.observation).toBe(oneOf('observeHard', 'PG')[0]);
    expect(summary.text).not.toContain('!');
    expect(summary.text).not.toMatch(/better|brighter/);
    expect(summary.text).not.toContain('Rosa');
  });

  it('a joyful holiday week (PG): a cousin, the beach, grandma and the sea', () => {
    const summary = summaryOf(HOLIDAY_WEEK);
    expect(summary.themes).toEqual(['your cousin', 'the beach', 'your grandma', 'the sea']);
    expect(summary.moodTrend).toBe('steady');
    expect(summary.text).toMatch(/happy and excited/);
    expect(summary.observation).toBe('Your cousin came up three times this week. Family clearly matters to you.');
    expect(summary.text).not.toContain('Ellie');
  });

  it('a mixed week (G): ups and downs named by the moods chosen, the goldfish and the brother', () => {
    const summary = summaryOf(MIXED_WEEK);
    expect(summary.themes).toEqual(['your goldfish', 'your brother']);
    expect(summary.moodTrend).toBe('mixed');
    expect(summary.text).toContain('Your week had ups and downs: some days you felt happy, and some days worried.');
    expect(summary.observation).toBe('You wrote about your goldfish twice this week. Pets are great friends!');
  });

  it('gives every realistic week 2–4 themes (when it has them) and a text of 2–5 sentences in the second person', () => {
    for (const week of SUMMARY_WEEKS) {
      const summary = summaryOf(week);
      expect(summary.themes.length, week.name).toBeGreaterThanOrEqual(2);
      expect(summary.themes.length, week.name).toBeLessThanOrEqual(4);
      expect(new Set(summary.themes).size, week.name).toBe(summary.themes.length);
      for (const theme of summary.themes) expect(theme.split(' ').length, `${week.name}: ${theme}`).toBeLessThanOrEqual(5);
      const count = sentences(summary.text).length;
      expect(count, `${week.name}: ${summary.text}`).toBeGreaterThanOrEqual(2);
      expect(count, `${week.name}: ${summary.text}`).toBeLessThanOrEqual(5);
      expect(summary.text, week.name).toMatch(/^(?:You|Your|This week you|Across)\b/);
      expect(summary.text, week.name).not.toMatch(/\b(?:I|my|we)\b/);
      expect(safetyClassify(summary.text, { direction: 'reply', contentMode: week.contentMode }).safe, week.name).toBe(true);
    }
  });

  it('words the same week for each mode: names only for FULL', () => {
    const full = summaryOf(ADULT_WORK_WEEK, 'FULL');
    const teen = summaryOf(ADULT_WORK_WEEK, 'PG');
    expect(full.themes).toContain('Tom');
    expect(teen.themes).not.toContain('Tom');
    expect(teen.text).not.toMatch(/Tom|Priya|Ashdown/);
  });

  it('drops a theme the safety classifier flags, even from an entry that is fine', () => {
    const week = [
      entry('v1', 0, 'curious', 'In health class we were learning about vapes and why they are bad for your lungs. After school I played football.'),
      entry('v2', 2, 'happy', 'In health class we talked about vapes again. Then we played football with my friends.'),
    ];
    const summary = journalSummaryOf(week, { contentMode: 'PG', now: SUMMARY_NOW, offsetMinutes: 0 });
    expect(summary?.care).toBe(false);
    expect(summary?.themes).toContain('football');
    expect(summary?.themes.join(' ')).not.toMatch(/vape/);
    expect(summary?.text).not.toMatch(/vape/);
  });
});

describe('journalSummaryOf: the mood trend', () => {
  it('reads the moods the writer chose', () => {
    const mood = (moods: JournalMood[]) =>
      journalSummaryOf(
        moods.map((chosen, day) => entry(`e${day}`, day, chosen, 'We went to the park.')),
        { contentMode: 'G', now: SUMMARY_NOW, offsetMinutes: 0 },
      )?.moodTrend;
    expect(mood(['sad', 'worried', 'calm', 'happy'])).toBe('brighter');
    expect(mood(['happy', 'excited', 'tired', 'sad'])).toBe('harder');
    expect(mood(['happy', 'happy', 'proud', 'happy'])).toBe('steady');
    expect(mood(['happy', 'happy', 'tired', 'happy', 'happy', 'happy'])).toBe('steady');
    expect(mood(['happy', 'sad', 'happy', 'angry', 'happy'])).toBe('mixed');
    // Happy days turning calm are not a harder week.
    expect(mood(['happy', 'happy', 'calm', 'calm'])).toBe('steady');
  });

  it('reads sentiment (AFINN) when the writer chose no mood', () => {
    expect(summaryOf(NO_MOOD_BRIGHTER_WEEK).moodTrend).toBe('brighter');
    expect(summaryOf(NO_MOOD_HARDER_WEEK).moodTrend).toBe('harder');
    expect(Object.values(summaryOf(NO_MOOD_HARDER_WEEK).moodCounts).every((count) => count === 0)).toBe(true);
    const harder = summaryOf(NO_MOOD_HARDER_WEEK);
    expect(harder.observation).toBe(oneOf('observeHard', 'PG')[0]);
  });

  it('lets sentiment confirm the direction: moods saying brighter while the words say harder make a mixed week', () => {
    const week = [
      entry('s1', 0, 'sad', 'Brilliant, amazing, wonderful day. I love everything about it!'),
      entry('s2', 1, 'sad', 'Great fun, so happy, lovely evening.'),
      entry('s3', 3, 'happy', 'Terrible, awful, horrible day. I hate it.'),
      entry('s4', 4, 'happy', 'Bad, sad, miserable and angry.'),
    ];
    expect(journalSummaryOf(week, { contentMode: 'PG', now: SUMMARY_NOW, offsetMinutes: 0 })?.moodTrend).toBe('mixed');
    const agreeing = week.map((item, index) => ({ ...item, mood: (index < 2 ? 'happy' : 'sad') as JournalMood }));
    expect(journalSummaryOf(agreeing, { contentMode: 'PG', now: SUMMARY_NOW, offsetMinutes: 0 })?.moodTrend).toBe('harder');
  });

  it('counts the moods chosen, and only those', () => {
    const summary = summaryOf(MIXED_WEEK);
    expect(summary.moodCounts).toEqual({ happy: 3, calm: 0, excited: 0, proud: 0, curious: 0, tired: 0, worried: 1, sad: 1, lonely: 0, angry: 1 });
  });
});

describe('journalSummaryOf: care', () => {
  it("a child's week with an entry rated concern: the gentle line, and nothing of that entry", () => {
    const summary = summaryOf(CARE_WEEK_CHILD);
    expect(summary.care).toBe(true);
    expect(summary.observation).toBe('It sounds like some days were hard. Talking to someone you trust can help.');
    expect(summary.themes).toEqual(['football', 'your dog']);
    expect(summary.text).not.toMatch(/fun of|alone|lunch|nobody|kids/i);
    expect(summary.text).not.toContain('!');
  });

  it("an adult's week with an entry rated concern: a gentle, plain line, not a clinical one", () => {
    const summary = summaryOf(CARE_WEEK_ADULT);
    expect(summary.care).toBe(true);
    expect(summary.observation).toBe(oneOf('observeCare', 'FULL')[0]);
    expect(summary.observation).not.toMatch(/depress|disorder|therap|diagnos|symptom/i);
    expect(summary.text).not.toMatch(/hopeless|point of anything/i);
  });

  it('an urgent entry (a child hurt at home) gives no theme, and a week of only that says nothing of it', () => {
    const week = [entry('u1', 0, 'happy', 'I played lego with my brother.'), entry('u2', 1, 'sad', 'Daddy hits me when he is angry and I am scared to go home.')];
    const summary = journalSummaryOf(week, { contentMode: 'G', now: SUMMARY_NOW, offsetMinutes: 0 });
    expect(summary?.care).toBe(true);
    expect(summary?.themes).not.toContain('your daddy');
    expect(summary?.text).not.toMatch(/daddy|hits|scared/i);
    expect(summary?.observation).toBe('It sounds like some days were hard. Talking to someone you trust can help.');
    const alone = journalSummaryOf([week[1]], { contentMode: 'G', now: SUMMARY_NOW, offsetMinutes: 0 });
    expect(alone?.themes).toEqual([]);
    expect(alone?.text).toBe('You wrote once this week. You felt sad that day. It sounds like some days were hard. Talking to someone you trust can help.');
  });
});

describe('journalSummaryOf: names', () => {
  const named = [
    entry('p1', 0, 'happy', 'I played with Maya Johnson and Oliver at the park. My friend Maya Johnson has a new bike.'),
    entry('p2', 2, 'happy', 'Oliver Smith came to my house. We played with my brother Sam and Mrs Patel gave us stickers.'),
  ];

  it('never gives a child a name, let alone a full one: relations instead', () => {
    for (const contentMode of ['G', 'PG'] as const) {
      const summary = journalSummaryOf(named, { contentMode, now: SUMMARY_NOW, offsetMinutes: 0 });
      expect(summary?.themes).toEqual(['your friend', 'your brother']);
      expect(summary?.text).not.toMatch(/Maya|Johnson|Oliver|Smith|Sam|Patel/);
      // No two capitalised words in a row anywhere (the sentence openers are one capitalised word).
      expect(summary?.text).not.toMatch(/\b[A-Z][a-z]+ [A-Z][a-z]+/);
    }
  });

  it('lets an adult read the names they wrote', () => {
    const adult = [
      entry('f1', 0, 'happy', 'Coffee with Maya Johnson, then a long call with Oliver about the house move.'),
      entry('f2', 2, 'happy', 'Maya Johnson helped me pack boxes for the house move.'),
    ];
    expect(journalSummaryOf(adult, { contentMode: 'FULL', now: SUMMARY_NOW, offsetMinutes: 0 })?.themes).toEqual(['Maya Johnson', 'the house move', 'Oliver']);
  });
});

describe('journalSummaryOf: the week', () => {
  it('is null for an empty week, and for entries that all fall outside it', () => {
    expect(journalSummaryOf([], { contentMode: 'G', now: SUMMARY_NOW, offsetMinutes: 0 })).toBeNull();
    const lastWeek = CHILD_SCHOOL_WEEK.entries.map((item) => ({ ...item, createdAt: item.createdAt - 7 * DAY }));
    expect(journalSummaryOf(lastWeek, { contentMode: 'G', now: SUMMARY_NOW, offsetMinutes: 0 })).toBeNull();
    expect(journalSummaryOf(lastWeek, { contentMode: 'G', now: SUMMARY_NOW, offsetMinutes: 0, weekOf: SUMMARY_NOW - 7 * DAY })?.entryCount).toBe(5);
  });

  it('is honest about one entry', () => {
    const one = journalSummaryOf([entry('o1', 2, null, 'I went swimming with my dad and I did a whole length!')], { contentMode: 'G', now: SUMMARY_NOW, offsetMinutes: 0 });
    expect(one?.entryCount).toBe(1);
    expect(one?.text).toMatch(/^You wrote once this week, about your dad\./);
    expect(one?.moodTrend).toBe('steady');
    expect(one?.observation).toBe(oneOf('observeOnce', 'G')[0]);
    const adult = journalSummaryOf([entry('o2', 4, 'calm', 'Quiet day.')], { contentMode: 'FULL', now: SUMMARY_NOW, offsetMinutes: 0 });
    expect(adult?.text).toBe('You wrote once this week. You marked your mood as calm when you wrote. Even one entry is a useful snapshot of the week.');
    expect(adult?.themes).toEqual([]);
  });

  it("runs from the writer's Monday 00:00 to the next, in their time zone", () => {
    expect(journalSummaryWeek(SUMMARY_NOW, 0)).toEqual({ weekStart: SUMMARY_WEEK_START, weekEnd: SUMMARY_WEEK_START + 7 * DAY });
    // New York in winter (UTC-5): Sunday 22:00 there is Monday 03:00 UTC, still the same week there.
    const sundayNight = Date.UTC(2026, 10, 30, 3);
    expect(journalSummaryWeek(sundayNight, -300).weekStart).toBe(SUMMARY_WEEK_START + 5 * 3_600_000);
    expect(journalSummaryWeek(sundayNight, 0).weekStart).toBe(SUMMARY_WEEK_START + 7 * DAY);
    // Tokyo (UTC+9): Monday 08:00 there is Sunday 23:00 UTC, already the next week there.
    expect(journalSummaryWeek(Date.UTC(2026, 10, 29, 23), 540).weekStart).toBe(SUMMARY_WEEK_START + 7 * DAY - 9 * 3_600_000);
    const summary = journalSummaryOf([{ ...CHILD_SCHOOL_WEEK.entries[0], createdAt: sundayNight }], { contentMode: 'G', now: sundayNight, offsetMinutes: -300 });
    expect(summary?.weekStart).toBe(SUMMARY_WEEK_START + 5 * 3_600_000);
    expect(summary?.weekEnd).toBe(SUMMARY_WEEK_START + 7 * DAY + 5 * 3_600_000);
  });

  it(`reads the ${JOURNAL_SUMMARY_MAX_ENTRIES} most recent entries of a week with more`, () => {
    // Fourteen entries, ten hours apart: the four oldest (the sad ones) are left out.
    const many = Array.from({ length: 14 }, (_, index) => ({
      id: `k${index}`,
      content: `Football with my friends, the ${index + 1}th time.`,
      mood: (index < 4 ? 'sad' : 'happy') as JournalMood,
      createdAt: SUMMARY_WEEK_START + index * 10 * 3_600_000,
    }));
    const summary = journalSummaryOf(many, { contentMode: 'PG', now: SUMMARY_NOW, offsetMinutes: 0 });
    expect(summary?.entryCount).toBe(JOURNAL_SUMMARY_MAX_ENTRIES);
    expect(summary?.moodCounts).toMatchObject({ happy: 10, sad: 0 });
  });
});

describe('journalSummaryOf: determinism', () => {
  it('gives the same summary for the same week, whatever order the entries come in and whatever the machine clock says', () => {
    for (const week of SUMMARY_WEEKS) {
      const first = summaryOf(week);
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2031-03-04T05:06:07Z'));
      const again = journalSummaryOf([...week.entries].reverse(), { contentMode: week.contentMode, now: SUMMARY_NOW, offsetMinutes: 0 });
      vi.useRealTimers();
      expect(again, week.name).toEqual(first);
    }
  });

  it('changes nothing in the entries it reads', () => {
    const entries = structuredClone(ADULT_WORK_WEEK.entries);
    journalSummaryOf(entries, { contentMode: 'FULL', now: SUMMARY_NOW, offsetMinutes: 0 });
    expect(entries).toEqual(ADULT_WORK_WEEK.entries);
  });
});
