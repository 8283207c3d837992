import { describe, expect, it, vi } from 'vitest';
import { screenPreload, type ScreenLoader } from './screens';

function loaders() {
  const screen = { default: () => null };
  return {
    journal: vi.fn<ScreenLoader>(() => Promise.resolve(screen)),
    chatUser: vi.fn<ScreenLoader>(() => Promise.resolve(screen)),
    admin: vi.fn<ScreenLoader>(() => Promise.resolve(screen)),
    games: vi.fn<ScreenLoader>(() => Promise.reject(new Error('offline'))),
  };
}

describe('screenPreload', () => {
  it('fetches the chunk of the screen the page opens on, and only that one', () => {
    const table = loaders();
    screenPreload('/journal?write=hello', table);
    expect(table.journal).toHaveBeenCalledTimes(1);
    expect(table.chatUser).not.toHaveBeenCalled();
    screenPreload('/chat/u1', table);
    expect(table.chatUser).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for a path that is no route, nor an admin screen before the gate lets an admin in', () => {
    const table = loaders();
    screenPreload('/nowhere', table);
    screenPreload('/%E0%A4%A', table);
    screenPreload('/admin', table);
    expect(Object.values(table).every((load) => load.mock.calls.length === 0)).toBe(true);
  });

  it('leaves a failed fetch to the screen’s own load: nothing is thrown or left unhandled', async () => {
    const table = loaders();
    expect(() => screenPreload('/games', table)).not.toThrow();
    await expect(table.games.mock.results[0]?.value).rejects.toThrow('offline');
  });
});
