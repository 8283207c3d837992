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

/**
 * The feelings the mentor recognises. Besides the named moods, some feelings are mostly heard in what
 * happened rather than in a word: being left out or rejected (`left_out`: "nobody sat with me"), a
 * let-down (`disappointed`: "I didn't get picked"), embarrassment ("I tripped in front of everyone"),
 * feeling no good at something (`discouraged`: "I'm just bad at maths") and guilt.
 */
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
  | 'left_out'
  | 'disappointed'
  | 'embarrassed'
  | 'discouraged'
  | 'guilty'
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

/**
 * Feeling words and phrases, strongest signals first: a named fear or worry beats what happened, what
 * happened (left out, let down, embarrassed, no good at it, guilty) beats a general "awful" or "not
 * good", and the mild everyday words (fine, good, great) come last. Grief is recognised by phrase (see
 * GRIEF); some situations by pattern too (see FEELING_PATTERNS).
 */
const FEELING_WORDS: ReadonlyArray<readonly [MentorFeeling, readonly string[]]> = [
  ['scared', ['scared', 'afraid', 'frightened', 'terrified', 'nightmare', 'nightmares', 'spooked', 'fear']],
  ['worried', ['worried', 'worry', 'worries', 'worrying', 'nervous', 'anxious', 'stressed', 'stress', 'panicking', 'overwhelmed']],
  ['guilty', ['guilty', 'guilt', 'ashamed', 'my fault', 'i regret', 'blame myself', 'shouldnt have', 'should not have', 'feel bad about', 'feel bad that i', 'feel awful about', 'feel terrible about', ...['im a bad', 'i am a bad', 'im such a bad', 'i am such a bad', 'im the worst', 'i am the worst'].flatMap((lead) => ['mom', 'mum', 'dad', 'parent', 'mother', 'father', 'person', 'friend', 'sister', 'brother'].map((who) => `${lead} ${who}`))]],
  ['embarrassed', ['embarrassed', 'embarrassing', 'embarrass', 'humiliated', 'humiliating', 'mortified', 'cringe', 'cringey', 'cringy', 'awkward', 'in front of everyone', 'in front of everybody', 'in front of the whole', 'in front of the class', 'everyone laughed', 'everybody laughed', 'everyone was laughing', 'they all laughed']],
  // Not a bare "I give up": after a riddle or a guessing game that asks for the answer.
  ['discouraged', ['discouraged', 'want to give up', 'feel like giving up', 'i give up on', 'i give up trying', 'never get it', 'never be good', 'never be able', 'cant do anything right', 'cant do it', 'too hard for me', 'not smart enough', 'not good enough', 'im a failure', 'i am a failure']],
  ['lonely', ['lonely', 'alone', 'left out', 'no friends', 'nobody likes me', 'no one likes me', 'ignored', 'isolated']],
  ['left_out', ['ignoring me', 'ignores me', 'ignored me', 'ignore me', 'left me out', 'leave me out', 'leaves me out', 'leaving me out', 'without me', 'didnt invite me', 'did not invite me', 'not invited', 'wasnt invited', 'was not invited', 'werent invited', 'rejected', 'excluded', 'hurt my feelings', 'hurts my feelings', 'laughed at me', 'laugh at me', 'laughing at me', 'made fun of me', 'make fun of me', 'makes fun of me', 'making fun of me', 'picks on me', 'picked on me', 'picking on me', 'called me names', 'call me names', 'mean to me', 'unfriended me', 'not my friend anymore', 'not my friend any more', 'wont be my friend', 'doesnt want to be my friend', 'dont want to be my friend', 'broke up with me', 'wont play with me', 'will not play with me', 'wont let me play', 'didnt let me play', 'wouldnt let me play', 'doesnt want to play with me', 'dont want to play with me', 'didnt want to play with me', 'wont talk to me', 'doesnt talk to me', 'wont sit with me']],
  ['disappointed', ['disappointed', 'disappointing', 'disappointment', 'gutted', 'let down', 'letdown', 'bummed', 'never get picked', 'never got picked', 'always picked last', 'picked last', 'not picked', 'wasnt picked', 'was not picked', 'wasnt chosen', 'was not chosen', 'not chosen', 'not selected', 'wasnt selected', 'got cut from', 'lost the match', 'lost the game', 'lost the race', 'lost the final', 'we lost', 'came last', 'failed my', 'failed the', 'i failed', 'bad grade', 'bad mark', 'bad score']],
  ['angry', ['angry', 'mad', 'furious', 'annoyed', 'frustrated', 'grumpy', 'irritated', 'unfair', 'not fair', 'annoying', 'keeps taking', 'wont share', 'wont stop']],
  ['sad', ['sad', 'upset', 'unhappy', 'cry', 'crying', 'cried', 'miserable', 'heartbroken', 'gloomy', 'feel down', 'feeling down', 'feel blue', 'hurt feelings', 'not happy', 'not good', 'not great', 'not ok', 'not okay', 'bad day', 'awful', 'terrible', 'lost my job']],
  ['jealous', ['jealous', 'envious']],
  ['confused', ['confused', 'dont understand', 'do not understand', 'dont get it', 'puzzled', 'stuck']],
  ['tired', ['tired', 'sleepy', 'exhausted', 'worn out', 'cant sleep', 'cannot sleep']],
  ['bored', ['bored', 'boring', 'nothing to do']],
  // Good news said as what happened: a promotion, a place on the team, a test passed.
  ['proud', ['proud', 'i did it', 'i won', 'we won', 'got an a', 'passed my', 'passed the', 'i passed', 'got the promotion', 'got a promotion', 'got promoted', 'got the job', 'got a new job', 'got the part', 'got picked', 'got chosen', 'got selected', 'made the team', 'got accepted', 'scored a goal', 'learned to', 'learnt to']],
  // A tooth coming out is a small child's milestone, not a loss.
  ['excited', ['excited', 'cant wait', 'can not wait', 'thrilled', 'yay', 'hooray', 'woohoo', 'awesome', 'lost my tooth', 'lost my first tooth', 'lost a tooth', 'lost another tooth', 'lost my wobbly tooth', 'tooth fell out', 'tooth came out', 'wobbly tooth']],
  ['calm', ['calm', 'relaxed', 'peaceful', 'chill', 'fine', 'alright', 'not bad']],
  ['happy', ['happy', 'glad', 'great', 'good', 'amazing', 'wonderful', 'fantastic', 'joyful', 'cheerful', 'better']],
];

/**
 * Situations a phrase list cannot hold, checked with their feeling's words: "nobody sat with me",
 * "no one wants to play with me", "my friends won't let me join"; "I didn't get picked", "I didn't
 * make the team", "I didn't get the job"; "I'm just bad at maths", "I feel so stupid", "I'm rubbish
 * at drawing". Matched on the space-joined words (apostrophes dropped).
 */
const FEELING_PATTERNS: Partial<Record<MentorFeeling, RegExp>> = {
  left_out: /\b(?:nobody|no one|noone|none of them|none of my friends) (?:(?:ever|even|would|will|wants to|wanted to|want to|ever wants to) )?(?:(?:sat|sit|sits|play|plays|played|talk|talks|talked|hang out|hangs out|hung out) (?:with|to|next to|by) me|(?:invited|invites|invite|picked|picks|pick|chose|chooses|choose|likes|liked|like|wants|wanted|cares about|let|lets) me|came to (?:my|our))\b|\b(?:wont|would not|wouldnt|doesnt|dont|didnt|did not|does not|do not) (?:let me (?:play|join|sit|come)|want me (?:to (?:play|come|join|sit))?|want to (?:play|sit|hang out|be) with me|play with me|sit with me|talk to me|invite me)\b/,
  disappointed:
    /\b(?:didnt|did not|wasnt|was not|werent|were not|never|havent|have not|hasnt) (?:(?:get|got|gotten|getting|be|been|being) )?(?:picked|chosen|selected)\b|\b(?:didnt|did not|never|havent|have not) (?:get|got|gotten|make|made) (?:into the team|in the team|on the team|onto the team|the team|the part|the job|the promotion|a place|a spot|a medal|a prize|the prize|in)\b|\b(?:didnt|did not|never) (?:win|pass|make it)\b/,
  discouraged: /\b(?:im|i am|i feel|i m|i think im|i think i am)(?: like)?(?: im| i am)?(?: (?:just|so|really|too|such|the|always|totally|completely|still))* (?:(?:bad|rubbish|terrible|useless|hopeless|awful|no good|not good|the worst|worst|dumb|stupid) at|stupid|dumb|useless|hopeless|a failure|an idiot|not smart|not clever|a loser)\b|\bi (?:suck|stink) at\b|\bi(?: will|ll)? never (?:get|understand|be good at|learn)\b/,
};
/** Which entry of FEELING_WORDS a pattern is checked with (its feeling's place in the order). */
const PATTERN_FEELINGS = new Set(Object.keys(FEELING_PATTERNS));

/**
 * A loss: "my cat died", "grandpa passed away", "I lost my grandma". "Lost my" is a loss only of
 * someone loved — "I lost my tooth" is good news, "I lost my phone" a bother.
 */
const GRIEF =
  /\b(?:died|dies|passed away|passed on|put down|put to sleep|is dead|are dead|funeral|miss (?:my|him|her|them)|lost (?:my|our) (?:(?:little|big|baby|old|best|dear|lovely) )?(?:grandma|grandpa|granny|grandad|granddad|grandmother|grandfather|nana|nan|mum|mom|mother|dad|father|brother|sister|aunt|auntie|uncle|cousin|friend|husband|wife|partner|son|daughter|baby|dog|cat|puppy|kitten|pet|hamster|goldfish|fish|rabbit|bunny|guinea pig|bird|horse|tortoise|budgie|parrot))\b/;

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
    if (PATTERN_FEELINGS.has(feeling) && FEELING_PATTERNS[feeling]?.test(joined)) return feeling;
  }
  return null;
}

const GREETING = /^(?:hi|hii+|hello|hey|heya|hiya|howdy|yo|greetings|good (?:morning|afternoon|evening|day)|hallo|hola)\b/;
const FAREWELL = /\b(?:bye|goodbye|bye bye|see you|see ya|good night|goodnight|gotta go|got to go|talk later|talk to you later|night night|farewell|i have to go|i need to go)\b/;
const THANKS = /\b(?:thank you|thanks|thank u|thx|ty|cheers|much appreciated)\b/;
const STORY = /\b(?:stor(?:y|ies)|storr(?:y|ies)|storey|stroy|sotry|once upon a time|fairy tale|tale)\b/;
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
