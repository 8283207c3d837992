import { mentorBuiltinReply, type MentorBuiltinComposeInput, type MentorWordLookup } from '@grove/mentor';
import { radarScoreMessage, type RadarMessageScore, type RadarScoreOptions } from '@grove/radar';

/**
 * The CPU-heavy pure work of a chat turn (issue 22's profile: the builtin mind's parse and composition
 * and the radar's scoring were ~45 % of a chat's time on the event loop), as plain-data tasks: the
 * same function runs them on a worker thread (`mindWorker.ts`) and, with `MIND_THREADS=0` or when a
 * worker fails, in the API's own thread. Both give the same answer for the same task.
 */
export type MindTask =
  /** The builtin mind's reply to a chat message (not a game's move: those are cheap and stay in the thread). */
  | { kind: 'reply'; input: MentorBuiltinComposeInput }
  /** A message's radar score (issue 17). */
  | { kind: 'radar'; text: string; options: RadarScoreOptions };

/** What each kind of task answers. */
export interface MindTaskResults {
  reply: string;
  radar: RadarMessageScore;
}

/** Runs a task; `words` is this thread's WordNet (each worker opens its own). */
export function mindTaskRun(task: MindTask, words: MentorWordLookup | undefined): string | RadarMessageScore {
  switch (task.kind) {
    case 'reply':
      return mentorBuiltinReply({ ...task.input, words });
    case 'radar':
      return radarScoreMessage(task.text, task.options);
  }
}
