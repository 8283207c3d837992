import { describe, expect, it } from 'vitest';
import { mentorBuiltinReply } from '../builtin/mentorBuiltinReply';
import type { MentorContentMode, MentorHistoryEntry } from '../types';
import type { MentorWordLookup } from './words/mentorWords';

/** Plays a conversation through the builtin mentor: the reply to each message, in order. */
function talk(messages: readonly string[], mode: MentorContentMode = 'FULL', words?: MentorWordLookup): string[] {
  const history: MentorHistoryEntry[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    const reply = mentorBuiltinReply({ message, contentMode: mode, context: history.slice(-4), conversation: history, displayName: 'Sam Lee', words });
    replies.push(reply);
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
  }
  return replies;
}
const last = (messages: readonly string[], mode: MentorContentMode = 'FULL'): string => talk(messages, mode).at(-1) ?? '';

describe('the builtin mind', () => {
  it('answers everyday questions from the knowledge bank, naming the topic it found', () => {
    for (const mode of ['G', 'PG', 'FULL'] as const) {
      expect(last(['What is a volcano?'], mode)).toMatch(/volcano/i);
      expect(last(['What is a volcano?'], mode)).toMatch(/lava|magma/i);
      expect(last(['how does the heart work'], mode)).toMatch(/heart/i);
      expect(last(['how does the heart work'], mode)).toMatch(/blood/i);
      expect(last(['why do bees make honey?'], mode)).toMatch(/bee/i);
    }
    expect(last(['What is the capital of France?'], 'G')).toMatch(/Paris/);
  });

  it('works sums out exactly and shows the working', () => {
    expect(last(['what is 3 plus 4'], 'G')).toMatch(/\*\*7\*\*/);
    expect(last(['help me with my fractions homework: what is 1/2 + 1/3?'], 'PG')).toMatch(/\*\*5\/6\*\*/);
    expect(last(['12 x 7'], 'FULL')).toMatch(/\*\*84\*\*/);
  });

  it('tells a story about what was asked for, not a neighbouring one', () => {
    for (const mode of ['G', 'PG', 'FULL'] as const) {
      const story = last(['Tell me a story about a lighthouse'], mode);
      expect(story.match(/lighthouse/gi)?.length ?? 0, story).toBeGreaterThanOrEqual(3);
      expect(story).not.toMatch(/dragon/i);
    }
    expect(last(['write a poem about the sea'], 'PG')).toMatch(/the sea/);
    // A living hero with a deed or a wish: the deed opens and closes the story.
    const door = last(['write me a story about a girl who finds a secret door'], 'PG');
    expect(door.match(/found a secret door/g)).toHaveLength(2);
    const chef = last(['write a story about a robot who wants to be a chef'], 'G');
    expect(chef).toMatch(/robot called \w+, who wanted more than anything to be a chef/);
    expect(chef).toMatch(/really did become a chef/);
    expect(last(['tell me a joke about penguins'], 'G')).toMatch(/penguin/i);
    expect(last(['tell me a joke about volcanoes'], 'PG')).toMatch(/^I don't have a volcanoes joke yet/);
    expect(last(['give me 3 tips for sleeping better'], 'PG').match(/^\d\. /gm)).toHaveLength(3);
  });

  it('keeps the thread: what it was told, and follow-ups on the last topic', () => {
    expect(last(['My dog is called Biscuit and he is a beagle', 'What kind of dog do I have?'])).toMatch(/beagle/);
    expect(last(["Hi, I'm Priya", 'I love volcanoes', "what's my name?"], 'PG')).toMatch(/Priya/);
    expect(last(['I have a piano recital on Friday', 'can you help me prepare for it?'], 'PG')).toMatch(/piano recital/);
    const [fact, another] = talk(['What is a volcano?', 'tell me another one'], 'PG');
    expect(another).not.toBe(fact);
    expect(another).toMatch(/volcano/i);
    expect(talk(['why is the sky blue', 'why?'], 'G')[1]).not.toBe(talk(['why is the sky blue'], 'G')[0]);
  });

  it('never repeats a reply within a conversation', () => {
    const replies = talk(['What is a volcano?', 'What is a volcano?', 'What is a volcano?', 'hello', 'hello', 'hello', 'tell me a joke', 'tell me a joke'], 'G');
    expect(new Set(replies).size).toBe(replies.length);
  });

  it('is honest about what it does not know, without boilerplate', () => {
    const reply = last(['What is a flibbertigibbet made of?'], 'PG');
    expect(reply).toMatch(/don't know|do not know/);
    expect(reply).not.toMatch(/offline/i);
    expect(last(['what are next weeks lottery numbers?'], 'FULL')).toMatch(/No one can know/);
    expect(last(['What can you do?'], 'FULL')).toMatch(/maths|arithmetic/i);
  });
});
