import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { GlassButton, useSwipeUpFocus } from '@grove/ui-glass/react';
import type { ChatEntry } from '../index';
import { ChatMarkdown, chatMarkdownLoad } from './ChatMarkdown';

/** The text of the thinking indicator, shown the moment a message is sent. */
export const CHAT_THINKING_TEXT = 'Mentor is thinking…';

/** The mark on a reply the person stopped. */
export const CHAT_STOPPED_TEXT = 'Stopped';

/** The button under a message a child's time limit held back: it sends the kept message again. */
export const CHAT_TRY_AGAIN_TEXT = 'Send again';

/** The mark on a message waiting in the offline outbox. */
export const CHAT_QUEUED_TEXT = 'Queued: it will be sent when the mentor is back online';

/** Props of {@link ChatView}. */
export interface ChatViewProps {
  /** The heading of the chat. */
  title: string;
  /** The conversation's messages, oldest first. */
  entries: readonly ChatEntry[];
  /** A reply is on its way: Send waits, Stop shows. */
  busy: boolean;
  /** Sends the composer's text; returns true when it went (the composer then empties). */
  onSend: (text: string) => boolean;
  onStop: () => void;
  /** Resends a failed message (same client message id). */
  onRetry: (clientMessageId: string) => void;
  /** What the empty conversation says. */
  emptyText?: string;
  /** The content mode (`G` shows a children's look: larger text). */
  contentMode?: 'G' | 'PG' | 'FULL';
  /** Shown in the header, e.g. the token meter and "Buy tokens". */
  headerExtras?: ReactNode;
  /** Shown above the messages, e.g. the conversation list on a small screen. */
  aside?: ReactNode;
  /**
   * Shown under a finished mentor reply, e.g. the "remembered" chip of a reply that saved a memory
   * (the app decides what, so this lib needs no memory binding).
   */
  replyExtras?: (entry: ChatEntry) => ReactNode;
  /** What the composer starts with (e.g. "talk about this" from an oracle card): put there, never sent by itself. */
  initialDraft?: string;
  /**
   * The mentor's avatar (issue 21: the profile's animal guide): its emoji beside each mentor reply and
   * the empty conversation. Decorative: the reply's label already says who speaks.
   */
  mentorAvatar?: ChatMentorAvatar;
  /**
   * The chat is drawn before it can be used (its profile is not known yet: the app's frame while
   * sign-in settles): the composer and Send are switched off, so nothing is typed that would be lost
   * when the chat itself replaces it.
   */
  pending?: boolean;
}

/** The mentor's avatar: an emoji and the name it stands for (the guide's name, shown as a tooltip). */
export interface ChatMentorAvatar {
  emoji: string;
  name: string;
}

function MessageMeta({ entry }: { entry: ChatEntry }) {
  if (entry.role === 'user') {
    if (entry.status === 'sending') return <p className="chat-message__meta">Sending…</p>;
    if (entry.status === 'queued') return <p className="chat-message__meta chat-message__meta--queued">{CHAT_QUEUED_TEXT}</p>;
    return null;
  }
  const parts: string[] = [];
  if (entry.status === 'stopped') parts.push(CHAT_STOPPED_TEXT);
  if (entry.tokensUsed !== undefined && (entry.status === 'done' || entry.status === 'stopped')) {
    parts.push(`${entry.tokensUsed} ${entry.tokensUsed === 1 ? 'token' : 'tokens'}`);
  }
  if (parts.length === 0) return null;
  return <p className="chat-message__meta">{parts.join(' · ')}</p>;
}

interface MessageProps {
  entry: ChatEntry;
  onRetry: (id: string) => void;
  busy: boolean;
  replyExtras?: (entry: ChatEntry) => ReactNode;
  mentorAvatar?: ChatMentorAvatar;
}

function Message({ entry, onRetry, busy, replyExtras, mentorAvatar }: MessageProps) {
  const mine = entry.role === 'user';
  const thinking = !mine && entry.status === 'sending';
  return (
    <article
      className={`chat-message chat-message--${entry.role}${!mine && mentorAvatar ? ' chat-message--with-avatar' : ''}`}
      aria-label={mine ? 'You said' : 'Mentor said'}
      data-status={entry.status}
      data-tone={entry.tone}
      aria-busy={entry.status === 'streaming' || thinking}
    >
      {!mine && mentorAvatar && (
        <span className="chat-message__avatar" aria-hidden="true" title={mentorAvatar.name}>
          {mentorAvatar.emoji}
        </span>
      )}
      {thinking ? (
        <p className="chat-message__thinking" role="status">
          <span className="chat-thinking-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {CHAT_THINKING_TEXT}
        </p>
      ) : (
        <ChatMarkdown className="chat-message__text" text={entry.content} />
      )}
      <MessageMeta entry={entry} />
      {!mine && entry.status === 'done' && replyExtras?.(entry)}
      {entry.status === 'error' &&
        (entry.errorReason === 'time_limit' ? (
          // A child's time limit (issue 18) is a rule the parent set, not a failure: said kindly, the
          // message kept above it, to send again when chat time is back.
          <div className="chat-message__error chat-message__error--gentle">
            <p role="status">{entry.error}</p>
            <GlassButton variant="secondary" onClick={() => onRetry(entry.clientMessageId)} disabled={busy}>
              {CHAT_TRY_AGAIN_TEXT}
            </GlassButton>
          </div>
        ) : (
          <div className="chat-message__error">
            <p role="alert">{entry.error}</p>
            <GlassButton variant="secondary" onClick={() => onRetry(entry.clientMessageId)} disabled={busy}>
              Retry
            </GlassButton>
          </div>
        ))}
    </article>
  );
}

/**
 * The mentor chat: the messages as a live log (sanitized markdown; the reply grows as it streams;
 * "thinking" shows the moment a message leaves), Stop while a reply arrives, Retry on a failed
 * message, and the composer (Enter sends, Shift+Enter breaks the line, Send is off while empty).
 * The log follows new text unless the reader has scrolled up.
 */
export function ChatView({
  title,
  entries,
  busy,
  onSend,
  onStop,
  onRetry,
  emptyText,
  contentMode,
  headerExtras,
  aside,
  replyExtras,
  initialDraft,
  mentorAvatar,
  pending = false,
}: ChatViewProps) {
  const [draft, setDraft] = useState(initialDraft ?? '');
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // SPEC §9: a swipe-up of 50 px focuses the chat input, while the app's touch optimisations are on.
  useSwipeUpFocus(inputRef);
  const following = useRef(true);
  const composerId = useId();
  const headingId = useId();
  const canSend = draft.trim() !== '' && !busy && !pending;
  const last = entries[entries.length - 1];

  // The markdown renderer is a chunk of its own: fetched as the chat opens, so it is there before the
  // first reply (messages show as plain text for the moment it takes).
  useEffect(() => {
    void chatMarkdownLoad();
  }, []);

  useEffect(() => {
    const log = logRef.current;
    if (log && following.current) log.scrollTop = log.scrollHeight;
  }, [entries.length, last?.content, last?.status]);

  function send(): void {
    if (!canSend) return;
    if (onSend(draft)) setDraft('');
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    send();
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function scrolled(): void {
    const log = logRef.current;
    if (log) following.current = log.scrollHeight - log.scrollTop - log.clientHeight < 48;
  }

  return (
    <section className={`chat-view${contentMode === 'G' ? ' chat-view--g' : ''}`} aria-labelledby={headingId}>
      <header className="chat-view__header">
        <h1 id={headingId} className="chat-view__title">
          {title}
        </h1>
        {headerExtras && <div className="chat-view__extras">{headerExtras}</div>}
      </header>
      {aside}
      <div ref={logRef} className="chat-view__log" role="log" aria-live="polite" aria-label="Messages" tabIndex={0} onScroll={scrolled}>
        {entries.length === 0 ? (
          <p className="chat-view__empty">
            {mentorAvatar && (
              <span className="chat-view__empty-avatar" aria-hidden="true">
                {mentorAvatar.emoji}
              </span>
            )}
            {emptyText ?? 'Say hello to your mentor. Ask a question, share how your day went, or ask for a story.'}
          </p>
        ) : (
          entries.map((entry) => <Message key={entry.id} entry={entry} onRetry={onRetry} busy={busy} replyExtras={replyExtras} mentorAvatar={mentorAvatar} />)
        )}
      </div>
      <form className="chat-view__composer" onSubmit={submit}>
        <label htmlFor={composerId} className="chat-view__label">
          Message
        </label>
        <textarea
          ref={inputRef}
          id={composerId}
          className="chat-view__input"
          value={draft}
          disabled={pending}
          rows={2}
          maxLength={4000}
          placeholder="Write a message. Enter sends, Shift+Enter starts a new line."
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={keyDown}
        />
        <div className="chat-view__actions">
          {busy && (
            <GlassButton variant="secondary" onClick={onStop}>
              Stop
            </GlassButton>
          )}
          <GlassButton type="submit" disabled={!canSend}>
            Send
          </GlassButton>
        </div>
      </form>
    </section>
  );
}
