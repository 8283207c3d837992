import { useId, useState, type FormEvent } from 'react';
import { MEMORY_CONTENT_MAX_CHARS, MESSAGES, type MemoryWrite } from '@grove/api-contract';
import { memoryApiErrorRead, MEMORY_NETWORK_FAILED, useMemoryCreateMutation } from './memoryApi';
import { enterSubmits, memoryTagsParse } from './memoryDisplay';
import './memory.css';

/** Props of {@link MemoryAddForm}. */
export interface MemoryAddFormProps {
  /** Whose memory it is: the account's uid or a child's id. */
  profileId: string;
  /** Called after the API kept (or already had) the memory. */
  onAdded?: (write: MemoryWrite) => void;
}

/** What the form says after each outcome of `POST /api/memory` that has no notice of its own. */
export const MEMORY_ADD_OUTCOME_TEXT: Record<MemoryWrite['outcome'], string> = {
  added: 'Saved. Grove will remember that.',
  updated: 'Grove already had a memory about that and has updated it.',
  unchanged: 'Grove already remembers that.',
  refused: 'Grove will not keep that memory.',
  full: 'Grove cannot keep more memories. Delete or unpin one first.',
};

/**
 * Adds a memory by hand (`POST /api/memory`): the words and optional tags. What the API did is said
 * in a status line (added, updated, already known, or its notice). When the API refuses (a child's
 * personal detail: 400 with a kind reason) or cannot be reached, the typed words stay and the server's
 * message shows beside the field.
 */
export function MemoryAddForm({ profileId, onAdded }: MemoryAddFormProps) {
  const [content, setContent] = useState('');
  const [tagText, setTagText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [create, creating] = useMemoryCreateMutation();
  const contentId = useId();
  const tagsId = useId();
  const errorId = useId();
  const headingId = useId();

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setSaid(null);
    if (content.trim() === '') {
      setError('Write what Grove should remember.');
      return;
    }
    setError(null);
    try {
      const write = await create({ userId: profileId, content: content.trim(), tags: memoryTagsParse(tagText) }).unwrap();
      const text = write.notice ?? MEMORY_ADD_OUTCOME_TEXT[write.outcome];
      if (write.outcome === 'refused' || write.outcome === 'full') {
        // Nothing was kept: the words stay so the person can change them.
        setError(text);
        return;
      }
      setSaid(text);
      setContent('');
      setTagText('');
      onAdded?.(write);
    } catch (failure) {
      const read = memoryApiErrorRead(failure);
      setError(read.message ?? MEMORY_NETWORK_FAILED);
    }
  }

  return (
    <form className="grove-memory-add grove-glass" onSubmit={(event) => void submit(event)} aria-labelledby={headingId} noValidate>
      <h2 id={headingId} className="grove-memory-add__title">
        Add a memory
      </h2>
      <div className="grove-field">
        <label className="grove-field__label" htmlFor={contentId}>
          What should Grove remember?
        </label>
        <textarea
          id={contentId}
          className="grove-input"
          rows={2}
          maxLength={MEMORY_CONTENT_MAX_CHARS}
          value={content}
          placeholder="For example: I'm training for a 10 km run in May"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={enterSubmits}
        />
      </div>
      <div className="grove-field">
        <label className="grove-field__label" htmlFor={tagsId}>
          Tags (optional, separated by commas)
        </label>
        <input id={tagsId} className="grove-input" value={tagText} placeholder="running, plan" onChange={(event) => setTagText(event.target.value)} />
      </div>
      {error && (
        <p id={errorId} className="grove-memory__error" role="alert">
          {error}
        </p>
      )}
      <p className="grove-memory-add__said" role="status">
        {said}
      </p>
      <button type="submit" className="grove-button grove-button--primary" disabled={creating.isLoading}>
        {creating.isLoading ? MESSAGES.loading : 'Remember this'}
      </button>
    </form>
  );
}
