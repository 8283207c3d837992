// A worker thread of the API's mind pool (services/mindThreads.ts, issue 22): it composes the builtin
// mind's replies and scores messages for the radar, so that work runs beside the event loop rather
// than on it. Piscina loads this file in each worker and calls its default export once per task.
import { mentorMindWarm } from '@grove/mentor';
import { mindTaskRun, type MindTask } from './services/mindTasks';
import { wordnetLookupCreate } from './services/wordnet';

// The knowledge index and parser lexicon are built as the worker starts, not on its first task.
mentorMindWarm();
const words = wordnetLookupCreate();

/** Runs one task (see {@link MindTask}). */
export default function mindWorkerRun(task: MindTask): ReturnType<typeof mindTaskRun> {
  return mindTaskRun(task, words);
}
