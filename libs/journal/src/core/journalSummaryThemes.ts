import nlp from 'compromise';
import type { JournalContentMode } from './journalPromptTypes';
import {
  JOURNAL_SUMMARY_DEFINITE,
  JOURNAL_SUMMARY_RELATIONS,
  JOURNAL_SUMMARY_STOP_NOUNS,
  JOURNAL_SUMMARY_WRITERS,
  type JournalSummaryRelation,
  type JournalSummaryRelationKind,
} from './journalSummaryWords';

/**
 * What a theme is: one of the writer's people by relation ("your sister"), a thing or activity
 * ("football", "the science project"), or, for adults only, a person or place by name.
 */
export type JournalSummaryThemeKind = 'relation' | 'thing' | 'person' | 'place';

/** A possible theme of the week, with how often it came up. */
export interface JournalSummaryTheme {
  /** What groups mentions together: a relation's singular, a thing's head noun, a name in lower case. */
  key: string;
  /** The theme as the summary says it, to the writer: "your sister", "the science project", "football". */
  text: string;
  kind: JournalSummaryThemeKind;
  /** For a relation: friend, family, pet, school or work. */
  relationKind: JournalSummaryRelationKind | null;
  /** How many entries mention it (the main measure: a theme runs through a week). */
  entryCount: number;
  /** How many times it is mentioned in all. */
  mentions: number;
  /** When it first came up (entry order, then position): the tie-break, so the same week gives the same themes. */
  first: number;
}

/**
 * How much of one entry is read for themes, in characters. Tagging English is the slow part of a
 * summary (compromise reads about 200,000 characters a second on a small server), so an entry longer
 * than this is read through sentences spread evenly over it: a theme that runs through a long entry
 * shows up in the sample, and ten entries of 10,000 characters stay well under the 1 s of issue 16.
 * The safety check and the sentiment score always read the whole entry.
 */
export const JOURNAL_SUMMARY_SAMPLE_CHARS = 2_500;

/** The longest theme, in words, by mode: a young child's themes stay short. */
const THEME_MAX_WORDS: Readonly<Record<JournalContentMode, number>> = { G: 3, PG: 4, FULL: 4 };

/** Tags that make a term a name (a person, a place, an organisation) rather than a common noun. */
const NAME_TAGS = ['Person', 'FirstName', 'LastName', 'Place', 'Organization', 'ProperNoun'] as const;

/** Tags of nouns that never start or carry a theme: pronouns, days and times, numbers. */
const NOT_THEME_TAGS = ['Pronoun', 'Date', 'Duration', 'Value', 'Possessive'] as const;

/** Relation words by their spellings, longest first so "best friend" wins over "friend". */
const RELATION_BY_WORDS: ReadonlyMap<string, { relation: JournalSummaryRelation; plural: boolean }> = new Map(
  JOURNAL_SUMMARY_RELATIONS.flatMap((relation): [string, { relation: JournalSummaryRelation; plural: boolean }][] => [
    [relation.singular, { relation, plural: false }],
    [relation.plural, { relation, plural: true }],
  ]),
);

/** A term as compromise tags it (`doc.docs`), with the singular `root` that `compute('root')` adds. */
type TaggedTerm = ReturnType<typeof nlp>['docs'][number][number] & { root?: string };

function hasTag(term: TaggedTerm, tags: readonly string[]): boolean {
  return tags.some((tag) => term.tags?.has(tag) ?? false);
}

/** True when the punctuation after a term ends a phrase (a comma, a full stop, a bracket, a dash). */
function breaksAfter(term: TaggedTerm): boolean {
  return /[,.;:!?()[\]{}"“”–—/]/.test(term.post);
}

/**
 * The part of an entry read for themes: all of it up to `JOURNAL_SUMMARY_SAMPLE_CHARS`, otherwise
 * whole sentences taken at even steps through it (the first always), then a long sentence cut at a
 * word. Deterministic: the same entry gives the same sample.
 */
export function journalSummarySample(text: string, budget: number = JOURNAL_SUMMARY_SAMPLE_CHARS): string {
  if (text.length <= budget) return text;
  const sentences = text.split(/(?<=[.!?…])\s+|\n+/).filter((sentence) => sentence.trim() !== '');
  const wanted = Math.max(1, Math.floor((sentences.length * budget) / text.length));
  const picked: string[] = [];
  let used = 0;
  for (let step = 0; step < wanted && used < budget; step += 1) {
    const sentence = sentences[Math.floor((step * sentences.length) / wanted)];
    const room = budget - used;
    const part = sentence.length <= room ? sentence : sentence.slice(0, room).replace(/\s+\S*$/, '');
    picked.push(part);
    used += part.length + 1;
  }
  return picked.join(' ');
}

/** One mention found in an entry, before mentions are grouped across the week. */
interface Mention {
  key: string;
  kind: JournalSummaryThemeKind;
  relationKind: JournalSummaryRelationKind | null;
  /** The words as written, lower case for common nouns. */
  words: string;
  /** How the writer introduced it: "your" (a relation of theirs), "the" (the/my/our…), "a", "another" or "". */
  lead: string;
  plural: boolean;
}

/** The relation a run of words ends with ("my best friend" → best friend), if any. */
function relationAtEnd(words: readonly string[]): { relation: JournalSummaryRelation; plural: boolean } | null {
  for (const size of [2, 1]) {
    if (words.length < size) continue;
    const found = RELATION_BY_WORDS.get(words.slice(-size).join(' '));
    if (found) return found;
  }
  return null;
}

/** The mentions of one sentence (its terms tagged by compromise). */
function sentenceMentions(terms: readonly TaggedTerm[], contentMode: JournalContentMode): Mention[] {
  const mentions: Mention[] = [];
  let index = 0;
  while (index < terms.length) {
    const term = terms[index];
    const previous = index > 0 && !breaksAfter(terms[index - 1]) ? terms[index - 1] : null;
    const lead = !previous
      ? ''
      : JOURNAL_SUMMARY_DEFINITE.has(previous.normal)
        ? previous.normal
        : previous.normal === 'another'
          ? 'another'
          : previous.normal === 'a' || previous.normal === 'an'
            ? 'a'
            : '';
    // A relation word before the name test: compromise tags "Dad" and "Mum" as names too.
    const relationHere = RELATION_BY_WORDS.has(term.normal) || (index + 1 < terms.length && RELATION_BY_WORDS.has(`${term.normal} ${terms[index + 1].normal}`));
    if (!relationHere && hasTag(term, NAME_TAGS) && !hasTag(term, ['Pronoun'])) {
      // A run of names ("Sarah Thompson", "Ashdown Forest"): for adults only (issue 16: children's
      // summaries never carry a name), and a place or an organisation is never a child's theme either.
      let end = index;
      while (end + 1 < terms.length && !breaksAfter(terms[end]) && hasTag(terms[end + 1], NAME_TAGS) && !RELATION_BY_WORDS.has(terms[end + 1].normal)) end += 1;
      if (contentMode === 'FULL') {
        const run = terms.slice(index, end + 1);
        const words = run.map((part) => part.text.replace(/['’]s$/, '')).join(' ');
        const isPlace = run.some((part) => hasTag(part, ['Place', 'Organization']));
        const isPerson = run.some((part) => hasTag(part, ['Person', 'FirstName', 'LastName']));
        if (isPlace || isPerson) mentions.push({ key: words.toLowerCase(), kind: isPerson ? 'person' : 'place', relationKind: null, words, lead: '', plural: false });
      }
      index = end + 1;
      continue;
    }
    const nounish = (candidate: TaggedTerm): boolean =>
      hasTag(candidate, ['Noun']) && !hasTag(candidate, NOT_THEME_TAGS) && !(hasTag(candidate, NAME_TAGS) && !RELATION_BY_WORDS.has(candidate.normal));
    const adjective = (candidate: TaggedTerm): boolean => hasTag(candidate, ['Adjective']) && !hasTag(candidate, ['Comparative', 'Superlative']);
    if (!nounish(term) && !adjective(term)) {
      index += 1;
      continue;
    }
    // A noun phrase: adjectives and nouns up to the last noun ("the quarterly report", "baking soda").
    let end = index;
    while (end + 1 < terms.length && !breaksAfter(terms[end]) && (nounish(terms[end + 1]) || adjective(terms[end + 1]))) end += 1;
    while (end >= index && !nounish(terms[end])) end -= 1;
    if (end < index) {
      index += 1;
      continue;
    }
    // "break time" is about the break: a time word or placeholder at the end is not the head.
    while (end > index && JOURNAL_SUMMARY_STOP_NOUNS.has(terms[end].normal) && !RELATION_BY_WORDS.has(terms[end].normal)) end -= 1;
    const run = terms.slice(index, end + 1);
    index = end + 1;
    const words = run.map((part) => part.normal.replace(/['’]s$/, ''));
    const relation = relationAtEnd(words);
    if (relation) {
      // "my sister", "friends", "Mum": the writer's own, said back as "your …". "the kids" is the
      // writer's family for an adult ("took the kids hiking"). "her mum" or "a friend" is someone else's.
      // "friends" alone are the writer's ("played with friends"); "kids" alone are anyone's.
      const kind = relation.relation.kind;
      const own = JOURNAL_SUMMARY_WRITERS.has(lead) || (lead === '' && (relation.relation.usedAsName || (relation.plural && kind === 'friend')));
      const familiar = lead === 'the' && (kind === 'pet' || (kind === 'family' && contentMode === 'FULL'));
      if (own || familiar) {
        mentions.push({
          key: relation.relation.singular,
          kind: 'relation',
          relationKind: relation.relation.kind,
          words: relation.relation.singular,
          lead: own ? 'your' : 'the',
          plural: relation.plural,
        });
      }
      continue;
    }
    if (run.every((part, at) => JOURNAL_SUMMARY_STOP_NOUNS.has(words[at]) || !nounish(part))) continue;
    const head = run[run.length - 1];
    const kept = words.slice(-THEME_MAX_WORDS[contentMode]);
    mentions.push({
      key: head.root ?? head.normal,
      kind: 'thing',
      relationKind: null,
      words: kept.join(' '),
      lead: lead === 'a' || lead === 'another' || lead === '' ? lead : 'the',
      plural: hasTag(head, ['Plural']),
    });
    // A noun that only qualifies another ("netball" in "the netball match", "science" in "the science
    // project") is a mention of its own too: three days of netball are one theme whatever came after it.
    run.slice(0, -1).forEach((part, at) => {
      if (nounish(part) && !JOURNAL_SUMMARY_STOP_NOUNS.has(words[at])) {
        mentions.push({ key: part.root ?? part.normal, kind: 'thing', relationKind: null, words: words[at], lead: '', plural: hasTag(part, ['Plural']) });
      }
    });
  }
  return mentions;
}

/**
 * The possible themes of a week's entries, most running first: the writer's people by relation, the
 * things and activities they wrote about, and for FULL the people and places they name. compromise
 * (a maintained English part-of-speech tagger) finds the nouns and names; entries are given oldest
 * first, and each is read up to `JOURNAL_SUMMARY_SAMPLE_CHARS`.
 *
 * For G and PG no name is ever a theme (issue 16: children's summaries use relations, "your friend",
 * never a name) and neither is a place or an organisation (a school's or a town's name is a personal
 * detail). The caller still checks every theme with `@grove/safety` before it is shown.
 */
export function journalSummaryThemes(contents: readonly string[], contentMode: JournalContentMode): JournalSummaryTheme[] {
  interface Group {
    key: string;
    kind: JournalSummaryThemeKind;
    relationKind: JournalSummaryRelationKind | null;
    entries: Set<number>;
    mentions: number;
    first: number;
    forms: Map<string, number>;
    leads: Map<string, number>;
    plural: number;
  }
  const groups = new Map<string, Group>();
  let order = 0;
  contents.forEach((content, entryIndex) => {
    const doc = nlp(journalSummarySample(content));
    doc.compute('root');
    for (const sentence of doc.docs as TaggedTerm[][]) {
      for (const mention of sentenceMentions(sentence, contentMode)) {
        const id = `${mention.kind}:${mention.key}`;
        let group = groups.get(id);
        if (!group) {
          group = { key: mention.key, kind: mention.kind, relationKind: mention.relationKind, entries: new Set(), mentions: 0, first: order, forms: new Map(), leads: new Map(), plural: 0 };
          groups.set(id, group);
        }
        order += 1;
        group.entries.add(entryIndex);
        group.mentions += 1;
        group.forms.set(mention.words, (group.forms.get(mention.words) ?? 0) + 1);
        group.leads.set(mention.lead, (group.leads.get(mention.lead) ?? 0) + 1);
        if (mention.plural) group.plural += 1;
      }
    }
  });
  const mostUsed = (counts: Map<string, number>): string =>
    // The most used form; on a tie the shorter one (a bare "argument" over "huge argument"), then the
    // first seen: Map keeps insertion order, so the answer never depends on anything but the input.
    [...counts.entries()].reduce((best, next) => (next[1] > best[1] || (next[1] === best[1] && next[0].length < best[0].length) ? next : best))[0];
  const themes: JournalSummaryTheme[] = [];
  for (const group of groups.values()) {
    let text: string;
    if (group.kind === 'relation') {
      const relation = RELATION_BY_WORDS.get(group.key)?.relation;
      // Friends written about in the plural ("my friends") read as "your friends"; a sister written
      // about every day stays "your sister"; "the kids" stay plural.
      const plural = group.plural * 2 >= group.mentions || (group.relationKind === 'friend' && group.plural > 0);
      const word = relation ? (plural ? relation.plural : relation.singular) : group.key;
      text = `${group.leads.has('your') ? 'your' : 'the'} ${word}`;
    } else if (group.kind === 'thing') {
      const form = mostUsed(group.forms);
      const the = group.leads.get('the') ?? 0;
      const bare = group.leads.get('') ?? 0;
      const some = group.leads.get('a') ?? 0;
      const many = group.plural === 0 && (group.leads.has('another') || some >= 2);
      // "the volcano" when the writer said "our volcano" or "the volcano" as often as anything else;
      // "long shifts" for "another long shift", "goals" for a goal on two days; "a birthday party" for
      // one; otherwise as written ("football", "maths").
      text =
        the > 0 && the >= bare
          ? `the ${form}`
          : many
            ? journalSummaryPlural(form)
            : some > bare && group.plural === 0
              ? `${/^[aeiou]/.test(form) ? 'an' : 'a'} ${form}`
              : form;
    } else {
      text = mostUsed(group.forms);
    }
    themes.push({ key: group.key, text, kind: group.kind, relationKind: group.relationKind, entryCount: group.entries.size, mentions: group.mentions, first: group.first });
  }
  return themes.sort(
    (a, b) =>
      b.entryCount - a.entryCount ||
      Math.min(b.mentions, 3 * b.entryCount) - Math.min(a.mentions, 3 * a.entryCount) ||
      // On a tie, the more specific: a person by relation, then a phrase of several words, then a
      // thing the writer named as theirs ("the science project" over "lunch").
      specificity(b) - specificity(a) ||
      a.first - b.first,
  );
}

function specificity(theme: JournalSummaryTheme): number {
  if (theme.kind === 'relation' || theme.kind === 'person') return 3;
  const words = theme.text.replace(/^the /, '').split(' ').length;
  return words > 1 ? 2 : theme.text.startsWith('the ') ? 1 : 0;
}

/** The plural of a noun phrase ("a goal" said often → "goals"), by compromise's inflection. */
function journalSummaryPlural(phrase: string): string {
  const plural = nlp(phrase).nouns().toPlural().text();
  return plural === '' ? phrase : plural;
}
