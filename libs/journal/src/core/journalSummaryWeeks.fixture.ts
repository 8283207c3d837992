import type { JournalContentMode, JournalMood } from './journalPromptTypes';
import type { JournalSummaryEntry } from './journalSummary';

/**
 * Realistic weeks of journal entries for the weekly summary's tests and benchmark, written for Grove:
 * a child's school week, a teen's friendship trouble, an adult's busy work week with a good weekend, a
 * grieving week, a joyful holiday week, a mixed week, weeks with no moods chosen, and weeks that need
 * care. Every week is Monday 23 to Sunday 29 November 2026, summarised on the Sunday evening.
 */

/** Sunday 29 November 2026, 19:00 UTC: when the tests make "this week's" summary. */
export const SUMMARY_NOW = Date.UTC(2026, 10, 29, 19, 0);

/** Monday 23 November 2026, 00:00 UTC: the week's start for a writer on UTC. */
export const SUMMARY_WEEK_START = Date.UTC(2026, 10, 23);

/** A week of entries and the mode its writer is in. */
export interface SummaryWeek {
  name: string;
  contentMode: JournalContentMode;
  entries: JournalSummaryEntry[];
}

/** An entry of the week: `day` 0 is Monday, `hour` is UTC. */
function entry(id: string, day: number, hour: number, mood: JournalMood | null, content: string, promptText: string | null = null): JournalSummaryEntry {
  return { id, content, mood, createdAt: SUMMARY_WEEK_START + day * 86_400_000 + hour * 3_600_000, promptText };
}

/** A seven-year-old's week at school (G): a science project, football, friends and a sister. */
export const CHILD_SCHOOL_WEEK: SummaryWeek = {
  name: "a child's school week",
  contentMode: 'G',
  entries: [
    entry('g1', 0, 17, 'happy', 'Today at school we started the science project. We are making a volcano with baking soda. My friend Maya helped me glue the paper.', 'What did you do at school today?'),
    entry('g2', 1, 17, 'excited', 'I played football at break time with my friends. I scored a goal! My teacher said well done.'),
    entry('g3', 2, 18, 'tired', 'I was sleepy today. We did reading and I read a book about dinosaurs. After school my sister and I drew pictures of dinosaurs.'),
    entry('g4', 3, 17, 'proud', 'Our volcano for the science project is finished. It is red and orange. My friends clapped when it fizzed.', 'What are you proud of?'),
    entry('g5', 4, 17, 'happy', 'We played football again with my friends and my sister came to watch. Then we had pizza.'),
  ],
};

/** A thirteen-year-old's week of friendship trouble that sorts itself out (PG). */
export const TEEN_FRIENDSHIP_WEEK: SummaryWeek = {
  name: "a teen's friendship trouble",
  contentMode: 'PG',
  entries: [
    entry('t1', 0, 20, 'sad', 'My best friend Jess and I had a huge argument at lunch because she told Chloe Parker something I said in private. Now the whole group is being weird with me.'),
    entry('t2', 1, 20, 'worried', "I messaged Jess to say sorry about the argument but she hasn't answered. Maths test tomorrow too and I can't focus."),
    entry('t3', 2, 19, 'calm', 'The maths test went okay actually. At drama club I sat with Priya and we ran lines for the play. She is really funny.'),
    entry('t4', 3, 21, 'happy', 'Jess finally talked to me after maths. We both said sorry and we were laughing about it by the end of lunch. My best friend is back!'),
    entry('t5', 5, 11, 'excited', 'Went to the cinema with my best friend and then rehearsed for the play at her house. I got a bigger part in the play!'),
  ],
};

/** An adult's busy work week with a good weekend (FULL). */
export const ADULT_WORK_WEEK: SummaryWeek = {
  name: "an adult's busy work week with a good weekend",
  contentMode: 'FULL',
  entries: [
    entry('a1', 0, 21, 'tired', "Back-to-back meetings all day. The quarterly report is due Thursday and the numbers still don't add up. Skipped lunch again."),
    entry('a2', 1, 22, 'worried', 'Stayed late to rework the forecast with Priya. My manager wants the slides by Wednesday night. Barely saw the kids before bed.'),
    entry('a3', 2, 23, 'tired', 'Finished the slides at midnight. Tom put the kids to bed and left a plate of pasta for me. I am running on empty.'),
    entry('a4', 3, 19, 'calm', "Presented the quarterly report. It went better than I expected: the director asked good questions and Priya's forecast held up. Relief."),
    entry('a5', 5, 18, 'happy', 'Took the kids hiking at Ashdown Forest. We found a huge puddle and everyone got muddy. Pub lunch after with Tom. Best day in weeks.'),
    entry('a6', 6, 16, 'happy', 'Slow morning, pancakes with Tom and the kids, then a long walk by the river. I feel ready for next week.'),
  ],
};

/** An eleven-year-old's week after their grandad dies (PG): sad, and gently calmer by the end. */
export const GRIEVING_WEEK: SummaryWeek = {
  name: 'a grieving week',
  contentMode: 'PG',
  entries: [
    entry('r1', 0, 20, 'sad', 'Grandad is in hospital again. Mum drove there after school and I stayed with Aunt Rosa. I made him a card with a tractor on it.'),
    entry('r2', 1, 21, 'sad', "Grandad died this morning. Mum told me when I got home. I keep thinking about his allotment and the strawberries we picked there in summer."),
    entry('r3', 2, 19, 'sad', 'I looked at old photos of Grandad with Mum. He was always laughing in them. We made a memory box for his things.'),
    entry('r4', 3, 20, 'tired', "Went back to school. My friend Leo sat with me at lunch and didn't make me talk. That helped a bit."),
    entry('r5', 5, 17, 'calm', 'The funeral was today. I read out a poem I wrote about the allotment and Mum held my hand. I miss Grandad but I felt a bit calmer after.'),
  ],
};

/** A ten-year-old's joyful holiday week by the sea (PG). */
export const HOLIDAY_WEEK: SummaryWeek = {
  name: 'a joyful holiday week',
  contentMode: 'PG',
  entries: [
    entry('h1', 0, 19, 'excited', 'We drove to the seaside cottage today! My cousin Ellie is staying next door. We went straight to the beach and the sea was freezing.'),
    entry('h2', 1, 18, 'happy', 'Built the biggest sandcastle ever with my cousin. It had a moat and a tower and the tide filled the moat. Grandma bought us ice cream.'),
    entry('h3', 2, 20, 'happy', 'Rock pooling with Grandma this morning. We found a crab, two starfish and loads of shrimps. In the afternoon we flew my new kite on the beach.'),
    entry('h4', 3, 19, 'curious', 'Went to the aquarium. Did you know octopuses have three hearts? My cousin and I watched the rays for ages.'),
    entry('h5', 4, 20, 'happy', 'Last swim in the sea, then fish and chips on the beach with everyone. Best holiday ever. I want to come back next year.'),
  ],
};

/** A six-year-old's mixed week (G): a party, a poorly goldfish, painting, a broken tower, a test worry. */
export const MIXED_WEEK: SummaryWeek = {
  name: 'a mixed week',
  contentMode: 'G',
  entries: [
    entry('m1', 0, 17, 'happy', 'I went to a birthday party. There was a bouncy castle and a big cake!'),
    entry('m2', 1, 17, 'sad', 'My goldfish was poorly and did not eat his food. I was sad.'),
    entry('m3', 2, 17, 'happy', 'We painted rainbows at school. Mine had all the colours.'),
    entry('m4', 3, 18, 'angry', 'My brother knocked down my lego tower. I was cross. Then we built it again together.'),
    entry('m5', 4, 17, 'worried', 'I have a spelling test on Monday. I am a bit worried about the long words.'),
    entry('m6', 5, 11, 'happy', 'Grandma came and we baked cookies with my brother. My goldfish is eating again!'),
  ],
};

/** An adult's week with no moods chosen, getting better (FULL): the trend comes from the words alone. */
export const NO_MOOD_BRIGHTER_WEEK: SummaryWeek = {
  name: 'no moods, getting better',
  contentMode: 'FULL',
  entries: [
    entry('n1', 0, 21, null, 'Awful start to the week. The boiler broke, I was late for work and the train was cancelled. Stressed and annoyed.'),
    entry('n2', 1, 21, null, 'Still no hot water. Terrible sleep, and a frustrating call with the landlord about the boiler.'),
    entry('n3', 3, 20, null, 'The boiler is fixed! Lovely hot shower. Work was fine and I had a good chat with my sister.'),
    entry('n4', 5, 15, null, 'Wonderful Saturday. Brunch with my sister, a great walk in the park, and I finally finished my book. Happy and grateful.'),
  ],
};

/** A PG writer's week with no moods chosen, getting worse: the trend from the words. */
export const NO_MOOD_HARDER_WEEK: SummaryWeek = {
  name: 'no moods, getting harder',
  contentMode: 'PG',
  entries: [
    entry('d1', 0, 19, null, 'Great day! We won the netball match and my coach said I played brilliantly. So happy.'),
    entry('d2', 1, 19, null, 'Good netball practice, and I love my new trainers.'),
    entry('d3', 3, 19, null, 'Netball was cancelled because of the rain. Boring evening, and my homework was annoying.'),
    entry('d4', 5, 12, null, 'Bad day. I lost my phone charger, my brother was annoying, and it rained all day. Ugh, terrible.'),
  ],
};

/** A twelve-year-old's week in which one entry needs care (PG): lonely and left out. */
export const CARE_WEEK_CHILD: SummaryWeek = {
  name: "a child's week that needs care",
  contentMode: 'PG',
  entries: [
    entry('c1', 0, 19, 'happy', 'Football training was good. I scored twice and my coach said well done.'),
    entry('c2', 2, 20, 'sad', 'Kids at school keep making fun of me and nobody sat with me at lunch again. I feel so alone.'),
    entry('c3', 4, 19, 'calm', 'Played football in the park with my dog. My dog chased the ball every time.'),
  ],
};

/** An adult's week in which one entry needs care (FULL): hopelessness. */
export const CARE_WEEK_ADULT: SummaryWeek = {
  name: "an adult's week that needs care",
  contentMode: 'FULL',
  entries: [
    entry('x1', 0, 22, 'tired', 'Long shift at the hospital. The new rota is brutal.'),
    entry('x2', 2, 23, 'sad', "I feel completely hopeless. Nothing I do matters and I can't see the point of anything anymore."),
    entry('x3', 4, 21, 'tired', 'Another long shift. Called my brother on the way home.'),
  ],
};

/** Every realistic week, for the tests that must hold for all of them. */
export const SUMMARY_WEEKS: readonly SummaryWeek[] = [
  CHILD_SCHOOL_WEEK,
  TEEN_FRIENDSHIP_WEEK,
  ADULT_WORK_WEEK,
  GRIEVING_WEEK,
  HOLIDAY_WEEK,
  MIXED_WEEK,
  NO_MOOD_BRIGHTER_WEEK,
  NO_MOOD_HARDER_WEEK,
  CARE_WEEK_CHILD,
  CARE_WEEK_ADULT,
];
