import { describe, expect, it } from 'vitest';
import { mentorParseNormal } from '../understand/mentorParse';
import { mentorRequestOf } from './mentorRequestOf';

const read = (message: string) => mentorRequestOf(mentorParseNormal(message));

describe('mentorRequestOf', () => {
  it('takes the subject the person asked for', () => {
    expect(read('Tell me a story about a lighthouse')).toMatchObject({ kind: 'story', subject: 'a lighthouse', length: 'normal' });
    expect(read('can you tell me a short story about my dog Biscuit please')).toMatchObject({ kind: 'story', subject: 'my dog biscuit', length: 'short' });
    expect(read('write a poem about the sea')).toMatchObject({ kind: 'poem', subject: 'the sea' });
    expect(read('a four line poem about autumn')).toMatchObject({ kind: 'poem', subject: 'autumn', count: 4 });
    expect(read('tell me a riddle about animals')).toMatchObject({ kind: 'riddle', subject: 'animals' });
    expect(read('give me 3 tips for sleeping better')).toMatchObject({ kind: 'tips', subject: 'sleeping better', count: 3 });
    expect(read('help me plan a birthday party')).toMatchObject({ kind: 'plan' });
    expect(read('can you help me prepare for it?')).toMatchObject({ kind: 'plan', subject: 'it' });
    expect(read('a dinosaur story')).toMatchObject({ kind: 'story', subject: 'dinosaur' });
  });

  it('does not read ordinary sentences as requests', () => {
    expect(read('my story was really good')).toBeNull();
    expect(read('what is a volcano')).toBeNull();
    expect(read('I played football today')).toBeNull();
  });
});
