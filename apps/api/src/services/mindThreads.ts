import { availableParallelism } from 'node:os';
import { Piscina, queueOptionsSymbol, type PiscinaTask, type TaskQueue } from 'piscina';
import type { MentorBuiltinComposeInput, MentorWordLookup } from '@grove/mentor';
import type { RadarMessageScore, RadarScoreOptions } from '@grove/radar';
import { mindTaskRun, type MindTask } from './mindTasks';

/**
 * Where a chat turn's CPU-heavy pure work runs (see {@link MindTask}): worker threads, or this thread.
 * The routes and the builtin mentor ask it; they never know which.
 */
export interface MindCompute {
  /** Worker threads doing the work; 0 when it runs in the API's own thread. */
  readonly threads: number;
  /** The builtin mind's reply to a chat message (what `mentorBuiltinReply` answers). */
  reply(input: MentorBuiltinComposeInput): Promise<string>;
  /** A message's radar score (what `radarScoreMessage` answers). */
  radarScore(text: string, options: RadarScoreOptions): Promise<RadarMessageScore>;
  /** Lets the threads go (after the app has closed: nothing may ask any more). */
  close(): Promise<void>;
}

/** The work done in this thread: tests, `MIND_THREADS=0`, and a machine with one CPU. */
export function mindInProcess(words?: MentorWordLookup): MindCompute {
  return {
    threads: 0,
    reply: async (input) => mindTaskRun({ kind: 'reply', input }, words) as string,
    radarScore: async (text, options) => mindTaskRun({ kind: 'radar', text, options }, words) as RadarMessageScore,
    close: async () => undefined,
  };
}

/**
 * `MIND_THREADS=auto`: one thread for each CPU but one (the event loop keeps a CPU, and on these
 * 2-core machines PostgreSQL shares it), at most 4 — the builtin mind's work per turn is small; more
 * threads would only hold more copies of its knowledge in memory.
 */
export function mindThreadsAuto(cpus: number = availableParallelism()): number {
  return Math.max(0, Math.min(4, cpus - 1));
}

/** What {@link mindThreadsStart} needs. */
export interface MindThreadsOptions {
  threads: number;
  /** The worker entry: the built `mindWorker.js` beside `main.js`. */
  filename: URL;
  /** This thread's WordNet, for a task done here after a worker failed. */
  words?: MentorWordLookup;
  /** Where a worker's failure is reported (once per failure; the task is then done here). */
  log: (message: string) => void;
}

/** What a queued task says of itself to {@link MindTaskQueue} (Piscina's `queueOptionsSymbol`). */
interface MindQueueOptions {
  /** Work done after the reply (the radar's scoring): it waits while any reply is queued. */
  background: boolean;
}

/**
 * Background tasks that may wait behind replies. Past this many, the oldest goes next whatever is
 * queued: under a load the threads cannot keep up with, the scoring still moves at the pace it is
 * asked for, and the queue stays bounded (at ~1 ms a score, about a quarter of a second of work).
 */
export const MIND_BACKGROUND_WAITING_MAX = 256;

/**
 * Piscina's task queue with two levels: a reply waits only for the task a worker is already doing,
 * never behind the radar's scoring of earlier turns, which runs after the reply and may wait (issue 22:
 * the scoring of the last turns in the queue added its time to the next reply at 200 chats a second) —
 * up to {@link MIND_BACKGROUND_WAITING_MAX} tasks.
 */
export class MindTaskQueue implements TaskQueue {
  private readonly first: PiscinaTask[] = [];
  private readonly later: PiscinaTask[] = [];

  /** Tasks waiting, both levels. */
  get size(): number {
    return this.first.length + this.later.length;
  }

  private levelOf(task: PiscinaTask): PiscinaTask[] {
    const options = task[queueOptionsSymbol] as MindQueueOptions | null;
    return options?.background === true ? this.later : this.first;
  }

  push(task: PiscinaTask): void {
    this.levelOf(task).push(task);
  }

  /** A task Piscina could not hand to a worker after all goes back to the front of its level. */
  unshift(task: PiscinaTask): void {
    this.levelOf(task).unshift(task);
  }

  shift(): PiscinaTask | null {
    if (this.later.length > MIND_BACKGROUND_WAITING_MAX) return this.later.shift() ?? null;
    return this.first.shift() ?? this.later.shift() ?? null;
  }

  remove(task: PiscinaTask): void {
    for (const queue of [this.first, this.later]) {
      const index = queue.indexOf(task);
      if (index !== -1) {
        queue.splice(index, 1);
        return;
      }
    }
  }
}

/**
 * Starts a pool of `threads` worker threads (Piscina, a maintained worker pool from Node.js's own
 * contributors: queueing, a replacement for a worker that dies, a clean close). A task a worker could
 * not finish — it crashed, or the pool is closing — is done in this thread instead, so a chat never
 * fails because of the pool: the answer is the same function's.
 */
export function mindThreadsStart(options: MindThreadsOptions): MindCompute {
  const pool = new Piscina<MindTask, ReturnType<typeof mindTaskRun>>({
    filename: options.filename.href,
    minThreads: options.threads,
    maxThreads: options.threads,
    // The workers hold the mind's knowledge index: kept, not rebuilt after a quiet minute.
    idleTimeout: Number.POSITIVE_INFINITY,
    taskQueue: new MindTaskQueue(),
  });
  const here = mindInProcess(options.words);
  const run = async <T>(task: MindTask, local: () => Promise<T>): Promise<T> => {
    const queued = { ...task, [queueOptionsSymbol]: { background: task.kind === 'radar' } satisfies MindQueueOptions };
    try {
      return (await pool.run(queued)) as T;
    } catch (error) {
      options.log(`mind thread failed a ${task.kind} task (${String(error)}); done in the API's thread instead`);
      return local();
    }
  };
  return {
    threads: options.threads,
    reply: (input) => run({ kind: 'reply', input }, () => here.reply(input)),
    radarScore: (text, scoreOptions) => run({ kind: 'radar', text, options: scoreOptions }, () => here.radarScore(text, scoreOptions)),
    close: () => pool.close(),
  };
}
