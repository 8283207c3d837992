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

describe('the builtin mind keeps the thread', () => {
  it('gives back what the person said when the facts it keeps do not say it', () => {
    expect(last(['My sister Grace lives in Canada.', 'Tell me about Canada', 'Where does my sister live?'], 'PG')).toMatch(/your sister Grace lives in Canada/);
    expect(last(['I play the violin', 'what instrument do I play?'], 'FULL')).toMatch(/you play the violin/);
    expect(last(['I have two cats, Salt and Pepper', 'what are my cats called?'], 'G')).toMatch(/Salt and Pepper/);
    expect(last(['my dog is a golden retriever his name is Sunny', 'tell me a fact about cats', 'what kind of dog is sunny?'], 'G')).toMatch(/golden retriever/);
    const [, , job, toms] = talk(["I'm Sarah and I work as an accountant", 'My partner Tom is a chef', "What's my job?", "And Tom's?"], 'FULL');
    expect(job).toMatch(/accountant/);
    expect(toms).toMatch(/chef/);
    expect(last(['what is the capital of italy', 'what did I just ask you?'], 'PG')).toMatch(/capital of italy/i);
    expect(last(['my best friend is called Noah', 'tell me a fact about frogs'], 'G')).toMatch(/tadpole/i);
  });

  it('does not recall when the person asks for help rather than for what they said', () => {
    expect(last(['my mum is a nurse', 'how do I tell my mum I broke her vase?'], 'PG')).not.toMatch(/You told me/);
  });

  it('answers a question that leans on the last topic from that topic', () => {
    expect(last(['what is the biggest planet', 'how big is it?'], 'G')).toMatch(/Jupiter/);
    expect(last(['tell me about penguins', 'can they fly?'], 'PG')).toMatch(/penguin/i);
    expect(last(['tell me about penguins', 'can they fly?'], 'PG')).toMatch(/cannot fly/i);
    expect(last(['who invented the telephone', 'when?'], 'FULL')).toMatch(/1876/);
    expect(last(['how do volcanoes erupt', 'and then what happens?'], 'PG')).toMatch(/lava|ash|rock/i);
  });

  it('works on from the last answer: "now add 5 to that", "and double that?"', () => {
    expect(last(['whats 12 plus 8', 'now add 5 to that'], 'G')).toMatch(/\*\*25\*\*/);
    expect(last(['what is 6 times 7', 'and double that?'], 'PG')).toMatch(/\*\*84\*\*/);
    expect(last(['what is 6 times 7', 'and double that?', 'now take 4 away from that'], 'PG')).toMatch(/\*\*80\*\*/);
    expect(last(['what is 15% of 200', 'what is that times 3'], 'PG')).toMatch(/\*\*90\*\*/);
    expect(talk(['whats 10 plus 5', 'now add 8', 'times 2'], 'G').slice(1)).toEqual([expect.stringMatching(/\*\*23\*\*/), expect.stringMatching(/\*\*46\*\*/)]);
    // Nothing to work on: a bare step is not guessed at.
    expect(last(['now add 8'], 'G')).not.toMatch(/\*\*/);
  });

  it('gives tips for the plan the person told it about', () => {
    expect(last(["We're going to the beach on Saturday", 'what should I bring?'], 'G')).toMatch(/sun cream/i);
    expect(last(["we're going camping next weekend with the kids", 'what should we pack?'], 'FULL')).toMatch(/tent/i);
    expect(last(['its my grandmas birthday on sunday', 'what could i make for her?'], 'G')).toMatch(/card/i);
    expect(last(['my son is starting secondary school in September', "he's really nervous about it. any advice?"], 'FULL')).toMatch(/school/i);
    expect(last(['i am scared of the dark', 'what can i do?'], 'G')).toMatch(/night light/i);
  });

  it('makes another of what it just made, on the same subject', () => {
    const [, poem] = talk(['write a poem about the sea', 'another one please'], 'PG');
    expect(poem).toMatch(/poem about the sea/);
    expect(poem.split('\n').length).toBeGreaterThanOrEqual(3);
    const [first, sequel] = talk(['tell me a story about a dragon', 'and then what?'], 'G');
    expect(sequel).toMatch(/dragon/i);
    expect(sequel).not.toBe(first);
    const [joke, another] = talk(['tell me a joke', 'another one!'], 'G');
    expect(another).not.toBe(joke);
    expect(another).toMatch(/\?/);
    expect(last(['my name is Zara', 'tell me a story about me'], 'G')).toMatch(/Zara/);
  });
});
