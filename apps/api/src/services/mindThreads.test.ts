import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { mentorBuiltinReply, type MentorBuiltinComposeInput } from '@grove/mentor';
import { radarScoreMessage, type RadarScoreOptions } from '@grove/radar';
import { queueOptionsSymbol, type PiscinaTask } from 'piscina';
import { MIND_BACKGROUND_WAITING_MAX, MindTaskQueue, mindInProcess, mindThreadsStart, type MindCompute } from './mindThreads';

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

  it('a reply goes before the radar scoring queued ahead of it; the scoring waits, and still runs', async () => {
    const log: string[] = [];
    const mind = start('mindWorkerEcho.fixture.mjs', log);
    // The thread is up and idle (while it starts, Piscina may hand out queued tasks in another order).
    await mind.reply({ ...input, message: 'warm-up' });
    const done: string[] = [];
    // One thread: the first task goes to it at once; the other two queue behind it.
    await Promise.all([
      mind.reply({ ...input, message: 'first' }).then(() => done.push('reply: first')),
      mind.radarScore('earlier turn', scoreOptions).then(() => done.push('radar: earlier turn')),
      mind.reply({ ...input, message: 'second' }).then(() => done.push('reply: second')),
    ]);
    expect(done).toEqual(['reply: first', 'reply: second', 'radar: earlier turn']);
    expect(log).toEqual([]);
  });
});

describe('MindTaskQueue', () => {
  const task = (name: string, background: boolean | null): PiscinaTask => ({ name, [queueOptionsSymbol]: background === null ? null : { background } }) as unknown as PiscinaTask;
  const names = (queue: MindTaskQueue): string[] => {
    const out: string[] = [];
    for (let next = queue.shift(); next !== null; next = queue.shift()) out.push(next.name);
    return out;
  };

  it('hands out every reply before any background task, each level first in, first out', () => {
    const queue = new MindTaskQueue();
    for (const [name, background] of [['radar 1', true], ['reply 1', false], ['radar 2', true], ['reply 2', null], ['reply 3', false]] as const) queue.push(task(name, background));
    expect(queue.size).toBe(5);
    expect(names(queue)).toEqual(['reply 1', 'reply 2', 'reply 3', 'radar 1', 'radar 2']);
    expect(queue.size).toBe(0);
    expect(queue.shift()).toBeNull();
  });

  it('lets no more than MIND_BACKGROUND_WAITING_MAX background tasks wait: past that the oldest goes next', () => {
    const queue = new MindTaskQueue();
    for (let index = 0; index <= MIND_BACKGROUND_WAITING_MAX; index += 1) queue.push(task(`radar ${index}`, true));
    queue.push(task('reply', false));
    expect(queue.shift()?.name).toBe('radar 0');
    expect(queue.shift()?.name).toBe('reply');
    expect(queue.shift()?.name).toBe('radar 1');
    expect(queue.size).toBe(MIND_BACKGROUND_WAITING_MAX - 1);
  });

  it('removes a task from its level, and puts a returned task back at the front of its level', () => {
    const queue = new MindTaskQueue();
    const radar = task('radar 1', true);
    const reply = task('reply 1', false);
    queue.push(radar);
    queue.push(reply);
    queue.push(task('reply 2', false));
    queue.remove(reply);
    queue.remove(task('never queued', false));
    expect(queue.size).toBe(2);
    queue.unshift(task('reply 0', false));
    queue.unshift(task('radar 0', true));
    expect(names(queue)).toEqual(['reply 0', 'reply 2', 'radar 0', 'radar 1']);
  });
});
