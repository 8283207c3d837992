import { describe, expect, it } from 'vitest';
import { scrollRestorationKey } from './scrollRestorationKey';

describe('scrollRestorationKey', () => {
  it('keeps a navigated entry under its own key', () => {
    expect(scrollRestorationKey({ key: 'k3x9a1' })).toBe('k3x9a1');
  });

  it('keeps the entry a page load starts on under a key of this load, never the shared "default"', () => {
    const first = scrollRestorationKey({ key: 'default' });
    expect(first).not.toBe('default');
    // The same load asks again (saving, then restoring on Back): the same key.
    expect(scrollRestorationKey({ key: 'default' })).toBe(first);
    expect(first).toBe(`page-load:${performance.timeOrigin}`);
  });
});
