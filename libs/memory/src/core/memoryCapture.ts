import { MEMORY_PLAN_GRACE_MS } from './memoryConstants';
import type { MemoryDraft, MemoryFact, MemoryFactSnapshot, MemorySource } from './memoryTypes';
import { memoryBirthdayLabel, memoryWhenResolve } from './memoryWhen';

/** Where and when a fact was said: the conversation (or journal entry), the clock and the person's time zone. */
export interface MemoryCaptureContext {
  conversationId: string;
  /** Set when the fact was written in a journal entry rather than said in a conversation. */
  journalEntryId?: string;
  /** Epoch ms of the capture. */
  now: number;
  /** The person's time zone, in minutes east of UTC (CET = 60; note `Date#getTimezoneOffset` is the negative). */
  offsetMinutes: number;
}

/** Why a fact is not kept. */
export type MemorySkipReason =
  /** A feeling of the moment ("nervous about my recital"): not a lasting fact. */
  | 'passing'
  /** A plan without a date, or whose date has passed. */
  | 'undated'
  /** Too little to say (a pet of no species, an empty value). */
  | 'incomplete';

/** A fact worded as a draft memory, or why it is not kept. */
export type MemoryCaptureResult = { kept: true; draft: MemoryDraft } | { kept: false; reason: MemorySkipReason };

/** Relatives who are "their mum", not "a mum": one of each. */
const ONE_OF = new Set(['mum', 'mom', 'mummy', 'mommy', 'mother', 'dad', 'daddy', 'father', 'wife', 'husband', 'partner', 'boyfriend', 'girlfriend', 'stepmum', 'stepdad', 'grandma', 'granny', 'nana', 'nan', 'grandmother', 'grandpa', 'grandad', 'granddad', 'grandfather']);

const article = (word: string): string => (/^[aeiou]/i.test(word) && !/^(?:uni|use|eu)/i.test(word) ? 'an' : 'a');
const plural = (word: string): string => (/(?:s|x|ch|sh)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`);
const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
/** Words too common to tag a memory with. */
const TAG_SKIP = new Set(['for', 'the', 'and', 'of', 'to', 'in', 'on', 'at', 'an', 'my', 'our', 'his', 'her', 'with']);
const words = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length > 1 && !TAG_SKIP.has(word));
const unique = (items: readonly string[]): string[] => [...new Set(items.filter((item) => item.length > 0))];
/** "grandmas birthday" → "grandma's birthday": the thread drops apostrophes. */
const possessive = (text: string): string => text.replace(/\b([a-z]+)s (birthday|wedding|party|recital|concert|show|match|graduation)\b/, "$1's $2");

/**
 * Decides whether a fact from the conversation is a lasting fact worth remembering — a name, an age,
 * pets, family, friends, a job, a school year, likes and dislikes, favourites, a birthday, a home town,
 * a plan with a date — and words it in the third person without the subject ("Has a beagle called
 * Biscuit", "Has a piano recital on Friday 14 March"), with tags for search and the timeline. A
 * feeling of the moment is not kept; nor is a plan without a date. A plan expires two days after its
 * day. Personal details and the child rules are checked when the draft is added (`memoryAdd`).
 */
export function memoryCaptureOf(fact: MemoryFact, context: MemoryCaptureContext): MemoryCaptureResult {
  const snapshot: MemoryFactSnapshot = { kind: fact.kind, subject: fact.subject };
  if (fact.name !== undefined) snapshot.name = fact.name;
  if (fact.value !== undefined) snapshot.value = fact.value;
  if (fact.when !== undefined) snapshot.when = fact.when;
  const source: MemorySource =
    context.journalEntryId !== undefined
      ? { kind: 'journal', entryId: context.journalEntryId }
      : { kind: 'conversation', conversationId: context.conversationId, messageIndex: fact.messageIndex };
  const draft = (content: string, tags: readonly string[], expiresAt: number | null = null): MemoryCaptureResult => ({
    kept: true,
    draft: { content, tags: unique(tags.flatMap((tag) => tag.toLowerCase().trim())), source, fact: snapshot, expiresAt },
  });
  const subject = fact.subject.trim().toLowerCase();
  const value = fact.value?.trim();
  const name = fact.name?.trim();
  switch (fact.kind) {
    case 'feeling':
      return { kept: false, reason: 'passing' };
    case 'name':
      return name ? draft(`Is called ${name}`, ['name']) : { kept: false, reason: 'incomplete' };
    case 'age':
      return value ? draft(`Is ${value} years old`, ['age']) : { kept: false, reason: 'incomplete' };
    case 'pet': {
      if (!subject) return { kept: false, reason: 'incomplete' };
      const animal = value ?? subject;
      return draft(`Has ${article(animal)} ${animal}${name ? ` called ${name}` : ''}`, ['pet', subject, ...(value ? [value] : []), ...(name ? [name] : [])]);
    }
    case 'family':
      return familyDraft(subject, name, value, draft);
    case 'friend':
      return name ? draft(`Has a friend called ${name}`, ['friend', name]) : { kept: false, reason: 'incomplete' };
    case 'job':
      return value ? draft(`Works as ${article(value)} ${value}`, ['job', 'work', ...words(value)]) : { kept: false, reason: 'incomplete' };
    case 'workplace':
      return value ? draft(`Works at ${/^(?:home|school)$/.test(value) ? '' : 'the '}${value}`.replace('at  ', 'at '), ['work', ...words(value)]) : { kept: false, reason: 'incomplete' };
    case 'school':
      return value ? draft(`Goes to ${value}`, ['school']) : { kept: false, reason: 'incomplete' };
    case 'school_year':
      return value ? draft(`Is in ${value}`, ['school', ...words(value).filter((word) => !/^\d+$/.test(word))]) : { kept: false, reason: 'incomplete' };
    case 'teacher':
      return name ? draft(`Has a teacher called ${name}`, ['school', 'teacher']) : { kept: false, reason: 'incomplete' };
    case 'like':
      return subject ? draft(`Likes ${subject}`, ['likes', ...words(subject)]) : { kept: false, reason: 'incomplete' };
    case 'dislike':
      return subject ? draft(`Doesn't like ${subject}`, ['dislikes', ...words(subject)]) : { kept: false, reason: 'incomplete' };
    case 'favourite':
      return subject && value ? draft(`Favourite ${subject} is ${value}`, ['favourite', ...words(subject), ...words(value)]) : { kept: false, reason: 'incomplete' };
    case 'birthday':
      return fact.when ? draft(`Birthday is ${memoryBirthdayLabel(fact.when, context.now, context.offsetMinutes)}`, ['birthday']) : { kept: false, reason: 'incomplete' };
    case 'home':
      return value ? draft(`Lives in ${value}`, ['home', ...words(value)]) : { kept: false, reason: 'incomplete' };
    case 'plan': {
      if (!fact.when || !subject) return { kept: false, reason: 'undated' };
      const when = memoryWhenResolve(fact.when, context.now, context.offsetMinutes);
      if (!when || when.endsAt === null || when.endsAt <= context.now) return { kept: false, reason: 'undated' };
      return draft(`${planPhrase(subject)} ${when.label}`, ['plan', ...words(subject)], when.endsAt + MEMORY_PLAN_GRACE_MS);
    }
  }
}

type Draft = (content: string, tags: readonly string[], expiresAt?: number | null) => MemoryCaptureResult;

function familyDraft(relative: string, name: string | undefined, value: string | undefined, draft: Draft): MemoryCaptureResult {
  if (!relative) return { kept: false, reason: 'incomplete' };
  const tags = ['family', relative, ...(name ? [name] : [])];
  const age = value && /^\d+ years? old$/.test(value) ? value : undefined;
  const count = value && /^\d+$/.test(value) ? Number(value) : undefined;
  const job = value && !age && count === undefined ? value : undefined;
  if (count !== undefined) return draft(count === 1 ? `Has ${article(relative)} ${relative}` : `Has ${count} ${plural(relative)}`, tags);
  const who = ONE_OF.has(relative) ? `Their ${relative}` : null;
  if (job) return draft(`${who ?? `Their ${relative}`} is ${article(job)} ${job}${name ? ` called ${name}` : ''}`, [...tags, ...words(job)]);
  if (who) return name ? draft(`${who} is called ${name}${age ? ` and is ${age}` : ''}`, tags) : age ? draft(`${who} is ${age}`, tags) : { kept: false, reason: 'incomplete' };
  if (!name && !age) return { kept: false, reason: 'incomplete' };
  return draft(`Has ${article(relative)} ${relative}${name ? ` called ${name}` : ''}${age ? `${name ? ', who is' : ' who is'} ${age}` : ''}`, tags);
}

/** A plan's subject as the start of a sentence: "Has a piano recital", "Is going camping", "Their son is starting secondary school". */
function planPhrase(subject: string): string {
  let match: RegExpExecArray | null;
  if ((match = /^(.+) starting (.+)$/.exec(subject))) return `Their ${match[1]} is starting ${match[2]}`;
  if ((match = /^starting (.+)$/.exec(subject))) return `Is starting ${match[1]}`;
  if ((match = /^(training|preparing|practising|practicing|revising|studying|saving up|getting ready) for (.+)$/.exec(subject))) return `Is ${match[1]} for ${match[2]}`;
  if (/^[a-z]+s (?:birthday|wedding|party|recital|concert|show|match|graduation)$/.test(subject)) return upperFirst(`${possessive(subject)} is`);
  if (/^[a-z]+ing$/.test(subject)) return `Is going ${subject}`;
  if (/(?:recital|concert|exam|test|quiz|match|game|party|interview|appointment|play|show|competition|race|marathon|triathlon|fun run|trip|holiday|vacation|meeting|presentation|audition|lesson|tournament|sleepover|performance|wedding|dentist|doctor|playdate|camp|visit|assembly|gala|sports day)$/.test(subject)) {
    return `Has ${article(subject)} ${subject}${/(?:dentist|doctor)$/.test(subject) ? ' appointment' : ''}`;
  }
  return `Is going to ${/^(?:the |a |an )/.test(subject) ? '' : 'the '}${subject}`;
}
