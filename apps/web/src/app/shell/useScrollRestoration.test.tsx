import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_POSITIONS_KEY, useScrollRestoration } from './useScrollRestoration';

// jsdom does not lay pages out: the test sets where the page "is" and records where it was sent.
let scrollY = 0;
const scrolledTo: number[] = [];
const scrolledIntoView: string[] = [];

beforeEach(() => {
  scrollY = 0;
  scrolledTo.length = 0;
  scrolledIntoView.length = 0;
  window.sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrollY = y;
    scrolledTo.push(y);
  }) as typeof window.scrollTo);
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledIntoView.push(this.id);
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The reader scrolls to `y`: the browser moves the page, then tells the page. */
function scrollTo(y: number): void {
  scrollY = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function Back() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

function Shell() {
  useScrollRestoration();
  return (
    <>
      <Link to="/long">Long page</Link>
      <Link to="/other">Other page</Link>
      <Link to="/other#section">Section</Link>
      <Back />
      <p id="section">A section</p>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Shell />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useScrollRestoration: scroll as React Router kept it, for the declarative router', () => {
  it('starts a new page at the top and returns to where the reader was on Back', async () => {
    const user = userEvent.setup();
    renderAt('/long');
    expect(scrolledTo).toEqual([0]);
    scrollTo(640);

    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(scrolledTo.at(-1)).toBe(0);
    scrollTo(120);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrolledTo.at(-1)).toBe(640);
  });

  it('opens a #hash at its element instead of the top', async () => {
    const user = userEvent.setup();
    renderAt('/long');
    scrolledTo.length = 0;
    await user.click(screen.getByRole('link', { name: 'Section' }));
    expect(scrolledIntoView).toEqual(['section']);
    expect(scrolledTo).toEqual([]);
  });

  it('keeps the positions through a reload: saved when the page is hidden, read by the next page', () => {
    const first = renderAt('/long');
    scrollTo(300);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    const saved = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
    expect(Object.values(saved)).toEqual([300]);
    first.unmount();

    // The reloaded page is the same history entry (same key): it opens where it was left.
    scrolledTo.length = 0;
    renderAt('/long');
    expect(scrolledTo).toEqual([300]);
  });

  it('turns the browser’s own restoration off while mounted and back on after', () => {
    const view = renderAt('/long');
    expect(window.history.scrollRestoration).toBe('manual');
    view.unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
