import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { mentorBuiltinReply, type MentorBuiltinComposeInput } from '@grove/mentor';
import { radarScoreMessage, type RadarScoreOptions } from '@grove/radar';
import { mindInProcess, mindThreadsStart, type MindCompute } from './mindThreads';

const input: MentorBuiltinComposeInput = { message: 'How does the heart work?', contentMode: 'G', context: [], conversation: [], displayName: 'Sam' };
const scoreOptions: RadarScoreOptions = { contentMode: 'PG', source: 'chat', at: Date.UTC(2026, 10, 23, 9) };

let opened: MindCompute[] = [];
afterEach(async () => {
  await Promise.all(opened.map((mind) => mind.close()));
  opened = [];
});

function start(fixture: string, log: string[]): MindCompute {
  const mind = mindThreadsStart({ threads: 1, filename: new URL(`../test/${fixture}`, import.meta.url), log: (line) => log.push(line) });
  opened.push(mind);
  return mind;
}

describe('mind threads (issue 22: the builtin mind and the radar off the event loop)', () => {
  it('in this thread: the same reply and score as the mind and the radar themselves', async () => {
    const mind = mindInProcess();
    expect(mind.threads).toBe(0);
    expect(await mind.reply(input)).toBe(mentorBuiltinReply(input));
    expect(await mind.radarScore('I was so happy at the park today!', scoreOptions)).toEqual(radarScoreMessage('I was so happy at the park today!', scoreOptions));
  });

  it('a started pool hands each task to a worker thread, not this one', async () => {
    const log: string[] = [];
    const mind = start('mindWorkerEcho.fixture.mjs', log);
    expect(mind.threads).toBe(1);
    const reply = await mind.reply(input);
    expect(reply).toMatch(/^thread \d+ replies to: How does the heart work\?$/);
    expect(reply).not.toBe(`thread ${threadId} replies to: How does the heart work?`);
    expect(await mind.radarScore('a calm day', scoreOptions)).toMatchObject({ text: 'a calm day' });
    expect(log).toEqual([]);
  });

  it('a worker that dies on a task: the task is done here instead (same answer), the failure is logged, and the next one still answers', async () => {
    const log: string[] = [];
    const mind = start('mindWorkerCrash.fixture.mjs', log);
    expect(await mind.reply(input)).toBe(mentorBuiltinReply(input));
    expect(await mind.radarScore('I miss my grandma', scoreOptions)).toEqual(radarScoreMessage('I miss my grandma', scoreOptions));
    expect(log).toHaveLength(2);
    expect(log[0]).toMatch(/^mind thread failed a reply task .*done in the API's thread instead$/);
    expect(log[1]).toMatch(/^mind thread failed a radar task /);
  });
});
