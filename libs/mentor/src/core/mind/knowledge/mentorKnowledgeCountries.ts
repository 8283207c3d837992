import { continents, countries, languages } from 'countries-list';
import { currencies } from 'countries-list/currencies';
import type { MentorContentMode } from '../../types';
import { mentorParseNormal } from '../understand/mentorParse';

/** One country as the mind speaks of it, from the countries-list dataset. */
export interface MentorCountry {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  name: string;
  capital: string | null;
  continent: string;
  languages: readonly string[];
  currency: string | null;
}

/** What a message asks about a country. */
export type MentorCountryAsk = 'capital' | 'language' | 'currency' | 'continent' | 'overview' | 'capital_of';

/** What the mind found: the country and what was asked of it. */
export interface MentorCountryMatch {
  country: MentorCountry;
  ask: MentorCountryAsk;
}

/**
 * Names that are also everyday words ("turkey" the bird, "chad", "jordan", "guinea pig"): they are
 * only taken as countries when the message asks a geography question of them.
 */
const AMBIGUOUS = new Set(['turkey', 'chad', 'jordan', 'georgia', 'guinea', 'niger', 'china', 'chile', 'mali', 'cuba', 'togo', 'peru', 'oman', 'malta', 'jersey', 'america', 'us', 'wales', 'england', 'scotland', 'ireland']);

/** Parts of the United Kingdom people ask about as countries; the dataset lists only the UK. */
const HOME_NATIONS: ReadonlyArray<{ name: string; capital: string }> = [
  { name: 'England', capital: 'London' },
  { name: 'Scotland', capital: 'Edinburgh' },
  { name: 'Wales', capital: 'Cardiff' },
  { name: 'Northern Ireland', capital: 'Belfast' },
];

let cache: { byName: Map<string, MentorCountry>; byCapital: Map<string, MentorCountry>; longest: number } | null = null;

/** Builds the name and capital tables once, on first use. */
function tables(): NonNullable<typeof cache> {
  if (cache) return cache;
  const byName = new Map<string, MentorCountry>();
  const byCapital = new Map<string, MentorCountry>();
  for (const [code, data] of Object.entries(countries)) {
    const currencyCode = data.currency[0];
    const country: MentorCountry = {
      code,
      name: data.name,
      capital: data.capital.length > 0 ? data.capital : null,
      continent: continents[data.continent],
      languages: data.languages.map((language) => languages[language as keyof typeof languages]?.name ?? language).filter(Boolean),
      currency: currencyCode ? currencies[currencyCode as keyof typeof currencies]?.name ?? null : null,
    };
    const aliases = 'alias' in data && Array.isArray(data.alias) ? (data.alias as string[]) : [];
    for (const name of [data.name, data.native, ...aliases]) {
      const key = mentorParseNormal(name);
      if (key.length > 1 && !byName.has(key)) byName.set(key, country);
    }
    if (country.capital) byCapital.set(mentorParseNormal(country.capital), country);
  }
  const uk = byName.get('united kingdom');
  if (uk) {
    for (const nation of HOME_NATIONS) {
      const country: MentorCountry = { ...uk, name: nation.name, capital: nation.capital };
      byName.set(mentorParseNormal(nation.name), country);
      byCapital.set(mentorParseNormal(nation.capital), country);
    }
    byCapital.set('london', uk);
  }
  byCapital.set('washington', byName.get('united states') as MentorCountry);
  const longest = Math.max(...[...byName.keys(), ...byCapital.keys()].map((key) => key.split(' ').length));
  cache = { byName, byCapital, longest };
  return cache;
}

/** The longest run of words in `words` that names a key of `table`, or null. */
function findIn(words: readonly string[], table: Map<string, MentorCountry>, longest: number): { key: string; country: MentorCountry } | null {
  for (let size = Math.min(longest, words.length); size >= 1; size -= 1) {
    for (let start = 0; start + size <= words.length; start += 1) {
      const key = words.slice(start, start + size).join(' ');
      const country = table.get(key);
      if (country) return { key, country };
    }
  }
  return null;
}

/**
 * Finds a country question in a message (its normal words): "what is the capital of France", "what
 * language do they speak in Brazil", "what money does Japan use", "where is Kenya", "tell me about
 * Peru", and the reverse "Paris is the capital of which country". Null when it asks none.
 */
export function mentorCountryFind(words: readonly string[]): MentorCountryMatch | null {
  const { byName, byCapital, longest } = tables();
  const joined = ` ${words.join(' ')} `;
  const geography = /\b(?:capital|country|countries|language|languages|speak|spoken|currency|money|continent|where|flag|located|live in|lives in|visit|travel|about)\b/.test(joined);
  // "capital city of australia?", "is Istanbul the capital of Turkey?": a capital asks without a question word.
  const asked = /\b(?:what|whats|which|where|tell|who|name)\b/.test(joined) || words.length <= 3 || (/ capital /.test(joined) && words.length <= 8);
  if (!asked) return null;
  const named = findIn(words, byName, longest);
  if (named && (geography || !AMBIGUOUS.has(named.key))) {
    const ask: MentorCountryAsk = / capital /.test(joined)
      ? 'capital'
      : /\b(?:language|languages|speak|spoken)\b/.test(joined)
        ? 'language'
        : /\b(?:currency|money|pay with|coins)\b/.test(joined)
          ? 'currency'
          : /\b(?:where|continent|located)\b/.test(joined)
            ? 'continent'
            : 'overview';
    // "who was the first president of the United States" asks about a person, not the country.
    if (ask === 'overview' && /\b(?:who|whos|president|presidents|king|queen|prime minister|leader)\b/.test(joined)) return null;
    // "tell me about turkey" alone is the bird's question more often than the country's.
    if (ask === 'overview' && AMBIGUOUS.has(named.key) && !/\b(?:country|countries|visit|travel)\b/.test(joined)) return null;
    return { country: named.country, ask };
  }
  const capital = findIn(words, byCapital, longest);
  if (capital && /\b(?:capital|country|where)\b/.test(joined)) return { country: capital.country, ask: 'capital_of' };
  return null;
}

/** A list in words: "French, Dutch and German". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The answer to a country question, worded for the content mode. */
export function mentorCountryAnswer(match: MentorCountryMatch, mode: MentorContentMode): string {
  const { country, ask } = match;
  const capitalLine = country.capital ? `The capital of ${country.name} is ${country.capital}.` : `${country.name} has no official capital city.`;
  const where = mode === 'G' ? `${country.name} is a country in ${country.continent}.` : `${country.name} is in ${country.continent}.`;
  const speak = country.languages.length > 0 ? (mode === 'G' ? `Many people there speak ${listed(country.languages.slice(0, 2))}.` : `The main ${country.languages.length > 1 ? 'languages are' : 'language is'} ${listed(country.languages.slice(0, 3))}.`) : '';
  const money = country.currency ? (mode === 'G' ? `People there pay with the ${country.currency}.` : `The money used there is the ${country.currency}.`) : '';
  switch (ask) {
    case 'capital':
      return [capitalLine, where].join(' ');
    case 'capital_of':
      return country.capital ? `${country.capital} is the capital of ${country.name}, in ${country.continent}.` : where;
    case 'language':
      return [speak || `I do not have the languages of ${country.name} in my notes.`, where].join(' ');
    case 'currency':
      return [money || `I do not have the money of ${country.name} in my notes.`, where].join(' ');
    case 'continent':
      return [where, capitalLine].join(' ');
    default:
      return [where, capitalLine, mode === 'G' ? '' : speak, mode === 'G' ? '' : money].filter(Boolean).join(' ');
  }
}
