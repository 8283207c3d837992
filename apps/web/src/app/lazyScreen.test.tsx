import { Suspense, useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NothingShown, lazyPart } from './lazyScreen';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A module load the test settles by hand. */
function deferredLoad() {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Greeting }>((resolve, reject) => {
        settle = { resolve: () => resolve({ default: Greeting }), reject };
      }),
  );
  return { load, settle: () => settle };
}

describe('lazyPart', () => {
  it('shows the fallback until its chunk arrives, then the part', async () => {
    const { load, settle } = deferredLoad();
    const Part = lazyPart(load);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Part name="Ash" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => settle().resolve());
    expect(screen.getByText('Hello, Ash')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('once preloaded, renders in the first pass: its boundary never shows a fallback', async () => {
    const { load, settle } = deferredLoad();
    const Part = lazyPart(load);
    const preloaded = Part.preload();
    settle().resolve();
    await preloaded;
    const fallbackMounted = vi.fn();
    function Fallback() {
      fallbackMounted();
      return null;
    }
    act(() => {
      render(
        <Suspense fallback={<Fallback />}>
          <Part name="Robin" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Hello, Robin')).toBeTruthy();
    expect(fallbackMounted).not.toHaveBeenCalled();
  });

  it('keeps what the person chose on a part when the page around it re-renders', async () => {
    function Choice({ label }: { label: string }) {
      const [chosen, setChosen] = useState(false);
      return (
        <button type="button" onClick={() => setChosen(true)}>
          {label}: {chosen ? 'chosen' : 'not chosen'}
        </button>
      );
    }
    let settle!: () => void;
    const Part = lazyPart(() => new Promise<{ default: typeof Choice }>((resolve) => (settle = () => resolve({ default: Choice }))));
    const page = (label: string) => (
      <Suspense fallback={<p>Loading…</p>}>
        <Part label={label} />
      </Suspense>
    );
    const { rerender } = render(page('Family'));
    await act(async () => settle());
    fireEvent.click(screen.getByRole('button'));
    rerender(page('My family'));
    expect(screen.getByRole('button').textContent).toBe('My family: chosen');
  });

  it('fetches its chunk once, however often it is preloaded and rendered', async () => {
    const { load, settle } = deferredLoad();
    const Part = lazyPart(load);
    const first = Part.preload();
    const second = Part.preload();
    settle().resolve();
    await Promise.all([first, second]);
    render(<Part name="Sky" />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that cannot be fetched becomes the failed part; the preload itself never rejects', async () => {
    const { load, settle } = deferredLoad();
    const Part = lazyPart(load, NothingShown);
    const preloaded = Part.preload();
    settle().reject(new Error('network down'));
    await expect(preloaded).resolves.toBeUndefined();
    const { container } = render(<Part name="Ash" />);
    expect(container.textContent).toBe('');
  });

  it("by default a failed chunk shows SPEC's 'Failed to load component'", async () => {
    const Part = lazyPart<{ name: string }>(() => Promise.reject(new Error('gone')));
    await Part.preload();
    render(<Part name="Ash" />);
    expect(screen.getByText('Failed to load component')).toBeTruthy();
  });
});
