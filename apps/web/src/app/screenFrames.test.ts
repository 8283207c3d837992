import { describe, expect, it } from 'vitest';
import { screenFrameRoute } from './screenFrames';

const at = (url: string) => {
  const address = new URL(url, 'http://grove.test');
  return { pathname: address.pathname, search: address.search };
};

describe('which frame a signed-in start shows while sign-in settles', () => {
  it("shows a solo adult's journal and wellness frames, and the games' to anyone signed in", () => {
    expect(screenFrameRoute(at('/journal'), 'adult')).toBe('journal');
    expect(screenFrameRoute(at('/wellness'), 'adult')).toBe('wellness');
    expect(screenFrameRoute(at('/games'), 'adult')).toBe('games');
    expect(screenFrameRoute(at('/games'), null)).toBe('games');
    expect(screenFrameRoute(at('/chat/ada-uid'), 'adult')).toBe('chatUser');
  });
  it('shows the spinner where the top of the screen is not known: a family or G account, a query, a screen without a frame', () => {
    expect(screenFrameRoute(at('/journal'), null)).toBeNull();
    expect(screenFrameRoute(at('/wellness'), null)).toBeNull();
    expect(screenFrameRoute(at('/chat/ada-uid'), null)).toBeNull();
    expect(screenFrameRoute(at('/chat/ada-uid/child/kid-1'), 'adult')).toBeNull();
    expect(screenFrameRoute(at('/chat/trial'), 'adult')).toBeNull();
    expect(screenFrameRoute(at('/journal?profile=kid-1'), 'adult')).toBeNull();
    expect(screenFrameRoute(at('/wellness?session=box-breathing'), 'adult')).toBeNull();
    expect(screenFrameRoute(at('/settings'), 'adult')).toBeNull();
    expect(screenFrameRoute(at('/no-such-page'), 'adult')).toBeNull();
  });
});
