import { describe, expect, it } from 'vitest';
import { mentorIntentFeelingOf, mentorIntentOf } from './mentorIntent';

describe('mentorIntentFeelingOf: feelings heard in what happened', () => {
  it.each([
    ["my friend won't play with me", 'left_out'],
    ['nobody sat with me at lunch today', 'left_out'],
    ['no one wants to play with me', 'left_out'],
    ["my best friend is ignoring me and i don't know why", 'left_out'],
    ['they made a group chat without me', 'left_out'],
    ["i didn't get picked for the team", 'disappointed'],
    ["I didn't get the job", 'disappointed'],
    ['we lost the match', 'disappointed'],
    ["I'm so embarrassed, I tripped in front of everyone at school", 'embarrassed'],
    ['everyone laughed at me when I fell', 'embarrassed'],
    ["i feel like i'm just bad at maths", 'discouraged'],
    ["I'm not good at reading", 'discouraged'],
    ['i feel so stupid', 'discouraged'],
    ['I want to give up on piano', 'discouraged'],
    ['I feel guilty for shouting at my kids today', 'guilty'],
    ["I'm such a bad mum", 'guilty'],
    ['i lost my tooth today!!', 'excited'],
    ['I got the promotion!', 'proud'],
    ['my brother learned to ride his bike', 'proud'],
    ['I lost my grandma last year', 'grief'],
    ['my goldfish died :(', 'grief'],
  ] as const)('hears %j as %s', (message, feeling) => {
    expect(mentorIntentFeelingOf(message)).toBe(feeling);
  });

  it('keeps a named fear or worry before what happened', () => {
    expect(mentorIntentFeelingOf("I'm scared nobody will sit with me")).toBe('scared');
    expect(mentorIntentFeelingOf("I'm worried everyone will laugh at me")).toBe('worried');
  });

  it('does not hear a feeling in ordinary sentences that share the words', () => {
    for (const message of [
      "I didn't get it",
      "I've never in my life seen that",
      'nobody knows why the sky is blue',
      "I'm not stupid",
      'I feel bad for my friend, she is ill',
      'she is a bad friend',
      "I didn't get any sleep",
      'I lost my phone',
      // After a riddle: asks for the answer.
      'i give up',
    ]) {
      expect(['guilty', 'disappointed', 'discouraged', 'left_out', 'grief', 'excited'], message).not.toContain(mentorIntentFeelingOf(message));
    }
    expect(mentorIntentFeelingOf('I am not embarrassed')).toBe('calm');
  });
});

describe('mentorIntentOf: feelings and requests', () => {
  it('reads situations without a feeling word as feelings', () => {
    for (const message of ['nobody sat with me at lunch today', "i didn't get picked for the team", 'I got the promotion!', 'i lost my tooth today!!']) {
      expect(mentorIntentOf(message).intent, message).toBe('feeling');
    }
  });

  it('leaves questions and requests that mention a feeling as questions and requests', () => {
    expect(mentorIntentOf('is it bad to lose a tooth?').intent).toBe('question');
    expect(mentorIntentOf('do you ever feel embarrassed?').intent).toBe('question');
    expect(mentorIntentOf("tips for when I'm nervous").intent).toBe('advice');
    expect(mentorIntentOf('how do I stop feeling guilty').intent).toBe('advice');
  });
});
