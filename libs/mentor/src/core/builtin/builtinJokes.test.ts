import { describe, expect, it } from 'vitest';
import { safetyClassify } from '@grove/safety';
import { BUILTIN_JOKES } from './builtinJokes';

describe('BUILTIN_JOKES', () => {
  it('are all safe for a G child, and each has a theme', () => {
    for (const joke of BUILTIN_JOKES) {
      expect(safetyClassify(`${joke.setup} ${joke.punchline}`, { direction: 'reply', contentMode: 'G' }).safe, joke.setup).toBe(true);
      expect(joke.themes.length).toBeGreaterThan(0);
    }
  });
});
