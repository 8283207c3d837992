import { describe, expect, it } from 'vitest';
import { chatMarkdownHtml } from './chatMarkdownHtml';

function rendered(text: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = chatMarkdownHtml(text);
  return box;
}

describe('chatMarkdownHtml with list-style replies (issue 12)', () => {
  it('draws the closing question after the list, not inside its last item', () => {
    // The builtin mentor's advice shape: a lead, the steps, and a follow-up question, a blank line apart.
    const box = rendered('Here is what might help:\n\n1. Break it into chunks.\n2. Test yourself.\n3. Sleep well.\n\nWhat will you try first?');
    const items = [...box.querySelectorAll('ol > li')].map((item) => item.textContent);
    expect(items).toEqual(['Break it into chunks.', 'Test yourself.', 'Sleep well.']);
    const after = box.querySelector('ol')?.nextElementSibling;
    expect(after?.tagName).toBe('P');
    expect(after?.textContent).toBe('What will you try first?');
  });

  it('keeps a bulleted list and the question apart the same way', () => {
    const box = rendered('- one\n- two\n\nAnything else?');
    expect([...box.querySelectorAll('ul > li')].map((item) => item.textContent)).toEqual(['one', 'two']);
    expect(box.querySelector('li')?.textContent).not.toContain('Anything else?');
    expect(box.lastElementChild?.textContent).toBe('Anything else?');
  });
});
