import { useEffect, useMemo, useSyncExternalStore } from 'react';

/** Turns a message's markdown into HTML that is safe to insert (see chatMarkdownHtml.ts). */
export type ChatMarkdownRender = (text: string) => string;

/**
 * Where {@link ChatMarkdown} gets its renderer: loaded once, on demand, shared by every message.
 * `current()` and `subscribe()` suit `useSyncExternalStore`.
 */
export interface ChatMarkdownRenderer {
  /** The renderer once loaded; null before (and after a failed load, until one succeeds). */
  current: () => ChatMarkdownRender | null;
  /** Calls `listener` when the renderer has arrived; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /**
   * Starts loading unless loaded or loading; resolves whether the load worked (never rejects). A failed
   * load is forgotten, so the next message to mount tries again (the network may be back).
   */
  load: () => Promise<boolean>;
}

/** A renderer that loads with `load` (the app's is a dynamic import; tests hand in their own). */
export function chatMarkdownRendererCreate(load: () => Promise<{ chatMarkdownHtml: ChatMarkdownRender }>): ChatMarkdownRenderer {
  let render: ChatMarkdownRender | null = null;
  let loading: Promise<boolean> | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => render,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (render) return Promise.resolve(true);
      loading ??= load().then(
        (module) => {
          render = module.chatMarkdownHtml;
          for (const listener of [...listeners]) listener();
          return true;
        },
        () => {
          loading = null;
          return false;
        },
      );
      return loading;
    },
  };
}

/**
 * The chat's markdown renderer: marked and DOMPurify are a chunk of their own, so the chat screen paints
 * without them and they arrive just after (ChatView starts the load when it mounts, before any reply).
 */
export const chatMarkdownRenderer: ChatMarkdownRenderer = chatMarkdownRendererCreate(() => import('./chatMarkdownHtml'));

/** Loads the chat's markdown renderer now (e.g. when a chat screen opens); resolves whether it loaded. */
export function chatMarkdownLoad(): Promise<boolean> {
  return chatMarkdownRenderer.load();
}

/** Props of {@link ChatMarkdown}. */
export interface ChatMarkdownProps {
  text: string;
  className?: string;
  /** Where the renderer comes from; the shared {@link chatMarkdownRenderer} by default. */
  renderer?: ChatMarkdownRenderer;
}

/**
 * A message rendered as sanitized markdown. Until the renderer has loaded (or if its chunk cannot be
 * fetched) the message shows as plain text in the same paragraphs and line breaks markdown would give
 * a plain reply, so the text is readable at once and does not jump when the markup arrives. React
 * escapes plain text, so nothing in it can run either way.
 */
export function ChatMarkdown({ text, className, renderer = chatMarkdownRenderer }: ChatMarkdownProps) {
  const render = useSyncExternalStore(renderer.subscribe, renderer.current, renderer.current);
  useEffect(() => {
    if (!render) void renderer.load();
  }, [render, renderer]);
  const html = useMemo(() => (render ? render(text) : null), [render, text]);
  if (html !== null) return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={className ? `${className} chat-markdown--plain` : 'chat-markdown--plain'}>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
