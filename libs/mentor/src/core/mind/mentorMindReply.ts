import { BUILTIN_STORY_HEROES, BUILTIN_STORY_SETTINGS } from '../builtin/builtinStories';
import { mentorWordsPick } from '../mentorWords';
import type { MentorContentMode, MentorHistoryEntry, MentorMemoryNote } from '../types';
import { mentorCountryAnswer, mentorCountryFind, type MentorCountryMatch } from './knowledge/mentorKnowledgeCountries';
import { mentorSentencesOf as sentencesOf, mentorTopicAskMet, mentorTopicAskOf, mentorTopicSentenceFor } from './knowledge/mentorKnowledgeAnswer';
import { mentorKnowledgeFind, mentorKnowledgeTopicOf } from './knowledge/mentorKnowledgeSearch';
import type { MentorKnowledgeTopic } from './knowledge/mentorKnowledgeTopic';
import { mentorMathsAnswer } from './maths/mentorMaths';
import { MENTOR_STORY_LIVING, mentorHeroStory, mentorPoem, mentorRiddleFor, mentorRiddleIn, mentorSubjectStory, type MentorMakerSeed } from './requests/mentorMakers';
import { mentorRequestOf, type MentorRequest } from './requests/mentorRequestOf';
import { mentorTipsOf } from './requests/mentorTips';
import { mentorThreadAnswer } from './thread/mentorThreadAnswer';
import { mentorThreadFactsOf, type MentorThreadFact } from './thread/mentorThreadFacts';
import { mentorMemoryFirstPerson, mentorThreadRecall, mentorThreadRecallCovered, mentorThreadRecallReply } from './thread/mentorThreadRecall';
import { mentorParse, mentorParseNormal, type MentorParse } from './understand/mentorParse';
import { mentorWordAskOf, mentorWordsAnswer, type MentorWordLookup } from './words/mentorWords';

/** What the builtin mind needs to answer one message. */
export interface MentorMindInput {
  message: string;
  contentMode: MentorContentMode;
  /** The whole conversation before this message, oldest first (the thread the mind keeps). */
  conversation: readonly MentorHistoryEntry[];
  displayName?: string;
  /** WordNet, injected by the API (reading it needs the file system); without it word questions fall through. */
  words?: MentorWordLookup;
  /** Varies the seeded picks, so a reply that would repeat an earlier one can be made again differently. */
  salt: string;
  /** The profile's saved memories for this turn (issue 15): facts told in earlier conversations. */
  memories?: readonly MentorMemoryNote[];
}

/** A topic the conversation was about: a knowledge topic or a country. */
type MentorThreadTopic = { kind: 'topic'; topic: MentorKnowledgeTopic } | { kind: 'country'; match: MentorCountryMatch };

type ByMode = Readonly<Record<MentorContentMode, readonly string[]>>;

/** A composer for one message: its parse, the thread, and seeded picks. */
interface Mind {
  mode: MentorContentMode;
  parse: MentorParse;
  normal: string;
  facts: readonly MentorThreadFact[];
  said: readonly string[];
  userEarlier: readonly string[];
  /** Saved memories in the person's own voice ("I have a beagle called Biscuit"), searched like what they said. */
  remembered: readonly string[];
  lastAssistant: string | null;
  seed: MentorMakerSeed;
  pick: (bank: ByMode, slot: string) => string;
  input: MentorMindInput;
}

function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}


// ——— Follow-ups ———

const ANOTHER = /^(?:(?:can you |could you |please )?(?:tell me |give me |say )?(?:another|one more|more|tell me more|more please|another one|another fact|another one please|more facts|go on|keep going|and another|anything else|what else|tell me something else)(?: one| fact| facts| please| about (?:it|that|them))*)$/;
const WHY = /^(?:why|how come|why is that|why does it|why do they|why not|but why|how|how so|really|how does that work|whys that|why is it)$/;
const THEN = /^(?:and then|then what|and then what|what happened next|what happens next|what next|and after that|and then what happens|and then what happened|then what happens|then what happened|what happens then|what happens after that|and what happens next|and next|what then)$/;

/** The most recent topic the person asked about, found again from their earlier messages. */
function lastTopicOf(mind: Mind): MentorThreadTopic | null {
  for (let index = mind.userEarlier.length - 1; index >= Math.max(0, mind.userEarlier.length - 6); index -= 1) {
    const found = topicOf(mentorParse(mind.userEarlier[index]));
    if (found) return found;
  }
  return null;
}

/** The topic or country a parsed message asks about. */
function topicOf(parse: MentorParse): MentorThreadTopic | null {
  const country = mentorCountryFind(parse.words);
  if (country) return { kind: 'country', match: country };
  const hit = mentorKnowledgeFind(parse);
  return hit ? { kind: 'topic', topic: hit.topic } : null;
}

/** Facts about a topic not yet said in this conversation, in the bank's order. */
function unsaidFacts(mind: Mind, candidates: readonly string[]): string[] {
  return candidates.filter((fact) => !mind.said.some((reply) => reply.includes(fact)));
}

const ANOTHER_LEAD: ByMode = {
  G: ['Here is another one about {title}!', 'Ooh, I know another one about {title}!'],
  PG: ['Here is another fact about {title}:', 'Okay, one more about {title}:'],
  FULL: ['Another thing about {title}:', 'Here is one more about {title}:'],
};
const ANOTHER_OFFER: ByMode = {
  G: ['Do you want one more?', 'Shall I tell you another?'],
  PG: ['Want another?', 'Shall I keep going?'],
  FULL: ['Would you like another?', 'Shall I go on?'],
};

/** "Tell me another one", "why?", "and then what?" after a fact: more about the same topic. */
function replyFollowUp(mind: Mind, kind: 'another' | 'why' | 'then'): string | null {
  const last = lastTopicOf(mind);
  if (!last) return null;
  if (last.kind === 'country') {
    const more: MentorCountryMatch = { ...last.match, ask: 'overview' };
    const text = mentorCountryAnswer(more, mind.mode === 'G' ? 'PG' : mind.mode);
    const fresh = unsaidFacts(mind, sentencesOf(text));
    if (fresh.length === 0) return `That is all I know about ${last.match.country.name} for now. Would you like to ask about another country?`;
    return `${fresh.join(' ')} ${mind.pick(ANOTHER_OFFER, 'offer')}`;
  }
  const topic = last.topic;
  if (kind !== 'another') {
    // "why?" after "what do bees make", "and then what happens?" after "how do volcanoes erupt": the
    // sentence of the topic that answers it, read with the question it follows.
    const previous = mind.userEarlier[mind.userEarlier.length - 1] ?? '';
    const found = mentorTopicSentenceFor(topic, kind === 'why' ? 'why' : 'and then what happens', mind.mode, mind.said, previous);
    if (found?.fresh) {
      const lead = kind === 'why'
        ? mind.pick({ G: ['Good question!', 'Let me tell you why.'], PG: ['Great question!', 'Here is why.'], FULL: ['Good question.', 'Here is the reason.'] }, 'why')
        : mind.pick({ G: ['Then this happens:', 'Next,'], PG: ['After that:', 'Here is what comes next:'], FULL: ['What follows:', 'After that:'] }, 'then');
      return `${lead} ${found.sentence} ${mind.pick(ANOTHER_OFFER, 'offer')}`;
    }
  }
  const deeper = kind === 'why' ? sentencesOf(topic.answer[mind.mode === 'G' ? 'PG' : 'FULL']) : [];
  const fresh = unsaidFacts(mind, [...deeper, ...topic.more]);
  if (fresh.length === 0) {
    const related = topic.related.map((id) => mentorKnowledgeTopicOf(id)).find((candidate) => candidate !== null);
    return related
      ? `That is everything I know about ${topic.title} for now! Shall I tell you about ${related.title} instead?`
      : `That is everything I know about ${topic.title} for now. What else would you like to know?`;
  }
  const lead = kind === 'why'
    ? mind.pick({ G: ['Good question!', 'Let me tell you why.'], PG: ['Great question!', 'Here is why.'], FULL: ['Good question.', 'Here is the reason.'] }, 'why')
    : mind.pick(ANOTHER_LEAD, 'lead').replace('{title}', topic.title);
  return `${lead} ${fresh[0]} ${mind.pick(ANOTHER_OFFER, 'offer')}`;
}

// ——— Knowledge ———

const FACT_OFFER: ByMode = {
  G: ['Do you want to hear another fact about {title}?', 'Shall I tell you more about {title}?'],
  PG: ['Want another fact about {title}?', 'Want to know something even cooler about {title}?'],
  FULL: ['Would you like to know more about {title}?', 'Shall I tell you more about {title}?'],
};

function replyTopic(mind: Mind, topic: MentorKnowledgeTopic): string {
  const answer = topic.answer[mind.mode];
  // "How long do elephants live?": the sentence that says so, when the overview does not.
  // Reasons and sequels are what the overview explains; a size, a year or a lifespan may not be in it.
  const ask = mentorTopicAskOf(mind.input.message);
  const specific = ask === null || ask === 'reason' || ask === 'then' || ask === 'place' || mentorTopicAskMet(answer, ask) ? null : mentorTopicSentenceFor(topic, mind.input.message, mind.mode, mind.said);
  if (specific && !answer.includes(specific.sentence) && specific.fresh) {
    return `${specific.sentence} ${mind.pick(FACT_OFFER, 'offer').replace('{title}', topic.title)}`;
  }
  if (mind.said.some((reply) => reply.includes(answer))) {
    // Asked again: the next fact rather than the same answer.
    const fresh = unsaidFacts(mind, topic.more);
    if (fresh.length > 0) return `${mind.pick(ANOTHER_LEAD, 'lead').replace('{title}', topic.title)} ${fresh[0]} ${mind.pick(ANOTHER_OFFER, 'offer')}`;
  }
  return `${answer} ${mind.pick(FACT_OFFER, 'offer').replace('{title}', topic.title)}`;
}

/** "It", "they", "he", "she", "there": a question that leans on the topic before it. */
const LEANS = /\b(?:it|its|they|them|theyre|their|he|she|him|her|hes|shes|there|that|then)\b/;

/**
 * "How big is it?" after Jupiter, "can they fly?" after penguins, "when?" after the telephone: a
 * specific question about the last topic, answered from that topic (never from a neighbour the
 * question's own words would find, such as the universe for "big").
 */
function replyAboutLast(mind: Mind): string | null {
  const ask = mentorTopicAskOf(mind.input.message);
  if (ask === null || (!LEANS.test(mind.normal) && mind.parse.words.length > 2)) return null;
  const last = lastTopicOf(mind);
  if (!last) return null;
  if (last.kind === 'country') return null;
  // A question that names its own topic ("how big is the sun?") is about that topic, not the last one.
  const own = mentorKnowledgeFind(mind.parse);
  if (own && own.topic.id !== last.topic.id && !LEANS.test(mind.normal)) return null;
  const previous = mind.userEarlier[mind.userEarlier.length - 1] ?? '';
  const found = mentorTopicSentenceFor(last.topic, mind.input.message, mind.mode, mind.said, ask === 'reason' || ask === 'then' || ask === 'when' || ask === 'age' ? previous : '');
  if (!found) {
    return mind.pick({
      G: ['I do not know that about {t}, so I will not guess. Shall I tell you something else about {t}?'],
      PG: ['I don\'t know that about {t}, and I won\'t make it up. Want a different fact about {t}?'],
      FULL: ['I don\'t have that detail about {t}, and I\'d rather not guess. Would something else about {t} help?'],
    }, 'last-unknown').replace(/\{t\}/g, last.topic.title);
  }
  const lead = found.fresh ? '' : mind.pick({ G: ['Like I said:'], PG: ['As I mentioned:'], FULL: ['As I mentioned:'] }, 'again');
  return `${lead ? `${lead} ` : ''}${found.sentence} ${mind.pick(ANOTHER_OFFER, 'offer')}`;
}

// ——— Requests ———

/** Resolves "it" and "that" in a request to the plan or topic the conversation is about. */
function subjectResolved(mind: Mind, request: MentorRequest): string | null {
  const subject = request.subject;
  if (subject !== null && !/^(?:it|that|this|them|the thing|my thing)$/.test(subject)) return subject;
  const plan = [...mind.facts].reverse().find((fact) => fact.kind === 'plan');
  if (plan) return `your ${plan.subject}${plan.when ? ` ${plan.when}` : ''}`;
  const last = lastTopicOf(mind);
  if (last) return last.kind === 'topic' ? last.topic.title : last.match.country.name;
  return subject;
}

/** Ideas rather than things, which a story is about rather than set beside: friendship, courage. */
const ABSTRACT_SUBJECT = /^(?:\w+(?:ship|ness|hood|dom)|courage|bravery|love|honesty|sharing|patience|kindness|hope|teamwork|trust|respect|gratitude)$/;

/**
 * Whether the classic story bank can tell this subject whole: every word of it is one of its heroes or
 * settings ("a dragon in space"), or it is one idea ("friendship"). "A lighthouse by the sea" is not.
 */
function classicStoryCovers(subjectWords: readonly string[]): boolean {
  const content = subjectWords.filter((word) => !['a', 'an', 'the', 'my', 'some', 'about', 'in', 'on', 'at', 'by', 'and', 'with', 'of', 'who', 'lived', 'little', 'big'].includes(word));
  if (content.length === 0) return false;
  if (content.length === 1 && ABSTRACT_SUBJECT.test(content[0])) return true;
  const known = new Set([...BUILTIN_STORY_HEROES.flatMap((hero) => hero.words), ...BUILTIN_STORY_SETTINGS.flatMap((setting) => setting.words)]);
  return content.every((word) => known.has(word));
}

/** "my dog Biscuit" → Biscuit the dog, from what the person said, for a story's hero. */
function heroOf(mind: Mind, subject: string): { name: string; noun: string } | undefined {
  const words = mentorParseNormal(subject).split(' ');
  const pet = mind.facts.find((fact) => (fact.kind === 'pet' || fact.kind === 'family' || fact.kind === 'friend') && fact.name && (words.includes(fact.name.toLowerCase()) || (words.includes('my') && words.includes(fact.subject))));
  if (pet?.name) return { name: pet.name, noun: pet.kind === 'pet' ? pet.value ?? pet.subject : pet.subject };
  return undefined;
}

function replyRequest(mind: Mind, request: MentorRequest): string | null {
  const subject = subjectResolved(mind, request);
  const subjectText = subject === null ? null : subject.replace(/\bmy\b/g, 'your').replace(/\bme\b/g, 'you');
  const subjectWords = subject === null ? [] : mentorParseNormal(subject).split(' ');
  switch (request.kind) {
    case 'story': {
      // "A story about me": the person is the hero, by the name they gave.
      if (/\b(?:about|starring|with|of) me\b|\bstory (?:for|about) myself\b/.test(mind.normal)) {
        const own = mind.facts.find((fact) => fact.kind === 'name')?.name ?? mind.input.displayName?.trim().split(/\s+/)[0];
        if (own) {
          const intro = mind.pick({ G: ['Here is a story about you, {n}!'], PG: ['A story starring you, {n}! Here goes.'], FULL: ['A short story with you in it, {n}.'] }, 'me-intro').replace('{n}', own);
          const liked = mind.facts.filter((fact) => fact.kind === 'like' || fact.kind === 'favourite').pop();
          const quest = liked ? (liked.kind === 'favourite' ? liked.value ?? liked.subject : liked.subject) : mind.pick({ G: ['a rainbow'], PG: ['a hidden map'], FULL: ['an old lighthouse'] }, 'me-thing');
          return `${intro}\n\n${mentorSubjectStory(quest, mind.mode, request.length, mind.seed, { name: own, noun: 'child' })}\n\n${mind.pick({ G: ['Did you like being in a story?'], PG: ['What would you have done next?'], FULL: ['Shall I write another?'] }, 'me-follow')}`;
        }
      }
      if (subject === null) return null;
      const hero = heroOf(mind, subject);
      // A living hero, with what they do or want: "a girl who finds a secret door", "a pirate".
      const whole = /\b(?:about|of) (?:a |an |the |some )?([a-z]+)(?: (?:called|named) ([a-z]+))? (?:who|that) (.+?)(?: please)?$/.exec(mind.normal);
      const lone = subjectWords.filter((word) => !['a', 'an', 'the', 'some'].includes(word));
      const living = whole && MENTOR_STORY_LIVING.has(whole[1]) ? { noun: whole[1], deed: whole[3], name: whole[2] } : !hero && lone.length === 1 && MENTOR_STORY_LIVING.has(lone[0]) && !classicStoryCovers(lone) ? { noun: lone[0], deed: null, name: undefined } : null;
      if (living) {
        const intro = mind.pick({ G: ['Here is a story for you!', 'Story time!'], PG: ['Ooh, story time! Here goes.', 'Get comfy, here is a story.'], FULL: ['Here is a short story.', 'A story, then.'] }, 'hero-intro');
        const follow = mind.pick({ G: ['Did you like it?', 'What was your favourite part?'], PG: ['What would you have done?', 'Want another one?'], FULL: ['Shall I tell another?', 'Would you like a different ending?'] }, 'story-follow');
        // "A cat called Whiskers who…": the name as the person wrote it.
        const named = living.name ? /\b(?:called|named) ([A-Za-z]+)/.exec(mind.input.message)?.[1] : undefined;
        const heroName = named ? named.charAt(0).toUpperCase() + named.slice(1) : undefined;
        return `${intro}\n\n${mentorHeroStory(living.noun, living.deed, mind.mode, request.length, mind.seed, heroName)}\n\n${follow}`;
      }
      // The classic story bank tells richer stories of its own heroes and places (a dragon, space, the
      // sea) and of ideas (friendship, courage); the mind tells the rest (a lighthouse, a teapot).
      if (!hero && classicStoryCovers(subjectWords)) return null;
      const about = hero ? (subject.replace(/\bmy\b/g, 'your')) : subject;
      const intro = mind.pick({ G: ['Here is a story about {s} for you.', 'Story time! This one is about {s}.'], PG: ['Ooh, a story about {s}! Here goes.', 'Get comfy: a story about {s}.'], FULL: ['Here is a short story about {s}.', 'A story about {s}, then.'] }, 'story-intro').replace('{s}', about);
      const story = mentorSubjectStory(hero ? hero.name : subject.replace(/\bmy\b/g, 'your'), mind.mode, request.length, mind.seed, hero ? { name: hero.name, noun: hero.noun } : undefined);
      const follow = mind.pick({ G: ['Did you like it?', 'What was your favourite part?'], PG: ['What would you have done?', 'Want another one?'], FULL: ['Shall I tell another?', 'Would you like a different ending?'] }, 'story-follow');
      return `${intro}\n\n${hero ? story.replace(new RegExp(`\\b(?:the |a |an )?${hero.name}\\b(?= (?:stood|had|looked|needed|was|is|shines))`, 'g'), hero.name) : story}\n\n${follow}`;
    }
    case 'poem': {
      const about = subjectText ?? mind.pick({ G: ['the sunshine'], PG: ['the sea'], FULL: ['an ordinary morning'] }, 'poem-subject');
      const intro = mind.pick({ G: ['Here is a little poem about {s}:', 'A poem about {s}, just for you:'], PG: ['A poem about {s}, coming right up:', 'Here is my poem about {s}:'], FULL: ['A short poem about {s}:', 'Here is a poem about {s}:'] }, 'poem-intro').replace('{s}', about);
      return `${intro}\n\n${mentorPoem(about, mind.mode, request.count, mind.seed)}\n\n${mind.pick({ G: ['Do you like it?'], PG: ['Want me to write another one?'], FULL: ['Shall I try a different style?'] }, 'poem-follow')}`;
    }
    case 'riddle': {
      const { riddle, themed } = mentorRiddleFor(subjectWords, mind.said, mind.seed);
      const lead = subjectText && !themed ? `I do not have a riddle about ${subjectText} yet, but here is a good one!` : mind.pick({ G: ['Here is a riddle for you!', 'Riddle time!'], PG: ['Okay, riddle time!', 'Try this riddle!'], FULL: ['Here is a riddle.', 'Try this one.'] }, 'riddle-lead');
      return `${lead} ${riddle.clue} ${mind.pick({ G: ['Have a guess!'], PG: ['What do you think?'], FULL: ['Any guesses?'] }, 'riddle-guess')}`;
    }
    case 'joke':
      return null;
    case 'tips':
    case 'plan': {
      if (subject === null) return null;
      const { steps } = mentorTipsOf([...subjectWords, ...mind.parse.words], mind.mode, request.count);
      const about = subjectText ?? subject;
      const lead = request.kind === 'plan'
        ? mind.pick({ G: ['Here is a plan for {s}!', 'Let us make a plan for {s}.'], PG: ['Here is a plan for {s}:', 'Okay, a plan for {s}:'], FULL: ['Here is a simple plan for {s}:', 'A plan for {s}:'] }, 'plan-lead')
        : mind.pick({ G: ['Here are some ideas for {s}.', 'Let us think about {s} together.'], PG: ['Here are some tips for {s}:', 'Some ideas for {s}:'], FULL: ['A few things that help with {s}:', 'Some tips for {s}:'] }, 'tips-lead');
      const list = mind.mode === 'G' ? steps.join(' ') : steps.map((step, index) => `${String(index + 1)}. ${step}`).join('\n');
      const asked = request.count !== null && request.count > steps.length ? ` (I have ${String(steps.length)} good ones rather than ${String(request.count)}.)` : '';
      const follow = mind.pick({ G: ['Which one will you try first?'], PG: ['Which one will you try first?', 'Want more ideas?'], FULL: ['Which of these fits your situation best?', 'Want me to go deeper on any of these?'] }, 'tips-follow');
      // "how can I learn to swim" → "Some tips to learn to swim", not "for learn to swim".
      const leadText = /^(?:get|be|learn|stop|make|run|focus|write|tell|help|keep|fall|sleep|find|eat|save|study|practise|practice|improve|become|feel|do|have|start|deal|cope|talk|ask|go|stay|win|read|remember|tidy|clean|swim)\b/.test(about)
        ? lead.replace(/\b(?:for|with) \{s\}/, 'to {s}').replace('about {s}', 'how to {s}')
        : lead;
      return `${leadText.replace('{s}', about.replace(/\bi\b/g, 'you').replace(/\bmy\b/g, 'your'))}${asked}\n\n${list}\n\n${follow}`;
    }
  }
}

/** Reveals the answer to the riddle just told, or says whether the guess was right. */
function replyRiddleAnswer(mind: Mind): string | null {
  if (mind.lastAssistant === null) return null;
  const riddle = mentorRiddleIn(mind.lastAssistant);
  if (!riddle) return null;
  const answerWord = riddle.answer.replace(/^(?:a|an|the|your)\s+/i, '').toLowerCase();
  if (mind.normal.includes(answerWord.replace(/[^a-z ]/g, ''))) return `${mind.pick({ G: ['Yes! You got it!', 'Well done!'], PG: ['Yes! Nailed it!', 'Correct!'], FULL: ['Exactly right.', 'Yes, well done.'] }, 'right')} It is ${riddle.answer}. Want another riddle?`;
  if (mind.parse.words.length <= 8) return `${mind.pick({ G: ['Good try!', 'Nice guess!'], PG: ['Good guess, but no!', 'Close, but not quite!'], FULL: ['Good guess, but no.', 'Not quite.'] }, 'wrong')} The answer is ${riddle.answer}. Want another riddle?`;
  return null;
}

// ——— About Grove and honest limits ———

/** Questions about Grove itself, answered plainly: what it is, what it can do, what it remembers. */
const ABOUT_QUESTIONS: ReadonlyArray<readonly [RegExp, ByMode]> = [
  [
    /\b(?:are you (?:a )?(?:real|human|a person|a robot|an ai|alive|a computer)|are you real|is this a real person|am i talking to a (?:person|human|robot|computer))\b/,
    {
      G: ['I am not a person. I am Grove, a computer helper. I can chat, tell stories and answer questions with you!'],
      PG: ['Nope, I am not a real person: I am Grove, a computer program made to chat, explain things and help. A real person you trust is still the best for big things!'],
      FULL: ['No, I am not a person. I am Grove, an AI mentor: a computer program that chats, explains, works things out and helps you think. For anything important, a real person you trust is worth talking to as well.'],
    },
  ],
  [
    /\b(?:how old are you|when is your birthday|when were you (?:born|made))\b/,
    {
      G: ['I am Grove, a computer helper, so I do not have a birthday like you! I am quite new, though. How old are you?'],
      PG: ['I am a computer program, so I do not have an age like people do: I am pretty new! How old are you?'],
      FULL: ['I am an AI program rather than a person, so I do not have an age or a birthday. I am a fairly new helper, though.'],
    },
  ],
  [
    /\b(?:do you remember|will you remember|can you remember) (?:what i (?:say|tell you|said|told you)|me|things)\b/,
    {
      G: ['Yes! In our chat I remember what you tell me, like your name or your pet. Try me!'],
      PG: ['Yes, within our conversation I keep track of what you tell me: names, pets, plans, favourite things. Tell me something and ask me later!'],
      FULL: ['Within a conversation, yes: I keep track of what you tell me (names, family, pets, plans, preferences) and you can ask me about it later on.'],
    },
  ],
  [
    /\b(?:what games (?:can|could|do) (?:we|you|i) play|can we play a game|lets play a game|do you (?:have|know) (?:any )?games)\b/,
    {
      G: ['We can play lots of games! I can tell you a riddle, and you guess. Or try the Games page for twenty questions and more. Shall I tell you a riddle?'],
      PG: ['Loads! I can ask you riddles right here, and the Games page has twenty questions, word games, a quiz and more. Want a riddle to start?'],
      FULL: ['Right here I can do riddles and quick quizzes, and the Games page has twenty questions, word games and more. Shall I start with a riddle?'],
    },
  ],
  [
    /\b(?:can you (?:do|help (?:me )?with) (?:maths|math|sums|my maths|my math|numbers|times tables)|are you good at (?:maths|math))\b/,
    {
      G: ['Yes! I can do sums with you. Try me: ask "what is 3 plus 4" or "what is 5 times 2"!'],
      PG: ['Yes! Give me a sum, a fraction, a percentage or a word problem, like "what is 1/2 + 1/3" or "15% of 80", and I will show the working.'],
      FULL: ['Yes: arithmetic, fractions, decimals, percentages, unit conversions and simple word problems, worked exactly with the steps shown. Try "what is 15% of 80" or "convert 5 km to miles".'],
    },
  ],
  [
    /\b(?:(?:can you )?help me (?:learn to |with (?:my )?)?spell(?:ing|ings)?|can you help me with (?:my )?spellings?)\b/,
    {
      G: ['Yes, let us do it! Say the word out loud, look at the letters, cover it, write it, then check. Which word shall we try?'],
      PG: ['Of course! A great trick is look, say, cover, write, check: look at the word, say its sounds, cover it, write it, then check. Which words are on your spelling list?'],
      FULL: ['Happy to. Look, say, cover, write, check works well: study the word, say its sounds, cover it, write it from memory, then compare. Which words are you working on?'],
    },
  ],
  [
    /\b(?:what is grove|whats grove|who made you|what are you|what is this app|what can (?:grove|it|you) do for (?:my|our) (?:family|kids|children))\b/,
    {
      G: ['I am Grove, a friendly helper for your family! I can chat, tell stories and jokes, answer questions and do sums with you.'],
      PG: ['Grove is a family mentor and companion: I chat, answer questions, explain words, do maths with the working, write stories and help you plan. Grown-ups in your family keep it safe for you.'],
      FULL: ['Grove is a family AI mentor and companion. Adults get a warm mentor to talk things through; children get age-appropriate chat (G for 4 to 8, PG for 9 to 15) behind their own PIN, with games, guided conversations, stories, facts, homework help and maths, all kept safe on the server.'],
    },
  ],
  [
    /^(?:(?:hi|hello|hey) )?(?:whats your name|what is your name|what are you called|do you have a name|who are you|whats ur name)\b/,
    {
      G: ['My name is Grove! I am a friendly helper for you and your family. What is your name?'],
      PG: ['I\'m Grove, your family\'s mentor and companion. What should I call you?'],
      FULL: ['I\'m Grove, a mentor and companion for you and your family. What would you like to talk about?'],
    },
  ],
];


const ABOUT: ByMode = {
  G: ['I am Grove, your friendly helper! I can tell you facts about animals, space and lots more. I can do sums, tell stories and jokes, explain words, and listen when you have feelings. What shall we do?'],
  PG: ['I am Grove! I can answer questions about animals, space, the body, history, countries and loads more, work out maths step by step, explain words, write stories, poems and riddles, help you plan and remember what you tell me. What would you like to try?'],
  FULL: ['I am Grove, a mentor and companion. I can answer questions on science, nature, history, geography and everyday things, work through arithmetic, fractions, percentages and units, explain words, write stories and poems, give practical tips and plans, and keep track of what you tell me in our conversation. What would you like to start with?'],
};

const UNKNOWN: ByMode = {
  G: ['I do not know about {s} yet, so I will not guess. I can tell you about animals, space or your body, do sums or tell a story. What would you like?', 'Hmm, I do not know {s}. I do not want to make something up! Shall we try a fact about animals or space instead?'],
  PG: ['I don\'t know enough about {s} to give you a proper answer, and I won\'t make one up. Ask me about animals, space, the body, history or a country, or give me a maths problem!', 'That one\'s beyond what I know about {s}, so I\'d rather not guess. I can help with science, nature, countries, maths, words or a story instead.'],
  FULL: ['I don\'t know enough about {s} to answer that reliably, and I\'d rather not guess. I can help with science, nature, history, geography, maths, word meanings, writing or planning.', 'That is outside what I know about {s}, so I won\'t invent an answer. Ask me something on science, history, geography, maths or words, or let me help you plan or write something.'],
};
const UNKNOWN_PLAIN: ByMode = {
  G: ['I do not know that one, so I will not guess. I can tell you facts, do sums or tell a story. What would you like?'],
  PG: ['I don\'t know that one, and I won\'t make it up. I can do facts, maths, words, stories and plans: what would you like?'],
  FULL: ['I don\'t know that, and I\'d rather not guess. I can help with facts, maths, words, writing and planning.'],
};

/** Questions no one can answer honestly: the future, luck, secrets. */
const UNKNOWABLE = /\b(?:lottery|winning numbers|next week s numbers|future|predict|who will win|what will happen|stock price|tomorrows? weather|weather tomorrow|what am i thinking|read my mind)\b/;

// ——— Statements ———

function replyFacts(mind: Mind, fresh: readonly MentorThreadFact[]): string | null {
  const fact = fresh[fresh.length - 1];
  const name = mind.facts.find((known) => known.kind === 'name')?.name;
  switch (fact.kind) {
    case 'name':
      return mind.pick({ G: ['Nice to meet you, {n}! What do you like to do?'], PG: ['Nice to meet you, {n}! What are you into?'], FULL: ['Nice to meet you, {n}. What is on your mind today?'] }, 'name').replace('{n}', fact.name ?? '');
    case 'pet': {
      const who = fact.name && fact.value ? `${fact.name} the ${fact.value}` : fact.name ?? `your ${fact.value ?? fact.subject}`;
      return mind.pick({ G: [`${capital(who)} sounds lovely! What does ${fact.name ?? 'your pet'} like to do?`], PG: [`${capital(who)} sounds awesome! What's ${fact.name ?? 'your pet'} like?`], FULL: [`${capital(who)} sounds like good company. How long have you had ${fact.name ?? 'them'}?`] }, 'pet');
    }
    case 'family':
      return fact.name
        ? mind.pick({ G: [`${fact.name} is a lovely name! What do you like doing with your ${fact.subject}?`], PG: [`Nice, ${fact.name}! What do you and your ${fact.subject} like doing together?`], FULL: [`Thanks for telling me about ${fact.name}. How are things with your ${fact.subject}?`] }, 'family')
        : null;
    case 'friend':
      return `${fact.name} sounds like a good friend! What do you like doing together?`;
    case 'job':
      return mind.pick({ G: ['A {j}! That sounds important.'], PG: ['A {j}, cool! What is the best part?'], FULL: ['Working as {a} {j} must keep you busy. What do you enjoy most about it?', 'A {j}: that is a lot of responsibility. How is it going at the moment?'] }, 'job').replace(/\{j\}/g, fact.value ?? '').replace('{a}', /^[aeiou]/.test(fact.value ?? '') ? 'an' : 'a');
    case 'plan':
      return mind.pick({
        G: [`A ${fact.subject}${fact.when ? ` ${fact.when}` : ''}! How exciting! Do you want some tips to get ready?`],
        PG: [`Your ${fact.subject}${fact.when ? ` ${fact.when}` : ''}, nice! How are you feeling about it? I can help you get ready if you like.`],
        FULL: [`Your ${fact.subject}${fact.when ? ` ${fact.when}` : ''}: noted. How are you feeling about it? I'm happy to help you prepare.`],
      }, 'plan');
    case 'birthday':
      return `I will remember that your birthday is ${/^\d/.test(fact.when ?? '') ? 'on ' : 'in '}${fact.when}${name ? `, ${name}` : ''}! How do you like to celebrate?`;
    case 'favourite':
      return `${capital(fact.value ?? '')}, great choice! Why is ${fact.value} your favourite ${fact.subject}?`;
    case 'like': {
      const topic = mentorKnowledgeFind(mentorParse(fact.subject));
      return topic
        ? `You like ${fact.subject}, how cool! ${mind.pick({ G: ['Do you want a fact about {t}?'], PG: ['Want a fun fact about {t}?'], FULL: ['Would you like to hear something interesting about {t}?'] }, 'like').replace('{t}', topic.topic.title)}`
        : `You like ${fact.subject}, how cool! What do you like most about it?`;
    }
    case 'dislike':
      return `Okay, no ${fact.subject} then! What do you like instead?`;
    case 'home':
      return `${fact.value}, nice! What do you like about living there?`;
    case 'age':
      return mind.mode === 'FULL' ? null : `${fact.value}, that is a great age! What do you like doing most?`;
    case 'school':
    case 'school_year':
    case 'teacher':
      return `Thanks for telling me about school! What do you like learning most?`;
    default:
      return null;
  }
}

const THAT = /\b(?:that number|the answer|the result|that|it|this)\b/i;
const OPERATION = /\b(?:add|plus|minus|take|subtract|times|multiply|multiplied|divide|divided|double|triple|half|halve|square|squared|cube|percent|of)\b/;

/** "Now add 8", "times 3", "minus 2": an operation with one number and nothing to work on, so on the last answer. */
const BARE_STEP = /^(?:now |and |then |ok |okay |so )*(?:(add|plus) (\d+(?:\.\d+)?)|(minus|take away|subtract|times|multiply by|multiplied by|divide by|divided by) (\d+(?:\.\d+)?))(?: (?:to it|from it|please|now))?$/;

/**
 * The sum a message makes on a value it leans on, or null when it leans on none: "now add 8" on 15 →
 * "15 + 8", "and double that?" on 42 → "and double 42?".
 */
function sumOn(message: string, value: string): string | null {
  const normal = mentorParseNormal(message);
  const step = BARE_STEP.exec(normal);
  if (step) {
    if (step[1]) return `${value} + ${step[2]}`;
    const operator = /^(?:minus|take away|subtract)$/.test(step[3]) ? '-' : /^(?:times|multiply by|multiplied by)$/.test(step[3]) ? '×' : '÷';
    return `${value} ${operator} ${step[4]}`;
  }
  return THAT.test(normal) && OPERATION.test(normal) ? message.replace(THAT, value) : null;
}

/** The exact result of an earlier message's maths, following "that" back through a chain of them. */
function mathsResultOf(mind: Mind, index: number, depth: number): string | null {
  if (index < 0 || depth > 4) return null;
  const message = mind.userEarlier[index];
  const direct = mentorMathsAnswer(message, mind.mode);
  if (direct?.kind === 'answer') return direct.result;
  // Only a message that leans on an answer is worth following back.
  if (sumOn(message, '0') === null) return null;
  const before = mathsResultOf(mind, index - 1, depth + 1);
  const sum = before === null ? null : sumOn(message, before);
  const stepped = sum === null ? null : mentorMathsAnswer(sum, mind.mode);
  return stepped?.kind === 'answer' ? stepped.result : null;
}

/** "Now add 5 to that", "and double that?", "times 2": the last answer stands in for "that". */
function replyMathsOnLast(mind: Mind): string | null {
  if (sumOn(mind.input.message, '0') === null) return null;
  const result = mathsResultOf(mind, mind.userEarlier.length - 1, 0);
  const sum = result === null ? null : sumOn(mind.input.message, result);
  const answer = sum === null ? null : mentorMathsAnswer(sum, mind.mode);
  return answer?.kind === 'answer' ? answer.text : null;
}

/**
 * "What should I bring?" after "we're going to the beach on Saturday", "what could I make for her?"
 * after grandma's birthday, "what can I do?" after "I'm scared of the dark": tips on what the person
 * told, not general ones.
 */
function replyForPlan(mind: Mind): string | null {
  const { normal } = mind;
  const asks = /^(?:so |and |ok |okay |hmm )?(?:what (?:should|shall|can|could|do) (?:i|we) (?:bring|pack|take|wear|make|do|get|give|buy)|what do (?:i|we) need|what (?:can|could|should) i do|what do i do|any (?:tips|ideas|advice)|how can i (?:help|get ready|prepare))\b/.test(normal) || /\bany (?:tips|ideas|advice)$/.test(normal);
  if (!asks || mind.userEarlier.length === 0) return null;
  const plan = [...mind.facts].reverse().find((fact) => fact.kind === 'plan' && fact.messageIndex >= mind.userEarlier.length - 2);
  const making = /\b(?:make|get|give|buy) (?:for )?(?:her|him|them|my \w+)\b/.test(normal);
  if (plan) {
    const event = /\b(?:test|exam|match|party|birthday|interview|appointment|recital|concert|trip|holiday|school|wedding|gala|race|game|show|play|lesson|competition|tournament|sleepover)$/.test(plan.subject);
    const what = `${event ? 'your ' : 'the '}${plan.subject.replace(/s (birthday|wedding|party)$/, "'s $1")}${plan.when ? ` ${plan.when.replace(/^(?:on )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)/, (day) => day.replace(/\b\w/, (c) => c.toUpperCase()))}` : ''}`;
    return replyRequest(mind, { kind: 'tips', subject: making ? `a present to make for ${what}` : what, length: 'normal', count: null });
  }
  // A worry or fear said just before: "I'm scared of the dark" → tips for the dark.
  const previous = mentorParseNormal(mind.userEarlier[mind.userEarlier.length - 1]);
  const fear = /\b(?:scared|afraid|frightened|nervous|worried|anxious) (?:of|about) (?:the |my |a )?([a-z]+(?: [a-z]+){0,2})/.exec(previous);
  if (fear && mentorTipsOf(fear[0].split(' '), mind.mode, null).themed) {
    return replyRequest(mind, { kind: 'tips', subject: fear[0].replace(/^(?:scared|afraid|frightened)/, 'being scared'), length: 'normal', count: null });
  }
  return null;
}

/**
 * "Another one please" after a poem, "and then what?" after a story: the same kind of piece on the same
 * subject, made afresh (the seed differs, as the last reply is part of it). Undefined when the last
 * request was no story or poem; null when the classic story bank told it (it continues its own).
 */
function replyAgain(mind: Mind): string | null | undefined {
  const previous = mentorRequestOf(mentorParseNormal(mind.userEarlier[mind.userEarlier.length - 1]));
  if (!previous || (previous.kind !== 'story' && previous.kind !== 'poem')) return undefined;
  if (previous.kind === 'poem' && !/\bpoem\b/i.test(mind.lastAssistant ?? '')) return undefined;
  const made = replyRequest(mind, previous);
  if (made === null) return null;
  if (previous.kind === 'story' && THEN.test(mind.normal)) {
    // A sequel: the same subject, a new adventure, said as what happened next.
    const lead = mind.pick({ G: ['Here is what happened next!', 'And then, a new adventure began!'], PG: ['And the story goes on!', 'Here is what happened next.'], FULL: ['Here is what happened next.', 'The story continues.'] }, 'sequel');
    return `${lead}\n\n${made.split('\n\n').slice(1).join('\n\n')}`;
  }
  return made;
}

/** Names the person gave (a pet's, a relative's, a friend's), lower case. */
function namesOf(mind: Mind): string[] {
  return mind.facts.filter((fact) => fact.name !== undefined && fact.kind !== 'name').map((fact) => (fact.name ?? '').toLowerCase());
}

/**
 * A question about what the person said: first the facts the thread keeps ("what kind of dog do I
 * have?"), then their own words given back when the facts do not say it ("where does my sister live?"
 * → "You told me your sister Grace lives in Canada"). "And Tom's?" after "what's my job?" asks the
 * same of Tom. "What did I just ask you?" repeats their last question.
 */
function replyThread(mind: Mind): string | null {
  const { normal, mode } = mind;
  if (/^(?:what did i (?:just )?(?:ask|say)(?: you| to you)?(?: just now)?|what was my (?:last )?question|what did i just (?:ask|say)(?: you)?)$/.test(normal) && mind.userEarlier.length > 0) {
    const previous = mind.userEarlier[mind.userEarlier.length - 1].trim().replace(/[.!?]+$/, '');
    return mode === 'G' ? `You asked me: "${previous}". Do you want to ask it again?` : `You asked me: "${previous}". Want to go back to it?`;
  }
  // "And Tom's?", "what about Mia?": the question before, asked of someone else.
  const elliptic = /^(?:and|what about|how about) ([a-z]+?)(?:s)?$/.exec(normal);
  let question = mind.input.message;
  if (elliptic && mind.userEarlier.length > 0) {
    const who = elliptic[1];
    if (!namesOf(mind).includes(who) && !mind.userEarlier.some((message) => new RegExp(`\\b${who}\\b`, 'i').test(message))) return null;
    question = `${mind.userEarlier[mind.userEarlier.length - 1].replace(/\b(?:my|i|me)\b/gi, '')} ${who}`;
  }
  const words = elliptic ? mentorParse(question).words : mind.parse.words;
  // Names the person wrote with a capital ("his name is Sunny"), so "what kind of dog is sunny?" is about them.
  const written = [...mind.remembered, ...mind.userEarlier].flatMap((message) => [...message.matchAll(/(?<=\w[^.!?]*\s)([A-Z][a-z]+)\b/g)].map((found) => found[1].toLowerCase()));
  const own = words.join(' ').replace(/\b(?:tell|give|show|teach) me\b/g, '');
  const personal = /\b(?:i|im|my|me|mine|we|our)\b/.test(own) || [...namesOf(mind), ...written].some((name) => words.includes(name));
  if (!personal) return null;
  const structured = elliptic ? null : mentorThreadAnswer(words, mind.facts, mode, mind.input.displayName);
  // "How do I tell my mum…?", "what should I make for her?" ask for help, not for what was said.
  if (/^(?:how (?:do|can|should|could|would)|what (?:should|can|could|would|shall)|should|can you|could you|will you|would you|why)\b/.test(normal)) return structured;
  const recall = mentorThreadRecall(question, [...mind.remembered, ...mind.userEarlier]);
  if (recall && (structured === null || /\b(?:not told|haven't told|but not)\b/.test(structured) || !mentorThreadRecallCovered(structured, recall))) {
    return mentorThreadRecallReply(recall, mode);
  }
  return structured;
}

/** "Yes" to the mind's own offer: another fact, another riddle, tips for the plan, a fact about a liked thing. */
function replyYes(mind: Mind, offer: string): string | null {
  const likedTopic = /(?:a fact|a fun fact|something interesting) about ([^?]+)\?$/.exec(offer.trim());
  if (likedTopic) {
    const hit = mentorKnowledgeFind(mentorParse(likedTopic[1]));
    if (hit) return replyTopic(mind, hit.topic);
  }
  if (/(?:another|a) riddle(?: to start)?\?$/.test(offer.trim())) return replyRequest(mind, { kind: 'riddle', subject: null, length: 'normal', count: null });
  if (/\b(?:tips to get ready|help you get ready|help you prepare)\b/.test(offer)) return replyRequest(mind, { kind: 'tips', subject: 'it', length: 'normal', count: null });
  if (/\b(?:another fact|more about|know more|want another\?|one more\?|tell you another\?|keep going\?|go on\?|even cooler)\b/i.test(offer)) return replyFollowUp(mind, 'another');
  return null;
}

/**
 * The builtin mind's answer to one message, or null when the classic conversational replies
 * (greetings, feelings, chat) should answer. In order: a riddle's answer, a follow-up to the last
 * topic ("tell me another", "why?"), a word's meaning (WordNet), maths (exact, with the working),
 * a request with its subject (story, poem, riddle, tips, plan), a question about what the person told
 * it, what Grove can do, a country, a topic of the knowledge bank, an honest "I do not know", and an
 * acknowledgement of what the person just told it about themselves.
 */
export function mentorMindReply(input: MentorMindInput): string | null {
  const mode = input.contentMode;
  const parse = mentorParse(input.message);
  const normal = parse.words.join(' ');
  const userEarlier = input.conversation.filter((entry) => entry.role === 'user').map((entry) => entry.content);
  const said = input.conversation.filter((entry) => entry.role === 'assistant').map((entry) => entry.content);
  // Saved memories come first, as if told before this conversation: what is said now updates them.
  const rememberedFacts: MentorThreadFact[] = (input.memories ?? []).flatMap((memory) => (memory.fact ? [{ ...memory.fact, messageIndex: -1 }] : []));
  const facts = [...rememberedFacts, ...mentorThreadFactsOf([...userEarlier, input.message])];
  const remembered = (input.memories ?? []).map((memory) => mentorMemoryFirstPerson(memory.content));
  const lastAssistant = said.length > 0 ? said[said.length - 1] : null;
  const seedValue = hashOf(`${mode}|${normal}|${lastAssistant ?? ''}|${input.salt}`);
  const mind: Mind = {
    mode,
    parse,
    normal,
    facts,
    said,
    userEarlier,
    remembered,
    lastAssistant,
    seed: { seed: seedValue, salt: input.salt },
    pick: (bank, slot) => mentorWordsPick(bank[mode], seedValue, slot),
    input,
  };

  const riddle = replyRiddleAnswer(mind);
  if (riddle) return riddle;

  // "A fact about my favourite animal", "a story about my favourite food": what the person said it is.
  const favourite = /\bmy (?:favourite|favorite|fave|fav) ([a-z]+)\b/.exec(normal);
  if (favourite && !/^(?:whats|what is|what|which|do you)\b/.test(normal)) {
    const known = facts.filter((fact) => fact.kind === 'favourite' && fact.subject.startsWith(favourite[1].replace(/s$/, ''))).pop();
    if (known?.value) return mentorMindReply({ ...input, message: normal.replace(favourite[0], known.value) });
  }

  const bare = normal.replace(/^(?:ok|okay|cool|wow|yes|yeah|nice|great|ooh|oh|haha|lol)\s+/, '').replace(/\s+(?:please|grove)$/, '');
  if (lastAssistant !== null && /^(?:yes|yeah|yep|yup|sure|ok|okay|yes please|please|go on|of course|definitely|alright|why not|yes i do|i do|yes yes)$/.test(normal)) {
    const yes = replyYes(mind, lastAssistant);
    if (yes) return yes;
  }
  // "Another one", "and then what?" after a story or a poem: another of the same, on the same subject.
  if ((ANOTHER.test(bare) || THEN.test(bare)) && userEarlier.length > 0) {
    const again = replyAgain(mind);
    if (again !== undefined) return again;
  }
  if (ANOTHER.test(bare) && !/\b(?:joke|story|riddle|poem)\b/.test(lastAssistant ?? '')) {
    const more = replyFollowUp(mind, 'another');
    if (more) return more;
  }
  if (WHY.test(bare)) {
    const why = replyFollowUp(mind, 'why');
    if (why) return why;
  }
  if (THEN.test(bare) && lastAssistant !== null && !/\bThe end\b/.test(lastAssistant)) {
    const then = replyFollowUp(mind, 'then');
    if (then) return then;
  }

  const aboutLast = replyAboutLast(mind);
  if (aboutLast) return aboutLast;

  if (input.words) {
    const ask = mentorWordAskOf(input.message);
    if (ask) return mentorWordsAnswer(ask, mode, input.words);
  }

  // "What is that times 3?" works on from the last answer before it is read as a sum of its own.
  const onLast = replyMathsOnLast(mind);
  if (onLast) return onLast;

  const maths = mentorMathsAnswer(input.message, mode);
  if (maths) {
    // "What it cannot parse it says so, once": the second time it offers what it can do instead.
    if (maths.kind === 'unparsed' && said.some((reply) => reply === maths.text)) return null;
    return maths.text;
  }


  const forPlan = replyForPlan(mind);
  if (forPlan) return forPlan;

  const request = mentorRequestOf(normal);
  if (request) {
    const made = replyRequest(mind, request);
    if (made) return made;
  }
  // "How can I fall asleep faster?" is a request for tips when Grove has tips on that theme.
  const how = /^(?:how (?:can|do|could|should) i|how to|what can i do to|whats the best way to|what is the best way to) (.+)$/.exec(normal);
  if (how && mentorTipsOf(how[1].split(' '), mode, null).themed) {
    const made = replyRequest(mind, { kind: 'tips', subject: how[1], length: 'normal', count: null });
    if (made) return made;
  }

  const aboutGrove = ABOUT_QUESTIONS.find(([pattern]) => pattern.test(normal));
  if (aboutGrove) return mind.pick(aboutGrove[1], `about-${aboutGrove[1].G[0].slice(0, 12)}`);

  if (parse.isQuestion || /^(?:tell me|remind me|do you remember|and)\b/.test(normal)) {
    const thread = replyThread(mind);
    if (thread) return thread;
  }

  // "It's about the water cycle" (after "can you help me with my homework"): the topic named.
  const namesTopic = /^(?:its|it is|its all|the topic is|the homework is|my homework is|we are doing|were doing|we are learning about|were learning about) (?:about |on )?(.+)$/.exec(normal);
  if (namesTopic && userEarlier.length > 0) {
    const hit = mentorKnowledgeFind(mentorParse(namesTopic[1]));
    if (hit) return replyTopic(mind, hit.topic);
  }

  if (/\b(?:what can you do|what do you do|what are you able to|what can i ask you|how can you help|what are you good at|what can you help (?:me )?with|can you help me with (?:my )?homework|what do you know)\b/.test(normal)) {
    return mind.pick(ABOUT, 'about');
  }

  const asking = parse.isQuestion || /^(?:(?:can you |could you |please )?(?:tell|give|teach|show) me (?:about|something (?:interesting |cool |fun )?about|(?:a |one |some |two |three |a few )?(?:fun |cool |interesting |random )?facts? about|more about)|explain|describe|what about|(?:a |some )?(?:fun )?facts? about|i want to know about|i want to learn about|what do you know about|talk about)\b/.test(normal);
  const country = mentorCountryFind(parse.words);
  if (country && (asking || parse.words.length <= 4)) return `${mentorCountryAnswer(country, mode)} ${mind.pick({ G: ['Do you want to know more?'], PG: ['Want to know more about it?'], FULL: ['Anything else you would like to know about it?'] }, 'country-more')}`;

  // "How do I tell my mum…", "can you…": about the person or a request, not a question about the world.
  // "What food do I like?", "which school does my son go to?": about the person, never a topic's answer.
  const personal =
    /^(?:how (?:do|can|should|could|would) (?:i|we)|can you|could you|will you|would you|what (?:should|can|could) (?:i|we)|should i)\b/.test(normal) ||
    (/\b(?:i|im|my|me|mine)\b/.test(normal) && !/^(?:(?:can you |could you |please )?(?:tell|teach|show) me (?:about|something about|a fact about|more about)|i (?:want|would like|wanna) to (?:know|learn) about)\b/.test(normal));
  if ((asking || parse.words.length <= 3) && !personal) {
    const hit = mentorKnowledgeFind(parse);
    if (hit) return replyTopic(mind, hit.topic);
  }

  const fresh = facts.filter((fact) => fact.messageIndex === userEarlier.length);
  if (fresh.length > 0 && !parse.isQuestion) {
    const ack = replyFacts(mind, fresh);
    if (ack) return ack;
  }

  if (asking && parse.questionWord !== null && parse.questionWord !== 'yes_no' && !/\b(?:you|your|i|im|me|my)\b/.test(normal)) {
    if (UNKNOWABLE.test(normal)) {
      return mind.pick({ G: ['Nobody can know that, not even me! It has not happened yet.'], PG: ['Nobody can know that for sure, and I won\'t pretend to. It hasn\'t happened yet!'], FULL: ['No one can know that in advance, and I won\'t pretend otherwise.'] }, 'unknowable');
    }
    const subject = parse.subject ?? parse.nouns[0] ?? null;
    return subject ? mind.pick(UNKNOWN, 'unknown').replace('{s}', subject) : mind.pick(UNKNOWN_PLAIN, 'unknown');
  }
  return null;
}
