import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatMarkdown, chatMarkdownRendererCreate, type ChatMarkdownRender } from './ChatMarkdown';
import { chatMarkdownHtml } from './chatMarkdownHtml';

afterEach(cleanup);

/** A load the test settles by hand: the markdown chunk arriving, or failing to. */
function deferredLoad() {
  const calls: Array<{ resolve: (module: { chatMarkdownHtml: ChatMarkdownRender }) => void; reject: (error: Error) => void }> = [];
  const load = () =>
    new Promise<{ chatMarkdownHtml: ChatMarkdownRender }>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { calls, load };
}

describe('ChatMarkdown with its renderer loaded on demand', () => {
  it('shows the text in plain paragraphs at once, then the sanitized markup when the renderer arrives', async () => {
    const { calls, load } = deferredLoad();
    const renderer = chatMarkdownRendererCreate(load);
    const { container } = render(<ChatMarkdown className="chat-message__text" text={'**Hi** <b>there</b>\nline two\n\nNext one'} renderer={renderer} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.className).toBe('chat-message__text chat-markdown--plain');
    expect([...box.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['**Hi** <b>there</b>\nline two', 'Next one']);
    expect(box.querySelector('b')).toBeNull();
    expect(calls).toHaveLength(1);

    await act(async () => calls[0]?.resolve({ chatMarkdownHtml }));
    const rendered = container.firstElementChild as HTMLElement;
    expect(rendered.className).toBe('chat-message__text');
    expect(rendered.querySelector('strong')?.textContent).toBe('Hi');
    expect(rendered.querySelector('b')).toBeNull();
    expect(rendered.textContent).toContain('<b>there</b>');
  });

  it('loads once for every message on the screen', async () => {
    const { calls, load } = deferredLoad();
    const renderer = chatMarkdownRendererCreate(load);
    const { container } = render(
      <>
        <ChatMarkdown text="one" renderer={renderer} />
        <ChatMarkdown text="*two*" renderer={renderer} />
      </>,
    );
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve({ chatMarkdownHtml }));
    expect(container.querySelector('em')?.textContent).toBe('two');
    expect(renderer.current()).toBe(chatMarkdownHtml);
  });

  it('keeps the plain text when the chunk cannot be fetched, and the next message tries again', async () => {
    const { calls, load } = deferredLoad();
    const renderer = chatMarkdownRendererCreate(load);
    const first = render(<ChatMarkdown text="**still readable**" renderer={renderer} />);
    let loaded: boolean | undefined;
    await act(async () => {
      const attempt = renderer.load();
      calls[0]?.reject(new Error('Failed to fetch dynamically imported module'));
      loaded = await attempt;
    });
    expect(loaded).toBe(false);
    expect(first.container.textContent).toBe('**still readable**');
    first.unmount();

    const second = render(<ChatMarkdown text="**back**" renderer={renderer} />);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.resolve({ chatMarkdownHtml }));
    expect(second.container.querySelector('strong')?.textContent).toBe('back');
  });
});
