import { safetyMentions } from '@grove/safety';
import { mentorIntentOf, mentorIntentReflect, mentorIntentTopicOf, type MentorIntentReading } from '../mentorIntent';
import { mentorWordsHash, mentorWordsOf, mentorWordsPick } from '../mentorWords';
import type { MentorContentMode, MentorGuide, MentorHistoryEntry, MentorMemoryNote } from '../types';
import { mentorMindReply } from '../mind/mentorMindReply';
import { mentorWordAskOf, type MentorWordLookup } from '../mind/words/mentorWords';
import { BUILTIN_ADVICE } from './builtinAdvice';
import { BUILTIN_FACTS } from './builtinFacts';
import { BUILTIN_FEELING_OFFERS, BUILTIN_FEELINGS } from './builtinFeelings';
import { BUILTIN_JOKES } from './builtinJokes';
import {
  BUILTIN_ABOUT_ME,
  BUILTIN_ANSWER_ACKS,
  BUILTIN_ANSWER_NO,
  BUILTIN_ANSWER_NO_FOLLOW_UPS,
  BUILTIN_ANSWER_YES,
  BUILTIN_CANNOT,
  BUILTIN_CHAT_FOLLOW_UPS,
  BUILTIN_CHAT_FOLLOW_UPS_TOPIC,
  BUILTIN_CHAT_REFLECT,
  BUILTIN_CHAT_REFLECT_TOPIC,
  BUILTIN_FACT_FOLLOW_UPS,
  BUILTIN_FAREWELLS,
  BUILTIN_GOOD_NIGHTS,
  BUILTIN_GREETING_FOLLOW_UPS,
  BUILTIN_GREETINGS,
  BUILTIN_GREETINGS_AGAIN,
  BUILTIN_HOW_AM_I,
  BUILTIN_REFER_BACK,
  BUILTIN_THANKS,
  BUILTIN_THANKS_FOLLOW_UPS,
  BUILTIN_UNKNOWN,
  BUILTIN_UNKNOWN_FOLLOW_UPS,
  BUILTIN_UNKNOWN_TOPIC,
  type BuiltinByMode,
} from './builtinPhrases';
import {
  BUILTIN_STORY_FOLLOW_UPS,
  BUILTIN_STORY_FRAMES,
  BUILTIN_STORY_HELPERS,
  BUILTIN_STORY_HEROES,
  BUILTIN_STORY_LESSONS,
  BUILTIN_STORY_PROBLEMS,
  BUILTIN_STORY_SETTINGS,
  BUILTIN_STORY_TOPIC_LINES,
} from './builtinStories';

/** What the builtin mentor replies to. */
export interface MentorBuiltinReplyInput {
  message: string;
  contentMode: MentorContentMode;
  /** The trimmed context (the last 2 exchanges), oldest first, without the message itself. */
  context: readonly MentorHistoryEntry[];
  /**
   * The whole conversation before the message, oldest first — the thread the mind keeps (what the
   * person told it, what it already said). Defaults to `context`.
   */
  conversation?: readonly MentorHistoryEntry[];
  displayName?: string;
  /** WordNet for word questions (meanings, synonyms, opposites), injected by the API; optional. */
  words?: MentorWordLookup;
  /** The profile's saved memories for this turn (issue 15): facts told in earlier conversations. */
  memories?: readonly MentorMemoryNote[];
  /** The profile's animal guide (issue 21): a first greeting carries its line of flavour. */
  guide?: MentorGuide;
}

/** Past-tense verbs that open an "I did something" statement. */
const PAST_VERBS = new Set(
  'went made saw got ate drew built won ran swam found read wrote did had took gave sang rode flew bought met lost caught baked climbed'.split(' '),
);

/** Topics that are only the request itself, not what the person wants it to be about. */
const STORY_WORDS = new Set(['story', 'stories', 'book', 'books', 'tale', 'joke', 'jokes']);

/** A reply under construction: the choices it makes are seeded by the message and its context. */
interface Composer {
  mode: MentorContentMode;
  reading: MentorIntentReading;
  /** The hash every choice is seeded by. */
  seed: number;
  /** ", Mia" or "" */
  name: string;
  pick: (items: readonly string[], salt: string) => string;
  pickByMode: (bank: BuiltinByMode, salt: string) => string;
  lastAssistant: string | null;
  lastUser: string | null;
  /** The animal guide's greeting line, or null without a guide. */
  guideGreeting: string | null;
}

/** Fills `{slot}`s in a template. */
function fill(template: string, slots: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => slots[key] ?? whole);
}

/** Joins sentences and capitalises the first letter of each. */
function sentencesJoin(parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .join(' ')
    .replace(/(^|[.!?]\s+)([a-z])/g, (_whole, before: string, letter: string) => before + letter.toUpperCase());
}

/** The entry of a role nearest the end of the context. */
function lastOf(context: readonly MentorHistoryEntry[], role: MentorHistoryEntry['role']): string | null {
  for (let index = context.length - 1; index >= 0; index -= 1) {
    if (context[index].role === role) return context[index].content;
  }
  return null;
}

/** The first name, kept short and plain, or "" when there is none. */
function nameOf(displayName: string | undefined): string {
  const first = (displayName ?? '').trim().split(/\s+/)[0] ?? '';
  const clean = first.replace(/[^\p{L}\p{M}'-]/gu, '').slice(0, 24);
  return clean.length > 0 ? `, ${clean}` : '';
}

/** Greets, or greets again when the conversation is already going; answers "how are you?" too. */
function replyGreeting(c: Composer): string {
  const opener = c.pickByMode(c.lastAssistant === null ? BUILTIN_GREETINGS : BUILTIN_GREETINGS_AGAIN, 'greeting');
  const asksHow = /\bhow (?:are|r) (?:you|u)\b|\bhows it going\b/.test(c.reading.words.join(' '));
  return sentencesJoin([
    fill(opener, { name: c.name }),
    // The first greeting of a conversation carries the animal guide's line (issue 21); later ones do not repeat it.
    c.lastAssistant === null && c.guideGreeting !== null ? c.guideGreeting : '',
    asksHow ? c.pickByMode(BUILTIN_HOW_AM_I, 'how') : '',
    c.pickByMode(BUILTIN_GREETING_FOLLOW_UPS, 'greeting-follow'),
  ]);
}

/** Says goodbye (good night at night). */
function replyFarewell(c: Composer): string {
  const night = /\b(?:good ?night|night night|bed|sleep)\b/.test(c.reading.words.join(' '));
  return fill(c.pickByMode(night ? BUILTIN_GOOD_NIGHTS : BUILTIN_FAREWELLS, 'farewell'), { name: c.name });
}

/** Thanks back, and offers to go on. */
function replyThanks(c: Composer): string {
  return sentencesJoin([c.pickByMode(BUILTIN_THANKS, 'thanks'), c.pickByMode(BUILTIN_THANKS_FOLLOW_UPS, 'thanks-follow')]);
}

/** Reflects a feeling, supports it and asks a fitting follow-up. */
function replyFeeling(c: Composer): string {
  const feeling = c.reading.feeling ?? 'calm';
  const words = BUILTIN_FEELINGS[feeling][c.mode];
  const topic = c.reading.topic;
  const reflection = topic === null ? c.pick(words.reflect, 'reflect') : fill(c.pick(words.reflectTopic, 'reflect'), { topic });
  const offers = BUILTIN_FEELING_OFFERS[feeling]?.[c.mode];
  const offer = offers ? c.pick(offers, 'offer') : null;
  return sentencesJoin([reflection, c.pick(words.support, 'support'), ...(offer ? [offer] : []), c.pick(words.followUp, 'follow')]);
}

/** Tells a joke: a themed one when the message names a theme, the next one when asked for another. */
function replyJoke(c: Composer): string {
  const words = new Set(c.reading.words);
  const previous = c.lastAssistant === null ? -1 : BUILTIN_JOKES.findIndex((joke) => c.lastAssistant?.includes(joke.setup));
  const themed = BUILTIN_JOKES.filter((candidate) => candidate.themes.some((theme) => words.has(theme)));
  // "Another one": the joke after the last one told, so a run of jokes never repeats itself.
  const joke = previous >= 0
    ? BUILTIN_JOKES[(previous + 1) % BUILTIN_JOKES.length]
    : mentorWordsPick(themed.length > 0 ? themed : BUILTIN_JOKES, c.seed, 'joke');
  const intro: BuiltinByMode = {
    G: ['Here is a joke!', 'I know a funny one!'],
    PG: ['Okay, here is a good one!', 'Joke time!'],
    FULL: ['Here is one for you.', 'All right, a light one.'],
  };
  const outro: BuiltinByMode = {
    G: ['Do you want another joke?'],
    PG: ['Want another joke?'],
    FULL: ['Would you like another joke?'],
  };
  // Asked for a joke about something the bank has none on: say so, rather than pass another off as it.
  const asked = previous < 0 && themed.length === 0 ? /\babout (?:a |an |the |some )?([a-z]+(?: [a-z]+)?)$/.exec(c.reading.words.join(' '))?.[1] : undefined;
  const honest: BuiltinByMode = {
    G: [`I do not know a joke about ${asked ?? ''} yet, but here is a funny one!`],
    PG: [`I don't have a ${asked ?? ''} joke yet, but here's a good one!`],
    FULL: [`I don't have one about ${asked ?? ''}, but here is another.`],
  };
  return sentencesJoin([c.pickByMode(asked ? honest : intro, 'joke-intro'), joke.setup, joke.punchline, c.pickByMode(outro, 'joke-outro')]);
}

/** Tells a short original story built from parts chosen by the message's hash and its topic. */
function replyStory(c: Composer): string {
  const words = c.reading.words;
  const heroAsked = BUILTIN_STORY_HEROES.find((hero) => hero.words.some((word) => words.includes(word)));
  const settingAsked = BUILTIN_STORY_SETTINGS.find((setting) => setting.words.some((word) => words.includes(word)));
  const hero = heroAsked ?? mentorWordsPick(BUILTIN_STORY_HEROES, c.seed, 'hero');
  const home = heroAsked?.home === undefined ? undefined : BUILTIN_STORY_SETTINGS.find((candidate) => candidate.words.includes(heroAsked.home ?? ''));
  const setting = settingAsked ?? home ?? mentorWordsPick(BUILTIN_STORY_SETTINGS, c.seed, 'setting');
  const name = c.pick(hero.names, 'story-name');
  const problem = mentorWordsPick(BUILTIN_STORY_PROBLEMS, c.seed, 'problem');
  const topicWords = c.reading.topic === null ? [] : mentorWordsOf(c.reading.topic).filter((word) => !/^(?:a|an|the)$/.test(word));
  const topicFree = !heroAsked && !settingAsked && topicWords.length > 0 && !topicWords.every((word) => STORY_WORDS.has(word));
  const slots = {
    name,
    noun: hero.noun,
    place: setting.place,
    inPlace: setting.inPlace,
    short: setting.short,
    inShort: setting.inShort,
    problem: problem.problem,
    effort: problem.effort,
    fix: problem.fix,
    helper: c.pick(BUILTIN_STORY_HELPERS, 'helper'),
    topic: topicWords.join(' '),
  };
  const lesson = fill(c.pick(BUILTIN_STORY_LESSONS[c.mode], 'lesson'), slots);
  const topicLine = topicFree ? fill(BUILTIN_STORY_TOPIC_LINES[c.mode], slots) : '';
  const filled = fill(c.pick(BUILTIN_STORY_FRAMES[c.mode], 'frame'), { ...slots, lesson, topicLine });
  const story = filled.charAt(0).toUpperCase() + filled.slice(1);
  const intro: BuiltinByMode = {
    G: ['Here is a story for you.', 'Story time!'],
    PG: ['Ooh, story time! Here goes.', 'Get comfy, here is an adventure.'],
    FULL: ['Here is a short story for you.', 'Settle in; here is a short story.'],
  };
  return [c.pickByMode(intro, 'story-intro'), story, fill(c.pick(BUILTIN_STORY_FOLLOW_UPS[c.mode], 'story-follow'), { name })].join('\n\n');
}

/** Gives a few steps of advice on the theme the message is about. */
function replyAdvice(c: Composer): string {
  const words = new Set(c.reading.words);
  const advice = BUILTIN_ADVICE.find((entry) => entry.words.some((word) => words.has(word))) ?? BUILTIN_ADVICE[BUILTIN_ADVICE.length - 1];
  const topic = c.reading.topic;
  const feeling = c.reading.feeling;
  const opener: BuiltinByMode = topic === null
    ? { G: ['Let us think about it together.'], PG: ['Good on you for asking!'], FULL: ['That is a good thing to be thinking about.'] }
    : {
        G: ['You want help with {topic}. Let us think together.'],
        PG: ['So you want some ideas about {topic}. Good on you for asking!'],
        FULL: ['It sounds like you are looking for a way forward with {topic}.'],
      };
  const lead: BuiltinByMode = { G: ['Here are some ideas.'], PG: ['Here is what might help:'], FULL: ['A few things that often help:'] };
  const reflection = feeling !== null && feeling !== 'happy' && feeling !== 'calm'
    ? fill(c.pick(topic === null ? BUILTIN_FEELINGS[feeling][c.mode].reflect : BUILTIN_FEELINGS[feeling][c.mode].reflectTopic, 'reflect'), { topic: topic ?? '' })
    : fill(c.pickByMode(opener, 'advice-open'), { topic: topic ?? '' });
  const steps = advice.steps[c.mode];
  const numbered = c.mode === 'G' ? steps.join(' ') : steps.map((step, index) => `${String(index + 1)}. ${step}`).join('\n');
  // Blank lines around the steps: in markdown a line straight after a list item continues that item
  // (a "lazy" line), so the follow-up question would be drawn inside the last step.
  return [sentencesJoin([reflection, c.pickByMode(lead, 'advice-lead')]), numbered, advice.followUp[c.mode]].join('\n\n');
}

/** Answers a question: about the mentor, a fact it knows, a "can you" it cannot do, or honestly not knowing. */
function replyQuestion(c: Composer): string {
  const joined = c.reading.words.join(' ');
  if (/\bhow (?:are|r) (?:you|u)\b|\bhows it going\b|\bhow do you feel\b/.test(joined)) {
    return sentencesJoin([c.pickByMode(BUILTIN_HOW_AM_I, 'how'), c.pickByMode(BUILTIN_GREETING_FOLLOW_UPS, 'greeting-follow')]);
  }
  if (/\b(?:who are you|what are you|whats your name|what is your name|are you (?:real|a robot|a person|human|an ai|a computer))\b/.test(joined)) {
    return sentencesJoin([c.pickByMode(BUILTIN_ABOUT_ME, 'about'), c.pickByMode(BUILTIN_GREETING_FOLLOW_UPS, 'greeting-follow')]);
  }
  const words = new Set(c.reading.words);
  const fact = BUILTIN_FACTS.find((entry) => entry.needs.every((group) => group.some((word) => words.has(word))));
  if (fact) return sentencesJoin([fact.answer[c.mode], c.pickByMode(BUILTIN_FACT_FOLLOW_UPS, 'fact-follow')]);
  if (c.reading.questionKind === 'can_you') {
    return sentencesJoin([c.pickByMode(BUILTIN_CANNOT, 'cannot'), c.pickByMode(BUILTIN_ANSWER_NO_FOLLOW_UPS, 'cannot-follow')]);
  }
  const topic = c.reading.topic;
  const unknown = topic === null ? c.pickByMode(BUILTIN_UNKNOWN, 'unknown') : fill(c.pickByMode(BUILTIN_UNKNOWN_TOPIC, 'unknown'), { topic });
  return sentencesJoin([unknown, c.pickByMode(BUILTIN_UNKNOWN_FOLLOW_UPS, 'unknown-follow')]);
}

/** Takes a short message as the answer to the mentor's last question, and carries the thread on. */
function replyAnswer(c: Composer): string {
  const asked = (c.lastAssistant ?? '').toLowerCase();
  const { yesNo } = c.reading;
  if (yesNo === true && /\bjoke\b/.test(asked)) return replyJoke(c);
  if (yesNo === true && /\b(?:story|adventure|another)\b/.test(asked)) return replyStory(c);
  if (yesNo === true) return c.pickByMode(BUILTIN_ANSWER_YES, 'yes');
  if (yesNo === false) return sentencesJoin([c.pickByMode(BUILTIN_ANSWER_NO, 'no'), c.pickByMode(BUILTIN_ANSWER_NO_FOLLOW_UPS, 'no-follow')]);
  const earlier = c.lastUser === null ? null : mentorIntentTopicOf(c.lastUser);
  if (/^(?:hmm+|um+|umm+|idk|dunno|maybe|not sure|i dont know|i do not know|i am not sure|im not sure|no idea|i have no idea)$/.test(c.reading.words.join(' '))) {
    const unsure: BuiltinByMode = {
      G: ['That is okay. It can be hard to know.', 'That is fine. We can think together.'],
      PG: ['That is totally fine, it is not always easy to say.', 'No worries, not knowing is allowed!'],
      FULL: ['That is completely fine; it is not always easy to put into words.', 'That is fair; sometimes it takes a while to know.'],
    };
    const gentle: BuiltinByMode = {
      G: ['Can you tell me one small thing about {topic}?', 'Is {topic} a big worry or a small worry?'],
      PG: ['If you had to pick one word for how {topic} feels, what would it be?', 'What is one small thing you do know about {topic}?'],
      FULL: ['If you had to name one thing about {topic} that stands out, what would it be?', 'What would help you get a little clearer on {topic}?'],
    };
    return sentencesJoin([
      c.pickByMode(unsure, 'unsure'),
      earlier === null ? c.pickByMode(BUILTIN_ANSWER_NO_FOLLOW_UPS, 'unsure-follow') : fill(c.pickByMode(gentle, 'unsure-follow'), { topic: earlier }),
    ]);
  }
  const earlierFeeling = c.lastUser === null ? null : mentorIntentOf(c.lastUser).feeling;
  const answer = mentorIntentReflect(c.reading.words.join(' '));
  const echo: BuiltinByMode = {
    G: ['{answer}. I see.', 'Oh, {answer}!'],
    PG: ['{answer}, got it!', 'Ah, {answer}!'],
    FULL: ['{answer}; that makes sense.', 'I see, {answer}.'],
  };
  const hard = earlierFeeling !== null && !['happy', 'excited', 'proud', 'calm'].includes(earlierFeeling);
  const next: BuiltinByMode = hard
    ? { G: ['What could help with {topic}?', 'Who can help you with {topic}?'], PG: ['What is one thing that could make {topic} a bit easier?', 'Who could help you with {topic}?'], FULL: ['What might make {topic} a little easier, even slightly?', 'Who in your life could help you with {topic}?'] }
    : BUILTIN_CHAT_FOLLOW_UPS_TOPIC;
  const shortAnswer = c.reading.words.length <= 5;
  return sentencesJoin([
    shortAnswer ? fill(c.pickByMode(echo, 'echo'), { answer }) : c.pickByMode(BUILTIN_ANSWER_ACKS, 'ack'),
    earlier === null ? '' : fill(c.pickByMode(BUILTIN_REFER_BACK, 'refer'), { topic: earlier }),
    earlier === null ? c.pickByMode(BUILTIN_CHAT_FOLLOW_UPS, 'follow') : fill(c.pickByMode(next, 'next'), { topic: earlier }),
  ]);
}

/** Reflects an ordinary statement ("I played football today" → "You played football today!") and asks on. */
function replyChat(c: Composer): string {
  const words = c.reading.words;
  const topic = c.reading.topic;
  let reflection: string;
  if (words[0] === 'i' && words.length >= 2 && words.length <= 12 && (PAST_VERBS.has(words[1]) || /ed$/.test(words[1]))) {
    const did = mentorIntentReflect(words.join(' '));
    const done: BuiltinByMode = {
      G: ['{did}! That sounds fun.', 'Wow, {did}!'],
      PG: ['{did}? Nice!', 'No way, {did}! Love it.'],
      FULL: ['So {did}; that sounds like quite a day.', 'It sounds like {did}, which is lovely to hear.'],
    };
    reflection = fill(c.pickByMode(done, 'did'), { did });
  } else if (topic !== null) {
    reflection = fill(c.pickByMode(BUILTIN_CHAT_REFLECT_TOPIC, 'reflect'), { topic });
  } else {
    const earlier = c.lastUser === null ? null : mentorIntentTopicOf(c.lastUser);
    reflection = sentencesJoin([
      c.pickByMode(BUILTIN_CHAT_REFLECT, 'reflect'),
      earlier === null ? '' : fill(c.pickByMode(BUILTIN_REFER_BACK, 'refer'), { topic: earlier }),
    ]);
    if (earlier !== null) return sentencesJoin([reflection, fill(c.pickByMode(BUILTIN_CHAT_FOLLOW_UPS_TOPIC, 'follow'), { topic: earlier })]);
  }
  const followUp = topic === null ? c.pickByMode(BUILTIN_CHAT_FOLLOW_UPS, 'follow') : fill(c.pickByMode(BUILTIN_CHAT_FOLLOW_UPS_TOPIC, 'follow'), { topic });
  return sentencesJoin([reflection, followUp]);
}

/**
 * Composes the builtin mentor's reply. Unless the message is a greeting, a goodbye, thanks or a plain
 * feeling, the mind answers first (`mentorMindReply`: follow-ups, word meanings, maths, requests with
 * their subject, what the person told it, the knowledge bank, an honest "I do not know"). Otherwise —
 * and when the mind has nothing to say — the conversational replies read the message (greeting,
 * feeling, story, joke, advice, thanks, goodbye, an answer to its own question or plain chat), reflect
 * what the person said and ask a fitting follow-up, worded for the content mode.
 * Deterministic: every choice is seeded by a hash of the mode, the message and the last assistant
 * entry, so the same input always gives the same reply; a reply already given in the conversation is
 * composed again with other picks, so it never repeats itself.
 */
export function mentorBuiltinReply(input: MentorBuiltinReplyInput): string {
  const conversation = input.conversation ?? input.context;
  const earlier = new Set(conversation.filter((entry) => entry.role === 'assistant').map((entry) => entry.content.trim()));
  // It never repeats a reply within a conversation: a reply it already gave is composed again with
  // other seeded picks (another joke, another wording), a few times at most.
  let reply = '';
  for (let attempt = 0; attempt < 6; attempt += 1) {
    reply = replyCompose(input, conversation, attempt === 0 ? '' : `#${String(attempt)}`);
    if (!earlier.has(reply.trim())) return reply;
  }
  const again: BuiltinByMode = {
    G: ['Shall we try something new?', 'What else would you like to talk about?'],
    PG: ['Want to try something different?', 'What else is on your mind?'],
    FULL: ['Shall we take this somewhere new?', 'What else would you like to explore?'],
  };
  const tails = again[input.contentMode].map((tail) => `${reply} ${tail}`);
  return tails.find((tail) => !earlier.has(tail)) ?? `${reply} (${String(earlier.size)})`;
}

/** Words that make a feeling message first of all a request ("I'm nervous, can you give me tips?"). */
const FEELING_BUT_ASKING = /\b(?:tips?|advice|help me|story|joke|riddle|poem|plan|how (?:can|do|should) i|another word|synonyms?|opposite|antonyms?|mean|means|meaning|define)\b/;

/** One composition of the reply, with `salt` varying every seeded pick. */
function replyCompose(input: MentorBuiltinReplyInput, conversation: readonly MentorHistoryEntry[], salt: string): string {
  const mode = input.contentMode;
  const heard = mentorIntentOf(input.message, input.context);
  // A feeling word that is the subject of a word question ("a word that means scared") is asked about, not felt.
  const asking = FEELING_BUT_ASKING.test(heard.words.join(' ')) || mentorWordAskOf(input.message) !== null;
  const classic = heard.intent === 'greeting' || heard.intent === 'farewell' || heard.intent === 'thanks' || (heard.intent === 'feeling' && !asking);
  if (!classic) {
    const mind = mentorMindReply({ message: input.message, contentMode: mode, conversation, displayName: input.displayName, words: input.words, memories: input.memories, salt });
    if (mind !== null) return mind;
  }
  // A child's sensitive words are never echoed back as a topic ("What is the best part about sex?").
  const reading = heard.topic !== null && safetyMentions(heard.topic, input.contentMode) !== null ? { ...heard, topic: null } : heard;
  const lastAssistant = lastOf(input.context, 'assistant');
  const seed = mentorWordsHash(`${mode}|${reading.words.join(' ')}|${lastAssistant ?? ''}${salt}`);
  const pick = (items: readonly string[], slot: string): string => mentorWordsPick(items, seed, slot);
  const composer: Composer = {
    mode,
    reading,
    seed,
    name: nameOf(input.displayName),
    pick,
    pickByMode: (bank, slot) => pick(bank[mode], slot),
    lastAssistant,
    lastUser: lastOf(input.context, 'user'),
    guideGreeting: input.guide?.greeting.trim() || null,
  };
  // "Another one!" after a joke is another joke; "and then what?" after a story is the next adventure
  // of the same hero (the story request read again, with this turn's seed).
  const again = /^(?:another|another one|one more|more|again|another please|another one please|tell me another|tell me another one|and then what|then what|what happened next|and then|and then what happened)$/.test(reading.words.join(' ').replace(/^(?:ok|okay|yes|oh|ooh|haha|lol) /, ''));
  if (again && lastAssistant !== null) {
    if (BUILTIN_JOKES.some((joke) => lastAssistant.includes(joke.setup))) return replyJoke(composer);
    const lastUser = composer.lastUser;
    if (lastUser !== null && mentorIntentOf(lastUser).intent === 'story') {
      const story = replyStory({ ...composer, reading: mentorIntentOf(lastUser) });
      const lead: BuiltinByMode = { G: ['Here is what happened next!'], PG: ['And the adventure goes on!'], FULL: ['Here is what happened next.'] };
      return [composer.pickByMode(lead, 'sequel'), ...story.split('\n\n').slice(1)].join('\n\n');
    }
  }
  switch (reading.intent) {
    case 'greeting':
      return replyGreeting(composer);
    case 'farewell':
      return replyFarewell(composer);
    case 'thanks':
      return replyThanks(composer);
    case 'feeling':
      return replyFeeling(composer);
    case 'joke':
      return replyJoke(composer);
    case 'story':
      return replyStory(composer);
    case 'advice':
      return replyAdvice(composer);
    case 'question':
      return replyQuestion(composer);
    case 'answer':
      return replyAnswer(composer);
    default:
      return replyChat(composer);
  }
}
