import type { Fraction } from 'mathjs';
import {
  mentorMathsApprox,
  mentorMathsDecimal,
  mentorMathsFraction,
  mentorMathsFractionText,
  mentorMathsMixedText,
  mentorMathsTerminates,
} from './mentorMathsNumber';

/** How a number was written, which decides how the answer is written back. */
export type MentorMathsForm = 'int' | 'dec' | 'frac' | 'mixed' | 'pct';

/** A number in a sum, with the text it is shown as (a fraction may be shown unsimplified: "3/6"). */
export interface MentorMathsNum {
  k: 'num';
  v: Fraction;
  shown: string;
  form: MentorMathsForm;
  /** True for a rounded value (an irrational square root); it is shown as "about …". */
  approx?: boolean;
}

/** The operators of a sum: "of" is multiplication read as "3/4 of 20". */
export type MentorMathsOp = '+' | '-' | '×' | '÷' | '^' | 'of';

/** What a person's words for an operation were, for a friendlier first line ("half of 30", "double 17"). */
export type MentorMathsSaid = 'half' | 'double' | 'triple' | 'squared' | 'cubed' | 'difference';

/** One node of a parsed sum. */
export type MentorMathsNode =
  | MentorMathsNum
  | { k: 'bin'; op: MentorMathsOp; a: MentorMathsNode; b: MentorMathsNode; said?: MentorMathsSaid }
  | { k: 'neg' | 'sqrt' | 'cbrt'; a: MentorMathsNode };

/** Why a sum has no ordinary answer. */
export type MentorMathsTroubleKind = 'divide-by-zero' | 'negative-root' | 'too-big';

/** Thrown while working a sum out when it has no ordinary answer. */
export class MentorMathsTrouble extends Error {
  /** Which trouble it is. */
  readonly kind: MentorMathsTroubleKind;
  constructor(kind: MentorMathsTroubleKind) {
    super(kind);
    this.kind = kind;
  }
}

// ——— Tokens ———

type Token = { t: 'num'; text: string } | { t: 'mixed'; whole: string; n: string; d: string } | { t: 'op'; v: string; spaced: boolean } | { t: 'word'; v: string };

const FRACTION_WORDS: Readonly<Record<string, number>> = {
  half: 2, halves: 2, third: 3, thirds: 3, quarter: 4, quarters: 4, fourth: 4, fourths: 4, fifth: 5, fifths: 5,
  sixth: 6, sixths: 6, seventh: 7, sevenths: 7, eighth: 8, eighths: 8, ninth: 9, ninths: 9, tenth: 10, tenths: 10,
  hundredth: 100, hundredths: 100, thousandth: 1000, thousandths: 1000,
};

/** Splits a prepared sum ("12 x 7", "1/2 + 1/3", "half of 30") into numbers, operators and words; null on stray characters. */
function tokensOf(text: string): Token[] | null {
  const tokens: Token[] = [];
  let rest = text;
  while (rest.length > 0) {
    const space = /^\s+/.exec(rest);
    if (space) {
      rest = rest.slice(space[0].length);
      continue;
    }
    const mixed = /^(\d+) (\d+)\/(\d+)(?![\d.])/.exec(rest);
    if (mixed) {
      tokens.push({ t: 'mixed', whole: mixed[1], n: mixed[2], d: mixed[3] });
      rest = rest.slice(mixed[0].length);
      continue;
    }
    const num = /^(?:\d+(?:\.\d+)?|\.\d+)/.exec(rest);
    if (num) {
      tokens.push({ t: 'num', text: num[0].startsWith('.') ? `0${num[0]}` : num[0] });
      rest = rest.slice(num[0].length);
      continue;
    }
    const op = /^(?:\*\*|[+\-*/÷^()%=])/.exec(rest);
    if (op) {
      const before = tokens.length > 0 && /\s$/.test(text.slice(0, text.length - rest.length));
      const after = /^\s/.test(rest.slice(op[0].length));
      tokens.push({ t: 'op', v: op[0] === '**' ? '^' : op[0], spaced: before || after });
      rest = rest.slice(op[0].length);
      continue;
    }
    const word = /^[a-z]+/.exec(rest);
    if (word) {
      tokens.push({ t: 'word', v: word[0] });
      rest = rest.slice(word[0].length);
      continue;
    }
    return null;
  }
  return tokens;
}

// ——— Parser ———

class ParseFailed extends Error {}

/** A recursive-descent parser for sums written in symbols, words or both. */
class Parser {
  private pos = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  parseAll(): MentorMathsNode {
    const node = this.additive();
    if (this.pos !== this.tokens.length) throw new ParseFailed();
    return node;
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.pos + offset];
  }

  /** True (and consumed) when the next tokens are these words in order. */
  private words(...expected: string[]): boolean {
    for (let index = 0; index < expected.length; index += 1) {
      const token = this.peek(index);
      if (!token || token.t !== 'word' || token.v !== expected[index]) return false;
    }
    this.pos += expected.length;
    return true;
  }

  /** The first of several word sequences that matches, consumed. */
  private anyWords(...options: string[]): boolean {
    return options.some((option) => this.words(...option.split(' ')));
  }

  private op(value: string): boolean {
    const token = this.peek();
    if (token?.t === 'op' && token.v === value) {
      this.pos += 1;
      return true;
    }
    return false;
  }

  /** "12 x 7": an x between numbers is a times sign; "2x + 3" has an unknown, which this parser does not solve. */
  private timesX(): boolean {
    const after = this.peek(1);
    if (this.peek()?.t !== 'word' || (this.peek() as { v: string }).v !== 'x') return false;
    if (!after || !(after.t === 'num' || after.t === 'mixed' || (after.t === 'op' && (after.v === '(' || after.v === '-')))) return false;
    this.pos += 1;
    return true;
  }

  private additive(): MentorMathsNode {
    let node = this.multiplicative();
    for (;;) {
      if (this.op('+') || this.anyWords('plus', 'add')) node = { k: 'bin', op: '+', a: node, b: this.multiplicative() };
      else if (this.op('-') || this.anyWords('minus', 'take away', 'subtract', 'less')) node = { k: 'bin', op: '-', a: node, b: this.multiplicative() };
      else return node;
    }
  }

  private multiplicative(): MentorMathsNode {
    let node = this.unary();
    for (;;) {
      if (this.timesX() || this.op('*') || this.anyWords('times', 'multiplied by', 'multiply by', 'lots of', 'groups of', 'sets of')) {
        node = { k: 'bin', op: '×', a: node, b: this.unary() };
      } else if (this.peek()?.t === 'op' && (this.peek() as { v: string }).v === '(') {
        // 2(3 + 4): a bracket straight after a number multiplies.
        node = { k: 'bin', op: '×', a: node, b: this.unary() };
      } else if (this.op('÷') || this.op('/') || this.anyWords('divided by', 'divide by', 'over')) {
        node = { k: 'bin', op: '÷', a: node, b: this.unary() };
      } else if (node.k === 'num' && node.form !== 'int' && this.words('of')) {
        node = { k: 'bin', op: 'of', a: node, b: this.unary() };
      } else {
        return node;
      }
    }
  }

  private unary(): MentorMathsNode {
    if (this.op('-') || this.anyWords('minus', 'negative')) {
      const next = this.peek();
      if (next?.t === 'num' || next?.t === 'mixed') {
        // "-3 squared" is (-3)^2 here: the sign belongs to the number, and the working shows the brackets.
        const literal = this.primary() as MentorMathsNum;
        return this.powerFrom(numOf(literal.v.neg(), `-${literal.shown}`, literal.form));
      }
      const inner = this.unary();
      if (inner.k === 'num' && inner.v.s > 0n) return numOf(inner.v.neg(), `-${inner.shown}`, inner.form);
      return { k: 'neg', a: inner };
    }
    if (this.op('+')) return this.unary();
    return this.power();
  }

  private power(): MentorMathsNode {
    return this.powerFrom(this.primary());
  }

  private powerFrom(first: MentorMathsNode): MentorMathsNode {
    let base = this.postfix(first);
    if (this.op('^') || this.anyWords('to the power of', 'to the power', 'raised to the power of', 'raised to', 'to the')) {
      const exponent = this.unary();
      this.anyWords('power', 'th power', 'rd power', 'nd power', 'st power');
      base = this.postfix({ k: 'bin', op: '^', a: base, b: exponent });
    }
    return base;
  }

  /** "7 squared", "2 cubed", "20%": what follows a number. */
  private postfix(node: MentorMathsNode): MentorMathsNode {
    let current = node;
    for (;;) {
      if (this.words('squared')) current = { k: 'bin', op: '^', a: current, b: numOf(mentorMathsFraction(2), '2', 'int'), said: 'squared' };
      else if (this.words('cubed')) current = { k: 'bin', op: '^', a: current, b: numOf(mentorMathsFraction(3), '3', 'int'), said: 'cubed' };
      else if (current.k === 'num' && (current.form === 'int' || current.form === 'dec') && (this.op('%') || this.anyWords('percent', 'per cent'))) {
        current = numOf(current.v.div(100), `${current.shown}%`, 'pct');
      } else return current;
    }
  }

  /** A number, a bracket, or a phrase that makes one ("half of 30", "the square root of 81", "add 3 and 4"). */
  private primary(): MentorMathsNode {
    this.words('the');
    const token = this.peek();
    if (!token) throw new ParseFailed();
    if (token.t === 'mixed') {
      this.pos += 1;
      const whole = BigInt(token.whole);
      const d = BigInt(token.d);
      if (d === 0n) throw new ParseFailed();
      const value = mentorMathsFraction(whole * d + BigInt(token.n), d);
      return numOf(value, `${token.whole} ${token.n}/${token.d}`, 'mixed');
    }
    if (token.t === 'num') return this.number(token.text);
    if (this.op('(')) {
      const inner = this.additive();
      if (!this.op(')')) throw new ParseFailed();
      return inner;
    }
    if (token.t !== 'word') throw new ParseFailed();
    if (this.anyWords('sqrt', 'square root of', 'square root', 'root of')) return { k: 'sqrt', a: this.unary() };
    if (this.anyWords('cube root of', 'cube root')) return { k: 'cbrt', a: this.unary() };
    if (this.anyWords('half of', 'halve', 'a half of', 'one half of')) return { k: 'bin', op: '÷', a: this.unary(), b: intOf(2), said: 'half' };
    if (this.anyWords('double', 'twice')) return { k: 'bin', op: '×', a: this.unary(), b: intOf(2), said: 'double' };
    if (this.anyWords('triple', 'treble')) return { k: 'bin', op: '×', a: this.unary(), b: intOf(3), said: 'triple' };
    if (this.anyWords('square of')) return { k: 'bin', op: '^', a: this.unary(), b: intOf(2), said: 'squared' };
    if (this.anyWords('cube of')) return { k: 'bin', op: '^', a: this.unary(), b: intOf(3), said: 'cubed' };
    if (this.anyWords('sum of', 'total of', 'add')) {
      const a = this.additive();
      if (this.anyWords('to')) return { k: 'bin', op: '+', a: this.additive(), b: a };
      if (!this.anyWords('and', 'with', 'plus')) throw new ParseFailed();
      return { k: 'bin', op: '+', a, b: this.additive() };
    }
    if (this.anyWords('subtract', 'take away', 'take')) {
      const a = this.additive();
      this.words('away');
      if (!this.words('from')) throw new ParseFailed();
      return { k: 'bin', op: '-', a: this.additive(), b: a };
    }
    if (this.anyWords('multiply', 'product of')) {
      const a = this.additive();
      if (!this.anyWords('by', 'and', 'with', 'times')) throw new ParseFailed();
      return { k: 'bin', op: '×', a, b: this.additive() };
    }
    if (this.anyWords('divide', 'quotient of')) {
      const a = this.additive();
      if (!this.anyWords('by', 'and')) throw new ParseFailed();
      return { k: 'bin', op: '÷', a, b: this.additive() };
    }
    if (this.anyWords('difference between', 'difference of')) {
      const a = this.additive();
      if (!this.words('and')) throw new ParseFailed();
      const b = this.additive();
      // The difference is the bigger take away the smaller, so it is never negative.
      const swap = mentorMathsValue(a).v.compare(mentorMathsValue(b).v) < 0;
      return { k: 'bin', op: '-', a: swap ? b : a, b: swap ? a : b, said: 'difference' };
    }
    // "a third", "one half", "half": a fraction written in words.
    if ((token.v === 'a' || token.v === 'an') && this.peek(1)?.t === 'word' && FRACTION_WORDS[(this.peek(1) as { v: string }).v] !== undefined) {
      this.pos += 1;
    }
    const fraction = this.peek();
    if (fraction?.t === 'word' && FRACTION_WORDS[fraction.v] !== undefined && !fraction.v.endsWith('s')) {
      this.pos += 1;
      return numOf(mentorMathsFraction(1, FRACTION_WORDS[fraction.v]), `1/${String(FRACTION_WORDS[fraction.v])}`, 'frac');
    }
    throw new ParseFailed();
  }

  /** A number and what may follow it to make a fraction ("1/2", "2 thirds", "2 and a half"). */
  private number(text: string): MentorMathsNode {
    this.pos += 1;
    const isInt = /^\d+$/.test(text);
    if (isInt && /^0\d/.test(text)) throw new ParseFailed();
    const slash = this.peek();
    const below = this.peek(1);
    if (isInt && slash?.t === 'op' && slash.v === '/' && !slash.spaced && below?.t === 'num' && /^\d+$/.test(below.text)) {
      this.pos += 2;
      if (/^0+$/.test(below.text)) throw new MentorMathsTrouble('divide-by-zero');
      return numOf(mentorMathsFraction(BigInt(text), BigInt(below.text)), `${text}/${below.text}`, 'frac');
    }
    const word = this.peek();
    if (isInt && word?.t === 'word' && FRACTION_WORDS[word.v] !== undefined) {
      this.pos += 1;
      const d = FRACTION_WORDS[word.v];
      return numOf(mentorMathsFraction(BigInt(text), BigInt(d)), `${text}/${String(d)}`, 'frac');
    }
    if (isInt && this.words('and', 'a', 'half')) return numOf(mentorMathsFraction(BigInt(text) * 2n + 1n, 2n), `${text} 1/2`, 'mixed');
    if (isInt && this.words('and', 'a', 'quarter')) return numOf(mentorMathsFraction(BigInt(text) * 4n + 1n, 4n), `${text} 1/4`, 'mixed');
    return numOf(mentorMathsFraction(text), text, isInt ? 'int' : 'dec');
  }
}

function numOf(v: Fraction, shown: string, form: MentorMathsForm, approx?: boolean): MentorMathsNum {
  return approx ? { k: 'num', v, shown, form, approx } : { k: 'num', v, shown, form };
}

function intOf(value: number): MentorMathsNum {
  return numOf(mentorMathsFraction(value), String(value), 'int');
}

/**
 * Parses a prepared sum ("3 + 4", "12 x 7", "1/2 + 1/3", "half of 30", "the square root of 81",
 * "2 to the power of 10", "add 3 and 4", "20% of 50"), or null when it is not one sum from start to end.
 */
export function mentorMathsParse(text: string): MentorMathsNode | null {
  const tokens = tokensOf(text);
  if (!tokens || tokens.length === 0) return null;
  try {
    return new Parser(tokens).parseAll();
  } catch (error) {
    if (error instanceof MentorMathsTrouble) throw error;
    return null;
  }
}

/** How many operations a sum has (a lone number has none). */
export function mentorMathsOperations(node: MentorMathsNode): number {
  if (node.k === 'num') return 0;
  if (node.k === 'bin') return 1 + mentorMathsOperations(node.a) + mentorMathsOperations(node.b);
  return 1 + mentorMathsOperations(node.a);
}

/** Every number of a sum, in order. */
export function mentorMathsNumbers(node: MentorMathsNode): MentorMathsNum[] {
  if (node.k === 'num') return [node];
  if (node.k === 'bin') return [...mentorMathsNumbers(node.a), ...mentorMathsNumbers(node.b)];
  return mentorMathsNumbers(node.a);
}

// ——— Working it out ———

/** Results bigger than this many bits are refused rather than printed (a 2^1000000 would never end). */
const MAX_BITS = 4000n;

function bits(value: bigint): bigint {
  return BigInt(value.toString(2).length);
}

/** The integer square (or cube) root of a non-negative bigint when it is exact, else null. */
function exactRoot(value: bigint, degree: 2n | 3n): bigint | null {
  if (value < 2n) return value;
  let low = 0n;
  let high = 1n << (bits(value) / degree + 1n);
  while (low <= high) {
    const mid = (low + high) / 2n;
    const power = mid ** degree;
    if (power === value) return mid;
    if (power < value) low = mid + 1n;
    else high = mid - 1n;
  }
  return null;
}

/** The exact (or, for an irrational root, rounded) value of one operation on two values. */
function apply(op: MentorMathsOp, a: MentorMathsNum, b: MentorMathsNum): { v: Fraction; approx: boolean } {
  const approx = Boolean(a.approx || b.approx);
  switch (op) {
    case '+':
      return { v: a.v.add(b.v), approx };
    case '-':
      return { v: a.v.sub(b.v), approx };
    case '×':
    case 'of':
      return { v: a.v.mul(b.v), approx };
    case '÷':
      if (b.v.n === 0n) throw new MentorMathsTrouble('divide-by-zero');
      return { v: a.v.div(b.v), approx };
    case '^': {
      if (b.v.d !== 1n) {
        const value = Math.pow(a.v.valueOf(), b.v.valueOf());
        if (!Number.isFinite(value)) throw new MentorMathsTrouble(a.v.s < 0n ? 'negative-root' : 'too-big');
        return { v: mentorMathsFraction(value), approx: true };
      }
      if (a.v.n === 0n && b.v.s < 0n) throw new MentorMathsTrouble('divide-by-zero');
      const exponent = b.v.n;
      if (a.v.n > 1n || a.v.d > 1n) {
        if ((bits(a.v.n) + bits(a.v.d)) * exponent > MAX_BITS) throw new MentorMathsTrouble('too-big');
      }
      return { v: a.v.pow(b.v), approx };
    }
  }
}

function rootOf(kind: 'sqrt' | 'cbrt', a: MentorMathsNum): { v: Fraction; approx: boolean } {
  if (kind === 'sqrt' && a.v.s < 0n && a.v.n !== 0n) throw new MentorMathsTrouble('negative-root');
  const degree = kind === 'sqrt' ? 2n : 3n;
  const n = exactRoot(a.v.n, degree);
  const d = exactRoot(a.v.d, degree);
  if (n !== null && d !== null && !a.approx) {
    const value = mentorMathsFraction(n, d);
    return { v: a.v.s < 0n ? value.neg() : value, approx: false };
  }
  const float = kind === 'sqrt' ? Math.sqrt(a.v.valueOf()) : Math.cbrt(a.v.valueOf());
  return { v: mentorMathsFraction(float), approx: true };
}

/** The value of a sum without its working. */
export function mentorMathsValue(node: MentorMathsNode): { v: Fraction; approx: boolean } {
  if (node.k === 'num') return { v: node.v, approx: Boolean(node.approx) };
  if (node.k === 'bin') {
    const a = mentorMathsValue(node.a);
    const b = mentorMathsValue(node.b);
    return apply(node.op, numOf(a.v, '', 'int', a.approx), numOf(b.v, '', 'int', b.approx));
  }
  const inner = mentorMathsValue(node.a);
  if (node.k === 'neg') return { v: inner.v.neg(), approx: inner.approx };
  return rootOf(node.k, numOf(inner.v, '', 'int', inner.approx));
}

/** How answers are written: as fractions (the sum had fractions) or as decimals where they end. */
export type MentorMathsStyle = 'fraction' | 'decimal';

/** The style a sum's answer takes from how its numbers were written. */
function styleOf(node: MentorMathsNode): MentorMathsStyle {
  return mentorMathsNumbers(node).some((num) => num.form === 'frac' || num.form === 'mixed') ? 'fraction' : 'decimal';
}

/** A computed value as a number node, shown in the sum's style. */
function shownNum(v: Fraction, style: MentorMathsStyle, approx: boolean): MentorMathsNum {
  if (approx) return numOf(v, mentorMathsApprox(v), 'dec', true);
  if (v.d === 1n) return numOf(v, mentorMathsFractionText(v), 'int');
  if (style === 'decimal' && mentorMathsTerminates(v)) return numOf(v, mentorMathsDecimal(v), 'dec');
  return numOf(v, mentorMathsFractionText(v), 'frac');
}

function isFraction(node: MentorMathsNode): node is MentorMathsNum {
  return node.k === 'num' && node.form === 'frac' && !node.approx;
}

/** The numerator and denominator a fraction node is shown with ("3/6" stays 3 and 6). */
function shownParts(node: MentorMathsNum): { n: bigint; d: bigint } {
  const match = /^(-?\d+)\/(\d+)$/.exec(node.shown);
  if (match) return { n: BigInt(match[1]), d: BigInt(match[2]) };
  return { n: node.v.s * node.v.n, d: node.v.d };
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function fractionShown(n: bigint, d: bigint): MentorMathsNum {
  return numOf(mentorMathsFraction(n, d), `${n}/${d}`, 'frac');
}

/** A worked-out fraction as shown: "2/6" stays for simplifying next, "12/1" is just 12. */
function resultShown(n: bigint, d: bigint): MentorMathsNum {
  return d === 1n ? numOf(mentorMathsFraction(n), String(n), 'int') : fractionShown(n, d);
}

/**
 * One teaching rewrite of a ready operation (both sides numbers), or null when it is simply worked
 * out: fractions to a common bottom before adding, dividing by a fraction as multiplying by its
 * flip, "3/4 of 20" as 20 ÷ 4 × 3, "20% of 50" as 50 × 20 ÷ 100, "7 squared" as 7 × 7.
 */
function teach(op: MentorMathsOp, a: MentorMathsNum, b: MentorMathsNum, said: MentorMathsSaid | undefined): MentorMathsNode | null {
  if ((op === '+' || op === '-') && isFraction(a) && isFraction(b)) {
    const pa = shownParts(a);
    const pb = shownParts(b);
    if (pa.d !== pb.d) {
      const common = (pa.d / gcd(pa.d, pb.d)) * pb.d;
      return { k: 'bin', op, a: fractionShown(pa.n * (common / pa.d), common), b: fractionShown(pb.n * (common / pb.d), common) };
    }
    return null;
  }
  if ((op === '+' || op === '-') && (isFraction(a) || isFraction(b)) && (a.form === 'int' || b.form === 'int')) {
    // 2 + 1/3: the whole number as a fraction with the same bottom.
    const fraction = isFraction(a) ? a : b;
    const d = shownParts(fraction).d;
    const asFraction = (node: MentorMathsNum) => (node === fraction ? node : fractionShown(node.v.s * node.v.n * d, d));
    return { k: 'bin', op, a: asFraction(a), b: asFraction(b) };
  }
  if (op === '÷' && isFraction(b) && b.v.n !== 0n) {
    const pb = shownParts(b);
    const flipped = pb.n < 0n ? fractionShown(-pb.d, -pb.n) : fractionShown(pb.d, pb.n);
    const left = a.form === 'int' ? fractionShown(a.v.s * a.v.n, 1n) : a;
    return { k: 'bin', op: '×', a: left, b: flipped };
  }
  if (op === '÷' && isFraction(a) && b.form === 'int' && b.v.n !== 0n) {
    // 1/2 ÷ 4 is 1/2 × 1/4.
    return { k: 'bin', op: '×', a, b: fractionShown(b.v.s, b.v.n) };
  }
  if (op === 'of' && (a.form === 'frac' || a.form === 'pct') && b.form === 'int' && a.v.s > 0n) {
    const parts = a.form === 'pct' ? { n: a.v.n * 100n / a.v.d, d: 100n } : shownParts(a);
    if (a.form === 'pct' && (a.v.n * 100n) % a.v.d !== 0n) return null;
    if (b.v.n % parts.d === 0n) {
      const divided: MentorMathsNode = { k: 'bin', op: '÷', a: b, b: numOf(mentorMathsFraction(parts.d), String(parts.d), 'int') };
      return parts.n === 1n ? divided : { k: 'bin', op: '×', a: divided, b: numOf(mentorMathsFraction(parts.n), String(parts.n), 'int') };
    }
    const times: MentorMathsNode = parts.n === 1n ? b : { k: 'bin', op: '×', a: b, b: numOf(mentorMathsFraction(parts.n), String(parts.n), 'int') };
    return { k: 'bin', op: '÷', a: times, b: numOf(mentorMathsFraction(parts.d), String(parts.d), 'int') };
  }
  if (op === '^' && b.form === 'int' && (b.v.n === 2n || b.v.n === 3n) && b.v.s > 0n && (a.form === 'int' || a.form === 'dec') && said !== undefined) {
    const square: MentorMathsNode = { k: 'bin', op: '×', a, b: a };
    return b.v.n === 2n ? square : { k: 'bin', op: '×', a: square, b: a };
  }
  return null;
}

/** Works one ready operation out, keeping fraction products and same-bottom sums unsimplified for the working. */
function work(op: MentorMathsOp, a: MentorMathsNum, b: MentorMathsNum, style: MentorMathsStyle): MentorMathsNum {
  const value = apply(op, a, b);
  if (!value.approx && isFraction(a) && isFraction(b)) {
    const pa = shownParts(a);
    const pb = shownParts(b);
    if ((op === '+' || op === '-') && pa.d === pb.d) return resultShown(op === '+' ? pa.n + pb.n : pa.n - pb.n, pa.d);
    if (op === '×' || op === 'of') return resultShown(pa.n * pb.n, pa.d * pb.d);
  }
  if (!value.approx && op === '×' && ((isFraction(a) && b.form === 'int') || (isFraction(b) && a.form === 'int'))) {
    const fraction = isFraction(a) ? a : b;
    const whole = fraction === a ? b : a;
    const parts = shownParts(fraction);
    return resultShown(parts.n * whole.v.s * whole.v.n, parts.d);
  }
  return shownNum(value.v, style, value.approx);
}

/** One step of the working: every ready operation taught or worked out; null when the sum is one number. */
function step(node: MentorMathsNode, style: MentorMathsStyle): MentorMathsNode | null {
  if (node.k === 'num') return null;
  if (node.k === 'bin') {
    if (node.a.k === 'num' && node.b.k === 'num') return teach(node.op, node.a, node.b, node.said) ?? work(node.op, node.a, node.b, style);
    const a = step(node.a, style) ?? node.a;
    const b = step(node.b, style) ?? node.b;
    return { k: 'bin', op: node.op, a, b };
  }
  if (node.a.k === 'num') {
    if (node.k === 'neg') return shownNum(node.a.v.neg(), style, Boolean(node.a.approx));
    const root = rootOf(node.k, node.a);
    return shownNum(root.v, style, root.approx);
  }
  return { k: node.k, a: step(node.a, style) ?? node.a };
}

/** Mixed numbers become improper fractions before anything else ("1 1/2" → "3/2"). */
function improper(node: MentorMathsNode): MentorMathsNode | null {
  if (node.k === 'num') return node.form === 'mixed' ? fractionShown(node.v.s * node.v.n, node.v.d) : null;
  if (node.k === 'bin') {
    const a = improper(node.a);
    const b = improper(node.b);
    return a || b ? { ...node, a: a ?? node.a, b: b ?? node.b } : null;
  }
  const a = improper(node.a);
  return a ? { k: node.k, a } : null;
}

/** The working of a sum: each line of it, the first as written, the last its answer. */
export interface MentorMathsWorking {
  lines: MentorMathsNode[];
  value: Fraction;
  approx: boolean;
  style: MentorMathsStyle;
}

/** Works a sum out step by step (throws {@link MentorMathsTrouble} for division by zero and the like). */
export function mentorMathsWork(node: MentorMathsNode): MentorMathsWorking {
  const style = styleOf(node);
  const { v, approx } = mentorMathsValue(node);
  const lines: MentorMathsNode[] = [node];
  const flat = improper(node);
  if (flat) lines.push(flat);
  for (let guard = 0; guard < 40; guard += 1) {
    const next = step(lines[lines.length - 1], style);
    if (!next) break;
    lines.push(next);
  }
  const last = lines[lines.length - 1];
  if (last.k === 'num' && last.form === 'frac') {
    const parts = shownParts(last);
    // "2/4" → "1/2": simplify the last fraction.
    if (parts.d !== last.v.d) lines.push(shownNum(last.v, style, false));
  }
  return { lines, value: v, approx, style };
}

const PRECEDENCE: Readonly<Record<MentorMathsOp, number>> = { '+': 1, '-': 1, '×': 2, '÷': 2, of: 2, '^': 4 };

function precedenceOf(node: MentorMathsNode): number {
  if (node.k === 'num') return node.v.s < 0n && node.v.n !== 0n ? 3 : 6;
  if (node.k === 'bin') return PRECEDENCE[node.op];
  return node.k === 'neg' ? 3 : 5;
}

/** A sum written with symbols, with brackets only where they are needed ("(2 + 3) × 4", "1/2 + 1/3", "√81"). */
export function mentorMathsShow(node: MentorMathsNode): string {
  if (node.k === 'num') return node.shown;
  if (node.k !== 'bin') {
    if (node.k === 'neg') return `-${wrap(node.a, precedenceOf(node.a) <= 3)}`;
    const bracket = node.a.k !== 'num' || node.a.shown.includes(' ') || node.a.v.s < 0n;
    return `${node.k === 'sqrt' ? '√' : '∛'}${wrap(node.a, bracket)}`;
  }
  const own = PRECEDENCE[node.op];
  const left = precedenceOf(node.a);
  const right = precedenceOf(node.b);
  const leftWrapped = wrap(node.a, left < own || (node.op === '^' && left <= own) || (node.op === '^' && node.a.k === 'num' && node.a.shown.includes('/')));
  const rightWrapped = wrap(node.b, right < own || (right === own && node.op !== '+' && node.op !== '×') || right === 3 || (node.op === '^' && node.b.k === 'num' && node.b.shown.includes('/')));
  return node.op === '^' ? `${leftWrapped}^${rightWrapped}` : `${leftWrapped} ${node.op} ${rightWrapped}`;
}

function wrap(node: MentorMathsNode, needed: boolean): string {
  const text = mentorMathsShow(node);
  return needed ? `(${text})` : text;
}

/** The answer to a sum as plain text, in its style: "7", "5/6", "0.75", "about 1.41". */
export function mentorMathsAnswerText(value: Fraction, style: MentorMathsStyle, approx: boolean, mixed: boolean): string {
  if (approx) return mentorMathsApprox(value);
  if (value.d === 1n) return mentorMathsFractionText(value);
  if (style === 'decimal' && mentorMathsTerminates(value)) return mentorMathsDecimal(value);
  return mixed ? mentorMathsMixedText(value) : mentorMathsFractionText(value);
}
