import type { Fraction } from 'mathjs';
import type { MentorContentMode } from '../../types';
import type { MentorMathsAnswer } from './mentorMaths';
import {
  MENTOR_MATHS,
  mentorMathsApprox,
  mentorMathsDecimal,
  mentorMathsFraction,
  mentorMathsFractionText,
  mentorMathsGrouped,
  mentorMathsTerminates,
} from './mentorMathsNumber';

type UnitKind = 'length' | 'mass' | 'volume' | 'temperature' | 'time' | 'calendar';

interface Unit {
  /** The unit's name in mathjs, or for time the number of seconds, for calendar units the number of months. */
  mathjs?: string;
  seconds?: number;
  months?: number;
  one: string;
  many: string;
  kind: UnitKind;
  /** The words people write for it; the matcher tries longer words first. */
  words: readonly string[];
}

/** The units Grove converts: mathjs does length, mass, volume and temperature exactly; time and calendars are counted here. */
const UNITS: readonly Unit[] = [
  { mathjs: 'mm', one: 'millimetre', many: 'millimetres', kind: 'length', words: ['millimetres', 'millimetre', 'millimeters', 'millimeter', 'mm'] },
  { mathjs: 'cm', one: 'centimetre', many: 'centimetres', kind: 'length', words: ['centimetres', 'centimetre', 'centimeters', 'centimeter', 'cms', 'cm'] },
  { mathjs: 'km', one: 'kilometre', many: 'kilometres', kind: 'length', words: ['kilometres', 'kilometre', 'kilometers', 'kilometer', 'kms', 'km'] },
  { mathjs: 'm', one: 'metre', many: 'metres', kind: 'length', words: ['metres', 'metre', 'meters', 'meter', 'm'] },
  { mathjs: 'inch', one: 'inch', many: 'inches', kind: 'length', words: ['inches', 'inch'] },
  { mathjs: 'ft', one: 'foot', many: 'feet', kind: 'length', words: ['feet', 'foot', 'ft'] },
  { mathjs: 'yd', one: 'yard', many: 'yards', kind: 'length', words: ['yards', 'yard', 'yds', 'yd'] },
  { mathjs: 'mi', one: 'mile', many: 'miles', kind: 'length', words: ['miles', 'mile'] },
  { mathjs: 'mg', one: 'milligram', many: 'milligrams', kind: 'mass', words: ['milligrams', 'milligram', 'mg'] },
  { mathjs: 'kg', one: 'kilogram', many: 'kilograms', kind: 'mass', words: ['kilogrammes', 'kilogramme', 'kilograms', 'kilogram', 'kilos', 'kilo', 'kgs', 'kg'] },
  { mathjs: 'g', one: 'gram', many: 'grams', kind: 'mass', words: ['grammes', 'gramme', 'grams', 'gram', 'g'] },
  { mathjs: 'tonne', one: 'tonne', many: 'tonnes', kind: 'mass', words: ['tonnes', 'tonne'] },
  { mathjs: 'lbm', one: 'pound', many: 'pounds', kind: 'mass', words: ['pounds', 'pound', 'lbs', 'lb'] },
  { mathjs: 'oz', one: 'ounce', many: 'ounces', kind: 'mass', words: ['ounces', 'ounce', 'oz'] },
  { mathjs: 'stone', one: 'stone', many: 'stone', kind: 'mass', words: ['stones', 'stone'] },
  { mathjs: 'mL', one: 'millilitre', many: 'millilitres', kind: 'volume', words: ['millilitres', 'millilitre', 'milliliters', 'milliliter', 'ml'] },
  { mathjs: 'cL', one: 'centilitre', many: 'centilitres', kind: 'volume', words: ['centilitres', 'centilitre', 'centiliters', 'centiliter', 'cl'] },
  { mathjs: 'L', one: 'litre', many: 'litres', kind: 'volume', words: ['litres', 'litre', 'liters', 'liter', 'l'] },
  { mathjs: 'degC', one: 'degree Celsius', many: 'degrees Celsius', kind: 'temperature', words: ['degrees celsius', 'degree celsius', 'degrees centigrade', 'celsius', 'centigrade', 'degrees c', 'c'] },
  { mathjs: 'degF', one: 'degree Fahrenheit', many: 'degrees Fahrenheit', kind: 'temperature', words: ['degrees fahrenheit', 'degree fahrenheit', 'fahrenheit', 'degrees f', 'f'] },
  { mathjs: 'K', one: 'kelvin', many: 'kelvin', kind: 'temperature', words: ['kelvins', 'kelvin', 'k'] },
  { seconds: 1, one: 'second', many: 'seconds', kind: 'time', words: ['seconds', 'second', 'secs', 'sec', 's'] },
  { seconds: 60, one: 'minute', many: 'minutes', kind: 'time', words: ['minutes', 'minute', 'mins', 'min'] },
  { seconds: 3600, one: 'hour', many: 'hours', kind: 'time', words: ['hours', 'hour', 'hrs', 'hr', 'h'] },
  { seconds: 86_400, one: 'day', many: 'days', kind: 'time', words: ['days', 'day'] },
  { seconds: 604_800, one: 'week', many: 'weeks', kind: 'time', words: ['weeks', 'week'] },
  { seconds: 1_209_600, one: 'fortnight', many: 'fortnights', kind: 'time', words: ['fortnights', 'fortnight'] },
  // A calendar year is counted as 365 days when it meets days or hours; the reply says so.
  { months: 12, seconds: 31_536_000, one: 'year', many: 'years', kind: 'calendar', words: ['years', 'year', 'yrs', 'yr'] },
  { months: 1, one: 'month', many: 'months', kind: 'calendar', words: ['months', 'month'] },
  { months: 120, seconds: 315_360_000, one: 'decade', many: 'decades', kind: 'calendar', words: ['decades', 'decade'] },
  { months: 1200, seconds: 3_153_600_000, one: 'century', many: 'centuries', kind: 'calendar', words: ['centuries', 'century'] },
  { months: 12_000, seconds: 31_536_000_000, one: 'millennium', many: 'millennia', kind: 'calendar', words: ['millennia', 'millennium', 'millenniums'] },
];

const UNIT_OF = new Map<string, Unit>(UNITS.flatMap((unit) => unit.words.map((word) => [word, unit] as const)));
const UNIT_WORDS = [...UNIT_OF.keys()].sort((a, b) => b.length - a.length).join('|');
const NUM = '-?\\d+(?:\\.\\d+)?(?: \\d+\\/\\d+)?|\\d+\\/\\d+';

/** "how many centimetres in a metre", "how many days are there in 3 weeks". */
const HOW_MANY = new RegExp(`^how many (${UNIT_WORDS}) (?:are |is )?(?:there )?(?:in|make up|make|go into|fit in|fit into|to) (?:(?:an?|1|one) |(${NUM}) ?)?(${UNIT_WORDS})(?: are there| is there)?$`);
/** "convert 5 km to miles", "3 hours in minutes", "100 fahrenheit in celsius", "5 km is how many miles". */
const CONVERT = new RegExp(`^(?:convert |change |turn )?(?:(?:an?|1) |(${NUM}) ?)(?:degrees? )?(${UNIT_WORDS}) (?:in|into|to|in to|as|=|equals|is|are)(?: how many)? (?:degrees )?(${UNIT_WORDS})$`);

function amountOf(text: string | undefined): Fraction {
  if (text === undefined) return mentorMathsFraction(1);
  const mixed = /^(\d+) (\d+)\/(\d+)$/.exec(text);
  if (mixed) return mentorMathsFraction(BigInt(mixed[1]) * BigInt(mixed[3]) + BigInt(mixed[2]), BigInt(mixed[3]));
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return mentorMathsFraction(BigInt(fraction[1]), BigInt(fraction[2]));
  return mentorMathsFraction(text);
}

/** A number for a reply: exact when short, else "about" with two places. */
function numberText(value: Fraction): { text: string; exact: boolean } {
  if (value.d === 1n) return { text: mentorMathsGrouped(mentorMathsFractionText(value)), exact: true };
  if (mentorMathsTerminates(value, 4)) return { text: mentorMathsDecimal(value), exact: true };
  return { text: mentorMathsApprox(value), exact: false };
}

function unitName(unit: Unit, value: Fraction): string {
  return value.equals(1) ? unit.one : unit.many;
}

function asFraction(value: unknown): Fraction {
  return MENTOR_MATHS.fraction(value as Fraction);
}

/** The converted amount, or null when the two units measure different things. */
function convert(amount: Fraction, from: Unit, to: Unit): Fraction | null {
  if (from.mathjs !== undefined && to.mathjs !== undefined) {
    if (from.kind !== to.kind) return null;
    return asFraction(MENTOR_MATHS.unit(amount, from.mathjs).toNumeric(to.mathjs));
  }
  if (from.kind === 'calendar' && to.kind === 'calendar' && from.months !== undefined && to.months !== undefined) {
    return amount.mul(from.months).div(to.months);
  }
  if (from.seconds !== undefined && to.seconds !== undefined) return amount.mul(from.seconds).div(to.seconds);
  return null;
}

const KIND_WORDS: Readonly<Record<UnitKind, string>> = {
  length: 'length',
  mass: 'weight',
  volume: 'how much liquid there is',
  temperature: 'temperature',
  time: 'time',
  calendar: 'time',
};

/**
 * Converts units ("how many centimetres in a metre", "convert 5 km to miles", "what is 3 hours in
 * minutes", "100 fahrenheit in celsius"): mathjs for length, weight, volume and temperature, exact
 * counting for time. Null when the text is not a conversion.
 */
export function mentorMathsUnits(text: string, mode: MentorContentMode): MentorMathsAnswer | null {
  let amountText: string | undefined;
  let fromWord: string;
  let toWord: string;
  const howMany = HOW_MANY.exec(text);
  const converted = howMany ? null : CONVERT.exec(text);
  if (howMany) {
    [, toWord, amountText, fromWord] = howMany;
  } else if (converted) {
    [, amountText, fromWord, toWord] = converted;
  } else {
    return null;
  }
  const from = UNIT_OF.get(fromWord);
  const to = UNIT_OF.get(toWord);
  if (!from || !to) return null;
  // "how many metres in a metre" is not a conversion worth answering as one.
  if (from === to) return null;
  const amount = amountOf(amountText);
  if ((from.one === 'month') !== (to.one === 'month') && (from.kind !== 'calendar' || to.kind !== 'calendar')) return monthAnswer(mode);
  const value = convert(amount, from, to);
  if (value === null) {
    const text = `${capitalFirst(from.many)} measure ${KIND_WORDS[from.kind]} and ${to.many} measure ${KIND_WORDS[to.kind]}, so one can't be turned into the other.`;
    return { kind: 'unparsed', text };
  }
  const shownAmount = numberText(amount).text;
  const result = numberText(value);
  const resultName = unitName(to, value);
  const bold = `**${result.text} ${resultName}**`;
  const about = result.exact ? '' : 'about ';
  const amountName = `${shownAmount} ${unitName(from, amount)}`;
  const yearNote = from.kind === 'calendar' && to.kind === 'time' ? ` (counting a year as 365 days; a leap year has 366)` : '';
  const weeks = from.kind === 'calendar' && to.one === 'week' && value.d !== 1n ? weeksAndDays(amount.mul(from.seconds ?? 0).div(86_400)) : null;
  const plain = `${result.text.replace(/,/g, '')} ${resultName}`;
  if (weeks) {
    const line = `${capitalFirst(amountName)} is **${weeks}**${yearNote}.`;
    return { kind: 'answer', text: line, result: weeks };
  }
  const how = mode === 'G' ? '' : workingOf(amount, from, to);
  const lead = amountText === undefined && howMany
    ? `There ${result.exact && value.equals(1) ? 'is' : 'are'} ${about}${bold} in ${amountName === `1 ${from.one}` ? `a${/^[aeiou]/.test(from.one) ? 'n' : ''} ${from.one}` : amountName}${yearNote}.`
    : `${capitalFirst(amountName)} is ${about}${bold}${yearNote}.`;
  if (mode === 'G') return { kind: 'answer', text: lead, result: plain };
  return { kind: 'answer', text: how ? `${lead} ${how}` : lead, result: plain };
}

/** How the conversion works, for PG and adults: "1 metre = 100 centimetres, so 3 m = 3 × 100." */
function workingOf(amount: Fraction, from: Unit, to: Unit): string {
  if (from.kind === 'temperature') {
    const rule: Readonly<Record<string, string>> = {
      'degF>degC': 'take away 32, then multiply by 5/9',
      'degC>degF': 'multiply by 9/5, then add 32',
      'degC>K': 'add 273.15',
      'K>degC': 'take away 273.15',
      'degF>K': 'take away 32, multiply by 5/9, then add 273.15',
      'K>degF': 'take away 273.15, multiply by 9/5, then add 32',
    };
    const how = rule[`${from.mathjs ?? ''}>${to.mathjs ?? ''}`];
    return how ? `To go from ${from.many} to ${to.many}, ${how}.` : '';
  }
  const factor = convert(mentorMathsFraction(1), from, to);
  if (factor === null) return '';
  const amountText = numberText(amount).text;
  if (factor.d === 1n) {
    const each = `1 ${from.one} = ${mentorMathsGrouped(factor.toFraction())} ${to.many}`;
    return amount.equals(1) ? '' : `(${each}, so it is ${amountText} × ${mentorMathsGrouped(factor.toFraction())}.)`;
  }
  const inverse = factor.inverse();
  if (inverse.d === 1n) {
    const each = `1 ${to.one} = ${mentorMathsGrouped(inverse.toFraction())} ${from.many}`;
    return `(${each}, so it is ${amountText} ÷ ${mentorMathsGrouped(inverse.toFraction())}.)`;
  }
  if (mentorMathsTerminates(inverse, 6) && inverse.compare(1) > 0) return `(1 ${to.one} = ${mentorMathsDecimal(inverse)} ${from.many}, so it is ${amountText} ÷ ${mentorMathsDecimal(inverse)}.)`;
  if (mentorMathsTerminates(factor, 6)) return `(1 ${from.one} = ${mentorMathsDecimal(factor)} ${to.many}, so it is ${amountText} × ${mentorMathsDecimal(factor)}.)`;
  return `(1 ${from.one} is about ${mentorMathsApprox(factor)} ${to.many}.)`;
}

function weeksAndDays(days: Fraction): string | null {
  if (days.d !== 1n) return null;
  const whole = days.n / 7n;
  const rest = days.n % 7n;
  return `${mentorMathsGrouped(String(whole))} weeks and ${rest} day${rest === 1n ? '' : 's'}`;
}

function monthAnswer(mode: MentorContentMode): MentorMathsAnswer {
  const text = mode === 'G'
    ? 'Months are not all the same! Most have **30 or 31 days**, and February has 28 (29 in a leap year).'
    : 'Months are not all the same length: most have **30 or 31 days**, and February has 28 (29 in a leap year). A year has 12 months and 365 days.';
  return { kind: 'answer', text, result: '30 or 31 days' };
}

function capitalFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
