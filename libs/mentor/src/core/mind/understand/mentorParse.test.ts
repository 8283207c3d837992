import { describe, expect, it } from 'vitest';
import { mentorParse } from './mentorParse';

describe('mentorParse', () => {
  it('finds the subject of a question, not the verb it ends with', () => {
    expect(mentorParse('how does the heart work').subject).toBe('heart');
    expect(mentorParse('What is a volcano?').subject).toBe('volcano');
    expect(mentorParse('why is the sky blue').subject).toBe('sky');
    expect(mentorParse('Who invented the telephone?').subject).toBe('telephone');
    expect(mentorParse('hey grove, what is the capital of France?').subject).toBe('capital');
  });

  it('tells questions, question words and negation', () => {
    expect(mentorParse('why do cats purr').questionWord).toBe('why');
    expect(mentorParse('why do cats purr').isQuestion).toBe(true);
    expect(mentorParse('is a tomato a fruit').questionWord).toBe('yes_no');
    expect(mentorParse('I have a dog').isQuestion).toBe(false);
    expect(mentorParse("I don't like broccoli").negated).toBe(true);
    expect(mentorParse('I like broccoli').negated).toBe(false);
  });

  it('keeps nouns, names and the words worth searching', () => {
    const parse = mentorParse('My dog is called Biscuit and he is a beagle');
    expect(parse.nouns).toContain('dog');
    expect(parse.nouns).toContain('beagle');
    expect(parse.names).toContain('Biscuit');
    expect(mentorParse('how many legs does a spider have').contentWords).toEqual(expect.arrayContaining(['legs', 'spider']));
    expect(mentorParse('how many legs does a spider have').contentWords).not.toContain('how');
  });

  it('hears "tell me the capital of …" as a question, but not every "tell me"', () => {
    expect(mentorParse('tell me the capital of Kenya').isQuestion).toBe(true);
    expect(mentorParse('name the capital of Peru').isQuestion).toBe(true);
    expect(mentorParse('tell me a story').isQuestion).toBe(false);
  });
});
