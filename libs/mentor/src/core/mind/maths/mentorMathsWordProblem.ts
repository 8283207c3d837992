import type { Fraction } from 'mathjs';
import type { MentorContentMode } from '../../types';
import type { MentorMathsAnswer } from './mentorMaths';
import { mentorMathsDecimal, mentorMathsFraction, mentorMathsGrouped } from './mentorMathsNumber';

/** Asks for a count or an amount: without one, "I had 10 sweets and ate 3" is a story, not a sum. */
const ASKS = /\b(?:how (?:many|much)|altogether|in total|all together|total|left|remain|remaining|each get|each gets|each have|work out|what is|whats)\b/;

const TAKE_VERBS = 'ate|eats|eat|eaten|gave away|gives away|give away|gave|gives|give|lost|loses|lose|spent|spends|spend|sold|sells|sell|used|uses|use|broke|breaks|break|popped|pops|pop|dropped|drops|drop|took away|takes away|take away|took|takes|drank|drinks|drink|flew away|flies away|fly away|ran away|runs away|run away|threw away|throws away|throw away|fell off|falls off|burst|bursts|melted|melts|sent|sends|lent|lends|spilled|spilt|hid|hides';
const GIVE_VERBS = 'gets|get|got|finds|find|found|buys|buy|bought|is given|was given|were given|are given|receives|received|receive|picks|picked|pick|collects|collected|collect|wins|won|win|makes|made|catches|caught|catch|earns|earned|earn|adds|added|add|grows|grew|borrows|borrowed';

/** "3 bags with 4 apples each", "5 rows of 6 chairs", "4 friends each have 3 stickers". */
const GROUPS = /\b(\d+) ([a-z]+)(?: of [a-z]+)? (?:with|of|each with|each has|each have|each holding|each containing|containing|holding|that each have|and each has|and each have|each) (\d+) ([a-z]+)/;
const TAKE = new RegExp(`\\b(\\d+) ([a-z]+)\\b.*?\\b(?:${TAKE_VERBS})\\b (?:away )?(\\d+)\\b`);
/** "15 balloons and 6 popped": the things that went, after their number. */
const WENT_VERBS = 'popped|burst|flew away|ran away|melted|broke|fell off|fell out|fell down|got eaten|were eaten|are eaten|escaped|went home|left|fell|got lost|were lost|are lost|were sold|are sold|were taken|are taken|were given away|were used|are used|rolled away|blew away|went missing|hatched|died';
const WENT = new RegExp(`\\b(\\d+) ([a-z]+)\\b.*?\\b(?:and|but|then) (\\d+)(?: of them| [a-z]+)? (?:${WENT_VERBS})\\b`);
const GIVE = new RegExp(`^(.*?)\\b(\\d+) ([a-z]+)\\b.*?\\b(?:${GIVE_VERBS})\\b (?:another )?(\\d+)( more)?\\b`);
const BOTH = /\b(\d+) ([a-z]+) and (\d+) ([a-z]+)\b.*\b(?:how many|altogether|in total|all together|total)\b/;
const SHARE = /^(?:(?:if|when) [a-z]+ )?(?:please )?(?:can you |how do (?:i|you) )?(?:share|shares|split|splits|divide|divides|deal|deals|hand out|hands out|shared|sharing) (?:out )?(\d+) ([a-z]+)(?: [a-z]+)? (?:equally |fairly |evenly )?(?:between|among|amongst|to|into) (\d+)(?: ([a-z]+))?/;
const SHARE_ASK = /\b(\d+) ([a-z]+) (?:are |is )?(?:shared|split|divided) (?:equally |fairly |evenly )?(?:between|among|amongst) (\d+)(?: ([a-z]+))?.*\bhow many\b/;
/** "24 kids … make teams of 6, how many teams?": how many groups of a size fit. */
const TEAMS = /\b(\d+) ([a-z]+)\b.*?\b(teams|groups|rows|piles|bags|boxes|packs|lines|tables|pairs|cars|buses|stacks|sets) of (\d+)\b.*\bhow many (?:teams|groups|rows|piles|bags|boxes|packs|lines|tables|pairs|cars|buses|stacks|sets)\b/;
/** "15 pages a day, how many pages in a week": a rate times a stretch of time. */
const RATE = /\b(\d+) ([a-z]+) (?:a|each|every|per) (minute|hour|day|week|month)\b.*\bhow many \2\b.*\b(?:in|after|over|for) (?:a|an|one|(\d+)) (minutes?|hours?|days?|weeks?|fortnights?|months?|years?)\b/;
/** "I am 6 and my sister is 3 years older, how old is she?". */
const AGE = /\b(i|im|he|she|they|[a-z]+) (?:is |am |are )?(\d+)(?: years? old)?\b.*?\b(i|he|she|they|[a-z]+) (?:is|am|are|s) (\d+) years? (older|younger)\b.*\bhow old\b/;
const RATE_SECONDS: Readonly<Record<string, number>> = { minute: 60, hour: 3600, day: 86_400, week: 604_800, fortnight: 1_209_600, year: 31_536_000 };

const LEGS = /\bhow many (legs|feet|paws|wings|eyes) (?:do|does|would|will|have|are there on|are on|on)? ?(\d+) ([a-z]+)(?: have| has| got)?\b/;
const PRICE = '(?:([£$€])(\\d+(?:\\.\\d{1,2})?)|(\\d+(?:\\.\\d{1,2})?) ?(p|pence|c|cents|pounds?|dollars?|euros?)\\b)';
const UNIT_PRICE = new RegExp(`\\b(?:a|an|1|one|each|every|per) ([a-z]+) (?:costs?|is|are|was|sells for|costing)(?: only)? ${PRICE}`);
const EACH_PRICE = new RegExp(`\\b([a-z]+) (?:cost|costs|are|is) ${PRICE} each\\b`);
const COUNT_PRICE = new RegExp(`\\b(\\d+) ([a-z]+) (?:at|for|costing) ${PRICE} each\\b`);
const HOW_MUCH = /\bhow much (?:(?:for|are|is|would|will|do|does|did|to buy|it cost to buy|does it cost for|would it cost for|will it cost for|money for|to pay for) )*(\d+)(?: ([a-z]+))?/;

const LEGS_OF: Readonly<Record<string, number>> = {
  dog: 4, cat: 4, horse: 4, cow: 4, pig: 4, sheep: 4, goat: 4, lion: 4, tiger: 4, elephant: 4, giraffe: 4, zebra: 4,
  rabbit: 4, mouse: 4, bear: 4, fox: 4, frog: 4, hamster: 4, puppy: 4, kitten: 4, donkey: 4, camel: 4, deer: 4, wolf: 4,
  chair: 4, table: 4, chicken: 2, hen: 2, duck: 2, bird: 2, owl: 2, penguin: 2, goose: 2, parrot: 2, ostrich: 2,
  person: 2, child: 2, kid: 2, boy: 2, girl: 2, man: 2, woman: 2, friend: 2, robin: 2, swan: 2, flamingo: 2,
  spider: 8, ant: 6, bee: 6, beetle: 6, butterfly: 6, ladybird: 6, ladybug: 6, fly: 6, insect: 6, grasshopper: 6,
  crab: 10, snake: 0, fish: 0, worm: 0, snail: 0,
};
const IRREGULAR_SINGULAR: Readonly<Record<string, string>> = {
  mice: 'mouse', geese: 'goose', people: 'person', children: 'child', men: 'man', women: 'woman', sheep: 'sheep',
  deer: 'deer', fish: 'fish', wolves: 'wolf', puppies: 'puppy', flies: 'fly', butterflies: 'butterfly', ladybugs: 'ladybug',
};

function singular(word: string): string {
  if (IRREGULAR_SINGULAR[word]) return IRREGULAR_SINGULAR[word];
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses|oes)$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The noun for a count: "1 apple", "12 apples" (the plural as the person wrote it). */
function counted(count: bigint, plural: string): string {
  return `${mentorMathsGrouped(String(count))} ${count === 1n ? singular(plural) : plural}`;
}

const WORDS_NOT_NOUNS = new Set(['more', 'of', 'and', 'each', 'in', 'on', 'at', 'to', 'is', 'are', 'the', 'a', 'times', 'plus', 'minus', 'x', 'for', 'with', 'left', 'then', 'years', 'year', 'old']);

/**
 * A problem with more numbers than its one step uses ("has 5, gets 3 more and eats 2") would get a
 * wrong answer from a one-step reading, so it is refused instead.
 */
const MORE_THAN_ONE_STEP: MentorMathsAnswer = {
  kind: 'unparsed',
  text: 'That problem has more than one step, and I can only do one step at a time. Could you ask me each step as its own sum, like 5 + 3 and then 8 - 2?',
};

/** How many numbers the text holds ("£4.50" is one). */
function numbersIn(text: string): number {
  return text.match(/\d+(?:\.\d+)?/g)?.length ?? 0;
}

function answer(text: string, result: string): MentorMathsAnswer {
  return { kind: 'answer', text, result };
}

/**
 * One-step word problems: groups ("3 bags with 4 apples each, how many apples?"), taking away
 * ("I had 10 sweets and ate 3, how many are left?"), adding ("Tom has 5 marbles and gets 7 more"),
 * sharing ("share 12 cookies between 4 friends"), prices ("a pencil costs 30p, how much for 4
 * pencils") and legs ("how many legs do 4 dogs have"). `text` is the prepared message (lower case,
 * digits for number words); null when it is none of these.
 */
export function mentorMathsWordProblem(text: string, mode: MentorContentMode): MentorMathsAnswer | null {
  return (
    legs(text, mode) ??
    price(text, mode) ??
    share(text, mode) ??
    teams(text, mode) ??
    rate(text, mode) ??
    age(text, mode) ??
    take(text, mode) ??
    give(text, mode) ??
    groups(text, mode) ??
    both(text, mode)
  );
}

function teams(text: string, mode: MentorContentMode): MentorMathsAnswer | null {
  const match = TEAMS.exec(text);
  if (!match) return null;
  if (numbersIn(text) !== 2) return MORE_THAN_ONE_STEP;
  const [, totalText, things, groupsWord, sizeText] = match;
  const total = BigInt(totalText);
  const size = BigInt(sizeText);
  if (size === 0n) return answer('Groups of zero can\'t be made, so that has **no answer**!', 'no answer');
  const count = total / size;
  const left = total % size;
  const bold = `**${counted(count, groupsWord)}**`;
  const over = left === 0n ? '' : `, with ${counted(left, things)} left over`;
  if (mode === 'G') return answer(`${counted(total, things)} in ${groupsWord} of ${sizeText} makes ${bold}${over}!`, counted(count, groupsWord));
  const working = left === 0n ? `${totalText} ÷ ${sizeText} = ${count}` : `${totalText} ÷ ${sizeText} = ${count} remainder ${left}`;
  return answer(`${working}, so that makes ${bold}${over}.`, counted(count, groupsWord));
}

function rate(text: string, mode: MentorContentMode): MentorMathsAnswer | null {
  const match = RATE.exec(text);
  if (!match) return null;
  const [, perText, things, per, spanText, spanUnitText] = match;
  const spanUnit = spanUnitText.replace(/s$/, '');
  if (numbersIn(text) !== (spanText ? 2 : 1)) return MORE_THAN_ONE_STEP;
  const span = BigInt(spanText ?? '1');
  // Months have no fixed length in days, so only months in a year (12) are counted.
  // A year is counted as 52 weeks (and 1 day, which a weekly amount does not reach).
  const times = per === 'month' ? (spanUnit === 'year' ? 12n : null) : spanUnit === 'month' ? null : per === 'week' && spanUnit === 'year' ? 52n : ratioOf(spanUnit, per);
  if (times === null) return null;
  const periods = span * times;
  const total = BigInt(perText) * periods;
  const bold = `**${counted(total, things)}**`;
  const stretch = `${span === 1n ? `a ${spanUnit}` : `${span} ${spanUnit}s`}`;
  const inside = `${periods} ${per}${periods === 1n ? '' : 's'}`;
  if (mode === 'G') return answer(`There are ${inside} in ${stretch}, so that is ${bold}!`, counted(total, things));
  return answer(`${stretch} has ${inside}, so ${perText} × ${periods} = ${bold}.`, counted(total, things));
}

function ratioOf(long: string, short: string): bigint | null {
  const a = RATE_SECONDS[long];
  const b = RATE_SECONDS[short];
  if (a === undefined || b === undefined || a % b !== 0) return null;
  return BigInt(a / b);
}

function age(text: string, mode: MentorContentMode): MentorMathsAnswer | null {
  const match = AGE.exec(text);
  if (!match) return null;
  if (numbersIn(text) !== 2) return MORE_THAN_ONE_STEP;
  const [, firstWho, knownText, secondWho, gapText, direction] = match;
  const same = (firstWho === 'im' ? 'i' : firstWho) === secondWho;
  // "I am 6 and my sister is 3 years older": she is 6 + 3. "I am 6 and I am 3 years younger than her": she is 6 + 3 too.
  const older = (direction === 'older') !== same;
  const known = BigInt(knownText);
  const gap = BigInt(gapText);
  if (!older && gap > known) return null;
  const result = older ? known + gap : known - gap;
  const years = `${result} years old`;
  if (mode === 'G') return answer(`${knownText} ${older ? 'and' : 'take away'} ${gapText} ${older ? 'more ' : ''}is ${result}, so the answer is **${years}**!`, years);
  return answer(`${knownText} ${older ? '+' : '-'} ${gapText} = **${years}**.`, years);
}

function legs(text: string, mode: MentorContentMode): MentorMathsAnswer | null {
  const match = LEGS.exec(text);
  if (!match) return null;
  if (numbersIn(text) !== 1) return MORE_THAN_ONE_STEP;
  const [, part, countText, animals] = match;
  const kind = singular(animals);
  const each = part === 'legs' || part === 'feet' || part === 'paws' ? LEGS_OF[kind] : part === 'eyes' ? 2 : undefined;
  // Wings and unknown animals are for the knowledge bank, not a guess.
  if (each === undefined || (part === 'paws' && each !== 4)) return null;
  const count = BigInt(countText);
  const total = count * BigInt(each);
  const bold = `**${counted(total, part)}**`;
  const one = each === 0 ? `${capitalFirst(animals)} have no ${part}` : `${/^[aeiou]/.test(kind) ? 'An' : 'A'} ${kind} has ${each} ${part}`;
  if (mode === 'G') return answer(`${one}, so ${counted(count, animals)} have ${bold}!`, counted(total, part));
  return answer(`${one}, so ${counted(count, animals)} have ${countText} × ${each} = ${bold}.`, counted(total, part));
}

interface Money {
  /** The amount in the currency's main unit (pounds, dollars, euros). */
  value: Fraction;
  symbol: string;
  /** True when the price was written in pence or cents. */
  small: boolean;
}

function moneyOf(match: RegExpExecArray, at: number): Money {
  const symbol = match[at];
  if (symbol) return { value: mentorMathsFraction(match[at + 1]), symbol, small: false };
  const unit = match[at + 3];
  const amount = mentorMathsFraction(match[at + 2]);
  if (unit === 'p' || unit === 'pence') return { value: amount.div(100), symbol: '£', small: true };
  if (unit === 'c' || unit === 'cents') return { value: amount.div(100), symbol: '$', small: true };
  return { value: amount, symbol: unit.startsWith('pound') ? '£' : unit.startsWith('euro') ? '€' : '$', small: false };
}

/** "£1.20", "$36", "30p". */
function moneyText(money: Money, value: Fraction): string {
  if (money.small && value.compare(1) < 0) return `${mentorMathsDecimal(value.mul(100))}${money.symbol === '£' ? 'p' : 'c'}`;
  const pounds = value.d === 1n ? mentorMathsGrouped(mentorMathsDecimal(value)) : mentorMathsGrouped(mentorMathsDecimal(value.round(2)).replace(/\.(\d)$/, (_, digit: string) => `.${digit}0`));
  return `${money.symbol}${pounds}`;
}

function price(text: string, mode: MentorContentMode): MentorMathsAnswer | null {
  const ask = HOW_MUCH.exec(text);
  const counted = COUNT_PRICE.exec(text);
  let money: Money;
  let count: string;
  let item: string;
  if (counted && /\bhow much\b|\btotal\b|\baltogether\b|\bcost\b/.test(text)) {
    if (numbersIn(text) !== 2) return MORE_THAN_ONE_STEP;
    money = moneyOf(counted, 3);
    count = counted[1];
    item = counted[2];
  } else {
    const unit = UNIT_PRICE.exec(text) ?? EACH_PRICE.exec(text);
    if (!unit || !ask) return null;
    // "one ticket is $12": the 1 is a number too.
    if (numbersIn(text) !== (/^(?:1|each 1|every 1) /.test(unit[0]) ? 3 : 2)) return MORE_THAN_ONE_STEP;
    money = moneyOf(unit, 2);
    count = ask[1];
    item = ask[2] && !WORDS_NOT_NOUNS.has(ask[2]) ? ask[2] : `${unit[1]}s`;
  }
  const total = money.value.mul(BigInt(count));
  const each = moneyText(money, money.value);
  const bold = `**${moneyText(money, total)}**`;
  const things = `${count} ${BigInt(count) === 1n ? singular(item) : item}`;
  if (mode === 'G') return answer(`${things} at ${each} each cost ${bold}!`, moneyText(money, total));
  const pence = money.small && total.compare(1) >= 0 ? ` = ${mentorMathsDecimal(total.mul(100))}${money.symbol === '£' ? 'p' : 'c'}` : '';
  return answer(`${count} × ${each}${pence} = ${bold} for ${things}.`, moneyText(money, total));
}

function share(text: string, mode: MentorContentMode): MentorMathsAnswer | null {
  const match = SHARE.exec(text) ?? SHARE_ASK.exec(text);
  if (!match) return null;
  if (numbersIn(text) !== 2) return MORE_THAN_ONE_STEP;
  const [, totalText, things, peopleText, people] = match;
  const total = BigInt(totalText);
  const groups = BigInt(peopleText);
  const who = people && !WORDS_NOT_NOUNS.has(people) ? people : 'people';
  if (groups === 0n) return answer('You can\'t share between nobody, so that has **no answer**!', 'no answer');
  const each = total / groups;
  const left = total % groups;
  const sum = `${totalText} ÷ ${peopleText}`;
  const bold = `**${counted(each, things)}**`;
  const over = left === 0n ? '' : `, and ${left} ${left === 1n ? 'is' : 'are'} left over`;
  if (mode === 'G') return answer(`${counted(total, things)} shared between ${counted(groups, who)}: each gets ${bold}${over}!`, counted(each, things));
  const working = left === 0n ? `${sum} = ${each}` : `${sum} = ${each} remainder ${left}`;
  return answer(`${working}, so each of the ${counted(groups, who)} gets ${bold}${over}.`, counted(each, things));
}

function take(text: string, mode: MentorContentMode): MentorMathsAnswer | null {
  const match = TAKE.exec(text) ?? WENT.exec(text);
  if (!match || !/\b(?:left|remain|remaining|now|still|how many)\b/.test(text.slice(match.index + match[0].length))) return null;
  const [, startText, things, goneText] = match;
  if (WORDS_NOT_NOUNS.has(things)) return null;
  if (numbersIn(text) !== 2) return MORE_THAN_ONE_STEP;
  const start = BigInt(startText);
  const gone = BigInt(goneText);
  if (gone > start) return { kind: 'unparsed', text: `There were only ${counted(start, things)} to begin with, so ${goneText} can't be taken away. Could you check the numbers?` };
  const left = start - gone;
  const bold = `**${counted(left, things)}**`;
  if (mode === 'G') return answer(`${startText} take away ${goneText} is ${left}, so there ${left === 1n ? 'is' : 'are'} ${bold} left!`, counted(left, things));
  return answer(`${startText} - ${goneText} = ${bold} left.`, counted(left, things));
}

function give(text: string, mode: MentorContentMode): MentorMathsAnswer | null {
  const match = GIVE.exec(text);
  if (!match) return null;
  const [, before, startText, things, moreText, more] = match;
  if (WORDS_NOT_NOUNS.has(things)) return null;
  const firstPerson = /\b(?:i|we|im|ive|weve)\s*$/.test(before.trim()) || /^(?:i|we)\b/.test(before.trim());
  // "Tom has 5 marbles and gets 7 more" is a problem; "I have 2 dogs and will get 1 more" is news, unless asked.
  if (!ASKS.test(text) && (firstPerson || !more)) return null;
  if (numbersIn(text) !== 2) return MORE_THAN_ONE_STEP;
  const total = BigInt(startText) + BigInt(moreText);
  const bold = `**${counted(total, things)}**`;
  if (mode === 'G') return answer(`${startText} and ${moreText} more makes ${bold}!`, counted(total, things));
  return answer(`${startText} + ${moreText} = ${bold}.`, counted(total, things));
}

function groups(text: string, mode: MentorContentMode): MentorMathsAnswer | null {
  const match = GROUPS.exec(text);
  if (!match || !ASKS.test(text)) return null;
  const [, groupText, group, eachText, things] = match;
  if (WORDS_NOT_NOUNS.has(group) || WORDS_NOT_NOUNS.has(things)) return null;
  if (numbersIn(text) !== 2) return MORE_THAN_ONE_STEP;
  const total = BigInt(groupText) * BigInt(eachText);
  const bold = `**${counted(total, things)}**`;
  const story = `${counted(BigInt(groupText), group)} with ${counted(BigInt(eachText), things)} in each`;
  if (mode === 'G') return answer(`${story} is ${groupText} groups of ${eachText}, so there are ${bold}!`, counted(total, things));
  return answer(`${groupText} × ${eachText} = ${bold}: ${story}.`, counted(total, things));
}

function both(text: string, mode: MentorContentMode): MentorMathsAnswer | null {
  const match = BOTH.exec(text);
  // "15 balloons and 6 popped, how many are left" is not a total.
  if (!match || /\b(?:left|remain|remaining|fewer|less)\b/.test(text)) return null;
  const [, aText, aThings, bText, bThings] = match;
  if (WORDS_NOT_NOUNS.has(aThings) || WORDS_NOT_NOUNS.has(bThings)) return null;
  if (numbersIn(text) !== 2) return MORE_THAN_ONE_STEP;
  const total = BigInt(aText) + BigInt(bText);
  const asked = /\bhow many ([a-z]+)/.exec(text)?.[1];
  const noun = asked && !WORDS_NOT_NOUNS.has(asked) && !['do', 'does', 'are', 'is', 'have', 'has', 'did', 'altogether'].includes(asked) ? asked : aThings === bThings ? aThings : 'altogether';
  const bold = noun === 'altogether' ? `**${mentorMathsGrouped(String(total))}** altogether` : `**${counted(total, noun)}**`;
  const result = noun === 'altogether' ? String(total) : counted(total, noun);
  if (mode === 'G') return answer(`${aText} and ${bText} makes ${bold}!`, result);
  return answer(`${aText} + ${bText} = ${bold}.`, result);
}

function capitalFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
