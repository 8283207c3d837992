import { describe, expect, it } from 'vitest';
import type { MentorContentMode } from '../../types';
import { mentorMathsAnswer, type MentorMathsAnswer } from './mentorMaths';

const MODES: readonly MentorContentMode[] = ['G', 'PG', 'FULL'];

/** The answer, failing the test when the message was not answered. */
function answered(message: string, mode: MentorContentMode): Extract<MentorMathsAnswer, { kind: 'answer' }> {
  const reply = mentorMathsAnswer(message, mode);
  if (reply?.kind !== 'answer') throw new Error(`no answer for "${message}" (${mode}): ${JSON.stringify(reply)}`);
  return reply;
}

function resultOf(message: string, mode: MentorContentMode = 'FULL'): string {
  return answered(message, mode).result;
}

/** The bold part of the text must be the result, in every reply. */
function expectBoldResult(reply: Extract<MentorMathsAnswer, { kind: 'answer' }>): void {
  const bold = /\*\*([^*]+)\*\*/.exec(reply.text)?.[1];
  expect(bold?.replace(/,/g, ''), reply.text).toBe(reply.result.replace(/,/g, ''));
}

describe('mentorMathsAnswer: arithmetic in words and symbols', () => {
  it.each([
    ['what is 3 plus 4', '7'],
    ['3+4', '7'],
    ['12 × 7', '84'],
    ['12 x 7', '84'],
    ['12x7', '84'],
    ['12 * 7', '84'],
    ['twelve times seven', '84'],
    ['100 divided by 4', '25'],
    ['100 ÷ 4', '25'],
    ["what's 15 minus 8", '7'],
    ['7 squared', '49'],
    ['square root of 81', '9'],
    ['√144', '12'],
    ['2 to the power of 10', '1024'],
    ['2^10', '1024'],
    ['(2 + 3) × 4', '20'],
    ['2 + 3 × 4', '14'],
    ['2(3+4)', '14'],
    ['-5 + 3', '-2'],
    ['9 - 12', '-3'],
    ['negative 4 times 3', '-12'],
    ['half of 30', '15'],
    ['double 17', '34'],
    ['a third of 12', '4'],
    ['three quarters of 100', '75'],
    ['what is one hundred and five plus twenty-five?', '130'],
    ['add 3 and 4', '7'],
    ['subtract 3 from 10', '7'],
    ['take 3 away from 10', '7'],
    ['multiply 6 by 7', '42'],
    ['divide 20 by 5', '4'],
    ['the sum of 5 and 6', '11'],
    ['what is the difference between 3 and 10', '7'],
    ['wat is 5 and 5', '10'],
    ['what do you get if you add 3 and 4', '7'],
    ['how much is 5 + 5', '10'],
    ['calculate 45 * 3', '135'],
    ['work out 100 - 37', '63'],
    ['Grove, what is 7 + 8?', '15'],
    ['hey can you work out 7 + 8 for me', '15'],
    ['what does 3 + 4 equal', '7'],
    ['3 + 4 = ?', '7'],
    ['10 - 3 - 2', '5'],
    ['10 / 2 / 5', '1'],
    ['2^3^2', '512'],
    ['5 - 3 + 2', '4'],
    ["what's 3 x -2", '-6'],
    ['twenty five percent of two hundred', '50'],
    ['what is 3 cubed', '27'],
    ['cube root of 27', '3'],
    ['(-3)^2', '9'],
    ['what is 1,000,000 x 1,000,000', '1000000000000'],
  ])('%s → %s', (message, expected) => {
    for (const mode of MODES) {
      const reply = answered(message, mode);
      expect(reply.result).toBe(expected);
      expectBoldResult(reply);
    }
  });

  it('G is one friendly line with a picture; PG and adults get the working', () => {
    expect(answered('what is 3 plus 4', 'G').text).toBe('3 plus 4 is **7**. If you have 3 apples and get 4 more, you have 7!');
    expect(answered('12 x 7', 'G').text).toMatch(/^12 times 7 is \*\*84\*\*/);
    expect(answered("what's 15 minus 8", 'G').text).toMatch(/take away/);
    expect(answered('half of 30', 'G').text).toBe('Half of 30 is **15**. 15 and 15 make 30!');
    expect(answered('double 17', 'G').text).toMatch(/That is 17 \+ 17!/);
    expect(answered('7 squared', 'G').text).toMatch(/That is 7 × 7!/);
    expect(answered('square root of 81', 'G').text).toMatch(/because 9 × 9 = 81/);
    expect(answered('a third of 12', 'G').text).toMatch(/3 equal groups/);
    expect(answered('(2 + 3) × 4', 'PG').text).toBe('(2 + 3) × 4 = 5 × 4 = **20**: remember, brackets first, then × and ÷, then + and -.');
    expect(answered('(2 + 3) × 4', 'FULL').text).toBe('(2 + 3) × 4 = 5 × 4 = **20**.');
    expect(answered('2 + 3 × 4', 'FULL').text).toBe('2 + 3 × 4 = 2 + 12 = **14**.');
    expect(answered('7 squared', 'PG').text).toBe('7 squared = 7 × 7 = **49**.');
    expect(answered('half of 30', 'FULL').text).toBe('Half of 30 = 30 ÷ 2 = **15**.');
  });

  it('divides with a remainder for young children and exactly for older ones', () => {
    expect(answered('13 ÷ 4', 'G').text).toMatch(/^13 ÷ 4 = \*\*3 remainder 1\*\*\./);
    expect(resultOf('13 ÷ 4', 'G')).toBe('3 remainder 1');
    expect(answered('13 ÷ 4', 'PG').text).toBe('13 ÷ 4 = 3 remainder 1, or exactly **3 1/4** (3.25).');
    expect(answered('10 divided by 3', 'FULL').text).toBe('10 ÷ 3 = 3 remainder 1, or exactly **3 1/3** (about 3.33).');
    expect(resultOf('what is 7 divided by 2')).toBe('3 1/2');
  });

  it('explains kindly that dividing by zero cannot be done', () => {
    for (const mode of MODES) {
      const reply = answered('5 / 0', mode);
      expect(reply.result).toBe('no answer');
      expect(reply.text).toMatch(/divide by zero|division by zero/i);
      expect(reply.text).toMatch(/\*\*no answer\*\*/);
    }
    expect(answered('what is 0 / 0', 'FULL').result).toBe('no answer');
    expect(answered('what is 1/0', 'PG').result).toBe('no answer');
    expect(answered('sqrt(-4)', 'FULL').result).toBe('no answer');
  });

  it('checks an answer the person gives', () => {
    expect(answered('is 3 + 4 = 8', 'FULL').text).toBe('Not quite: 3 + 4 = **7**, not 8.');
    expect(answered('3 + 4 = 7', 'PG').text).toMatch(/^Yes, that's right!/);
  });
});

describe('mentorMathsAnswer: exactness', () => {
  it('never shows floating-point garbage', () => {
    expect(resultOf('0.1 + 0.2')).toBe('0.3');
    expect(answered('0.1 + 0.2', 'FULL').text).not.toMatch(/0000/);
    expect(resultOf("what's 0.1 * 3")).toBe('0.3');
    expect(resultOf('3.7 - 1.2')).toBe('2.5');
    expect(resultOf('1.1 × 1.1')).toBe('1.21');
  });

  it('keeps fractions as fractions', () => {
    expect(resultOf('1/3 + 1/3')).toBe('2/3');
    expect(resultOf('1/3 × 3')).toBe('1');
    expect(resultOf('10 / 3 + 1')).toBe('13/3');
    expect(answered('10 / 3 + 1', 'FULL').text).toMatch(/about 4\.33/);
  });

  it('works with numbers far past 2^53 without losing a digit or using exponents', () => {
    expect(resultOf('2^53 + 1')).toBe('9007199254740993');
    expect(resultOf('2^100')).toBe('1267650600228229401496703205376');
    expect(resultOf('99999999999999999 + 1')).toBe('100000000000000000');
    expect(answered('2^100', 'FULL').text).not.toMatch(/e\+/);
    expect(answered('what is 99999 + 1', 'FULL').text).toBe('99,999 + 1 = **100,000**.');
  });

  it('refuses numbers too big to write and rounds irrational roots honestly', () => {
    expect(mentorMathsAnswer('2^100000', 'FULL')?.kind).toBe('unparsed');
    expect(answered('sqrt 2', 'FULL').text).toBe('√2 ≈ **1.41**.');
  });
});

describe('mentorMathsAnswer: fractions and decimals', () => {
  it('adds fractions with the working the person can follow', () => {
    expect(answered('1/2 + 1/3', 'PG').text).toBe('1/2 + 1/3 = 3/6 + 2/6 = **5/6**: make the bottoms the same first, then add the tops.');
    expect(answered('1/2 + 1/3', 'FULL').text).toBe('1/2 + 1/3 = 3/6 + 2/6 = **5/6**.');
    expect(answered('1/2 + 1/3', 'G').text).toBe('1/2 + 1/3 = **5/6**.');
    expect(answered('1/3 + 1/6', 'FULL').text).toBe('1/3 + 1/6 = 2/6 + 1/6 = 3/6 = **1/2**.');
    expect(answered('2/3 - 1/4', 'FULL').text).toBe('2/3 - 1/4 = 8/12 - 3/12 = **5/12**.');
    expect(answered('1/3 + 1/3', 'PG').text).toMatch(/already the same/);
  });

  it('multiplies, divides and takes fractions of numbers', () => {
    expect(answered('1/2 × 2/3', 'FULL').text).toBe('1/2 × 2/3 = 2/6 = **1/3**.');
    expect(answered('3/4 ÷ 1/2', 'PG').text).toMatch(/^3\/4 ÷ 1\/2 = 3\/4 × 2\/1 = 6\/4 = \*\*3\/2\*\* \(that is 1 1\/2\): dividing by a fraction/);
    expect(resultOf('6 ÷ 1/2')).toBe('12');
    expect(answered('3/4 of 20', 'FULL').text).toBe('3/4 of 20 = 20 ÷ 4 × 3 = 5 × 3 = **15**.');
    expect(resultOf('what is two thirds of 30')).toBe('20');
    expect(resultOf('what is 1/2 of 1/4')).toBe('1/8');
  });

  it('handles mixed numbers, simplifying and comparing', () => {
    expect(answered('1 1/2 + 2 3/4', 'FULL').text).toBe('1 1/2 + 2 3/4 = 3/2 + 11/4 = 6/4 + 11/4 = 17/4 = **4 1/4**.');
    expect(resultOf('how many minutes in 2 and a half hours')).toBe('150 minutes');
    expect(answered('simplify 6/8', 'PG').text).toBe('6/8 = **3/4**: divide the top and the bottom by 2.');
    expect(resultOf('what is 6/8')).toBe('3/4');
    expect(resultOf('7/4 as a mixed number')).toBe('1 3/4');
    expect(resultOf('2 1/2 as an improper fraction')).toBe('5/2');
    expect(answered('which is bigger 2/3 or 3/5', 'PG').text).toBe('2/3 = 10/15 and 3/5 = 9/15, so **2/3** is bigger than 3/5.');
    expect(resultOf('which is bigger, 2/3 or 3/5?', 'G')).toBe('2/3');
    expect(answered('is 2/3 bigger than 3/4', 'FULL').text).toMatch(/^No! .*\*\*3\/4\*\* is bigger/);
    expect(resultOf('which is smaller 0.5 or 0.45')).toBe('0.45');
  });

  it('converts between decimals, fractions and percentages', () => {
    expect(resultOf('0.5 + 0.25')).toBe('0.75');
    expect(resultOf('2.5 × 4')).toBe('10');
    expect(answered('what is 0.75 as a fraction', 'FULL').text).toBe('0.75 = 75/100 = **3/4**.');
    expect(answered('what is 0.75 as a fraction', 'G').text).toBe('0.75 is the same as **3/4**!');
    expect(answered('1/4 as a decimal', 'PG').text).toBe('1/4 = 1 ÷ 4 = **0.25**.');
    expect(answered('1/3 as a decimal', 'FULL').text).toMatch(/\*\*0\.333\.\.\.\*\* \(the digits go on repeating forever\)/);
    expect(resultOf('what is 25% as a fraction')).toBe('1/4');
    expect(resultOf('convert 0.75 to a fraction')).toBe('3/4');
    expect(resultOf('write 3/4 as a decimal')).toBe('0.75');
    expect(resultOf('0.2 as a percentage')).toBe('20%');
    expect(resultOf('3/8 as a percentage')).toBe('37.5%');
  });
});

describe('mentorMathsAnswer: percentages', () => {
  it.each([
    ['what is 20% of 50', '10'],
    ['15 percent of 80', '12'],
    ['what is 15% of 80?', '12'],
    ['what is 10 per cent of 250', '25'],
    ['what percent is 3 of 12', '25%'],
    ['3 is what percentage of 12', '25%'],
    ['what percentage of 12 is 3', '25%'],
    ['9 out of 10 as a percentage', '90%'],
    ['increase 40 by 10%', '44'],
    ['decrease 80 by 25%', '60'],
    ['reduce 40 by 25%', '30'],
    ['20% off 50', '40'],
    ['50 + 10%', '55'],
    ['50 - 10%', '45'],
    ['80 with 25% off', '60'],
    ["what's 20% off £45", '£36'],
    ['15% off £9.99', '£8.49'],
  ])('%s → %s', (message, expected) => {
    for (const mode of MODES) {
      const reply = answered(message, mode);
      expect(reply.result).toBe(expected);
      expectBoldResult(reply);
    }
  });

  it('shows how per cent works to older children', () => {
    expect(answered('what is 20% of 50', 'PG').text).toBe('20% of 50 = 50 × 20 ÷ 100 = 1000 ÷ 100 = **10**: per cent means "out of 100", so multiply and then divide by 100.');
    expect(answered('what percent is 3 of 12', 'FULL').text).toBe('3 out of 12 is 3/12 = 1/4, and 1/4 × 100 = **25%**.');
    expect(answered('increase 40 by 10%', 'FULL').text).toBe('10% of 40 = 40 × 10 ÷ 100 = 4, so 40 + 4 = **44**.');
  });
});

describe('mentorMathsAnswer: units', () => {
  it.each([
    ['how many centimetres in a metre', '100 centimetres'],
    ['how many grams in a kilogram', '1000 grams'],
    ['how many days in 3 weeks', '21 days'],
    ['what is 3 hours in minutes', '180 minutes'],
    ['convert 5 km to miles', '3.11 miles'],
    ['100 fahrenheit in celsius', '37.78 degrees Celsius'],
    ['30 degrees celsius to fahrenheit', '86 degrees Fahrenheit'],
    ['what is 30°C in °F', '86 degrees Fahrenheit'],
    ['how many seconds in a day', '86400 seconds'],
    ['how many inches in a foot', '12 inches'],
    ['how many ml in a litre', '1000 millilitres'],
    ['how many months in a decade', '120 months'],
    ['how many days in a year', '365 days'],
    ['how many weeks in a year', '52 weeks and 1 day'],
  ])('%s → %s', (message, expected) => {
    for (const mode of MODES) {
      const reply = answered(message, mode);
      expect(reply.result).toBe(expected);
      expectBoldResult(reply);
    }
  });

  it('says "about" when it rounds, and shows the rule to older children', () => {
    expect(answered('convert 5 km to miles', 'G').text).toBe('5 kilometres is about **3.11 miles**.');
    expect(answered('convert 5 km to miles', 'PG').text).toMatch(/1 mile = 1\.609344 kilometres, so it is 5 ÷ 1\.609344/);
    expect(answered('what is 3 hours in minutes', 'FULL').text).toMatch(/1 hour = 60 minutes, so it is 3 × 60/);
    expect(answered('100 fahrenheit in celsius', 'PG').text).toMatch(/take away 32, then multiply by 5\/9/);
    expect(answered('how many centimetres in a metre', 'G').text).toBe('There are **100 centimetres** in a metre.');
  });

  it('is honest about months and about units that measure different things', () => {
    expect(answered('how many days in a month', 'G').text).toMatch(/not all the same/);
    const mismatch = mentorMathsAnswer('how many grams in a metre', 'PG');
    expect(mismatch?.kind).toBe('unparsed');
    expect(mismatch?.text).toMatch(/weight.*length|length.*weight/);
  });
});

describe('mentorMathsAnswer: word problems', () => {
  it.each([
    ['3 bags with 4 apples each, how many apples?', '12 apples'],
    ['there are 5 rows of 6 chairs, how many chairs altogether', '30 chairs'],
    ['4 friends each have 3 stickers, how many stickers altogether?', '12 stickers'],
    ['I had 10 sweets and ate 3, how many are left?', '7 sweets'],
    ['Sam had 15 balloons and 6 popped. How many are left?', '9 balloons'],
    ['I have 12 cookies and give away 5. How many do I have left?', '7 cookies'],
    ['share 12 cookies between 4 friends', '3 cookies'],
    ['share 13 sweets between 4 children', '3 sweets'],
    ['Tom has 5 marbles and gets 7 more', '12 marbles'],
    ['Mia has 8 stickers and buys 5 more. How many does she have now?', '13 stickers'],
    ['if I have 3 cats and 2 dogs how many pets do I have', '5 pets'],
    ['a pencil costs 30p, how much for 4 pencils', '£1.20'],
    ['if one ticket is $12 how much are 3 tickets', '$36'],
    ['a book costs £4.50, how much for 3 books', '£13.50'],
    ['4 pencils at 30p each, how much altogether?', '£1.20'],
    ['how many legs do 4 dogs have', '16 legs'],
    ['how many legs do 3 spiders have', '24 legs'],
    ['if i share 12 cookies between 4 friends how many does each get', '3 cookies'],
    ['there are 24 kids in my class and we make teams of 6. how many teams?', '4 teams'],
    ['25 children get into groups of 4, how many groups?', '6 groups'],
    ['if i read 15 pages a day how many pages is that in a week', '105 pages'],
    ['I save 2 pounds a week, how many pounds in a year?', '104 pounds'],
    ['i am 6 and my sister is 3 years older. how old is she?', '9 years old'],
    ['my brother is 10 and I am 4 years younger, how old am I?', '6 years old'],
    ['I am 6 and I am 3 years younger than my sister. How old is she?', '9 years old'],
    ['a book costs $8. how much do 5 books cost?', '$40'],
    ['my homework: what is 1/2 + 1/3?', '5/6'],
    ['help me with my fractions homework: what is 1/2 + 1/3?', '5/6'],
  ])('%s → %s', (message, expected) => {
    for (const mode of MODES) {
      const reply = answered(message, mode);
      expect(reply.result).toBe(expected);
      expectBoldResult(reply);
    }
  });

  it('explains each kind of problem at the profile’s level', () => {
    expect(answered('3 bags with 4 apples each, how many apples?', 'PG').text).toBe('3 × 4 = **12 apples**: 3 bags with 4 apples in each.');
    expect(answered('3 bags with 4 apples each, how many apples?', 'G').text).toMatch(/3 groups of 4/);
    expect(answered('I had 10 sweets and ate 3, how many are left?', 'FULL').text).toBe('10 - 3 = **7 sweets** left.');
    expect(answered('share 13 sweets between 4 children', 'PG').text).toBe('13 ÷ 4 = 3 remainder 1, so each of the 4 children gets **3 sweets**, and 1 is left over.');
    expect(answered('a pencil costs 30p, how much for 4 pencils', 'PG').text).toBe('4 × 30p = 120p = **£1.20** for 4 pencils.');
    expect(answered('how many legs do 4 dogs have', 'FULL').text).toBe('A dog has 4 legs, so 4 dogs have 4 × 4 = **16 legs**.');
    expect(answered('help me with my fractions homework: what is 1/2 + 1/3?', 'PG').text).toMatch(/3\/6 \+ 2\/6 = \*\*5\/6\*\*/);
  });

  it('refuses a problem with more than one step rather than answer it wrongly', () => {
    for (const message of [
      'Tom has 5 apples, gets 3 more and eats 2. How many are left?',
      'I had 10 sweets, ate 3 and gave away 2, how many are left?',
      '3 bags with 4 apples each and 2 more apples, how many apples?',
      'share 12 cookies between 4 friends and 2 teachers',
    ]) {
      const reply = mentorMathsAnswer(message, 'PG');
      expect(reply?.kind, message).toBe('unparsed');
      expect(reply?.text).toMatch(/more than one step/);
    }
  });

  it('will not take away more than there was', () => {
    expect(mentorMathsAnswer('I had 3 sweets and ate 5, how many are left?', 'G')?.kind).toBe('unparsed');
  });
});

describe('mentorMathsAnswer: what is not maths', () => {
  const CHAT = [
    'I am 9 years old',
    'I go to bed at 8',
    'we have 3 cats',
    'I have 2 dogs',
    'my sister is 7',
    'what is the capital of France',
    'tell me about the number zero',
    'I got 10 out of 10 on my spelling test',
    'my birthday is on the 5th of May',
    'I scored 3 goals today',
    'there are 30 kids in my class',
    'I read 2 chapters last night',
    'my dad is 42',
    'we ate 3 pizzas and it was great',
    'I had 10 sweets and ate 3 of them',
    'my team won 2-1',
    "I'm in year 4",
    'I need 5 more minutes',
    'can I have 2 cookies',
    'I walked 5 km today',
    'it is 20 degrees outside',
    'I want 3 wishes',
    'what is your favourite number',
    "What's the best way to learn my 7 times table",
    'I have 2 dogs and 3 cats',
    'I have 5 marbles and got 7 more for my birthday',
    'how many legs does a spider have',
    'how many days until christmas',
    'how many people live in London',
    'my phone number is 555 1234',
    'the date is 2024-01-05',
    '1/2/2024',
    'what is 25/12/2023',
    '12:30',
    'I was born in 2015',
    'I have 1/2 a sandwich left',
    'we play for 2 hours on saturday',
    'my brother has 3 lego sets with 100 pieces each',
    'I ate 2 apples and 1 banana',
    'my mum gave me 5 pounds',
    'I sold 3 cakes at the fair',
    'I like the number 7',
    'what is a volcano',
    'what does enormous mean',
    'can you tell me a story about 3 bears',
    'give me 3 tips for sleeping better',
    'tell me 5 facts about space',
    'write a poem with 4 lines',
    'what happened in 1066',
    'who was the 1st president',
    'is 7 a lucky number',
    'what is 9',
    'what is an equation',
    'hello',
  ];

  it.each(CHAT)('"%s" is not a maths question', (message) => {
    for (const mode of MODES) expect(mentorMathsAnswer(message, mode)).toBeNull();
  });

  it('says once, briefly, when a clear sum cannot be worked out', () => {
    for (const mode of MODES) {
      const reply = mentorMathsAnswer('what is 3 plus blorp', mode);
      expect(reply?.kind).toBe('unparsed');
      expect(reply?.text).toMatch(/12 × 7/);
      expect(reply?.text).toMatch(/1\/2 \+ 1\/3/);
    }
    expect(mentorMathsAnswer('calculate the integral of x squared', 'FULL')?.kind).toBe('unparsed');
    expect(mentorMathsAnswer('what is 3 +', 'PG')?.kind).toBe('unparsed');
    // An unknown is algebra, not "2 times 3".
    expect(mentorMathsAnswer('solve 2x + 3 = 7', 'FULL')?.kind).toBe('unparsed');
    expect(mentorMathsAnswer('what is x squared plus 3', 'FULL')?.kind).toBe('unparsed');
  });
});
