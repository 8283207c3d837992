// A stand-in mind worker for services/mindThreads.test.ts (vitest cannot load the TypeScript entry in a
// worker thread): it answers each task with what it was given, so a test can tell a thread answered.
import { threadId } from 'node:worker_threads';

export default function run(task) {
  return task.kind === 'reply' ? `thread ${threadId} replies to: ${task.input.message}` : { thread: threadId, text: task.text };
}
