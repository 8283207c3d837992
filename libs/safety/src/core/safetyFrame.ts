import nlp from 'compromise';

/**
 * A question about the world rather than about doing something: it opens with a question word that
 * is not followed by "I", "you" or "we" ("what guns did soldiers use", "can lightning kill you", "why is
 * a group of crows called a murder"), or it names a lesson, the news or a word ("for a report", "in
 * health class", "what rhymes with gun"). Read on the normalised text.
 */
const ASKS_ABOUT_WORLD = new RegExp(
  [
    '^(?:what|whats|why|who|whos|when|which|where did|how (?:did|does|do (?!i\\b|u\\b|you\\b|we\\b)|many|much|long|old|big|far|come)|is|are|was|were|did|does|do (?!i\\b|u\\b|you\\b|we\\b)|can (?!i\\b|u\\b|you\\b|we\\b)|could (?!i\\b|u\\b|you\\b|we\\b)|tell me about|explain|define)\\b',
    '\\bfor (?:a|my|the|our) (?:report|project|essay|class|homework|test|presentation|assignment)\\b',
    '\\b(?:in|for) (?:health|history|science|chemistry|social studies|biology|english|grammar|pe|geography) (?:class|homework|lesson)\\b',
    '\\b(?:were|we are|we re|im) (?:learning|studying|reading) about\\b',
    '\\bhistory of\\b|\\bon the news\\b|\\ba form\\b|\\bthe doctor\\b|\\brhymes? with\\b|\\bpast tense\\b|\\bidiom\\b|\\bin a sentence\\b|\\bwhat does [a-z ]+ mean\\b',
  ].join('|'),
);

/** Words that turn a question into a plan: the asker means to do it ("so i can", "without my parents"). */
const MEANS_TO_DO = /\b(?:so i can|i want to|i wanna|im going to|im gonna|i will|ill|without (?:my|your) (?:parents|mom|dad)|on my|to my|at my|in my (?:brothers|sisters|moms|dads|teachers)|to put in|give (?:some|it|them) to)\b/;

/** True when a message asks about the world rather than how to do harm (read on the normalised text). */
export function safetyAsksAboutWorld(normalised: string): boolean {
  return ASKS_ABOUT_WORLD.test(normalised) && !MEANS_TO_DO.test(normalised);
}

/**
 * How a reply presents an act as advice: "you could", "try", "the trick is", "some people find that",
 * "dare your friend". Read on the normalised text.
 */
const ADVISES = new RegExp(
  [
    '\\byou (?:could|should|can|need to|have to|must|might want to|just|ll want to)\\b',
    '\\b(?:try|lets)\\b',
    '\\bthe (?:best|easiest|fastest|quickest|quietest|simplest) (?:way|thing|one|trick)\\b',
    '\\bthe trick is\\b',
    '\\b(?:some|many|lots of|a lot of) (?:people|kids|of them)\\b',
    '\\bdare (?:your|a) friend\\b',
  ].join('|'),
);

/** A reply about a lesson, history or a game: advice there is about a report or a level, not a deed. */
const TEACHES =
  /\b(?:report|project|essay|homework|history|historians?|museums?|world war|the war|in (?:minecraft|fortnite|zelda|mario|roblox|the game|pokemon|among us)|ask (?:a|your|the) (?:parent|parents|doctor|teacher|grown up|nurse|school nurse))\b/;

/** Words a sentence may open with before its verb: "Just take…", "So light…", "Then go…". */
const OPENERS = /^(?:(?:just|so|but|and|then|now|first|next|honestly|actually|okay|ok|sure|well|also|or)\b[\s,]*)+/i;

/**
 * True when a reply sentence tells the reader to do something: advice forms ({@link ADVISES}) or a
 * sentence that opens with a verb in the imperative ("Pour the bleach…", "Just take the card…"). The
 * imperative is read by compromise, a maintained English part-of-speech tagger, on the sentence
 * itself, so "Pouring rain…" or "Nicotine is addictive" are not orders.
 */
export function safetyTellsToDo(sentence: string, normalised: string): boolean {
  if (TEACHES.test(normalised)) return false;
  if (ADVISES.test(normalised)) return true;
  const opening = sentence.trim().replace(/^[^A-Za-z]+/, '').replace(OPENERS, '');
  if (opening.length === 0) return false;
  const first = nlp(opening).terms().first();
  return first.has('#Imperative') || (first.has('#Infinitive') && !first.has('(#Noun|#Adjective)'));
}
