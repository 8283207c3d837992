import { mentorParseNormal } from '../understand/mentorParse';

/** The kinds of thing a person tells the mentor about themselves. */
export type MentorThreadFactKind =
  | 'name'
  | 'age'
  | 'pet'
  | 'family'
  | 'friend'
  | 'job'
  | 'workplace'
  | 'school'
  | 'school_year'
  | 'teacher'
  | 'like'
  | 'dislike'
  | 'favourite'
  | 'plan'
  | 'feeling'
  | 'birthday'
  | 'home';

/**
 * One thing the person said about themselves in this conversation. This is what the memories issue
 * saves: one fact, its kind, what it is about, and the words it was said in.
 */
export interface MentorThreadFact {
  kind: MentorThreadFactKind;
  /**
   * What it is about: a pet's species (`dog`), a relative (`sister`), a favourite's category
   * (`colour`), a plan's event (`piano recital`), a liked thing, a feeling word; `you` for the
   * person's own name, age, job, school, birthday and home.
   */
  subject: string;
  /** A proper name: the pet's, the relative's, the friend's, the teacher's, the person's own. */
  name?: string;
  /** The rest: a pet's breed, a job, an age, a favourite's value, a place, a school year. */
  value?: string;
  /** When, for plans and birthdays: `on Friday`, `3 May`, `next week`. */
  when?: string;
  /** The index of the person's message it came from (0 = their first message in the conversation). */
  messageIndex: number;
}

/** Pets people name. */
export const MENTOR_PET_SPECIES = [
  'dog', 'cat', 'rabbit', 'bunny', 'hamster', 'guinea pig', 'goldfish', 'fish', 'horse', 'pony', 'parrot', 'budgie', 'bird',
  'tortoise', 'turtle', 'snake', 'lizard', 'gecko', 'mouse', 'rat', 'gerbil', 'ferret', 'chicken', 'duck', 'puppy', 'kitten', 'cockatiel', 'axolotl',
] as const;

/** Breeds, so "I have a beagle called Biscuit" is known to be a dog. */
const BREEDS: Readonly<Record<string, string>> = Object.fromEntries([
  ...[
    'beagle', 'labrador', 'poodle', 'spaniel', 'cocker spaniel', 'terrier', 'retriever', 'golden retriever', 'dachshund', 'sausage dog', 'collie',
    'border collie', 'pug', 'bulldog', 'french bulldog', 'husky', 'chihuahua', 'corgi', 'dalmatian', 'boxer', 'greyhound', 'whippet', 'schnauzer',
    'sheepdog', 'rottweiler', 'cockapoo', 'labradoodle', 'cavapoo', 'jack russell', 'german shepherd', 'shih tzu', 'lurcher', 'staffie', 'westie',
    'great dane', 'bichon', 'yorkie', 'pomeranian', 'springer spaniel',
  ].map((breed) => [breed, 'dog'] as const),
  ...['tabby', 'siamese', 'persian', 'ragdoll', 'bengal', 'sphynx', 'maine coon'].map((breed) => [breed, 'cat'] as const),
]);

/** Relatives people tell about. */
const RELATIVES = [
  'mum', 'mom', 'mummy', 'mommy', 'mother', 'dad', 'daddy', 'father', 'sister', 'brother', 'little sister', 'little brother', 'big sister',
  'big brother', 'baby sister', 'baby brother', 'twin', 'grandma', 'granny', 'nana', 'nan', 'grandmother', 'grandpa', 'grandad', 'granddad',
  'grandfather', 'aunt', 'auntie', 'aunty', 'uncle', 'cousin', 'son', 'daughter', 'wife', 'husband', 'partner', 'boyfriend', 'girlfriend', 'stepmum',
  'stepdad', 'niece', 'nephew', 'baby',
];

/** Events a plan is about. */
const EVENTS = [
  ...'recital concert exam test quiz match game party interview appointment play show competition race trip holiday vacation meeting presentation audition lesson tournament sleepover performance wedding dentist doctor playdate camp visit assembly gala'.split(' '),
  'sports day',
  'birthday party',
  'school play',
  'marathon',
  'half marathon',
  'triathlon',
  'fun run',
];

const WEEKDAYS = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const MONTHS = '(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)';
/** When something happens, as people say it. */
const WHEN = new RegExp(
  `\\b((?:on |this |next |last )?${WEEKDAYS}(?: (?:morning|afternoon|evening|night))?|tomorrow(?: (?:morning|afternoon|evening|night))?|tonight|today|this (?:weekend|week|month|evening|afternoon|morning)|next (?:week|weekend|month|year)|in (?:two|three|a few|\\d+) (?:days|weeks)|(?:on |in )?(?:the )?\\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTHS}|(?:on |in )?${MONTHS}(?: \\d{1,2}(?:st|nd|rd|th)?)?|after school|at the weekend|soon)\\b`,
);

const NUMBER_WORDS: Readonly<Record<string, string>> = {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', eleven: '11', twelve: '12',
  thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16', seventeen: '17', eighteen: '18', nineteen: '19', twenty: '20',
};

/** Words that end a phrase a fact is cut from. */
const PHRASE_END = new Set(
  'and but because so who which that when if or on at in to with for from by is was are were has have had will would can could today tomorrow yesterday tonight now too very really lol please he she it they we i me you my his her their our'.split(' '),
);
/** Words that cannot be a name even when capitalised ("I'm Happy", "I'm Sorry"). */
const NOT_NAMES = new Set(
  'happy sad sorry tired fine good okay ok bored scared angry here back home done ready new sure not so very just really always never still going feeling hungry thirsty excited nervous worried lonely sick ill better great alright cold hot busy late early the a an in at from with years year old wont cant doesnt isnt didnt wasnt dont keeps said says told hates likes loves thinks got gets also'.split(' '),
);

const alternation = (items: readonly string[]): string => [...items].sort((a, b) => b.length - a.length).map((item) => item.replace(/ /g, ' ')).join('|');
const SPECIES_RE = alternation(MENTOR_PET_SPECIES);
const RELATIVE_RE = alternation(RELATIVES);
const BREED_RE = alternation(Object.keys(BREEDS));
const EVENT_RE = alternation(EVENTS);

/** The word at a normal-form position, as it was written (for names' capitals). */
function written(original: string, normalWord: string): string {
  const match = new RegExp(`\\b(${normalWord.replace(/[^a-z0-9]/g, '')})\\b`, 'i').exec(original.replace(/['’]/g, ''));
  const word = match ? match[1] : normalWord;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Takes words from the start of `text` up to a phrase end, at most `max`. */
function phrase(text: string, max = 4): string {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    if (word.length === 0) continue;
    if (PHRASE_END.has(word) && out.length > 0) break;
    if (PHRASE_END.has(word)) break;
    out.push(word);
    if (out.length >= max) break;
  }
  return out.join(' ');
}

/** A name after "called", "named" or directly: one word, not a common adjective. */
function nameAt(original: string, candidate: string | undefined): string | undefined {
  if (!candidate || NOT_NAMES.has(candidate) || PHRASE_END.has(candidate) || /^\d/.test(candidate)) return undefined;
  // "my friend is ignoring me": a word that looks like a verb is a name only when written with a capital.
  if (/(?:ing|nt|ed)$/.test(candidate) && !new RegExp(`\\b${candidate.charAt(0).toUpperCase()}${candidate.slice(1)}\\b`).test(original.replace(/['’]/g, ''))) return undefined;
  return written(original, candidate);
}

function singular(species: string): string {
  if (species === 'puppy') return 'dog';
  if (species === 'kitten') return 'cat';
  if (species === 'bunny') return 'rabbit';
  return species.replace(/(?<!s)s$/, '');
}

/** Facts made by a correction ("oops, his name is Rocky"): they replace, they do not add. */
const CORRECTIONS = new WeakSet<MentorThreadFact>();

/** Facts of one message, in the order found. `previous` lets "he is a beagle" reach the pet named before. */
function factsOfMessage(original: string, messageIndex: number, previous: readonly MentorThreadFact[]): MentorThreadFact[] {
  const facts: MentorThreadFact[] = [];
  const at = (fact: Omit<MentorThreadFact, 'messageIndex'>): void => {
    facts.push({ ...fact, messageIndex });
  };
  for (const sentenceRaw of original.split(/(?<=[.!?;])\s+|(?:\s+(?:and|but)\s+|\s*,\s*)(?=(?:i|my|he|she|it|we|his|her)\b)/i)) {
    const text = ` ${mentorParseNormal(sentenceRaw)} `;
    let match: RegExpExecArray | null;
    // Names: "my name is Sam", "I'm called Sam", "call me Sam", "I'm Sam".
    if ((match = /\b(?:my name is|my names|im called|i am called|call me|they call me|people call me) ([a-z]+)\b/.exec(text))) {
      const name = nameAt(sentenceRaw, match[1]);
      if (name) at({ kind: 'name', subject: 'you', name });
    } else if ((match = /^ (?:hi |hello |hey )?(?:im|i am|this is) ([a-z]+) $/.exec(text)) || (match = /^ (?:hi |hello |hey )?(?:im|i am) ([a-z]+)(?= and | i | by the way | btw | here | from )/.exec(text))) {
      // Only a capitalised word: "I'm Sam" is a name, "I'm tired" is not.
      const word = match[1];
      if (new RegExp(`\\b${word}\\b`, 'i').test(sentenceRaw) && /[A-Z]/.test(written(sentenceRaw, word).charAt(0)) && new RegExp(`\\b${word.charAt(0).toUpperCase()}`).test(sentenceRaw.replace(/['’]/g, ''))) {
        const name = nameAt(sentenceRaw, word);
        if (name) at({ kind: 'name', subject: 'you', name });
      }
    }
    // Age: "I am 7", "I'm seven years old".
    if ((match = /\b(?:im|i am|i turned|i just turned) (\d{1,2}|[a-z]+)(?: (?:years? old|yrs? old|and a half))?\b/.exec(text)) && (/\d/.test(match[1]) || NUMBER_WORDS[match[1]])) {
      if (/\d/.test(match[1]) ? !/ (?:am|pm|oclock|minutes|km|miles) /.test(text) : true) at({ kind: 'age', subject: 'you', value: /\d/.test(match[1]) ? match[1] : NUMBER_WORDS[match[1]] });
    }
    // Pets: "my dog is called Biscuit", "my dog Biscuit", "I have a beagle called Biscuit", "he is a beagle".
    const speciesOf = (word: string): string => (BREEDS[word] ?? singular(word));
    if ((match = new RegExp(`\\bmy (${BREED_RE}|${SPECIES_RE})s? (?:is called|is named|s name is|name is|called|named|whos called) ([a-z]+)`).exec(text)) || (match = new RegExp(`\\bmy (${BREED_RE}|${SPECIES_RE}) ([a-z]+) (?:is|has|likes|loves|was|and)\\b`).exec(text))) {
      const name = nameAt(sentenceRaw, match[2]);
      if (name) at({ kind: 'pet', subject: speciesOf(match[1]), name, value: BREEDS[match[1]] ? match[1] : undefined });
    } else if ((match = new RegExp(`\\b(?:i|we) (?:have|got|own|have got|adopted) (?:a|an|one|two|three|\\d) (?:(?:little|big|new|old|young|baby|cute|fluffy) )?(${BREED_RE}|${SPECIES_RE})(?:s)?(?: (?:called|named) ([a-z]+))?`).exec(text))) {
      const name = nameAt(sentenceRaw, match[2]);
      at({ kind: 'pet', subject: speciesOf(match[1]), name, value: BREEDS[match[1]] ? match[1] : undefined });
    }
    if ((match = new RegExp(`\\b(he|she|it|hes|shes|its|([a-z]+)) (?:is |s )?(?:a|an) (?:(?:little|big|cute|fluffy|young|old|black|white|brown|golden) )?([a-z]+(?: [a-z]+)?)\\b`).exec(text)) && (/^(?:hes|shes|its)$/.test(match[1]) || / (?:is|s) (?:a|an) /.test(match[0]))) {
      const who = match[1].replace(/^(he|she|it)s$/, '$1');
      const pets = [...previous, ...facts].filter((fact) => fact.kind === 'pet');
      const pet = who === 'he' || who === 'she' || who === 'it' ? pets[pets.length - 1] : pets.find((fact) => fact.name?.toLowerCase() === who);
      const breedWords = match[3].split(' ');
      const breed = BREEDS[match[3]] ? match[3] : BREEDS[breedWords[0]] ? breedWords[0] : null;
      const plain = phrase(match[3], 2);
      if (pet && (breed || (plain.length > 0 && !MENTOR_PET_SPECIES.includes(plain as (typeof MENTOR_PET_SPECIES)[number]) && !/^(?:good|bad|boy|girl|lot|bit|very|really|little|naughty|puppy|kitten)$/.test(plain)))) {
        at({ kind: 'pet', subject: pet.subject, name: pet.name, value: breed ?? plain });
      }
    }
    // "My dog is a golden retriever": the breed of a pet not yet named.
    if ((match = new RegExp(`\\bmy (${SPECIES_RE}) is (?:a|an) (?:(?:little|big|cute|fluffy|young|old) )?(${BREED_RE})\\b`).exec(text))) {
      at({ kind: 'pet', subject: speciesOf(match[1]), value: match[2] });
    }
    // A correction: "oops, his name is Rocky" renames the pet or relative spoken of last.
    if ((match = /\b(?:his|her|its) (?:name is|names|real name is) ([a-z]+)/.exec(text))) {
      const name = nameAt(sentenceRaw, match[1]);
      const earlier = [...previous, ...facts].filter((fact) => (fact.kind === 'pet' || fact.kind === 'family' || fact.kind === 'friend') && fact.name).pop();
      // "My dog is a golden retriever, his name is Sunny": the name of the pet just told about, not a correction.
      const unnamed = facts.filter((fact) => (fact.kind === 'pet' || fact.kind === 'family') && !fact.name).pop();
      if (name && unnamed) {
        at({ kind: unnamed.kind, subject: unnamed.subject, name, value: unnamed.value });
      } else if (name && earlier) {
        at({ kind: earlier.kind, subject: earlier.subject, name, value: earlier.value });
        CORRECTIONS.add(facts[facts.length - 1]);
      }
    }
    // Family: "my sister is called Mia", "my brother Tom", "my mum is a nurse", "I have two brothers".
    if ((match = new RegExp(`\\bmy (${RELATIVE_RE})s? (?:is called|is named|s name is|name is|called|named) ([a-z]+)`).exec(text)) || (match = new RegExp(`\\bmy (${RELATIVE_RE}) ([a-z]+) (?:is|has|likes|loves|was|and|keeps|always|took|took|said|says|wont)\\b`).exec(text))) {
      const name = nameAt(sentenceRaw, match[2]);
      if (name) at({ kind: 'family', subject: match[1], name });
    }
    if ((match = new RegExp(`\\bmy (${RELATIVE_RE}) (?:is|works as) (?:a|an) ([a-z]+(?: [a-z]+)?)`).exec(text))) {
      at({ kind: 'family', subject: match[1], value: phrase(match[2], 2) });
    }
    if ((match = new RegExp(`\\bmy (?:(?:little|big|older|younger|baby|twin|step) )?(${RELATIVE_RE}) ([a-z]+) is (\\d{1,2}|[a-z]+)(?: years? old)?\\b`).exec(text)) && (/\d/.test(match[3]) || NUMBER_WORDS[match[3]])) {
      // "my little brother Sam is 4": his name and his age.
      const name = nameAt(sentenceRaw, match[2]);
      if (name) at({ kind: 'family', subject: match[1], name, value: `${/\d/.test(match[3]) ? match[3] : NUMBER_WORDS[match[3]]} years old` });
    }
    if ((match = new RegExp(`\\bmy (?:(?:little|big|older|younger|baby|twin|step) )?(${RELATIVE_RE}) is (\\d{1,2}|[a-z]+)(?: years? old)?\\b`).exec(text)) && (/\d/.test(match[2]) || NUMBER_WORDS[match[2]])) {
      at({ kind: 'family', subject: match[1], value: `${/\d/.test(match[2]) ? match[2] : NUMBER_WORDS[match[2]]} years old` });
    }
    if ((match = new RegExp(`\\bi (?:have|have got|got) (a|an|one|two|three|four|\\d) (?:(?:little|big|older|younger|baby|twin) )?(${RELATIVE_RE})s?\\b`).exec(text))) {
      at({ kind: 'family', subject: match[2], value: match[1] === 'a' || match[1] === 'an' ? '1' : NUMBER_WORDS[match[1]] ?? match[1] });
    }
    // Friends: "my best friend is called Zoe", "my friend Zoe".
    if ((match = /\bmy (?:best |bestest )?friend (?:is called |is named |s name is |called |named |is )?([a-z]+)/.exec(text))) {
      const name = nameAt(sentenceRaw, match[1]);
      if (name) at({ kind: 'friend', subject: 'friend', name });
    }
    // Work: "I work as a nurse", "I'm a teacher", "I work at the hospital".
    if ((match = /\bi (?:work as|am working as|m working as) (?:a|an) ([a-z]+(?: [a-z]+)?)/.exec(text)) || (match = /^ (?:and )?(?:im|i am) (?:a|an) ([a-z]+(?: [a-z]+)?)\b/.exec(text))) {
      const job = phrase(match[1], 2);
      if (job && !/^(?:bit|little|lot|good|bad|big|fan|kid|child|boy|girl|person|mess|mum|mom|dad|parent)$/.test(job)) at({ kind: 'job', subject: 'you', value: job });
    }
    if ((match = /\bi work (?:at|for|in) (?:a |an |the )?([a-z]+(?: [a-z]+){0,3})/.exec(text))) {
      const place = phrase(match[1], 4);
      if (place) at({ kind: 'workplace', subject: 'you', value: place });
    }
    // School: "I go to Oak Hill Primary", "I'm in year 3", "my teacher is Mrs Patel".
    if ((match = /\bi (?:go to|am at|m at|attend) ([a-z]+(?: [a-z]+){0,3} (?:school|primary|academy|college|elementary|middle school|high school))\b/.exec(text))) {
      at({ kind: 'school', subject: 'you', value: match[1].split(' ').map((word) => written(sentenceRaw, word)).join(' ') });
    }
    if ((match = /\b(?:im|i am) in (?:the )?(\d{1,2})(?:st|nd|rd|th) (grade|year|class)\b/.exec(text))) {
      at({ kind: 'school_year', subject: 'you', value: `${match[2]} ${match[1]}` });
    } else if ((match = /\b(?:im|i am) in (year|grade|class|primary|p) (\d{1,2}|[a-z]+)\b/.exec(text)) && (/\d/.test(match[2]) || NUMBER_WORDS[match[2]])) {
      at({ kind: 'school_year', subject: 'you', value: `${match[1]} ${/\d/.test(match[2]) ? match[2] : NUMBER_WORDS[match[2]]}` });
    }
    if ((match = /\bmy teacher (?:is called |is named |s name is |is |called )?((?:mr|mrs|ms|miss|dr|sir|madame) [a-z]+|[a-z]+)/.exec(text))) {
      const parts = match[1].split(' ');
      const name = parts.length === 2 ? `${written(sentenceRaw, parts[0])} ${written(sentenceRaw, parts[1])}` : nameAt(sentenceRaw, parts[0]);
      if (name && !/^(?:very|really|nice|mean|strict|kind|funny)$/i.test(name)) at({ kind: 'teacher', subject: 'teacher', name });
    }
    // Favourites: "my favourite colour is green", "pizza is my favourite food".
    if ((match = /\bmy (?:favourite|favorite|fave|fav) ([a-z]+(?: [a-z]+)?) (?:is|are) (?:a |an |the )?([a-z0-9]+(?: [a-z0-9]+){0,3})/.exec(text))) {
      at({ kind: 'favourite', subject: match[1].replace(/ (?:is|are)$/, ''), value: phrase(match[2], 4) });
    } else if ((match = /\b([a-z]+(?: [a-z]+)?) (?:is|are) my (?:favourite|favorite|fave|fav) ([a-z]+)/.exec(text))) {
      at({ kind: 'favourite', subject: match[2], value: match[1].replace(/^(?:and|but|oh|i think|well) /, '') });
    }
    // Likes: "I love dinosaurs", "I really like drawing", "I don't like broccoli", "I hate spiders".
    if ((match = /\bi (?:really |really really |also |totally )?(?:dont like|do not like|hate|cant stand|dislike|am scared of|m scared of|am afraid of) (?:the |a |an |my |doing |eating |playing )?([a-z]+(?: [a-z]+){0,2})/.exec(text))) {
      const thing = phrase(match[1], 3);
      if (thing && thing !== 'it' && thing !== 'that') at({ kind: 'dislike', subject: thing });
    } else if ((match = /\bi (?:really |really really |also |totally |just )?(?:like|love|enjoy|adore|am into|m into|am obsessed with|m obsessed with) (?:the |a |an |my |doing |eating |playing )?([a-z]+(?: [a-z]+){0,2})/.exec(text))) {
      const thing = phrase(match[1], 3);
      if (thing && !/^(?:it|that|this|you|to|him|her|them)$/.test(thing) && !/ (?:you|it)$/.test(thing)) at({ kind: 'like', subject: thing.replace(/^(?:to) /, '') });
    }
    // Plans: "I have a piano recital on Friday", "my exam is next week", "we're going to the beach on Saturday".
    const when = WHEN.exec(text)?.[1];
    if ((match = new RegExp(`\\b(?:i|we) (?:have|ve got|have got|got) (?:a|an|my|our|the|a big|an important) ((?:[a-z]+ )?(?:${EVENT_RE}))\\b`).exec(text))) {
      at({ kind: 'plan', subject: match[1], when });
    } else if ((match = new RegExp(`\\bmy ((?:[a-z]+ )?(?:${EVENT_RE})) is (?:on |this |next |tomorrow|today|tonight|in |soon|coming)`).exec(text))) {
      at({ kind: 'plan', subject: match[1], when });
    } else if ((match = /\b(?:i am|im|we are|were|i will be|we will be) (training|preparing|practising|practicing|revising|studying|saving up|getting ready) for (a |an |the |my |our )?([a-z0-9]+(?: [a-z0-9]+){0,4})/.exec(text)) && when) {
      // "I'm training for a 10 km run in May": what the person is working towards, and when.
      const what = phrase(match[3], 4);
      if (what) at({ kind: 'plan', subject: `${match[1]} for ${match[2] ?? ''}${what}`, when });
    } else if ((match = /\b(?:i am|im|we are|were|i will be|we will be) going (camping|swimming|fishing|skiing|sailing|hiking|shopping|bowling|ice skating|skating)\b/.exec(text)) && when) {
      at({ kind: 'plan', subject: match[1], when });
    } else if ((match = /\b(?:i am|im|we are|were|i will be|we will be) going (?:to|on) (?:a |an |the |my |our )?([a-z]+(?: [a-z]+){0,2})/.exec(text)) && when) {
      const where = phrase(match[1], 3);
      if (where && !/^(?:be|have|try|do|make|get|sleep|bed)$/.test(where.split(' ')[0])) at({ kind: 'plan', subject: where, when });
    }
    // Someone else's event: "my son is starting secondary school in September", "it's my grandma's birthday on Sunday".
    if ((match = new RegExp(`\\b(?:my (${RELATIVE_RE}|best friend|friend) (?:is|s) starting|(?:im|i am|were|we are) starting) (?:at )?(?:a |an |the |his |her |my |our )?([a-z]+(?: [a-z]+){0,2})`).exec(text))) {
      const what = phrase(match[2], 3);
      if (what) at({ kind: 'plan', subject: `${match[1] ? `${match[1]} starting` : 'starting'} ${what}`, when });
    }
    if ((match = new RegExp(`\\b(?:its|it is|it will be) my (${RELATIVE_RE}|best friend|friend)s (birthday|wedding|party|recital|concert|show|match|graduation)\\b`).exec(text))) {
      at({ kind: 'plan', subject: `${match[1]}s ${match[2]}`, when });
    }
    // Birthday: "my birthday is on 3 May", "my birthday is in June".
    if ((match = new RegExp(`\\bmy (?:birthday|bday|birthdays) is (?:on |in )?(?:the )?((?:\\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTHS})|(?:${MONTHS}(?: \\d{1,2}(?:st|nd|rd|th)?)?)|tomorrow|today|next week|on ${WEEKDAYS}|${WEEKDAYS})`).exec(text))) {
      at({ kind: 'birthday', subject: 'you', when: match[1].replace(/\b([a-z])/g, (letter, _l, offset: number, whole: string) => (new RegExp(MONTHS).test(whole.slice(offset)) || new RegExp(WEEKDAYS).test(whole.slice(offset)) ? letter.toUpperCase() : letter)) });
    }
    // Home: "I live in Leeds".
    if ((match = /\bi live (?:in|near|on) (?:a |an |the )?([a-z]+(?: [a-z]+){0,2})/.exec(text))) {
      const place = phrase(match[1], 3);
      if (place) at({ kind: 'home', subject: 'you', value: place.split(' ').map((word) => (/^(?:house|flat|farm|city|town|village|apartment|boat|street)$/.test(word) ? word : written(sentenceRaw, word))).join(' ') });
    }
    // Feelings about something: "I'm nervous about my recital".
    if ((match = /\b(?:i feel|im feeling|i am feeling|im|i am|i was|im really|i am really|i feel really|im so|i am so) (nervous|worried|excited|scared|anxious|happy|sad|proud|angry|upset|stressed|lonely|bored|tired) (?:about|for|because of|of) (?:the |my |a |an )?([a-z]+(?: [a-z]+){0,2})/.exec(text))) {
      at({ kind: 'feeling', subject: match[1], value: phrase(match[2], 3) });
    }
  }
  return facts;
}

/**
 * Reads what the person told the mentor about themselves across a conversation — their name, age,
 * pets (and breeds), family, friends, job, school, likes and dislikes, favourites, plans with their
 * dates, feelings and birthday — from their messages, oldest first. A later fact about the same pet
 * or relative adds to it ("My dog is called Biscuit" then "he is a beagle"); a later answer replaces
 * an earlier one of the same kind ("my favourite colour is green", later "…is blue").
 */
export function mentorThreadFactsOf(messages: readonly string[]): MentorThreadFact[] {
  const facts: MentorThreadFact[] = [];
  messages.forEach((message, index) => {
    for (const fact of factsOfMessage(message, index, facts)) {
      // A correction ("his name is Rocky") renames the last one of its kind instead of adding a second.
      const same = CORRECTIONS.has(fact)
        ? facts.findLastIndex((known) => known.kind === fact.kind && known.subject === fact.subject && known.name !== undefined)
        : facts.findIndex((known) => sameFact(known, fact));
      if (same >= 0) {
        const known = facts[same];
        facts[same] = { ...known, ...Object.fromEntries(Object.entries(fact).filter(([, value]) => value !== undefined)) } as MentorThreadFact;
      } else {
        facts.push(fact);
      }
    }
  });
  return facts;
}

/** Whether two facts are about the same thing, so the later one updates the earlier. */
function sameFact(a: MentorThreadFact, b: MentorThreadFact): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'pet':
      return a.subject === b.subject && (a.name === undefined || b.name === undefined || a.name === b.name);
    case 'family':
      return a.subject === b.subject && (a.name === undefined || b.name === undefined || a.name === b.name);
    case 'favourite':
    case 'plan':
    case 'like':
    case 'dislike':
    case 'feeling':
      return a.subject === b.subject;
    case 'friend':
      return a.name === b.name;
    default:
      return true;
  }
}
