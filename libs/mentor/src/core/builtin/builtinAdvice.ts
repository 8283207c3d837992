import type { MentorContentMode } from '../types';

/** Advice on one theme: the words that point to it, and a few steps by mode. */
export interface BuiltinAdvice {
  words: readonly string[];
  topic: string;
  steps: Record<MentorContentMode, readonly string[]>;
  followUp: Record<MentorContentMode, string>;
}

/** Advice by theme; the last entry is the general one. */
export const BUILTIN_ADVICE: readonly BuiltinAdvice[] = [
  {
    words: ['friend', 'friends', 'friendship', 'lonely', 'alone', 'play'],
    topic: 'making friends',
    steps: {
      G: ['Smile and say hi.', 'Ask, "Can I play too?"', 'Share a toy or a game.'],
      PG: ['Look for someone who likes the same things as you, like a club or a game at break.', 'Ask them a question about themselves; people love talking about what they enjoy.', 'Be patient: friendships grow a little at a time.'],
      FULL: ['Put yourself in places where the same people come back regularly, such as a class, a club or a volunteer group; familiarity does a lot of the work.', 'Be the one to suggest a specific plan, which most people appreciate more than they show.', 'Give it time: closeness builds through repeated, low-pressure contact.'],
    },
    followUp: { G: 'Who would you like to play with?', PG: 'Is there someone you would like to get to know?', FULL: 'Is there someone you already feel a spark of connection with?' },
  },
  {
    words: ['test', 'exam', 'exams', 'quiz', 'homework', 'study', 'studying', 'school', 'grades', 'spelling', 'math', 'maths', 'science'],
    topic: 'school work',
    steps: {
      G: ['Do a little bit each day.', 'Ask your teacher when you get stuck.', 'Take a break and get a drink.'],
      PG: ['Break it into small chunks and do one at a time.', 'Test yourself instead of just re-reading; it sticks much better.', 'Sleep well the night before; your brain saves what you learned while you sleep.'],
      FULL: ['Break the work into concrete, time-boxed chunks rather than vague goals.', 'Favour active recall and practice questions over re-reading, which feels productive but retains less.', 'Protect your sleep; it matters more for performance than a late extra hour of study.'],
    },
    followUp: { G: 'Which part is hardest?', PG: 'Which subject is the trickiest right now?', FULL: 'Where do you tend to lose momentum?' },
  },
  {
    words: ['sleep', 'tired', 'nightmare', 'nightmares', 'bedtime', 'night'],
    topic: 'sleep',
    steps: {
      G: ['Have a calm bedtime, like a bath and a book.', 'Cuddle your soft toy.', 'Take slow breaths, like blowing out a candle.'],
      PG: ['Put screens away a while before bed.', 'Keep the same bedtime, even at weekends if you can.', 'If your mind is busy, write your thoughts down so they can wait until morning.'],
      FULL: ['Keep a consistent sleep and wake time, even on weekends.', 'Give yourself a screen-free wind-down period of thirty minutes or so.', 'If you cannot sleep after twenty minutes, get up and do something quiet until you feel sleepy.'],
    },
    followUp: { G: 'What helps you feel cosy at night?', PG: 'What does your bedtime usually look like?', FULL: 'What tends to keep you awake?' },
  },
  {
    words: ['brother', 'sister', 'sibling', 'siblings', 'mom', 'mum', 'dad', 'parents', 'family'],
    topic: 'family',
    steps: {
      G: ['Use kind words, even when you feel cross.', 'Take turns.', 'Ask a grown-up to help you fix it.'],
      PG: ['Wait until you both feel calm before talking it through.', 'Say how you feel with "I feel…" instead of blaming.', 'Try to find a fix that works a bit for both of you.'],
      FULL: ['Pick a calm moment rather than addressing it mid-argument.', 'Describe the impact on you instead of characterising the other person.', 'Be clear about what you are asking for, and open to a compromise.'],
    },
    followUp: { G: 'What happened?', PG: 'What is the main thing you would like to change?', FULL: 'What would a good outcome look like for you?' },
  },
  {
    words: ['worried', 'worry', 'nervous', 'scared', 'anxious', 'afraid', 'calm', 'stress', 'stressed'],
    topic: 'worries',
    steps: {
      G: ['Take five slow breaths.', 'Tell a grown-up what worries you.', 'Think of something you love.'],
      PG: ['Try box breathing: in for four, hold for four, out for four, hold for four.', 'Write the worry down, then write one thing you can do about it.', 'Talk to someone you trust; worries shrink when they are shared.'],
      FULL: ['Try a slow exhale-focused breath to settle your body first.', 'Write the worry down, then separate what you can act on from what you cannot.', 'Talk it through with someone you trust, or a professional if it keeps returning.'],
    },
    followUp: { G: 'What worries you most?', PG: 'What is the biggest worry right now?', FULL: 'Which part of it feels most within your control?' },
  },
  {
    words: ['practice', 'better', 'improve', 'learn', 'football', 'soccer', 'piano', 'guitar', 'drawing', 'sport', 'sports', 'game'],
    topic: 'getting better at something',
    steps: {
      G: ['Practise a little every day.', 'Try again when it goes wrong.', 'Be proud of each step.'],
      PG: ['Practise little and often instead of one huge session.', 'Focus on one thing to improve at a time.', 'Mistakes are part of it; every pro was once a beginner.'],
      FULL: ['Practise little and often, which beats occasional marathons.', 'Pick one specific weakness at a time and get feedback on it.', 'Track small gains so you can see progress on slow days.'],
    },
    followUp: { G: 'What do you want to get better at?', PG: 'What would you like to be able to do a month from now?', FULL: 'What would meaningful progress look like for you?' },
  },
  {
    words: [],
    topic: 'it',
    steps: {
      G: ['Take a big breath first.', 'Think of one small step.', 'Ask a grown-up you trust to help.'],
      PG: ['Take a breath and write down what the problem really is.', 'Think of two or three things you could try.', 'Pick one small step to start with, and ask a trusted adult if you need backup.'],
      FULL: ['Start by naming the problem as precisely as you can.', 'List a few options, including imperfect ones.', 'Choose one small, concrete next step and see how it goes.'],
    },
    followUp: { G: 'Can you tell me more?', PG: 'Tell me a bit more about what is going on?', FULL: 'Could you tell me a little more about the situation?' },
  },
];
