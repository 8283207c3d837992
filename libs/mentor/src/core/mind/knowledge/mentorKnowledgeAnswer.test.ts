import { describe, expect, it } from 'vitest';
import { mentorTopicAskMet, mentorTopicAskOf, mentorTopicSentenceFor } from './mentorKnowledgeAnswer';
import { mentorKnowledgeTopicOf } from './mentorKnowledgeSearch';
import type { MentorKnowledgeTopic } from './mentorKnowledgeTopic';

function topic(id: string): MentorKnowledgeTopic {
  const found = mentorKnowledgeTopicOf(id);
  if (!found) throw new Error(`no topic ${id}`);
  return found;
}

describe('mentorTopicAskOf', () => {
  it('reads what a question asks for specifically', () => {
    expect(mentorTopicAskOf('how big is it?')).toBe('size');
    expect(mentorTopicAskOf('how far away is it?')).toBe('distance');
    expect(mentorTopicAskOf('when?')).toBe('when');
    expect(mentorTopicAskOf('How long do elephants live?')).toBe('lifespan');
    expect(mentorTopicAskOf('how old was he then?')).toBe('age');
    expect(mentorTopicAskOf('can they fly?')).toBe('ability');
    expect(mentorTopicAskOf('what did they eat?')).toBe('food');
    expect(mentorTopicAskOf('why?')).toBe('reason');
    expect(mentorTopicAskOf('and then what happens?')).toBe('then');
  });

  it('leaves open questions open', () => {
    expect(mentorTopicAskOf('what is a volcano?')).toBeNull();
    expect(mentorTopicAskOf('tell me about penguins')).toBeNull();
  });
});

describe('mentorTopicSentenceFor', () => {
  it('answers from the topic asked about, with the figure when one is asked for', () => {
    expect(mentorTopicSentenceFor(topic('jupiter'), 'how big is it?', 'PG', [])?.sentence).toMatch(/1,300 Earths/);
    expect(mentorTopicSentenceFor(topic('penguins'), 'can they fly?', 'G', [])?.sentence).toMatch(/cannot fly/);
  });

  it('gives a sentence already said only as a last resort, and says so', () => {
    const said = ['Jupiter is the largest planet, a gas giant so big that more than 1,300 Earths could fit inside it.'];
    const found = mentorTopicSentenceFor(topic('jupiter'), 'how big is it?', 'PG', said);
    expect(found?.sentence).toMatch(/1,300/);
    expect(found?.fresh).toBe(false);
  });

  it('finds nothing rather than something near: a reason must be about what was asked', () => {
    expect(mentorTopicSentenceFor(topic('jupiter'), 'what did they eat?', 'G', [])).toBeNull();
    expect(mentorTopicSentenceFor(topic('jupiter'), 'what is jupiter?', 'G', [])).toBeNull();
  });

  it('knows when an overview already answers the kind of question', () => {
    expect(mentorTopicAskMet('The Moon is about 384,400 km away.', 'distance')).toBe(true);
    expect(mentorTopicAskMet('Footprints on the Moon last because no wind blows them away.', 'distance')).toBe(false);
  });
});
