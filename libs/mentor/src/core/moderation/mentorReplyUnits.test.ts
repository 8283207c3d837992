import { describe, expect, it } from 'vitest';
import { MENTOR_REPLY_UNIT_MAX_CHARS, mentorReplyUnitTake } from './mentorReplyUnits';

describe('mentorReplyUnitTake', () => {
  it('takes a complete sentence with its trailing space, or a line break, and waits for an unfinished one', () => {
    expect(mentorReplyUnitTake('Hello there. How are', false)).toEqual({ unit: 'Hello there. ', rest: 'How are', sentenceEnds: true });
    expect(mentorReplyUnitTake('Wow!" she said', false)).toEqual({ unit: 'Wow!" ', rest: 'she said', sentenceEnds: true });
    expect(mentorReplyUnitTake('A list:\n- one', false)).toEqual({ unit: 'A list:\n', rest: '- one', sentenceEnds: true });
    expect(mentorReplyUnitTake('How are', false)).toBeNull();
    // A full stop at the very end may be a decimal point or an abbreviation still going on.
    expect(mentorReplyUnitTake('It costs 3.', false)).toBeNull();
    expect(mentorReplyUnitTake('', true)).toBeNull();
  });

  it('takes the rest as a finished sentence when the provider is done', () => {
    expect(mentorReplyUnitTake('How are you', true)).toEqual({ unit: 'How are you', rest: '', sentenceEnds: true });
  });

  it('cuts a sentence longer than the limit after its last space within the limit', () => {
    const long = `${'abcd '.repeat(50)}end`;
    const taken = mentorReplyUnitTake(long, false);
    expect(taken).toEqual({ unit: 'abcd '.repeat(40), rest: `${'abcd '.repeat(10)}end`, sentenceEnds: false });
    expect(taken?.unit.length).toBe(MENTOR_REPLY_UNIT_MAX_CHARS);
    // Short of the limit it waits for the sentence to end.
    expect(mentorReplyUnitTake('abcd '.repeat(39), false)).toBeNull();
  });

  it('cuts a sentence whose end lies past the limit, and cuts hard where there is no space', () => {
    const sentence = `${'word '.repeat(50)}done. Next`;
    expect(mentorReplyUnitTake(sentence, false)?.unit).toBe('word '.repeat(40));
    const solid = 'x'.repeat(450);
    expect(mentorReplyUnitTake(solid, false)).toEqual({ unit: 'x'.repeat(200), rest: 'x'.repeat(250), sentenceEnds: false });
    expect(mentorReplyUnitTake('x'.repeat(250), true)).toEqual({ unit: 'x'.repeat(200), rest: 'x'.repeat(50), sentenceEnds: false });
  });
});
