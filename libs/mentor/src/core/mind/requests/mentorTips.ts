import type { MentorContentMode } from '../../types';

/** Tips on one theme: the words that point to it, and steps by mode (G short and concrete). */
interface MentorTipTheme {
  words: readonly string[];
  steps: Readonly<Record<MentorContentMode, readonly string[]>>;
}

/** Tip themes written for Grove; the first theme whose word is in the subject wins. */
const THEMES: readonly MentorTipTheme[] = [
  {
    words: ['recital', 'concert', 'performance', 'perform', 'show', 'play', 'audition', 'presentation', 'speech', 'assembly', 'stage'],
    steps: {
      G: ['Practise a little bit every day.', 'Show your family at home first, like a tiny show.', 'Take three slow breaths before you start.', 'Smile, and have fun!'],
      PG: ['Practise the hardest part first each day, then run the whole piece.', 'Do a full rehearsal for family or friends, so the real thing feels familiar.', 'Get your clothes and things ready the night before.', 'Before you start, breathe in for four and out for six: it calms your body.', 'If you slip up, keep going; the audience almost never notices.'],
      FULL: ['Rehearse in the conditions you will perform in: standing, the same clothes, from start to finish.', 'Run it in front of a friendly audience at least once; it takes the edge off the unknown.', 'Plan the practical details the day before: what you need, when to arrive, where to be.', 'Use a long, slow exhale to settle nerves right before you begin.', 'Decide in advance to keep going through any mistake; recovery matters more than perfection.'],
    },
  },
  {
    words: ['test', 'exam', 'exams', 'quiz', 'spelling', 'study', 'studying', 'revise', 'revision', 'homework', 'learn', 'remember', 'grades', 'school', 'maths', 'math', 'science'],
    steps: {
      G: ['Do a little bit every day.', 'Say it out loud or write it down.', 'Ask a grown-up to test you.', 'Get a good sleep the night before.'],
      PG: ['Start a few days early and do short sessions of 20–25 minutes.', 'Test yourself instead of re-reading: flashcards, practice questions, covering the page.', 'Explain it to someone else; if you can teach it, you know it.', 'Put your phone in another room while you work.', 'Sleep well the night before, because your brain stores what you learned while you sleep.'],
      FULL: ['Spread the work over several days; spaced practice beats one long session.', 'Use active recall: practice questions and self-testing rather than re-reading.', 'Work in focused blocks with short breaks, and remove the phone from the room.', 'Start with what you find hardest while you are fresh.', 'Protect sleep the night before; it does more for performance than late cramming.'],
    },
  },
  {
    words: ['sleep', 'sleeping', 'asleep', 'fall asleep', 'bedtime', 'bed', 'tired', 'insomnia', 'nightmares', 'rest'],
    steps: {
      G: ['Go to bed at the same time each night.', 'Have a bath and a story before bed.', 'Keep your room dark and cosy.', 'No screens just before sleep.'],
      PG: ['Go to bed and get up at about the same time every day, even at weekends.', 'Put screens away 30–60 minutes before bed; their light keeps your brain awake.', 'Keep your room cool, dark and quiet.', 'Do something calm before bed, like reading.', 'Get some daylight and exercise during the day.'],
      FULL: ['Keep a consistent wake time, including weekends; it anchors your body clock.', 'Dim screens and lights for the last hour before bed.', 'Keep the bedroom cool, dark and quiet, and use the bed mainly for sleep.', 'Avoid caffeine after early afternoon and heavy meals late in the evening.', 'If you cannot sleep after about 20 minutes, get up and do something calm until you feel sleepy.'],
    },
  },
  {
    words: ['friend', 'friends', 'make friends', 'friendship', 'new school', 'lonely', 'fit in', 'join in'],
    steps: {
      G: ['Smile and say hi.', 'Ask, "Can I play too?"', 'Share a toy or a game.', 'Be kind, and friends will come.'],
      PG: ['Join a club, team or activity where people share your interests.', 'Ask people questions about what they like; people enjoy talking about their interests.', 'Say yes when someone invites you, even if you feel shy.', 'Be patient: friendships grow a little at a time.', 'Be the kind of friend you would like to have.'],
      FULL: ['Go where the same people gather regularly: a class, a club, a volunteer group.', 'Take the small initiative of suggesting a specific plan.', 'Show genuine curiosity about others.', 'Keep showing up; closeness grows through repeated, low-pressure contact.', 'Follow up after a good conversation, with a message or an invitation.'],
    },
  },
  {
    words: ['save', 'saving', 'savings', 'money', 'budget', 'budgeting', 'pocket money', 'allowance', 'spend', 'spending', 'afford', 'bike'],
    steps: {
      G: ['Get a piggy bank or a jar.', 'Put in a little money each week.', 'Draw a picture of what you are saving for.', 'Count it together with a grown-up.'],
      PG: ['Decide exactly what you are saving for and how much it costs.', 'Work out how many weeks it will take if you save a set amount each week.', 'Put your savings away as soon as you get money, before you spend any.', 'Track your progress on a chart you can see.', 'Look for ways to earn a little extra, like helping with chores.'],
      FULL: ['Set a specific goal with a target amount and date.', 'Automate a transfer to savings on payday, so saving happens first.', 'Track spending for a month to see where money actually goes.', 'Cut or pause one or two recurring costs you barely use.', 'Keep the savings in a separate account, ideally one that pays interest.'],
    },
  },
  {
    words: ['healthy', 'eating', 'food', 'vegetables', 'diet', 'fruit', 'snack', 'snacks', 'lunch'],
    steps: {
      G: ['Eat lots of colours: fruit and vegetables.', 'Drink water when you are thirsty.', 'Have sweets only sometimes.', 'Try one new food this week.'],
      PG: ['Fill half your plate with fruit and vegetables.', 'Drink water instead of fizzy drinks most of the time.', 'Eat breakfast; it helps you concentrate at school.', 'Keep sweets and crisps as treats, not every day.', 'Help cook a meal; you will learn what goes into your food.'],
      FULL: ['Build meals around vegetables, whole grains and a source of protein.', 'Keep healthy snacks within easy reach and treats less visible.', 'Drink water through the day.', 'Cook at home more often; you control what goes in.', 'Make one small change at a time so it lasts.'],
    },
  },
  {
    words: ['practice', 'practise', 'practicing', 'practising', 'improve', 'better', 'piano', 'guitar', 'violin', 'instrument', 'football', 'drawing', 'sport', 'skill', 'training'],
    steps: {
      G: ['Practise a little every day.', 'Start slow, then go faster.', 'Ask someone to show you.', 'Be proud of each small step.'],
      PG: ['Practise a little every day rather than a lot once a week.', 'Work on the part you find hardest, slowly, until it feels easy.', 'Set a small goal for each session.', 'Record yourself or ask a coach or teacher for feedback.', 'Notice how far you have come, not only how far you have to go.'],
      FULL: ['Short, regular sessions beat occasional long ones.', 'Spend most of the time on the specific weak spots, at a slower tempo.', 'Set a clear goal for each session and stop when you reach it.', 'Get feedback from a teacher or a recording.', 'Keep a simple log so you can see progress.'],
    },
  },
  {
    words: ['calm', 'worry', 'worried', 'nervous', 'stress', 'stressed', 'anxious', 'relax', 'relaxing', 'angry', 'anger'],
    steps: {
      G: ['Breathe in slowly, then blow out like a candle.', 'Squeeze a soft toy.', 'Tell a grown-up how you feel.', 'Think of your happy place.'],
      PG: ['Try slow breathing: in for four, out for six, five times.', 'Write down what is worrying you; it often feels smaller on paper.', 'Talk to someone you trust.', 'Move your body: a walk or a dance helps.', 'Break the worry into one small thing you can do next.'],
      FULL: ['Slow your breathing with a longer exhale than inhale for a minute or two.', 'Write the worry down and separate what you can act on from what you cannot.', 'Take one small concrete step on the part you can act on.', 'Move: a short walk reliably lowers tension.', 'Talk it through with someone you trust.'],
    },
  },
  {
    words: ['party', 'birthday', 'sleepover', 'celebration', 'picnic'],
    steps: {
      G: ['Choose a fun theme.', 'Make invitations with a grown-up.', 'Plan two or three games.', 'Pick a yummy snack or cake.'],
      PG: ['Pick a date and check it with your family.', 'Choose a theme and make a guest list.', 'Plan a few games or activities, plus a backup if it rains.', 'Decide on food and drinks.', 'Send invitations at least a week ahead.'],
      FULL: ['Fix the date, budget and guest count first; everything else follows from them.', 'Choose a venue and a simple theme.', 'Plan food and drinks, allowing for dietary needs.', 'Send invitations two to three weeks ahead.', 'Make a timeline for the day and delegate jobs.'],
    },
  },
  {
    words: ['trip', 'holiday', 'vacation', 'travel', 'packing', 'pack', 'camping', 'beach', 'visit'],
    steps: {
      G: ['Make a list with a grown-up.', 'Pack clothes, a toothbrush and a favourite toy.', 'Bring a book or game for the journey.', 'Get a good sleep before you go.'],
      PG: ['Check the weather and make a packing list.', 'Pack the night before and tick things off the list.', 'Bring snacks, water and something to do on the journey.', 'Find out one fun thing to see when you get there.', 'Charge anything that needs charging.'],
      FULL: ['Check documents, bookings and the weather a few days ahead.', 'Write a packing list and pack the day before.', 'Plan the journey, with a buffer for delays.', 'Note one or two things you really want to do, and leave the rest loose.', 'Arrange anything at home that needs looking after while you are away.'],
    },
  },
  {
    words: ['interview', 'job', 'career', 'work', 'meeting', 'boss'],
    steps: {
      G: ['Think about what you want to say.', 'Practise with a grown-up.', 'Smile and say hello.', 'Take your time.'],
      PG: ['Find out about the place or people first.', 'Think of two or three things you want them to know about you.', 'Practise answering questions out loud.', 'Get there a little early.', 'Have a question of your own ready.'],
      FULL: ['Research the organisation and the role, and match your experience to what they need.', 'Prepare three or four concrete examples using situation, action and result.', 'Rehearse answers out loud, ideally with someone.', 'Plan the logistics so you arrive early and calm.', 'Prepare thoughtful questions of your own.'],
    },
  },
  {
    words: ['read', 'reading', 'books'],
    steps: {
      G: ['Read a little every day.', 'Pick books about things you love.', 'Read with a grown-up at bedtime.', 'Visit the library.'],
      PG: ['Choose books about things you are really into; no book is "too easy" if you enjoy it.', 'Read for 15 minutes at the same time every day.', 'Try audiobooks or comics too.', 'Join a library or a reading challenge.', 'Talk about what you read with a friend.'],
      FULL: ['Keep a book with you and read in small gaps of the day.', 'Replace a little screen time before bed with reading.', 'Give yourself permission to drop books you do not enjoy.', 'Use a library or audiobooks to keep it affordable.', 'Join or start a reading group.'],
    },
  },
  {
    words: ['tidy', 'tidying', 'clean', 'cleaning', 'room', 'organised', 'organized', 'mess', 'messy'],
    steps: {
      G: ['Put toys back in their boxes.', 'Do it with music on.', 'Do one corner at a time.', 'Make it a race against a timer!'],
      PG: ['Set a timer for 15 minutes and race it.', 'Make three piles: keep, give away, throw away.', 'Give every thing a home, so it is easy to put back.', 'Tidy a little every day instead of a lot once a week.'],
      FULL: ['Work in short, timed sessions.', 'Sort into keep, donate and discard, and be decisive.', 'Give everything a fixed place.', 'Do a five-minute reset at the end of each day.'],
    },
  },
];

/** The general steps, for any subject no theme covers. */
const GENERAL: Readonly<Record<MentorContentMode, readonly string[]>> = {
  G: ['Think about what you want to do first.', 'Do one small step at a time.', 'Ask a grown-up for help when you need it.', 'Be proud of trying!'],
  PG: ['Decide what "done" or "better" looks like for you.', 'Break it into small steps and start with the easiest one.', 'Set a little time for it every day.', 'Ask someone who knows about it for advice.', 'Check how it is going after a week and adjust.'],
  FULL: ['Get clear on what outcome you actually want.', 'Break it into small, concrete next actions.', 'Schedule time for the first one.', 'Ask someone who has done it for their view.', 'Review after a week or two and adjust.'],
};

/**
 * Tips for a subject, worded for the mode: the theme whose words the subject names, else general
 * steps. `count` caps the list (a person who asks for 3 tips gets 3); the default is 4 for G and 5 otherwise.
 */
export function mentorTipsOf(subjectWords: readonly string[], mode: MentorContentMode, count: number | null): { steps: readonly string[]; themed: boolean } {
  const joined = ` ${subjectWords.join(' ')} `;
  // The theme whose words cover most of the subject wins: "make friends at a new school" is about
  // friends (and "new school"), not schoolwork, though it names a school.
  let theme: (typeof THEMES)[number] | undefined;
  let best = 0;
  for (const candidate of THEMES) {
    const score = candidate.words.filter((word) => joined.includes(` ${word} `) || joined.includes(` ${word}s `)).reduce((sum, word) => sum + word.length, 0);
    if (score > best) {
      best = score;
      theme = candidate;
    }
  }
  const steps = (theme ?? { steps: GENERAL }).steps[mode];
  const wanted = Math.min(Math.max(count ?? (mode === 'G' ? 3 : 5), 1), steps.length);
  return { steps: steps.slice(0, wanted), themed: theme !== undefined };
}
