import { describe, expect, it } from 'vitest';
import { radarScoreMessage } from './radarScoreMessage';
import type { RadarAxis, RadarContentMode } from './radarTypes';
import { RADAR_AXES, RADAR_METRICS } from './radarTypes';

function moves(text: string, contentMode: RadarContentMode = 'FULL'): Partial<Record<RadarAxis, 1 | -1>> {
  const score = radarScoreMessage(text, { contentMode, source: 'chat', at: 0 });
  const out: Partial<Record<RadarAxis, 1 | -1>> = {};
  for (const axis of RADAR_AXES) {
    const net = score.contributions.filter((item) => item.axis === axis).reduce((sum, item) => sum + item.direction * item.weight, 0);
    if (net !== 0) out[axis] = net > 0 ? 1 : -1;
  }
  return out;
}

describe('radarScoreMessage: negation', () => {
  it.each([
    ["I didn't sleep well", { sleep: -1 }],
    ['I slept great', { sleep: 1 }],
    ['I did not have a good night', { sleep: -1 }],
    ["I'm not tired", { energy: 1 }],
    ["I'm tired", { energy: -1 }],
    ["I'm not stupid", { self_esteem: 1 }],
    ["I didn't go running", { activity: -1 }],
    ["I wasn't focused at all", { concentration: -1 }],
    ["i didn't lie even though it was hard", { ethical_balance: 1 }],
    ['Too tired to go to the gym', { energy: -1, activity: -1 }],
    ["I haven't slept properly all week and I'm exhausted.", { sleep: -1, energy: -1 }],
  ] as const)('%s', (text, expected) => {
    expect(moves(text)).toEqual(expected);
  });

  it('stops a negation at a clause break', () => {
    expect(moves("I wasn't sad but I went running")).toEqual({ activity: 1 });
  });
});

describe('radarScoreMessage: negation, wishes and other people', () => {
  it.each([
    // "can not stop" / "could not help" undo the negation: still yawning, still laughing at him.
    ["I can't stop yawning", { energy: -1 }],
    ["couldn't help laughing at him", { ethical_balance: -1 }],
    // A phrase that opens its own clause is out of the negation's reach.
    ['not even tired after netball', { energy: 1, activity: 1 }],
    // A comma is a clause break: "not really" does not reach "slept well".
    ['Not really, I slept well though', { sleep: 1 }],
    // Wished, planned or supposed is not something that happened.
    ["I'm not tired at all, I could stay up all night", { energy: 1 }],
    ['I feel poorly and I want to stay in bed', { energy: -1 }],
    ['I was going to go running but it rained', {}],
    ['I should exercise more', {}],
    ['I could hardly sleep', { sleep: -1 }],
    // "if i am honest", "to be honest" are ways of speaking, not honesty.
    ["If I'm honest I'm not sure", {}],
    ['tbh i skipped the gym', { activity: -1 }],
    // Someone else's act, or an act done to the person, is not their own ethics.
    ['She lied to me about the party', {}],
    ['my brother was mean to me', {}],
    ['I was mean to my brother', { ethical_balance: -1 }],
  ] as const)('%s', (text, expected) => {
    expect(moves(text)).toEqual(expected);
  });

  it('reads a request for advice as no evidence up to its first clause break', () => {
    expect(moves('how do i sleep better before exams')).toEqual({});
    expect(moves('What stretches are good for a sore back?')).toEqual({});
    expect(moves("Can you help? I can't sleep.")).toEqual({ sleep: -1 });
  });

  it('reads a question about the world as no evidence', () => {
    expect(moves('What time does the gym open on Saturdays?')).toEqual({});
    expect(moves("Why can't I sleep?")).toEqual({ sleep: -1 });
  });

  it('negates a whole clause after "can not remember the last time"', () => {
    expect(moves("Can't remember the last time I slept well")).toEqual({ sleep: -1 });
    expect(moves("it's been ages since I went for a run")).toEqual({ activity: -1 });
  });

  it("does not count someone else's state as the person's energy", () => {
    expect(moves('my dad is so tired after his shifts')).toEqual({});
    expect(moves('our teacher who is poorly')).toEqual({});
    expect(moves('my legs are tired')).toEqual({ energy: -1 });
  });

  it('reads a bad night-thing negated as a good night, and "zero" as a negation', () => {
    expect(moves('no nightmares last night')).toEqual({ sleep: 1 });
    expect(moves('worked for two hours with zero distractions')).toEqual({ concentration: 1 });
  });

  it('gives a claimed span to one axis only', () => {
    // "awake at 3" is sleep, not "wide awake" energy; "who i am" here is self-esteem, not personalization;
    // a feeling understood is emotional clarity, not wisdom's "i figured out that".
    expect(moves('Wide awake at 3 again')).toEqual({ sleep: -1 });
    expect(moves("I'm happy with who I am")).toEqual({ self_esteem: 1 });
    expect(moves('I figured out that my anger was really about feeling ignored')).toEqual({ emotional_clarity: 1 });
    expect(moves('I figured out that practice works better than cramming')).toEqual({ wisdom: 1 });
  });
});

describe('radarScoreMessage: phrase families', () => {
  it.each([
    ['sleep', "Couldn't nod off until 2", -1],
    ['sleep', 'the storm kept me awake', -1],
    ['sleep', 'only managed about three hours', -1],
    ['sleep', 'slept for like 10 hours', 1],
    ['sleep', 'fell asleep really quickly', 1],
    ['energy', 'absolutely shattered', -1],
    ['energy', 'bags of energy today', 1],
    ['activity', 'skipped my spin class', -1],
    ['activity', 'went skateboarding with my mates', 1],
    ['concentration', 'my attention is shot today', -1],
    ['concentration', 'ploughed through my whole inbox', 1],
    ['self_esteem', 'everyone in my class is smarter than me', -1],
    ['self_esteem', "I'm actually quite good at this", 1],
    ['emotional_clarity', 'I was more hurt than angry', 1],
    ['emotional_clarity', "I can't put it into words", -1],
    ['ethical_balance', 'I spread a rumour about her', -1],
    ['ethical_balance', 'gave my neighbour a lift to the station', 1],
    ['wisdom', 'I keep repeating the same mistakes', -1],
    ['wisdom', 'Learned the hard way to back up my files', 1],
    ['personalization', "I've lost touch with what I enjoy", -1],
    ['personalization', "I'm more of a beach person", 1],
    ['personalization', 'i am a keen gardener', 1],
    ['self_esteem', "I'm a useless driver", -1],
    ['self_esteem', 'I hate what I see in photos', -1],
    ['concentration', 'kept checking my phone while revising', -1],
    ['ethical_balance', 'I was short with my sister', -1],
    ['ethical_balance', 'lent my neighbour a ladder', 1],
    ['wisdom', 'I made the same mistake again', -1],
    ['emotional_clarity', "I'm grumpy because I'm hungry", 1],
  ] as const)('%s: %s', (axis, text, direction) => {
    expect(moves(text)[axis]).toBe(direction);
  });
});

describe('radarScoreMessage: each axis', () => {
  it.each([
    ['sleep', 'I woke up at 3am and could not get back to sleep', -1],
    ['sleep', 'Went to bed early and had a lovely restful night', 1],
    ['activity', 'went running this morning', 1],
    ['activity', 'I sat on the sofa all day', -1],
    ['concentration', "couldn't focus in the meeting", -1],
    ['concentration', 'I was really in the zone and finished my essay', 1],
    ['energy', 'Full of energy today', 1],
    ['energy', 'Completely drained', -1],
    ['self_esteem', "I'm stupid", -1],
    ['self_esteem', "I'm proud of my drawing", 1],
    ['emotional_clarity', 'I understand why I felt so angry', 1],
    ['emotional_clarity', "I don't know what I feel", -1],
    ['ethical_balance', 'I helped my neighbour with her shopping', 1],
    ['ethical_balance', 'I told the truth about the broken vase', 1],
    ['ethical_balance', 'I cheated in the test', -1],
    ['wisdom', 'I learned that I can say no', 1],
    ['wisdom', 'I realised I had been unfair', 1],
    ['wisdom', 'I keep making the same mistake', -1],
    ['personalization', 'My favourite colour is green and I love jazz', 1],
    ['personalization', "I don't really know what I like anymore", -1],
  ] as const)('%s: %s', (axis, text, direction) => {
    expect(moves(text)[axis]).toBe(direction);
  });
});

describe("radarScoreMessage: children's phrasings", () => {
  it.each([
    ["I'm not tired", 'energy', 1],
    ['I played football', 'activity', 1],
    ['my tummy hurts', 'energy', -1],
    ['I had a bad dream about a monster', 'sleep', -1],
    ['I got star of the week', 'self_esteem', 1],
    ['I was sad because my balloon popped', 'emotional_clarity', 1],
    ['I shared my toys with my brother', 'ethical_balance', 1],
    ['im so stupid', 'self_esteem', -1],
    ['idk why i feel like this', 'emotional_clarity', -1],
    // Children's spellings: "becuase" and "cos" are "because", "sooo" is "so", "realy" is "really".
    ['i was cross becuase my brother broke my lego', 'emotional_clarity', 1],
    ['i was sad cos my friend moved away', 'emotional_clarity', 1],
    ['im sooo tierd', 'energy', -1],
    ['the thunder woke me up', 'sleep', -1],
    ['i told a fib', 'ethical_balance', -1],
    ['when im big i will be a pilot', 'personalization', 1],
    ['i like trains the most', 'personalization', 1],
    ['my best game is tag', 'personalization', 1],
    ['i listened realy well at carpet time', 'concentration', 1],
  ] as const)('%s', (text, axis, direction) => {
    expect(moves(text, 'G')[axis]).toBe(direction);
  });
});

describe('radarScoreMessage: only the axes a message is about', () => {
  it.each(['What is the capital of France?', 'tell me a story about a dragon', 'How do I convert Celsius to Fahrenheit?', 'Lying there staring at the ceiling.'])('%s', (text) => {
    expect(moves(text)).toEqual({});
  });

  it('gives one contribution per axis per sentence', () => {
    const score = radarScoreMessage('So tired, exhausted, drained.', { contentMode: 'FULL', source: 'journal', at: 0 });
    expect(score.contributions.filter((item) => item.axis === 'energy')).toHaveLength(1);
  });
});

describe('radarScoreMessage: evidence, tags and metrics', () => {
  it('keeps the phrase and the sentence it came from', () => {
    const score = radarScoreMessage("Work was fine. I didn't sleep well, the baby was up. Then I went running!", { contentMode: 'FULL', source: 'journal', at: 5 });
    const sleep = score.contributions.find((item) => item.axis === 'sleep');
    expect(sleep).toMatchObject({ direction: -1, phrase: 'did not sleep', evidence: "I didn't sleep well, the baby was up." });
    expect(score.contributions.find((item) => item.axis === 'activity')).toMatchObject({ direction: 1, phrase: 'went running', evidence: 'Then I went running!' });
    expect(score).toMatchObject({ source: 'journal', contentMode: 'FULL', at: 5 });
    for (const item of score.contributions) {
      expect(item.weight).toBeGreaterThan(0);
      expect(item.weight).toBeLessThanOrEqual(1);
    }
  });

  it('weighs intensifiers up and hedges down', () => {
    const strong = radarScoreMessage("I'm so tired", { contentMode: 'FULL', source: 'chat', at: 0 }).contributions[0];
    const hedged = radarScoreMessage("I'm a bit tired", { contentMode: 'FULL', source: 'chat', at: 0 }).contributions[0];
    expect(strong.weight).toBeGreaterThan(hedged.weight);
  });

  it('tags topics and feelings in lowercase, without a negated feeling', () => {
    const score = radarScoreMessage('I was Worried about my Maths test but my friend helped. I am not sad.', { contentMode: 'PG', source: 'chat', at: 0 });
    expect(score.tags).toEqual(expect.arrayContaining(['worried', 'school', 'friends']));
    expect(score.tags).not.toContain('sad');
    for (const tag of score.tags) expect(tag).toBe(tag.toLowerCase());
    expect(new Set(score.tags).size).toBe(score.tags.length);
  });

  it("gives SPEC's five metrics between 0 and 1", () => {
    const lonely = radarScoreMessage('I feel so lonely, nobody talks to me and I give up.', { contentMode: 'PG', source: 'chat', at: 0 });
    const warm = radarScoreMessage('I played with my friends and we laughed together, then I tried again and kept going.', { contentMode: 'PG', source: 'chat', at: 0 });
    expect(Object.keys(lonely.metrics)).toEqual([...RADAR_METRICS]);
    for (const value of [...Object.values(lonely.metrics), ...Object.values(warm.metrics)]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
    expect(warm.metrics.socialConnection).toBeGreaterThan(lonely.metrics.socialConnection);
    expect(warm.metrics.resilience).toBeGreaterThan(lonely.metrics.resilience);
    expect(lonely.metrics.emotionalAwareness).toBeGreaterThan(0.5);
  });

  it('is deterministic and handles an empty message', () => {
    const text = "I learned a lot today and I'm proud, but I couldn't sleep.";
    const options = { contentMode: 'FULL', source: 'chat', at: 1 } as const;
    expect(radarScoreMessage(text, options)).toEqual(radarScoreMessage(text, options));
    const empty = radarScoreMessage('   ', options);
    expect(empty.contributions).toEqual([]);
    expect(empty.tags).toEqual([]);
    expect(empty.valence).toBe(0);
  });
});

describe('radarScoreMessage: idioms, indirect statements and clause handling', () => {
  it.each([
    // Idiom families, not single sentences: a wink, forty winks, a flat battery, bounce, the gym hit.
    ["Didn't get a wink of sleep with the wind howling", { sleep: -1 }],
    ['Grabbed forty winks before the school run', { sleep: 1 }],
    ['honestly no battery left today', { energy: -1 }],
    ['full of bounce this morning', { energy: 1 }],
    ['I hit the gym after work', { activity: 1 }],
    ['Bouncing around the house this morning', { energy: 1 }],
    // Recognition told indirectly, and its lack.
    ['the coach picked me as captain', { self_esteem: 1 }],
    ['I got an A in my history test', { self_esteem: 1 }],
    ['I keep beating myself up about it', { self_esteem: -1 }],
    // Lies and takings told indirectly: the pretended illness is no energy evidence.
    ["i said i was ill so i didn't have to go to the party", { ethical_balance: -1 }],
    ['I told my mum I was at the library but I was not', { ethical_balance: -1 }],
    ['i nicked a tenner off my sister', { ethical_balance: -1 }],
    // Lessons in idioms; a habit kept though it never works.
    ["won't make that mistake again", { wisdom: 1 }],
    ['I always leave it to the last minute and it never works', { wisdom: -1 }],
    // A feeling understood by its cause or cue is clarity's, not wisdom's.
    ["I've worked out that I get cranky when I'm hungry", { emotional_clarity: 1 }],
    ['I can see the anger was covering up fear', { emotional_clarity: 1 }],
    // A head all over the place about a task is focus, not feelings.
    ["my head's all over the place and I can't revise", { concentration: -1 }],
    // Fandoms and the kind of one a person is.
    ["I'm a massive rugby fan, never miss a match", { personalization: 1 }],
  ] as const)('%s', (text, expected) => {
    expect(moves(text)).toEqual(expected);
  });

  it("mends children's regularised pasts and spellings before matching", () => {
    expect(moves('we runned round and round the playground', 'G')).toEqual({ activity: 1 });
    expect(moves('i coudnt sleep becos of the wind', 'G')).toEqual({ sleep: -1 });
    expect(moves('i now no that sharing is kind', 'G')).toEqual({ wisdom: 1 });
    expect(moves('my mistake was rushing, ill ask for help next time', 'PG')).toEqual({ wisdom: 1 });
  });

  it("reads someone named just before a phrase as someone else's act, and keeps the span from shorter phrases", () => {
    expect(moves('My husband went for a run this morning')).toEqual({});
    expect(moves('my brother got player of the year')).toEqual({});
    expect(moves('my teacher said my poem was brilliant')).toEqual({ self_esteem: 1 });
    expect(moves('me and my friends made fun of a boy in our class')).toEqual({ ethical_balance: -1 });
  });

  it('reads a sport after a preference as a taste, a plan as no evidence, and a story as not the person', () => {
    expect(moves("I'm really into rock climbing")).toEqual({ personalization: 1 });
    expect(moves("We're going swimming tomorrow")).toEqual({});
    expect(moves('We watched a film about a bear who could not sleep')).toEqual({});
    expect(moves('the teacher read us a story about a lazy cat')).toEqual({});
  });

  it("reads what someone else has, a habit that used to be and a lie's pretext as no evidence", () => {
    expect(moves('The baby has a cold')).toEqual({});
    expect(moves('My dad used to play rugby')).toEqual({});
    expect(moves('She is learning to ride a bike')).toEqual({});
    expect(moves('my friend has a trampoline in her garden')).toEqual({});
  });

  it('negates past "too tired to … even", reports "could barely", and gives a tie to the phrase said last', () => {
    expect(moves('Too drained to even think about the gym')).toEqual({ energy: -1, activity: -1 });
    expect(moves('I could barely drag myself out of bed')).toEqual({ energy: -1 });
    expect(moves('Dragged myself round the park but felt brighter afterwards')).toEqual({ energy: 1, activity: 1 });
  });
});
