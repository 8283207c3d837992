import type { Fraction } from 'mathjs';
import type { MentorContentMode } from '../../types';
import {
  MentorMathsTrouble,
  mentorMathsAnswerText,
  mentorMathsNumbers,
  mentorMathsOperations,
  mentorMathsParse,
  mentorMathsShow,
  mentorMathsValue,
  mentorMathsWork,
  type MentorMathsNode,
  type MentorMathsNum,
  type MentorMathsTroubleKind,
  type MentorMathsWorking,
} from './mentorMathsExpression';
import {
  mentorMathsApprox,
  mentorMathsDecimal,
  mentorMathsDigits,
  mentorMathsFraction,
  mentorMathsFractionText,
  mentorMathsGrouped,
  mentorMathsMixedText,
  mentorMathsTerminates,
} from './mentorMathsNumber';
import { mentorMathsUnits } from './mentorMathsUnits';
import { mentorMathsWordProblem } from './mentorMathsWordProblem';

/**
 * The builtin mind's answer to a maths question. `answer`: the reply text, with the result in bold,
 * and `result`, the bold part as plain text ("7", "5/6", "0.75", "3 remainder 1", "12 apples",
 * "180 minutes", "£1.20", "no answer" for a division by zero). `unparsed`: the message clearly asks
 * for a sum that could not be worked out, and the text says so once and shows how to write it.
 */
export type MentorMathsAnswer = { kind: 'answer'; text: string; result: string } | { kind: 'unparsed'; text: string };

// ——— Reading the message ———

/** Lower case, symbols made plain ("×" → "*", "√" → "sqrt"), thousands separators dropped, number words as digits. */
function prepare(message: string): string {
  let text = message.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/['’‘`]/g, '');
  text = text
    .replace(/[×✕✖⋅·]/g, ' * ')
    .replace(/➗/g, ' ÷ ')
    .replace(/[−–—]/g, '-')
    .replace(/√/g, ' sqrt ')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/°\s*c\b/g, ' celsius')
    .replace(/°\s*f\b/g, ' fahrenheit')
    .replace(/°/g, ' degrees ')
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(/\bper cent\b/g, 'percent')
    .replace(/([a-z])-(?=[a-z])/g, '$1 ')
    // A full stop that is not a decimal point ends a sentence.
    .replace(/\.(?!\d)/g, ' ')
    .replace(/[^a-z0-9.+\-*/^()%=÷£$€: ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "2 and a half" is the mixed number 2 1/2 (after the number words became digits).
  return mentorMathsDigits(text).replace(/\b(\d+) and an? (half|quarter)\b/g, (_, whole: string, part: string) => `${whole} 1/${part === 'half' ? 2 : 4}`);
}

const FILLER = /^(?:hey|hi|hello|ok|okay|so|um+|er+m?|please|grove|and|but|now|then|quick question|question|also|right|well)\b\s*/;
/** Openers of a question that asks for a sum. */
const ASK_LEADS: readonly RegExp[] = [
  /^what do you get (?:if|when) you\b\s*/,
  /^(?:can|could|would|will) you (?:please )?(?:help me )?(?:tell me |work out |calculate |do |solve |figure out |add up |find |answer |help with |with )?(?:what )?/,
  /^(?:please )?(?:tell me|do you know|i need to know|i want to know|i wonder|help me with|help me|help with)\b\s*/,
  /^(?:what|wat) (?:is|are|does|do|was|s|will)\b\s*/,
  /^(?:whats|wats)\b\s*/,
  /^how much (?:is|are|does|do|will|would)?\b\s*/,
  /^(?:the )?answer (?:to|for)\b\s*/,
  /^is\b\s*(?=.*(?:=|\bequals?\b))/,
];
/** Verbs that ask for a calculation ("convert" stays: the unit and fraction readers look for it). */
const VERB_LEADS = /^(?:calculate|compute|work out|solve|evaluate|figure out|find out|find)\b\s*/;
const TRAILING = /\s*(?:=|equal to|equals|equal|is equal to|is|make|makes|come to|comes to|please|for me|grove|then|thanks|thank you|thx|in total|altogether|mean|exactly)\s*$/;

interface Lead {
  rest: string;
  /** A question opener ("what is", "how much is") or a maths verb ("calculate") was there. */
  asked: boolean;
}

function stripLead(text: string): Lead {
  let rest = text;
  let asked = false;
  for (let guard = 0; guard < 8; guard += 1) {
    const before = rest;
    rest = rest.replace(FILLER, '');
    for (const lead of ASK_LEADS) {
      if (lead.test(rest)) {
        rest = rest.replace(lead, '');
        asked = true;
      }
    }
    if (VERB_LEADS.test(rest)) {
      rest = rest.replace(VERB_LEADS, '');
      asked = true;
    }
    rest = rest.replace(TRAILING, '').trim();
    if (rest === before) break;
  }
  return { rest, asked };
}

// ——— Writing the answer ———

function bold(text: string): string {
  return `**${text}**`;
}

function answer(text: string, result: string): MentorMathsAnswer {
  return { kind: 'answer', text, result };
}

/** Long digit runs get thousands separators in the text ("86400" → "86,400"). */
function grouped(text: string): string {
  return text.replace(/(?<![\d.])\d{5,}(?![\d])/g, (digits) => mentorMathsGrouped(digits));
}

const UNPARSED: Readonly<Record<MentorContentMode, string>> = {
  G: 'Hmm, I could not work out that sum. Can you write it like 12 × 7 or 1/2 + 1/3?',
  PG: 'I couldn\'t work out that sum, sorry. Could you write it like 12 × 7 or 1/2 + 1/3?',
  FULL: 'I couldn\'t work that one out. Could you write it as a sum, like 12 × 7 or 1/2 + 1/3?',
};

function troubleAnswer(kind: MentorMathsTroubleKind, mode: MentorContentMode, sum: string): MentorMathsAnswer {
  if (kind === 'too-big') return { kind: 'unparsed', text: 'That number is far too big for me to write out! Could you try a smaller one?' };
  if (kind === 'negative-root') {
    const text = mode === 'G'
      ? `No number times itself makes a number below zero, so ${sum} has ${bold('no answer')} with ordinary numbers.`
      : `${sum} has ${bold('no answer')} among ordinary (real) numbers: any number times itself is zero or more, never negative.`;
    return answer(text, 'no answer');
  }
  const text: Readonly<Record<MentorContentMode, string>> = {
    G: `You can't divide by zero! You can't share things between zero friends, so ${sum} has ${bold('no answer')}.`,
    PG: `${sum} has ${bold('no answer')}: you can't divide by zero, because no number times 0 gives anything but 0.`,
    FULL: `${sum} has ${bold('no answer')}: division by zero is undefined.`,
  };
  return answer(text[mode], 'no answer');
}

function isWholeNum(node: MentorMathsNode): node is MentorMathsNum {
  return node.k === 'num' && node.form === 'int' && node.v.s > 0n;
}

/** The first line in the person's own words, when they used them ("Half of 30", "7 squared"). */
function saidOf(node: MentorMathsNode): string | null {
  if (node.k !== 'bin' || !node.said) return null;
  const a = mentorMathsShow(node.a);
  const b = mentorMathsShow(node.b);
  switch (node.said) {
    case 'half':
      return `Half of ${a}`;
    case 'double':
      return `Double ${a}`;
    case 'triple':
      return `Triple ${a}`;
    case 'squared':
      return `${a.startsWith('-') ? `(${a})` : a} squared`;
    case 'cubed':
      return `${a.startsWith('-') ? `(${a})` : a} cubed`;
    case 'difference':
      return `The difference between ${a} and ${b}`;
  }
}

/** A one-line explanation for a young child, for the sums that have a picture. */
function simpleG(node: MentorMathsNode, result: string): string | null {
  if (node.k === 'sqrt' && isWholeNum(node.a) && !result.includes('.')) return `The square root of ${node.a.shown} is ${bold(result)}, because ${result} × ${result} = ${node.a.shown}!`;
  if (node.k !== 'bin') return null;
  if (node.op === 'of' && node.a.k === 'num' && node.a.form === 'frac' && node.a.v.n === 1n && isWholeNum(node.b) && !result.includes('/') && !result.includes('.')) {
    return `${node.a.shown} of ${node.b.shown} is ${bold(result)}. Split ${node.b.shown} into ${node.a.v.d} equal groups and each group has ${result}!`;
  }
  if (node.op === 'of' && node.a.k === 'num' && node.a.form === 'pct' && isWholeNum(node.b)) return `${node.a.shown} of ${node.b.shown} is ${bold(result)}.`;
  if (!isWholeNum(node.a) || node.b.k !== 'num') return null;
  const a = node.a.shown;
  const b = node.b.shown;
  const small = node.a.v.compare(20) <= 0 && node.b.v.compare(20) <= 0;
  switch (node.said) {
    case 'half':
      return `Half of ${a} is ${bold(result)}. ${result} and ${result} make ${a}!`;
    case 'double':
      return `Double ${a} is ${bold(result)}. That is ${a} + ${a}!`;
    case 'triple':
      return `Triple ${a} is ${bold(result)}. That is ${a} + ${a} + ${a}!`;
    case 'squared':
      return `${a} squared is ${bold(result)}. That is ${a} × ${a}!`;
    case 'cubed':
      return `${a} cubed is ${bold(result)}. That is ${a} × ${a} × ${a}!`;
    default:
      break;
  }
  // The pictures are for whole numbers (zero included) on both sides.
  if (node.b.form !== 'int' || node.b.v.s < 0n) return null;
  switch (node.op) {
    case '+':
      return `${a} plus ${b} is ${bold(result)}.${small ? ` If you have ${a} apple${a === '1' ? '' : 's'} and get ${b} more, you have ${result}!` : ''}`;
    case '-':
      return result.startsWith('-')
        ? `${a} take away ${b} is ${bold(result)}. That is below zero!`
        : `${a} take away ${b} is ${bold(result)}.${small ? ` If you have ${a} sweets and eat ${b}, you have ${result} left!` : ''}`;
    case '×':
      return `${a} times ${b} is ${bold(result)}.${small ? ` That is ${a} groups of ${b}!` : ''}`;
    case '÷':
      return `${a} divided by ${b} is ${bold(result)}.${small ? ` If you share ${a} sweets between ${b} friends, each friend gets ${result}!` : ''}`;
    default:
      return null;
  }
}

/** A short rule for PG, for the sums that have one. */
function tipOf(node: MentorMathsNode): string | null {
  const nums = mentorMathsNumbers(node);
  const fractions = nums.filter((num) => num.form === 'frac' || num.form === 'mixed');
  const ops = opsOf(node);
  const bottoms = new Set(fractions.map((num) => num.shown.split('/')[1]));
  if (fractions.length >= 2 && bottoms.size === 1 && !ops.has('×') && !ops.has('÷')) {
    if (ops.has('+') && !ops.has('-')) return 'the bottoms are already the same, so just add the tops.';
    if (ops.has('-') && !ops.has('+')) return 'the bottoms are already the same, so just take away the tops.';
  }
  if (fractions.length >= 2 && ops.has('+')) return 'make the bottoms the same first, then add the tops.';
  if (fractions.length >= 2 && ops.has('-')) return 'make the bottoms the same first, then take away the tops.';
  if (dividesByFraction(node)) return 'dividing by a fraction is the same as multiplying by it flipped over.';
  if (fractions.length >= 1 && ops.has('÷')) return 'dividing by a number is the same as multiplying by 1 over it.';
  if (fractions.length >= 2 && ops.has('×')) return 'multiply the tops together and the bottoms together, then simplify.';
  if (ops.has('of') && nums.some((num) => num.form === 'pct')) return 'per cent means "out of 100", so multiply and then divide by 100.';
  if (ops.has('of') && fractions.length >= 1) return 'divide by the bottom number, then multiply by the top.';
  if ((ops.has('+') || ops.has('-')) && (ops.has('×') || ops.has('÷'))) return 'remember, brackets first, then × and ÷, then + and -.';
  return null;
}

function dividesByFraction(node: MentorMathsNode): boolean {
  if (node.k === 'num') return false;
  if (node.k === 'bin') {
    const byFraction = node.op === '÷' && node.b.k === 'num' && (node.b.form === 'frac' || node.b.form === 'mixed');
    return byFraction || dividesByFraction(node.a) || dividesByFraction(node.b);
  }
  return dividesByFraction(node.a);
}

function opsOf(node: MentorMathsNode): Set<string> {
  if (node.k === 'num') return new Set();
  if (node.k === 'bin') return new Set([node.op, ...opsOf(node.a), ...opsOf(node.b)]);
  return new Set([node.k, ...opsOf(node.a)]);
}

/** The longest sum written back in full; a longer one gets just its answer. */
const MAX_SHOWN = 200;

/** Explains a parsed sum at the profile's level, with the working for PG and adults. */
function explainSum(node: MentorMathsNode, mode: MentorContentMode): MentorMathsAnswer {
  const written = mentorMathsShow(node);
  let working: MentorMathsWorking;
  try {
    working = mentorMathsWork(node);
  } catch (error) {
    if (error instanceof MentorMathsTrouble) return troubleAnswer(error.kind, mode, written);
    throw error;
  }
  const { value, approx, style } = working;
  const mixedIn = mentorMathsNumbers(node).some((num) => num.form === 'mixed');

  // 13 ÷ 4: a remainder for young children, the exact answer as well for older ones.
  if (node.k === 'bin' && node.op === '÷' && isWholeNum(node.a) && isWholeNum(node.b) && value.d !== 1n) {
    const quotient = node.a.v.n / node.b.v.n;
    const remainder = node.a.v.n % node.b.v.n;
    const withRemainder = `${quotient} remainder ${remainder}`;
    if (mode === 'G') {
      const story = node.a.v.compare(30) <= 0 ? ` If you share ${node.a.shown} sweets between ${node.b.shown} friends, each gets ${quotient} and ${remainder} ${remainder === 1n ? 'is' : 'are'} left over.` : '';
      return answer(grouped(`${node.a.shown} ÷ ${node.b.shown} = ${bold(withRemainder)}.${story}`), withRemainder);
    }
    const exact = mentorMathsMixedText(value);
    const decimal = mentorMathsTerminates(value) ? mentorMathsDecimal(value) : `about ${mentorMathsApprox(value)}`;
    return answer(grouped(`${node.a.shown} ÷ ${node.b.shown} = ${withRemainder}, or exactly ${bold(exact)} (${decimal}).`), exact);
  }

  const result = mentorMathsAnswerText(value, style, approx, mixedIn);
  if (written.length > MAX_SHOWN) return answer(grouped(`That comes to ${approx ? 'about ' : ''}${bold(result)}.`), result);
  let shown = working.lines.map(mentorMathsShow).filter((line, index, all) => index === 0 || line !== all[index - 1]);
  if (shown[shown.length - 1] !== result) shown.push(result);
  // A long working is more noise than help: the sum as written and its answer.
  if (shown.join(' = ').length > MAX_SHOWN * 2) shown = [shown[0], shown[shown.length - 1]];
  const said = saidOf(node);
  if (said && node.k === 'bin' && (node.said === 'squared' || node.said === 'cubed') && shown.length > 2) shown.shift();
  if (said) shown.unshift(said);
  const last = shown.length - 1;
  const joiner = (index: number) => (index === last && approx ? ' ≈ ' : ' = ');
  const equation = shown.map((line, index) => (index === 0 ? line : `${joiner(index)}${index === last ? bold(line) : line}`)).join('');
  const nonEnding = !approx && value.d !== 1n && !mentorMathsTerminates(value) && style === 'decimal' ? ` (about ${mentorMathsApprox(value)})` : '';
  const improper = !approx && style === 'fraction' && !mixedIn && value.d !== 1n && value.n > value.d ? ` (that is ${mentorMathsMixedText(value)})` : '';
  const extra = `${nonEnding}${improper}`;

  if (mode === 'G') {
    const simple = simpleG(node, result);
    if (simple) return answer(grouped(simple), result);
    const first = said ?? written;
    return answer(grouped(`${first} ${approx ? '≈' : '='} ${bold(result)}${extra}.`), result);
  }
  if (mode === 'PG') {
    const tip = tipOf(node);
    return answer(grouped(`${equation}${extra}${tip ? `: ${tip}` : '.'}`), result);
  }
  return answer(grouped(`${equation}${extra}.`), result);
}

// ——— Special questions ———

const NUMBER = '(-?\\d+ \\d+/\\d+|-?\\d+/\\d+|-?\\d*\\.?\\d+%?)';
const AS = '(?:as|to|into|in|in to)';
const AS_FRACTION = new RegExp(`^${NUMBER} ${AS} (?:an? )?(?:fraction|fractions)(?: in (?:its )?(?:simplest|lowest) (?:form|terms))?$`);
const AS_DECIMAL = new RegExp(`^${NUMBER} ${AS} (?:an? )?decimals?$`);
const AS_PERCENT = new RegExp(`^${NUMBER} ${AS} (?:an? )?(?:percentage|percent|%)$`);
const AS_IMPROPER = new RegExp(`^${NUMBER} ${AS} (?:an? )?(?:improper|top heavy) fraction$`);
const AS_MIXED = new RegExp(`^${NUMBER} ${AS} (?:an? )?mixed (?:number|fraction)$`);
const SIMPLIFY = /^(?:simplify|reduce|cancel down|cancel)(?: the fraction)? (\d+\/\d+)(?: fully)?$|^(\d+\/\d+)(?: simplified| in (?:its )?(?:simplest|lowest) (?:form|terms)| fully simplified)$/;
const BIGGER = '(bigger|larger|greater|more|higher|smaller|less|lower|littler)';
const COMPARE = [
  new RegExp(`^(?:which|what)(?: 1| one| number| fraction| decimal)? is ${BIGGER}(?: than the other)? (.+?) or (.+)$`),
  new RegExp(`^is (.+?) ${BIGGER} than (.+)$`),
  new RegExp(`^(?:compare|which is ${BIGGER}) (.+?) (?:and|or|with) (.+)$`),
];
/** "What percent is 3 of 12" and its kin: the part first, then the whole. */
const PERCENT_OF = [
  /^what (?:percent|percentage|%) is (.+?) of (.+)$/,
  /^(.+?) is what (?:percent|percentage|%) of (.+)$/,
  /^(.+?) out of (.+?) (?:as a |in |is what )?(?:percent|percentage|%)$/,
];
/** "What percentage of 12 is 3": the whole first. */
const PERCENT_OF_WHOLE_FIRST = /^what (?:percent|percentage|%) of (.+?) is (.+)$/;
const CHANGE_BY = /^(increase|decrease|reduce|raise|lower) (.+?) by (.+?)(?:%| percent)$/;
/** "50 increased by 10%", "50 + 10%" (as a calculator reads it: 55, not 50.1). */
const CHANGED_BY = /^(.+?) ?(increased|decreased|reduced|raised|lowered|plus|minus|add|with|less|\+|-) ?(?:by )?(\d+(?:\.\d+)?)(?:%| percent)(?: off)?$/;
const OFF = /^(.+?)(?:%| percent) off (.+)$/;

function numberNode(text: string): MentorMathsNode | null {
  try {
    return mentorMathsParse(text);
  } catch {
    return null;
  }
}

function valueOf(text: string): Fraction | null {
  const node = numberNode(text);
  if (!node) return null;
  try {
    const { v, approx } = mentorMathsValue(node);
    return approx ? null : v;
  } catch {
    return null;
  }
}

/** "0.333..." for a decimal that repeats (fraction.js writes "0.(3)"). */
function repeating(value: Fraction): string {
  const text = value.toString();
  const match = /^(-?\d+\.\d*)\((\d+)\)$/.exec(text);
  if (!match) return text;
  const cycle = match[2].length < 3 ? match[2].repeat(Math.ceil(3 / match[2].length)) : match[2];
  return `${match[1]}${cycle}...`;
}

function specials(asked: string, mode: MentorContentMode): MentorMathsAnswer | null {
  // "convert 0.75 to a fraction", "write 3/4 as a decimal": the verb adds nothing to the conversion.
  const rest = asked.replace(/^(?:convert|change|turn|write|express) /, '');
  const fractionOf = AS_FRACTION.exec(rest);
  if (fractionOf && !fractionOf[1].includes('/')) {
    const percent = fractionOf[1].endsWith('%');
    const raw = fractionOf[1].replace('%', '');
    const value = valueOf(raw);
    if (!value) return null;
    const v = percent ? value.div(100) : value;
    const places = raw.includes('.') ? raw.split('.')[1].length : 0;
    const tenth = percent ? 100n * 10n ** BigInt(places) : 10n ** BigInt(places);
    const top = BigInt(raw.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1'));
    const over = `${top}/${tenth}`;
    const result = mentorMathsFractionText(v);
    if (mode === 'G') return answer(`${fractionOf[1]} is the same as ${bold(result)}!`, result);
    if (over === result || tenth === 1n) return answer(`${fractionOf[1]} = ${bold(result)}.`, result);
    return answer(`${fractionOf[1]} = ${over} = ${bold(result)}${mode === 'PG' ? `: write it over ${tenth}, then divide the top and bottom by the same number until you can't any more.` : '.'}`, result);
  }
  const decimalOf = AS_DECIMAL.exec(rest);
  if (decimalOf) {
    const value = valueOf(decimalOf[1]);
    if (!value) return null;
    const ends = mentorMathsTerminates(value, 12);
    const result = ends ? mentorMathsDecimal(value) : repeating(value);
    const how = decimalOf[1].includes('/') && !decimalOf[1].includes(' ') ? ` = ${decimalOf[1].replace('/', ' ÷ ')}` : '';
    const goesOn = ends ? '' : ' (the digits go on repeating forever)';
    if (mode === 'G') return answer(`${decimalOf[1]} is ${bold(result)} as a decimal${goesOn}.`, result);
    return answer(`${decimalOf[1]}${how} = ${bold(result)}${goesOn}.`, result);
  }
  const percentOf = AS_PERCENT.exec(rest);
  if (percentOf) {
    const value = valueOf(percentOf[1]);
    if (!value) return null;
    const percent = value.mul(100);
    const exact = mentorMathsTerminates(percent, 4);
    const result = `${exact ? mentorMathsDecimal(percent) : mentorMathsApprox(percent)}%`;
    if (mode === 'G') return answer(`${percentOf[1]} is ${exact ? '' : 'about '}${bold(result)}.`, result);
    return answer(`${percentOf[1]} × 100 ${exact ? '=' : '≈'} ${bold(result)}${mode === 'PG' ? ': per cent means "out of 100".' : '.'}`, result);
  }
  const improperOf = AS_IMPROPER.exec(rest);
  if (improperOf && / \d+\//.test(improperOf[1])) {
    const value = valueOf(improperOf[1]);
    if (!value) return null;
    const [whole, part] = improperOf[1].split(' ');
    const [n, d] = part.split('/');
    const result = mentorMathsFractionText(mentorMathsFraction(BigInt(whole) * BigInt(d) + BigInt(n), BigInt(d)));
    const how = mode === 'G' ? '' : ` (${whole} × ${d} + ${n} = ${BigInt(whole) * BigInt(d) + BigInt(n)} on top)`;
    return answer(`${improperOf[1]} = ${bold(`${BigInt(whole) * BigInt(d) + BigInt(n)}/${d}`)}${how}.`, result.includes('/') ? `${BigInt(whole) * BigInt(d) + BigInt(n)}/${d}` : result);
  }
  const mixedOf = AS_MIXED.exec(rest);
  if (mixedOf && mixedOf[1].includes('/')) {
    const value = valueOf(mixedOf[1]);
    if (!value) return null;
    const result = mentorMathsMixedText(value);
    const [n, d] = mixedOf[1].split('/');
    const how = mode === 'G' || value.d === 1n ? '' : ` (${n} ÷ ${d} = ${BigInt(n) / BigInt(d)} remainder ${BigInt(n) % BigInt(d)})`;
    return answer(`${mixedOf[1]} = ${bold(result)}${how}.`, result);
  }
  const simplify = SIMPLIFY.exec(rest);
  if (simplify) return simplifyAnswer(simplify[1] ?? simplify[2], mode);
  for (const pattern of COMPARE) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const groups = match.slice(1);
    const word = groups.find((group) => group !== undefined && new RegExp(`^${BIGGER}$`).test(group)) ?? 'bigger';
    const sides = groups.filter((group) => group !== undefined && group !== word);
    if (sides.length !== 2) continue;
    const compared = compareAnswer(sides[0].replace(/^the /, ''), sides[1].replace(/^the /, ''), word, mode, pattern === COMPARE[1]);
    if (compared) return compared;
  }
  for (const pattern of [...PERCENT_OF, PERCENT_OF_WHOLE_FIRST]) {
    const found = pattern.exec(rest);
    if (!found) continue;
    const match = pattern === PERCENT_OF_WHOLE_FIRST ? [found[0], found[2], found[1]] : found;
    const part = valueOf(match[1]);
    const whole = valueOf(match[2]);
    if (!part || !whole) continue;
    if (whole.n === 0n) return troubleAnswer('divide-by-zero', mode, `${match[1]} ÷ ${match[2]}`);
    const percent = part.div(whole).mul(100);
    const exact = mentorMathsTerminates(percent, 4);
    const result = `${exact ? mentorMathsDecimal(percent) : mentorMathsApprox(percent)}%`;
    const fraction = mentorMathsFractionText(part.div(whole));
    if (mode === 'G') return answer(`${match[1]} out of ${match[2]} is ${exact ? '' : 'about '}${bold(result)}.`, result);
    const simplified = fraction === `${match[1]}/${match[2]}` ? '' : ` = ${fraction}`;
    return answer(`${match[1]} out of ${match[2]} is ${match[1]}/${match[2]}${simplified}, and ${fraction} × 100 ${exact ? '=' : '≈'} ${bold(result)}.`, result);
  }
  const change = CHANGE_BY.exec(rest);
  const changed = change ? null : CHANGED_BY.exec(rest);
  const off = change || changed ? null : OFF.exec(rest);
  if (change || changed || off) {
    const [baseText, percentText, up] = change
      ? [change[2], change[3], change[1] === 'increase' || change[1] === 'raise']
      : changed
        ? [changed[1], changed[3], ['increased', 'raised', 'plus', 'add', '+'].includes(changed[2])]
        : [(off as RegExpExecArray)[2], (off as RegExpExecArray)[1], false];
    const currency = /^[£$€]/.exec(baseText)?.[0] ?? '';
    const base = valueOf(baseText.slice(currency.length));
    const percent = valueOf(percentText);
    if (base && percent) return changeAnswer(baseText.slice(currency.length), base, percentText, percent, up, mode, currency);
  }
  return null;
}

function simplifyAnswer(text: string, mode: MentorContentMode): MentorMathsAnswer | null {
  const [nText, dText] = text.split('/');
  const n = BigInt(nText);
  const d = BigInt(dText);
  if (d === 0n) return troubleAnswer('divide-by-zero', mode, text);
  const value = mentorMathsFraction(n, d);
  const result = mentorMathsFractionText(value);
  let common = n;
  let other = d;
  while (other !== 0n) [common, other] = [other, common % other];
  if (common === 1n) return answer(`${text} is already as simple as it gets: ${bold(result)}.`, result);
  const mixed = value.d !== 1n && value.n > value.d ? ` (that is ${mentorMathsMixedText(value)})` : '';
  if (mode === 'G') return answer(`${text} is the same as ${bold(result)}${mixed}!`, result);
  const how = `divide the top and the bottom by ${common}`;
  return answer(`${text} = ${bold(result)}${mixed}: ${how}.`, result);
}

function compareAnswer(aText: string, bText: string, word: string, mode: MentorContentMode, yesNo: boolean): MentorMathsAnswer | null {
  const a = valueOf(aText);
  const b = valueOf(bText);
  if (!a || !b) return null;
  const wantsBigger = ['bigger', 'larger', 'greater', 'more', 'higher'].includes(word);
  const order = a.compare(b);
  const fractions = aText.includes('/') && bText.includes('/') && a.d !== 1n && b.d !== 1n;
  let working = '';
  if (mode !== 'G' && fractions) {
    const common = (a.d / gcdOf(a.d, b.d)) * b.d;
    working = `${aText} = ${a.s * a.n * (common / a.d)}/${common} and ${bText} = ${b.s * b.n * (common / b.d)}/${common}, so `;
  } else if (mode !== 'G' && (aText !== mentorMathsShowValue(a) || bText !== mentorMathsShowValue(b))) {
    working = `${aText} = ${mentorMathsShowValue(a)} and ${bText} = ${mentorMathsShowValue(b)}, so `;
  }
  if (order === 0) return answer(`${capitalFirst(working)}they are ${bold('the same')}: ${aText} = ${bText}.`, 'the same');
  const winner = (order > 0) === wantsBigger ? aText : bText;
  const loser = winner === aText ? bText : aText;
  const text = yesNo
    ? `${winner === aText ? 'Yes' : 'No'}! ${capitalFirst(working)}${bold(winner)} is ${word} than ${loser}.`
    : `${capitalFirst(working)}${bold(winner)} is ${word} than ${loser}.`;
  return answer(text.replace(/^(Yes|No)! ([a-z])/, (_, yes: string, letter: string) => `${yes}! ${letter.toUpperCase()}`), winner);
}

function mentorMathsShowValue(value: Fraction): string {
  return value.d === 1n || mentorMathsTerminates(value) ? mentorMathsDecimal(value) : mentorMathsFractionText(value);
}

function gcdOf(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function capitalFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "increase 40 by 10%", "20% off £45": the part, then the new amount (money keeps its symbol). */
function changeAnswer(amountText: string, base: Fraction, percentText: string, percent: Fraction, up: boolean, mode: MentorContentMode, currency: string): MentorMathsAnswer {
  const baseText = `${currency}${amountText}`;
  const part = base.mul(percent).div(100);
  const total = up ? base.add(part) : base.sub(part);
  // Money keeps its symbol and, when it has pence, two decimal places ("£4.50").
  const money = (value: Fraction) => (value.d === 1n ? mentorMathsDecimal(value) : mentorMathsDecimal(value.round(2)).replace(/\.(\d)$/, (_, digit: string) => `.${digit}0`));
  const show = (value: Fraction) => (currency ? `${currency}${money(value)}` : mentorMathsTerminates(value) ? mentorMathsDecimal(value) : mentorMathsApprox(value));
  const result = show(total);
  const sign = up ? '+' : '-';
  if (mode === 'G') return answer(`${percentText}% of ${baseText} is ${show(part)}, so the answer is ${bold(result)}.`, result);
  return answer(`${percentText}% of ${baseText} = ${baseText} × ${percentText} ÷ 100 = ${show(part)}, so ${baseText} ${sign} ${show(part)} = ${bold(result)}.`, result);
}

/** "is 3 + 4 = 7", "does 2 + 2 equal 5": checks the person's answer. */
function checkAnswer(rest: string, mode: MentorContentMode): MentorMathsAnswer | null {
  const match = /^(?:is |does |do |did )?(.+?) (?:=|equals|equal|is equal to|makes|make) (.+)$/.exec(rest);
  if (!match) return null;
  const left = numberNode(match[1]);
  const right = numberNode(match[2]);
  if (!left || !right || mentorMathsOperations(left) === 0) return null;
  let value: Fraction;
  let claimed: Fraction;
  try {
    const l = mentorMathsValue(left);
    const r = mentorMathsValue(right);
    if (l.approx || r.approx) return null;
    value = l.v;
    claimed = r.v;
  } catch (error) {
    if (error instanceof MentorMathsTrouble) return troubleAnswer(error.kind, mode, mentorMathsShow(left));
    throw error;
  }
  const explained = explainSum(left, mode);
  if (explained.kind !== 'answer') return explained;
  if (value.equals(claimed)) return answer(`Yes, that's right! ${explained.text}`, explained.result);
  return answer(`Not quite: ${explained.text.charAt(0).toLowerCase()}${explained.text.slice(1)}`.replace(/\.$/, `, not ${match[2]}.`), explained.result);
}

/** Explains a lone fraction asked about ("what is 6/8", "7/2"): simplest form, mixed number or decimal. */
function loneFraction(node: MentorMathsNum, mode: MentorContentMode): MentorMathsAnswer {
  const value = node.v;
  if (value.d === 1n) return answer(`${node.shown} = ${bold(mentorMathsFractionText(value))}${mode === 'G' ? '' : `, because ${node.shown.replace('/', ' ÷ ')} = ${mentorMathsFractionText(value)}`}.`, mentorMathsFractionText(value));
  const simplest = mentorMathsFractionText(value);
  if (simplest !== node.shown) {
    const simplified = simplifyAnswer(node.shown, mode);
    if (simplified) return simplified;
  }
  if (value.n > value.d) {
    const mixed = mentorMathsMixedText(value);
    const decimal = mentorMathsTerminates(value) ? mentorMathsDecimal(value) : `about ${mentorMathsApprox(value)}`;
    return answer(`${node.shown} = ${bold(mixed)} (${decimal}).`, mixed);
  }
  const decimal = mentorMathsTerminates(value) ? mentorMathsDecimal(value) : mentorMathsApprox(value);
  const about = mentorMathsTerminates(value) ? '' : 'about ';
  return answer(`${node.shown} is ${node.shown.split('/')[0]} out of ${node.shown.split('/')[1]} equal parts, which is ${about}${bold(decimal)} as a decimal.`, decimal);
}

// ——— Deciding it is maths ———

/** An operator beside a number: the mark of a sum even when the rest cannot be read ("3 plus blorp"). */
const OPERATOR_BY_NUMBER = /\d\s*(?:[+*/^÷=]|-\s*\d|\bplus\b|\bminus\b|\btimes\b(?! tables?\b)|\bdivided by\b|\bmultiplied by\b|\bsquared\b|\bcubed\b|\bto the power\b)|(?:\bplus\b|\bminus\b|\btimes\b|\bdivided by\b|\bmultiplied by\b|\bsquare root of\b|\bsqrt\b)\s*\d/;
/** A date ("1/2/2024", "2024-01-05") looks like a sum and is not one. */
const DATE = /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}-\d{1,2}-\d{1,2}\b/;

/** Maths beyond arithmetic, which Grove says plainly it cannot do. */
const BEYOND = /\b(?:integral|integrate|derivative|differentiate|equation|algebra|solve for|factori[sz]e|quadratic|logarithm|log of|matrix|x squared|x\^2|calculus)\b/;

/**
 * The builtin mind's maths: exact arithmetic (mathjs fractions, so 0.1 + 0.2 is 0.3 and 1/3 stays
 * 1/3) in words or symbols, fractions, decimals, percentages, units and one-step word problems,
 * explained at the profile's level (G: one friendly line; PG: the working and the rule; FULL: the
 * working). Null when the message is not a maths question ("I am 9 years old"); `unparsed` when it
 * clearly is one but cannot be worked out.
 */
export function mentorMathsAnswer(message: string, mode: MentorContentMode): MentorMathsAnswer | null {
  const prepared = prepare(message);
  if (!/\d|\b(?:half|halves|thirds?|quarters?|how many)\b/.test(prepared) && !BEYOND.test(prepared)) return null;
  const colon = prepared.lastIndexOf(':');
  const candidates = colon >= 0 ? [prepared.slice(colon + 1).trim(), prepared.replace(/:/g, ' ')] : [prepared];
  let clearlyMaths = false;
  for (const candidate of candidates) {
    if (candidate.length === 0) continue;
    const { rest, asked } = stripLead(candidate);
    const found = answerOf(rest, candidate, asked, mode);
    if (found) return found;
    const symbolsOnly = /^[\d\s.+\-*/^()%=÷]+$/.test(rest) && /[+*/^()=÷]/.test(rest);
    if (DATE.test(rest)) continue;
    if (symbolsOnly || (asked && (OPERATOR_BY_NUMBER.test(rest) || (BEYOND.test(candidate) && /\d|\bx\b/.test(candidate))))) clearlyMaths = true;
  }
  return clearlyMaths ? { kind: 'unparsed', text: UNPARSED[mode] } : null;
}

function answerOf(rest: string, whole: string, asked: boolean, mode: MentorContentMode): MentorMathsAnswer | null {
  if (rest.length === 0 || DATE.test(rest)) return null;
  const special = specials(rest, mode) ?? mentorMathsUnits(rest, mode);
  if (special) return special;
  const problem = mentorMathsWordProblem(whole, mode);
  if (problem) return problem;
  // "what is 5 and 5": children add with "and" (only numbers joined by it, so "add 3 and 4" is untouched).
  const sum = asked && /^\d+(?:\.\d+)?(?: and \d+(?:\.\d+)?)+$/.test(rest) ? rest.replace(/ and /g, ' + ') : rest;
  let node: MentorMathsNode | null;
  try {
    node = mentorMathsParse(sum);
  } catch (error) {
    if (error instanceof MentorMathsTrouble) return troubleAnswer(error.kind, mode, rest.replace(/\//g, ' ÷ '));
    throw error;
  }
  if (node) {
    if (mentorMathsOperations(node) > 0) return explainSum(node, mode);
    if (node.k === 'num' && node.form === 'frac' && (asked || sum === whole)) return loneFraction(node, mode);
    return null;
  }
  return /=|\bequals?\b|\bmakes?\b/.test(rest) ? checkAnswer(rest, mode) : null;
}
