import { all, create, type Fraction } from 'mathjs';

/**
 * mathjs with exact fractions as its number type: 0.1 + 0.2 is 3/10 and 2^53 + 1 stays exact (the
 * fractions hold bigints), so the builtin mind never shows floating-point garbage.
 */
export const MENTOR_MATHS = create(all, { number: 'Fraction' });

/** An exact number: a decimal or integer string ("0.1", "12"), a bigint, or a numerator and denominator. */
export function mentorMathsFraction(value: string | bigint | number, denominator?: bigint | number): Fraction {
  if (denominator !== undefined) {
    return typeof value === 'bigint' || typeof denominator === 'bigint'
      ? MENTOR_MATHS.fraction(BigInt(value), BigInt(denominator))
      : MENTOR_MATHS.fraction(Number(value), Number(denominator));
  }
  return MENTOR_MATHS.fraction(typeof value === 'bigint' ? value : String(value));
}

const ONES: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = {
  twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const SCALES: Readonly<Record<string, number>> = { hundred: 100, thousand: 1_000, million: 1_000_000, billion: 1_000_000_000 };

/**
 * Writes number words as digits ("twelve times seven" → "12 times 7", "one hundred and five" → "105",
 * "a thousand" → "1000", "3 million" → "3000000"), so every recogniser after it reads digits only.
 * The text must already be lower case with words separated by single spaces.
 */
export function mentorMathsDigits(text: string): string {
  const words = text.split(' ');
  const out: string[] = [];
  let index = 0;
  while (index < words.length) {
    const read = numberAt(words, index);
    if (read) {
      out.push(String(read.value));
      index = read.end;
    } else {
      out.push(words[index]);
      index += 1;
    }
  }
  return out.join(' ');
}

/** The number spelled from words[start], and where it ends; null when no number starts there. */
function numberAt(words: readonly string[], start: number): { value: number; end: number } | null {
  const first = words[start];
  const next = words[start + 1] ?? '';
  const digits = /^\d+$/.test(first) ? Number(first) : null;
  // "5 thousand": digits times a scale word.
  if (digits !== null) {
    if (!(next in SCALES)) return null;
    return { value: digits * SCALES[next], end: start + 2 };
  }
  const startsWithA = first === 'a' && (next === 'hundred' || next === 'thousand' || next === 'million' || next === 'billion');
  if (!(first in ONES) && !(first in TENS) && !startsWithA) return null;
  let total = 0;
  let current = 0;
  let last: 'start' | 'one' | 'ten' | 'scale' | 'and' = 'start';
  let index = start;
  if (startsWithA) {
    current = 1;
    index += 1;
    last = 'one';
  }
  for (; index < words.length; index += 1) {
    const word = words[index];
    if (word in ONES) {
      const value = ONES[word];
      // "twenty one" joins, "one two" does not: a new number starts.
      if (last === 'one' || (last === 'ten' && (value >= 10 || current % 10 !== 0))) break;
      current += value;
      last = 'one';
    } else if (word in TENS) {
      if (last === 'one' || last === 'ten') break;
      current += TENS[word];
      last = 'ten';
    } else if (word === 'hundred') {
      if (last === 'scale' && current === 0) break;
      current = (current === 0 ? 1 : current) * 100;
      last = 'scale';
    } else if (word in SCALES) {
      total += (current === 0 ? 1 : current) * SCALES[word];
      current = 0;
      last = 'scale';
    } else if (word === 'and' && last === 'scale' && ((words[index + 1] ?? '') in ONES || (words[index + 1] ?? '') in TENS)) {
      last = 'and';
    } else {
      break;
    }
  }
  return { value: total + current, end: index };
}

/** True when the fraction has a decimal that ends (its denominator has no factors but 2 and 5). */
export function mentorMathsTerminates(value: Fraction, maxPlaces = 8): boolean {
  let d = value.d;
  let twos = 0;
  let fives = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    twos += 1;
  }
  while (d % 5n === 0n) {
    d /= 5n;
    fives += 1;
  }
  return d === 1n && Math.max(twos, fives) <= maxPlaces;
}

/** Digits with thousands separators for the reply text ("86400" → "86,400"); short numbers stay plain. */
export function mentorMathsGrouped(plain: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(plain);
  if (!match || match[2].length < 5) return plain;
  return `${match[1]}${match[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${match[3] ?? ''}`;
}

/** The exact decimal of a fraction whose decimal ends ("3/4" → "0.75"). */
export function mentorMathsDecimal(value: Fraction): string {
  const sign = value.s < 0n && value.n !== 0n ? '-' : '';
  const whole = value.n / value.d;
  let rest = value.n % value.d;
  if (rest === 0n) return `${sign}${whole}`;
  let digits = '';
  // Terminating decimals only (callers check), so this loop ends within a few dozen digits.
  for (let guard = 0; rest !== 0n && guard < 40; guard += 1) {
    rest *= 10n;
    digits += String(rest / value.d);
    rest %= value.d;
  }
  return `${sign}${whole}.${digits}`;
}

/** "n/d" with its sign; a whole number as plain digits. */
export function mentorMathsFractionText(value: Fraction): string {
  const sign = value.s < 0n && value.n !== 0n ? '-' : '';
  return value.d === 1n ? `${sign}${value.n}` : `${sign}${value.n}/${value.d}`;
}

/** A mixed number for an improper fraction ("17/4" → "4 1/4"); anything else as {@link mentorMathsFractionText}. */
export function mentorMathsMixedText(value: Fraction): string {
  if (value.d === 1n || value.n < value.d) return mentorMathsFractionText(value);
  const sign = value.s < 0n ? '-' : '';
  return `${sign}${value.n / value.d} ${value.n % value.d}/${value.d}`;
}

/**
 * A short approximate decimal for a fraction whose decimal goes on ("1/3" → "0.333", "5 km in miles"
 * → "3.11"): two places, or three significant figures for small numbers, never exponent notation.
 */
export function mentorMathsApprox(value: Fraction): string {
  const magnitude = value.abs();
  if (magnitude.compare(mentorMathsFraction(1)) >= 0) return mentorMathsDecimal(value.round(2));
  for (let places = 3; places < 30; places += 1) {
    const rounded = value.round(places);
    // Three significant figures: stop once the rounded value carries them.
    if (rounded.abs().compare(mentorMathsFraction(1n, 10n ** BigInt(places - 2))) >= 0) return mentorMathsDecimal(rounded);
  }
  return '0';
}
