import { describe, expect, it, vi } from 'vitest';
import { screenPreload } from './screens';

function preloads() {
  return {
    journal: { preload: vi.fn(() => Promise.resolve()) },
    chatUser: { preload: vi.fn(() => Promise.resolve()) },
    admin: { preload: vi.fn(() => Promise.resolve()) },
    games: { preload: vi.fn(() => Promise.resolve()) },
  };
}

function loaders() {
  const table = preloads();
  return { table, called: (id: keyof typeof table) => table[id].preload.mock.calls.length };
}

describe('screenPreload', () => {
  it('fetches the chunk of the screen the page opens on, and only that one', async () => {
    const { table, called } = loaders();
    await screenPreload('/journal?write=hello', table);
    expect(called('journal')).toBe(1);
    expect(called('chatUser')).toBe(0);
    await screenPreload('/chat/u1', table);
    expect(called('chatUser')).toBe(1);
  });

  it('fetches nothing for a path that is no route, nor an admin screen before the gate lets an admin in', async () => {
    const { table } = loaders();
    await expect(screenPreload('/nowhere', table)).resolves.toBeUndefined();
    await expect(screenPreload('/%E0%A4%A', table)).resolves.toBeUndefined();
    await expect(screenPreload('/admin', table)).resolves.toBeUndefined();
    expect(Object.values(table).every((entry) => entry.preload.mock.calls.length === 0)).toBe(true);
  });
});
