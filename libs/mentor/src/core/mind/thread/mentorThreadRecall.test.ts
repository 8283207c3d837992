import { describe, expect, it } from 'vitest';
import { mentorSecondPerson, mentorThreadRecall, mentorThreadRecallCovered, mentorThreadRecallReply } from './mentorThreadRecall';

describe('mentorSecondPerson', () => {
  it('turns what the person said about themselves to the second person', () => {
    expect(mentorSecondPerson('I play the violin.')).toBe('you play the violin');
    expect(mentorSecondPerson('My sister Grace lives in Canada.')).toBe('your sister Grace lives in Canada');
    expect(mentorSecondPerson("I've got a job interview on Friday")).toBe('you have got a job interview on Friday');
    expect(mentorSecondPerson("we're going camping with our kids")).toBe('you are going camping with your kids');
    expect(mentorSecondPerson('Grace is my best friend')).toBe('Grace is your best friend');
  });
});

describe('mentorThreadRecall', () => {
  it('finds the sentence that answers a question about the person, by its words', () => {
    expect(mentorThreadRecall('Where does my sister live?', ['My sister Grace lives in Canada.', 'Tell me about Canada'])?.statement).toBe('your sister Grace lives in Canada');
    expect(mentorThreadRecall('what instrument do I play?', ['I play the violin'])?.statement).toBe('you play the violin');
    expect(mentorThreadRecall('Which school does my son go to?', ['My son goes to Hillcrest Elementary'])?.statement).toMatch(/Hillcrest/);
    expect(mentorThreadRecall('what food do i like best?', ['i love pizza its my favourite'])?.statement).toMatch(/pizza/);
    expect(mentorThreadRecall('what colour is my cat?', ['my cat is called Mittens and she is ginger'])?.matched).toEqual(['colour', 'cat']);
  });

  it('never answers from a question the person asked, or from what was not said about them', () => {
    expect(mentorThreadRecall('where do I live?', ['where do you live?'])).toBeNull();
    expect(mentorThreadRecall('where do I live?', ['Penguins live in the south.'])).toBeNull();
    expect(mentorThreadRecall('what instrument do I play?', ['my name is Sam'])).toBeNull();
  });

  it('prefers the sentence that matches more of the question, then the most recent', () => {
    const recall = mentorThreadRecall("what's Tom's job", ["I'm Sarah and I work as an accountant", 'My partner Tom is a chef']);
    expect(recall?.statement).toBe('your partner Tom is a chef');
  });

  it('says the recall back and knows when another reply already covers it', () => {
    const recall = mentorThreadRecall('What does my daughter love?', ['My daughter Ella is 7 and she loves horses']);
    expect(recall).not.toBeNull();
    if (!recall) return;
    expect(mentorThreadRecallReply(recall, 'FULL')).toBe('You mentioned that your daughter Ella is 7 and she loves horses.');
    expect(mentorThreadRecallReply(recall, 'G')).toBe('You told me your daughter Ella is 7 and she loves horses!');
    expect(mentorThreadRecallCovered('Your daughter Ella is 7 years old.', recall)).toBe(false);
    expect(mentorThreadRecallCovered('Your daughter loves horses.', recall)).toBe(true);
  });
});
