import { useState } from 'react';
import type { ChatMemoryEvent } from '@grove/api-contract';
import { memoryApiErrorMessage, useMemoryDeleteMutation, useMemoryPatchMutation, useMemoryRestoreMutation } from './memoryApi';
import './memory.css';

/** Props of {@link RememberedChip}. */
export interface RememberedChipProps {
  /** What the chat turn did with memory (`ChatReply.memory`). */
  event: ChatMemoryEvent;
}

/** The chip's words for a memory the mentor saved or changed (issue 15). */
export const REMEMBERED_TEXT = "I'll remember that";

/** The chip's words for a memory the person asked the mentor to forget. */
export const FORGOTTEN_TEXT = 'Forgotten';

/** What the chip says once an Undo went through, by what the turn had done. */
export const REMEMBERED_UNDONE_TEXT = {
  added: "Okay, I won't remember that.",
  updated: 'Okay, I put the memory back as it was.',
  forgotten: "Okay, I'll keep remembering that.",
} as const;

type Undoable = keyof typeof REMEMBERED_UNDONE_TEXT;

/**
 * The chat's "remembered" chip on a mentor reply (issue 15): "I'll remember that" with the memory and
 * any notice for a child ("Grove will remember this — your parent can see your memories"), and Undo
 * (an added memory is deleted, an updated one gets its words back); "Forgotten" with Undo (restore)
 * after "forget that …"; for a refused memory, only the kind reason.
 */
export function RememberedChip({ event }: RememberedChipProps) {
  const [remove] = useMemoryDeleteMutation();
  const [patch] = useMemoryPatchMutation();
  const [restore] = useMemoryRestoreMutation();
  const [undone, setUndone] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { outcome, memory, notice, previousContent } = event;

  if (outcome === 'refused') {
    return (
      <div role="note" className="grove-remembered grove-remembered--refused" aria-label="Memory">
        <p className="grove-remembered__notice">{notice ?? "I won't remember that."}</p>
      </div>
    );
  }

  const undoable: Undoable = outcome;
  // An update whose earlier words are unknown cannot be put back; nor can a memory the event does not name.
  const canUndo = memory !== null && (outcome !== 'updated' || previousContent !== null);

  async function undo(): Promise<void> {
    if (memory === null) return;
    setWorking(true);
    setError(null);
    try {
      if (outcome === 'added') await remove(memory.id).unwrap();
      else if (outcome === 'updated') await patch({ memoryId: memory.id, patch: { content: previousContent ?? memory.content } }).unwrap();
      else await restore(memory.id).unwrap();
      setUndone(true);
    } catch (failure) {
      setError(memoryApiErrorMessage(failure, 'That could not be undone. Please try again.'));
    } finally {
      setWorking(false);
    }
  }

  return (
    <div role="note" className={`grove-remembered grove-remembered--${outcome}`} aria-label="Memory" data-undone={undone || undefined}>
      {undone ? (
        <p className="grove-remembered__title" role="status">
          {REMEMBERED_UNDONE_TEXT[undoable]}
        </p>
      ) : (
        <>
          <p className="grove-remembered__title">
            <span className="grove-remembered__icon" aria-hidden="true">
              {outcome === 'forgotten' ? '✕' : '✓'}
            </span>
            <strong>{outcome === 'forgotten' ? FORGOTTEN_TEXT : REMEMBERED_TEXT}</strong>
          </p>
          {memory && <p className="grove-remembered__content">{memory.content}</p>}
          {notice && <p className="grove-remembered__notice">{notice}</p>}
          {canUndo && (
            <button type="button" className="grove-button grove-button--secondary grove-remembered__undo" onClick={() => void undo()} disabled={working}>
              Undo
            </button>
          )}
          {error && (
            <p className="grove-memory__error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </div>
  );
}
