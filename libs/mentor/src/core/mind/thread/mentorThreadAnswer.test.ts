import { describe, expect, it } from 'vitest';
import { mentorParse } from '../understand/mentorParse';
import { mentorThreadAnswer } from './mentorThreadAnswer';
import { mentorThreadFactsOf } from './mentorThreadFacts';

const answer = (told: string[], question: string, mode: 'G' | 'PG' | 'FULL' = 'FULL', displayName?: string) =>
  mentorThreadAnswer(mentorParse(question).words, mentorThreadFactsOf(told), mode, displayName);

describe('mentorThreadAnswer', () => {
  it('answers what the person told it', () => {
    expect(answer(['My dog is called Biscuit and he is a beagle'], 'What kind of dog do I have?')).toMatch(/beagle called Biscuit/);
    expect(answer(['My dog is called Biscuit and he is a beagle'], "what's my dog's name?")).toMatch(/Biscuit/);
    expect(answer(["Hi, I'm Sam"], "what's my name?")).toBe('Your name is Sam!');
    expect(answer(['my birthday is on 3 May'], 'when is my birthday?')).toBe('Your birthday is on 3 May!');
    expect(answer(['My sister is called Mia'], "what's my sister called?")).toMatch(/Mia/);
    expect(answer(['I work as a nurse at the hospital'], 'what is my job?')).toMatch(/nurse/);
    expect(answer(['My favourite colour is green'], 'what is my favourite colour?')).toBe('Your favourite colour is green!');
    expect(answer(['I have a piano recital on Friday'], 'when is my recital?')).toMatch(/piano recital on friday/i);
    expect(answer(['I live in Leeds', 'I have two cats'], 'what do you remember about me?')).toMatch(/Leeds.*cat|cat.*Leeds/);
  });

  it('says what it was not told instead of guessing, and uses the profile name for "what is my name"', () => {
    expect(answer(['I have a dog'], 'What kind of dog do I have?')).toMatch(/not what kind/);
    expect(answer([], 'what is my favourite food?', 'G')).toMatch(/You have not told me your favourite food yet/);
    expect(answer([], "what's my name?", 'G', 'Mia Jones')).toBe('Your name is Mia!');
  });

  it('leaves other questions alone', () => {
    expect(answer(['I have a dog'], 'what do dogs eat?')).toBeNull();
    expect(answer([], 'what is the capital of France?')).toBeNull();
  });
});
