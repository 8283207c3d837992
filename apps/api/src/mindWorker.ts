// A worker thread of the API's mind pool (services/mindThreads.ts, issue 22): it composes the builtin
// mind's replies and scores messages for the radar, so that work runs beside the event loop rather
// than on it. Piscina loads this file in each worker and calls its default export once per task.
import { mentorMindWarm } from '@grove/mentor';
import { mindTaskRun, type MindTask } from './services/mindTasks';
import { wordnetLookupCreate } from './services/wordnet';

// The knowledge index and parser lexicon are built as the worker starts, not on its first task.
mentorMindWarm();
const words = wordnetLookupCreate();

/**
 * Everyday messages of the kinds the mind answers, composed (and scored) once as the worker starts:
 * a fresh worker runs its first few hundred replies several times slower while V8 compiles the
 * parser's and the mind's hot paths, and a process started under load queued behind that (issue 22:
 * p95 1.4 s in the first 20 s at 200 chats a second, against ~15 ms once warm). This runs on the
 * worker, never on the event loop; its tasks go between the warm-up's messages (about 1.5 s of work in all).
 */
const WARM_UP_MESSAGES = [
  'hi!',
  'How does the heart work?',
  'why is the sky blue',
  'what is 12 times 7?',
  'What does enormous mean?',
  'tell me a story about a brave little fox',
  'tell me a joke',
  'I feel a bit sad today because my friend did not play with me',
  'What is the capital of Kenya?',
  'I have a dog called Biscuit and my favourite colour is green',
  'can you help me plan my homework for the week?',
  'tell me more',
  'I am so happy, I won my football match!',
  'give me a riddle',
  'what should I do when I cannot sleep?',
];

/** One message at a time, yielding between them: a task that arrives meanwhile is not kept waiting. */
async function warmUp(): Promise<void> {
  for (let round = 0; round < 8; round += 1) {
    for (const [index, message] of WARM_UP_MESSAGES.entries()) {
      const contentMode = (['G', 'PG', 'FULL'] as const)[(round + index) % 3];
      mindTaskRun({ kind: 'reply', input: { message, contentMode, context: [], conversation: [] } }, words);
      mindTaskRun({ kind: 'radar', text: message, options: { contentMode, source: 'chat', at: 0 } }, words);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
// Not awaited: the worker is ready for tasks at once, and the warm-up fills its idle moments.
void warmUp();

/** Runs one task (see {@link MindTask}). */
export default function mindWorkerRun(task: MindTask): ReturnType<typeof mindTaskRun> {
  return mindTaskRun(task, words);
}
