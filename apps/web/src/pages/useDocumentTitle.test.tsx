import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from './useDocumentTitle';

function Titled({ title }: { readonly title: string }) {
  useDocumentTitle(title);
  return null;
}

afterEach(() => {
  cleanup();
});

describe('useDocumentTitle', () => {
  it('sets the title while shown and puts the previous one back when the page leaves', () => {
    document.title = 'Grove';
    const { rerender, unmount } = render(<Titled title="Grove — About" />);
    expect(document.title).toBe('Grove — About');
    rerender(<Titled title="Grove — Privacy & terms" />);
    expect(document.title).toBe('Grove — Privacy & terms');
    unmount();
    expect(document.title).toBe('Grove');
  });
});
