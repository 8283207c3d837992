/** What a person asked the mentor to make. */
export type MentorRequestKind = 'story' | 'poem' | 'joke' | 'riddle' | 'tips' | 'plan';

/** A request, its subject and how long it should be, read from the message. */
export interface MentorRequest {
  kind: MentorRequestKind;
  /** What it should be about, as the person said it ("a lighthouse", "my dog Biscuit"), or null. */
  subject: string | null;
  length: 'short' | 'normal' | 'long';
  /** A number asked for: lines of a poem, tips in a list; null when none. */
  count: number | null;
}

const NUMBERS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, a: 1, an: 1 };

/** Words after which a subject phrase stops: "a story about a lighthouse *please*", "… *for* my sister". */
const SUBJECT_END = /\s+(?:please|pls|plz|for me|for my|for us|to me|that is|thats|which|who is|who|tonight|now|right now|today|before bed|at bedtime|with a happy ending|with a moral|and make it|and then|in (?:\w+ )?(?:lines|words|sentences)|if you can|thanks|thank you)\b.*$/;

const KINDS: ReadonlyArray<readonly [MentorRequestKind, RegExp]> = [
  ['story', /\b(?:stor(?:y|ies)|storr(?:y|ies)|storey|stroy|sotry|tale|fairy tale|bedtime story|adventure story)\b/],
  ['poem', /\b(?:poem|poems|poetry|rhyme|rhymes|haiku|limerick|verse|song lyrics)\b/],
  ['riddle', /\b(?:riddle|riddles|brain teaser|puzzle for me)\b/],
  ['joke', /\b(?:joke|jokes|something funny|make me laugh|knock knock|pun)\b/],
  ['plan', /\b(?:plan|planning|schedule|timetable|checklist|to do list|todo list|help me (?:organi[sz]e|prepare|get ready)|prepare for|get ready for)\b/],
  ['tips', /\b(?:tips?|advice|ideas|ways to|how (?:can|do|could|should) i (?:get|be|make|stay|feel|do|improve|learn|practi[cs]e|save|study|sleep|stop|deal|keep|help)|how to|steps to|list of)\b/],
];

/** A request must also ask: "tell me a story" is a request, "my story was good" is not. */
const ASKING = /\b(?:tell|make|write|give|share|read|say|do|know|create|come up with|got|have|want|need|can|could|would|will|help|another|any|some|list|please|lets|let us|i want|i need|how)\b/;

/**
 * Reads a request to make something — a story, poem, joke, riddle, list of tips or a plan — with what
 * it should be about ("tell me a story about a lighthouse" → story, "a lighthouse") and its length
 * ("a short story", "a four line poem", "5 tips"). Null when the message asks for none of them.
 */
export function mentorRequestOf(normalText: string): MentorRequest | null {
  const text = ` ${normalText} `;
  const found = KINDS.find(([, pattern]) => pattern.test(text));
  if (!found) return null;
  const [kind, pattern] = found;
  if (!ASKING.test(text) && !/^ (?:a|an|another|one|some|any|\d+|two|three|four|five|tips|ideas|advice|ways) /.test(text) && normalText.split(' ').length > 3) return null;
  // Stories told about oneself ("my story was good") and "the plan is…" are not requests.
  if (/\b(?:my|our|his|her|the) (?:story|plan|joke) (?:is|was)\b/.test(text)) return null;
  const after = text.slice((pattern.exec(text)?.index ?? 0) + (pattern.exec(text)?.[0].length ?? 0) + 1);
  let subject: string | null = null;
  const about = /^\s*(?:about|of|on|with|featuring|starring|for|where|in which|to do with|involving)\s+(.+)$/.exec(after) ?? / (?:about|featuring|starring|involving) (.+)$/.exec(text);
  if (about) subject = about[1];
  else {
    // "a dinosaur story", "a space poem", "bedtime tips"
    const before = new RegExp(`(?:a|an|some|the|another|your best|funny|short|long) ((?:[a-z]+ ){1,2})(?:${pattern.source.replace(/^\\b\(\?:|\)\\b$/g, '')})`).exec(text);
    if (before) subject = before[1].trim();
  }
  if (subject !== null) {
    subject = subject
      .replace(SUBJECT_END, '')
      .replace(/^(?:how to|ways to|to)\s+/, (prefix) => (kind === 'tips' || kind === 'plan' ? prefix : ''))
      .replace(/\s+$/, '')
      .trim();
    if (/^(?:short|long|funny|good|nice|new|bedtime|little|quick|fun|cool|silly|me|it|that|this|one|something|anything)$/.test(subject) || subject.length === 0) subject = null;
  }
  if (subject === null && (kind === 'tips' || kind === 'plan')) {
    // "how can I sleep better" → "sleep better"; "help me prepare for my recital" → "my recital".
    const how = /\bhow (?:can|do|could|should) i (.+)$/.exec(text) ?? /\b(?:prepare for|get ready for|organi[sz]e) (.+)$/.exec(text);
    if (how) subject = how[1].replace(SUBJECT_END, '').trim() || null;
  }
  const length = /\b(?:short|shorter|quick|tiny|little|mini|brief)\b/.test(text) ? 'short' : /\b(?:long|longer|big|epic|really good)\b/.test(text) ? 'long' : 'normal';
  const countMatch = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)(?: |-)(?:line|lines|tips|ideas|ways|steps|things|jokes|riddles|sentence|sentences|verses)\b/.exec(text);
  const count = countMatch ? (/\d/.test(countMatch[1]) ? Number(countMatch[1]) : NUMBERS[countMatch[1]]) : /\bhaiku\b/.test(text) ? 3 : null;
  return { kind, subject, length, count };
}
