import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScreenSize } from './useScreenSize';
import { useSwipeUpFocus } from './useSwipeUpFocus';

afterEach(cleanup);

function setWidth(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

function SizeProbe() {
  return <p>Size: {useScreenSize()}</p>;
}

function Chat() {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  useSwipeUpFocus(inputRef);
  return (
    <label>
      Message
      <textarea ref={inputRef} />
    </label>
  );
}

function swipe(from: { x: number; y: number }, to: { x: number; y: number }): void {
  fireEvent.touchStart(document, { touches: [{ clientX: from.x, clientY: from.y }] });
  fireEvent.touchEnd(document, { changedTouches: [{ clientX: to.x, clientY: to.y }] });
}

describe('useScreenSize', () => {
  it('classifies the width live on resize (768 and 1024 px breakpoints)', () => {
    setWidth(500);
    render(<SizeProbe />);
    expect(screen.getByText('Size: small')).toBeTruthy();
    setWidth(768);
    expect(screen.getByText('Size: medium')).toBeTruthy();
    setWidth(1023);
    expect(screen.getByText('Size: medium')).toBeTruthy();
    setWidth(1024);
    expect(screen.getByText('Size: large')).toBeTruthy();
  });
});

describe('useSwipeUpFocus', () => {
  it('focuses the chat input after a 50 px swipe up anywhere', () => {
    render(<Chat />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    swipe({ x: 100, y: 500 }, { x: 100, y: 451 });
    expect(document.activeElement).not.toBe(input);
    swipe({ x: 100, y: 500 }, { x: 100, y: 450 });
    expect(document.activeElement).toBe(input);
  });

  it('ignores a swipe down', () => {
    render(<Chat />);
    swipe({ x: 100, y: 300 }, { x: 100, y: 500 });
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: 'Message' }));
  });
});
