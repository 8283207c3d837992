/**
 * The word lists the weekly summary reads themes with (issue 16, point 3): the people a writer calls by
 * their relation ("my sister", "Mum"), and the nouns that are never a theme on their own ("day",
 * "thing"). compromise finds the nouns; these lists only say which of them name a relation and which
 * say nothing about a week.
 */

/** How a relation is grouped in the summary: family and friends get their own encouraging words. */
export type JournalSummaryRelationKind = 'friend' | 'family' | 'pet' | 'school' | 'work';

/** One relation word: its singular and plural spelling and its kind. */
export interface JournalSummaryRelation {
  singular: string;
  plural: string;
  kind: JournalSummaryRelationKind;
  /**
   * True for the words a family uses as a name ("Mum told me", "Grandad died"): bare, they mean the
   * writer's own, so the summary says "your mum". Other relations need "my" or "our" to be the writer's.
   */
  usedAsName: boolean;
}

function relation(singular: string, plural: string, kind: JournalSummaryRelationKind, usedAsName = false): JournalSummaryRelation {
  return { singular, plural, kind, usedAsName };
}

/** Relation words, British and American spellings both, in lower case. */
export const JOURNAL_SUMMARY_RELATIONS: readonly JournalSummaryRelation[] = [
  relation('friend', 'friends', 'friend'),
  relation('best friend', 'best friends', 'friend'),
  relation('mate', 'mates', 'friend'),
  relation('buddy', 'buddies', 'friend'),
  relation('classmate', 'classmates', 'friend'),
  relation('teammate', 'teammates', 'friend'),
  relation('mum', 'mums', 'family', true),
  relation('mom', 'moms', 'family', true),
  relation('mummy', 'mummies', 'family', true),
  relation('mommy', 'mommies', 'family', true),
  relation('mother', 'mothers', 'family'),
  relation('dad', 'dads', 'family', true),
  relation('daddy', 'daddies', 'family', true),
  relation('father', 'fathers', 'family'),
  relation('parent', 'parents', 'family'),
  relation('stepmum', 'stepmums', 'family'),
  relation('stepmom', 'stepmoms', 'family'),
  relation('stepdad', 'stepdads', 'family'),
  relation('sister', 'sisters', 'family'),
  relation('brother', 'brothers', 'family'),
  relation('baby brother', 'baby brothers', 'family'),
  relation('baby sister', 'baby sisters', 'family'),
  relation('sibling', 'siblings', 'family'),
  relation('twin', 'twins', 'family'),
  relation('grandma', 'grandmas', 'family', true),
  relation('granny', 'grannies', 'family', true),
  relation('gran', 'grans', 'family', true),
  relation('nan', 'nans', 'family', true),
  relation('nana', 'nanas', 'family', true),
  relation('nanny', 'nannies', 'family', true),
  relation('grandmother', 'grandmothers', 'family'),
  relation('grandad', 'grandads', 'family', true),
  relation('granddad', 'granddads', 'family', true),
  relation('grandpa', 'grandpas', 'family', true),
  relation('grandfather', 'grandfathers', 'family'),
  relation('grandparent', 'grandparents', 'family'),
  relation('aunt', 'aunts', 'family', true),
  relation('auntie', 'aunties', 'family', true),
  relation('uncle', 'uncles', 'family', true),
  relation('cousin', 'cousins', 'family'),
  relation('family', 'families', 'family'),
  relation('husband', 'husbands', 'family'),
  relation('wife', 'wives', 'family'),
  relation('partner', 'partners', 'family'),
  relation('son', 'sons', 'family'),
  relation('daughter', 'daughters', 'family'),
  relation('kid', 'kids', 'family'),
  relation('child', 'children', 'family'),
  relation('baby', 'babies', 'family'),
  relation('dog', 'dogs', 'pet'),
  relation('puppy', 'puppies', 'pet'),
  relation('cat', 'cats', 'pet'),
  relation('kitten', 'kittens', 'pet'),
  relation('hamster', 'hamsters', 'pet'),
  relation('rabbit', 'rabbits', 'pet'),
  relation('bunny', 'bunnies', 'pet'),
  relation('goldfish', 'goldfish', 'pet'),
  relation('pony', 'ponies', 'pet'),
  relation('horse', 'horses', 'pet'),
  relation('guinea pig', 'guinea pigs', 'pet'),
  relation('pet', 'pets', 'pet'),
  relation('teacher', 'teachers', 'school'),
  relation('coach', 'coaches', 'school'),
  relation('tutor', 'tutors', 'school'),
  relation('class', 'classes', 'school'),
  relation('team', 'teams', 'work'),
  relation('manager', 'managers', 'work'),
  relation('boss', 'bosses', 'work'),
  relation('colleague', 'colleagues', 'work'),
  relation('coworker', 'coworkers', 'work'),
  relation('client', 'clients', 'work'),
];

/**
 * Nouns that are never a theme by themselves: time words, placeholders and words every entry has
 * ("a lot", "the day", "something"). A phrase made only of these is dropped; "break time" keeps
 * "break". Pronouns, dates and numbers are left out by their compromise tags instead.
 */
export const JOURNAL_SUMMARY_STOP_NOUNS: ReadonlySet<string> = new Set([
  'thing', 'things', 'stuff', 'lot', 'lots', 'bit', 'bits', 'way', 'ways', 'time', 'times', 'day', 'days',
  'week', 'weeks', 'weekend', 'today', 'tonight', 'tomorrow', 'yesterday', 'morning', 'mornings',
  'afternoon', 'evening', 'night', 'nights', 'hour', 'hours', 'minute', 'minutes', 'moment', 'moments',
  'year', 'years', 'month', 'months', 'everyone', 'everybody', 'everything', 'anyone', 'anybody',
  'anything', 'someone', 'somebody', 'something', 'nobody', 'nothing', 'none', 'people', 'person',
  'kind', 'sort', 'one', 'ones', 'place', 'part', 'end', 'start', 'idea', 'reason', 'fact', 'point',
  'while', 'journal', 'entry', 'diary', 'feeling', 'feelings', 'mood', 'home', 'yes', 'no', 'ok', 'okay',
  'lol', 'haha', 'best', 'worst', 'ever', 'bed', 'tea', 'breakfast', 'dinner', 'supper', 'fun', 'side', 'top', 'front', 'back',
  'number', 'rest', 'other', 'others', 'self', 'myself', 'mine', 'yours', 'question', 'answer',
  'everywhere', 'somewhere', 'anywhere', 'there', 'here', 'lunch', 'lunchtime', 'sense', 'heart', 'life', 'world', 'lots', 'couple',
]);

/**
 * Words before a noun that make it the writer's own or a known one, shown as "the …" in a theme
 * ("our volcano" → "the volcano"); "my" and "our" also make a relation the writer's ("my sister").
 */
export const JOURNAL_SUMMARY_DEFINITE: ReadonlySet<string> = new Set(['the', 'this', 'that', 'these', 'those', 'my', 'our', 'his', 'her', 'their', 'its', 'your']);

/** The possessives that make a relation the writer's own ("my sister", "our dog"). */
export const JOURNAL_SUMMARY_WRITERS: ReadonlySet<string> = new Set(['my', 'our']);

