import { mentorWordsOf } from './mentorWords';
import type { MentorHistoryEntry } from './types';

/** What a message is mostly doing; reported as SPEC §3 `meta.reason`. */
export type MentorIntent =
  | 'greeting'
  | 'farewell'
  | 'thanks'
  | 'story'
  | 'joke'
  | 'advice'
  | 'feeling'
  | 'question'
  | 'answer'
  | 'chat';

/** The feelings the mentor recognises. */
export type MentorFeeling =
  | 'happy'
  | 'excited'
  | 'proud'
  | 'calm'
  | 'sad'
  | 'grief'
  | 'angry'
  | 'worried'
  | 'scared'
  | 'lonely'
  | 'tired'
  | 'bored'
  | 'confused'
  | 'jealous';

/** The kinds of question, by their opening word. */
export type MentorQuestionKind = 'what' | 'why' | 'how' | 'who' | 'where' | 'when' | 'can_you' | 'yes_no';

/** What the mentor understood of a message. */
export interface MentorIntentReading {
  intent: MentorIntent;
  feeling: MentorFeeling | null;
  /** What the message is about, with "my" turned to "your" for reflection ("your science test"). */
  topic: string | null;
  questionKind: MentorQuestionKind | null;
  /** True when the last assistant entry asked a question and this message reads as the answer. */
  answersFollowUp: boolean;
  /** A plain yes (true) or no (false), or null. */
  yesNo: boolean | null;
  /** The message's words (lowercase, apostrophes dropped). */
  words: string[];
}

/** Feeling words, strongest signals first. Grief is recognised by phrase (see GRIEF). */
const FEELING_WORDS: ReadonlyArray<readonly [MentorFeeling, readonly string[]]> = [
  ['scared', ['scared', 'afraid', 'frightened', 'terrified', 'nightmare', 'nightmares', 'spooked', 'fear']],
  ['worried', ['worried', 'worry', 'worries', 'worrying', 'nervous', 'anxious', 'stressed', 'stress', 'panicking', 'overwhelmed']],
  ['lonely', ['lonely', 'alone', 'left out', 'no friends', 'nobody likes me', 'no one likes me', 'ignored', 'isolated']],
  ['angry', ['angry', 'mad', 'furious', 'annoyed', 'frustrated', 'grumpy', 'irritated', 'unfair', 'not fair', 'annoying', 'keeps taking', 'wont share', 'wont stop']],
  ['sad', ['sad', 'upset', 'unhappy', 'cry', 'crying', 'cried', 'miserable', 'heartbroken', 'gloomy', 'feel down', 'feeling down', 'feel blue', 'hurt feelings', 'not happy', 'not good', 'not great', 'not ok', 'not okay', 'bad day', 'awful', 'terrible']],
  ['jealous', ['jealous', 'envious']],
  ['confused', ['confused', 'dont understand', 'do not understand', 'dont get it', 'puzzled', 'stuck']],
  ['tired', ['tired', 'sleepy', 'exhausted', 'worn out', 'cant sleep', 'cannot sleep']],
  ['bored', ['bored', 'boring', 'nothing to do']],
  ['proud', ['proud', 'i did it', 'i won', 'we won', 'got an a', 'passed my']],
  ['excited', ['excited', 'cant wait', 'can not wait', 'thrilled', 'yay', 'hooray', 'woohoo', 'awesome']],
  ['calm', ['calm', 'relaxed', 'peaceful', 'chill', 'fine', 'alright', 'not bad']],
  ['happy', ['happy', 'glad', 'great', 'good', 'amazing', 'wonderful', 'fantastic', 'joyful', 'cheerful', 'better']],
];

/** A loss: "my cat died", "grandpa passed away". */
const GRIEF = /\b(?:died|dies|passed away|passed on|put down|put to sleep|lost my|is dead|are dead|funeral|miss (?:my|him|her|them))\b/;

/** Words after which a topic phrase ends. */
const TOPIC_STOP = new Set(
  (
    'is was are were be been has had have got gets get keeps keep did does do will would wont cant can could ' +
    'should shall might must said says say went goes go made makes to and but because so at in on with for of ' +
    'from by about than then when that which who today tomorrow yesterday tonight now anymore again too very ' +
    'really so lol please always never just still also even is not dont didnt doesnt isnt wasnt arent ' +
    'i me you he she it we they him her them my your our their'
  ).split(' '),
);

/** Nouns that make a fine topic on their own when no "about …" or "my …" phrase is found. */
const TOPIC_NOUNS = new Set(
  (
    'school homework test exam quiz teacher friend friends football soccer basketball baseball tennis swimming ' +
    'dance dancing drawing painting music piano guitar game games minecraft lego dinosaur dinosaurs dragon dragons ' +
    'unicorn space planets moon stars ocean sea beach forest garden flowers trees bees bee cat cats dog dogs puppy ' +
    'kitten horse horses birthday holiday holidays vacation party sleepover camping hiking bike science math maths ' +
    'reading spelling book books story volcano volcanoes robots robot rain snow weather work job boss project ' +
    'deadline sleep breakfast lunch dinner pizza cake'
  ).split(' '),
);

/** Turns first-person words into second-person ones, for reflecting a phrase back. */
const REFLECT: Readonly<Record<string, string>> = {
  my: 'your',
  our: 'your',
  me: 'you',
  i: 'you',
  im: 'you are',
  ive: 'you have',
  myself: 'yourself',
  mine: 'yours',
  we: 'you',
  us: 'you',
  am: 'are',
  // mentorWordsOf drops apostrophes; put the common ones back for a reflection that reads well.
  dont: "don't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  wasnt: "wasn't",
  doesnt: "doesn't",
  youre: "you're",
};

/** Reflects a phrase: "my science test" → "your science test". */
export function mentorIntentReflect(phrase: string): string {
  return mentorWordsOf(phrase)
    .map((word) => REFLECT[word] ?? word)
    .join(' ');
}

/** Finds what a message is about, reflected, or null: "about …", then "my …", then a known noun. */
export function mentorIntentTopicOf(message: string): string | null {
  const words = mentorWordsOf(message);
  const phraseAfter = (start: number, max: number): string[] => {
    const phrase: string[] = [];
    for (let index = start; index < words.length && phrase.length < max; index += 1) {
      const word = words[index];
      if (TOPIC_STOP.has(word) && !(phrase.length === 0 && /^(?:a|an|the|my|our)$/.test(word))) break;
      // A second word that looks like a verb ("my mom says", "my cat died") ends the phrase.
      if (phrase.length > 0 && !/^(?:a|an|the|my|our)$/.test(phrase[phrase.length - 1]) && /(?:ed|s)$/.test(word) && !TOPIC_NOUNS.has(word)) break;
      phrase.push(word);
    }
    while (phrase.length > 0 && /^(?:a|an|the|my|our)$/.test(phrase[phrase.length - 1])) phrase.pop();
    return phrase;
  };
  const about = words.indexOf('about');
  if (about >= 0) {
    const phrase = phraseAfter(about + 1, 5);
    if (phrase.length > 0 && !(phrase.length === 1 && /^(?:a|an|the|it|that|this)$/.test(phrase[0]))) {
      return mentorIntentReflect(phrase.join(' '));
    }
  }
  for (let index = 0; index < words.length; index += 1) {
    if (words[index] === 'my' || words[index] === 'our') {
      const phrase = phraseAfter(index + 1, 3);
      if (phrase.length > 0) return `your ${phrase.join(' ')}`;
    }
  }
  const nounAt = words.findIndex((word) => TOPIC_NOUNS.has(word));
  if (nounAt < 0) return null;
  // Keep the article the person used: "what is a volcano?" is about "a volcano".
  const article = nounAt > 0 && /^(?:a|an|the)$/.test(words[nounAt - 1]) ? `${words[nounAt - 1]} ` : '';
  return article + words[nounAt];
}

/** Whether a phrase occurs as whole words in a space-joined word list. */
function phraseIn(joined: string, phrase: string): boolean {
  return ` ${joined} `.includes(` ${phrase} `);
}

/** The feeling a message expresses, or null. */
export function mentorIntentFeelingOf(message: string): MentorFeeling | null {
  const joined = mentorWordsOf(message).join(' ');
  if (GRIEF.test(joined)) return 'grief';
  for (const [feeling, phrases] of FEELING_WORDS) {
    if (phrases.some((phrase) => phraseIn(joined, phrase))) {
      // "not sad", "not scared": a negated bad feeling reads as fine.
      if (feeling !== 'happy' && phrases.some((phrase) => phraseIn(joined, `not ${phrase}`))) return 'calm';
      return feeling;
    }
  }
  return null;
}

const GREETING = /^(?:hi|hii+|hello|hey|heya|hiya|howdy|yo|greetings|good (?:morning|afternoon|evening|day)|hallo|hola)\b/;
const FAREWELL = /\b(?:bye|goodbye|bye bye|see you|see ya|good night|goodnight|gotta go|got to go|talk later|talk to you later|night night|farewell|i have to go|i need to go)\b/;
const THANKS = /\b(?:thank you|thanks|thank u|thx|ty|cheers|much appreciated)\b/;
const STORY = /\b(?:stor(?:y|ies)|once upon a time|fairy tale|tale)\b/;
const STORY_REQUEST = /\b(?:tell|read|make|give|share|write|want|hear|have|another|new|bedtime|can|could|please|a|one)\b/;
const JOKE = /\b(?:jokes?|make me laugh|something funny|knock knock|funny one|riddle me)\b/;
const ADVICE =
  /\b(?:what should i do|what do i do|what can i do|how (?:do|can|could|should|would) i|how do you (?:make|get|deal|stop|handle|cope)|any (?:tips|advice|ideas)|give me (?:tips|advice)|advice|tips? (?:for|on)|help me|i need help|can you help|could you help|what would you do|should i)\b/;
const QUESTION_OPENING: ReadonlyArray<readonly [RegExp, MentorQuestionKind]> = [
  [/^(?:what|whats|which)\b/, 'what'],
  [/^(?:why|how come)\b/, 'why'],
  [/^(?:how|hows)\b/, 'how'],
  [/^(?:who|whos)\b/, 'who'],
  [/^(?:where|wheres)\b/, 'where'],
  [/^(?:when)\b/, 'when'],
  [/^(?:can|could|will|would) (?:you|u)\b/, 'can_you'],
  [/^(?:do|does|did|is|are|was|were|can|could|should|will|would|have|has|am)\b/, 'yes_no'],
];
/** Words that make a message about the person themselves. */
const FIRST_PERSON = new Set(['i', 'im', 'me', 'my', 'myself', 'ive', 'id', 'ill']);
const YES = /^(?:yes|yeah|yep|yup|sure|ok|okay|please|yes please|of course|definitely|absolutely|alright|i do|i did|i would|uh huh|why not)$/;
const NO = /^(?:no|nope|nah|no thanks|no thank you|not really|i dont|i didnt|not now|maybe later)$/;

/** The last assistant entry of the context, if it asked a question. */
function lastAssistantQuestion(context: readonly MentorHistoryEntry[]): string | null {
  for (let index = context.length - 1; index >= 0; index -= 1) {
    if (context[index].role === 'assistant') {
      const content = context[index].content.trim();
      return content.endsWith('?') ? content : null;
    }
  }
  return null;
}

/**
 * Reads a message: its intent (greeting, farewell, thanks, story, joke, advice, feeling, question,
 * answer or chat), the feeling it expresses, its topic and the kind of question. Requests beat
 * feelings and feelings beat plain questions ("why am I always sad?" is about sadness). A short
 * message after the mentor asked something is read as the answer.
 */
export function mentorIntentOf(message: string, context: readonly MentorHistoryEntry[] = []): MentorIntentReading {
  const words = mentorWordsOf(message);
  const joined = words.join(' ');
  const trimmed = message.trim();
  const feeling = mentorIntentFeelingOf(message);
  const topic = mentorIntentTopicOf(message);
  const yesNo = YES.test(joined) ? true : NO.test(joined) ? false : null;
  const asked = lastAssistantQuestion(context);
  const answersFollowUp = asked !== null && words.length > 0 && words.length <= 8;
  const questionKind = QUESTION_OPENING.find(([pattern]) => pattern.test(joined))?.[1] ?? (trimmed.endsWith('?') ? 'what' : null);
  const reading = (intent: MentorIntent): MentorIntentReading => ({
    intent,
    feeling,
    topic,
    questionKind: intent === 'question' ? questionKind : null,
    answersFollowUp,
    yesNo,
    words,
  });

  if (words.length === 0) return reading('chat');
  if (STORY.test(joined) && (STORY_REQUEST.test(joined) || words.length <= 3)) return reading('story');
  if (JOKE.test(joined)) return reading('joke');
  // "No thanks" or "yes please" right after the mentor asked something answer it; they are not thanks.
  if (answersFollowUp && yesNo !== null) return reading('answer');
  if (FAREWELL.test(joined) && words.length <= 8) return reading('farewell');
  if (THANKS.test(joined) && words.length <= 6 && feeling !== 'sad') return reading('thanks');
  if (GREETING.test(joined) && words.length <= 6 && (feeling === null || feeling === 'happy')) return reading('greeting');
  if (yesNo !== null) return reading(answersFollowUp ? 'answer' : 'chat');
  if (ADVICE.test(joined)) return reading('advice');
  const firstPerson = words.some((word) => FIRST_PERSON.has(word));
  if (feeling !== null && (firstPerson || questionKind === null || !trimmed.endsWith('?'))) return reading('feeling');
  if (questionKind !== null && (trimmed.endsWith('?') || questionKind !== 'yes_no')) return reading('question');
  if (answersFollowUp) return reading('answer');
  return reading('chat');
}
