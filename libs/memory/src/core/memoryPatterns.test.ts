import { describe, expect, it } from 'vitest';
import { memoryPatternKey, memoryPatternMatches, memoryPatternVerdict, memoryPatternWords, type MemoryPatternRule } from './memoryPatterns';

const rule = (id: string, kind: MemoryPatternRule['kind'], match: MemoryPatternRule['match'], pattern: string, severity: MemoryPatternRule['severity'] = 'medium'): MemoryPatternRule => ({
  id,
  kind,
  match,
  pattern,
  severity,
});

describe('memoryPatternWords and memoryPatternKey', () => {
  it('sets case, accents, curly apostrophes and punctuation aside, keeping inner apostrophes', () => {
    expect(memoryPatternWords('Café  CRÈME, don’t—stop! 42nd')).toEqual(['cafe', 'creme', "don't", 'stop', '42nd']);
    expect(memoryPatternKey('  Secret   Club!! ')).toBe('secret club');
    expect(memoryPatternKey('...')).toBe('');
  });
});

describe('memoryPatternMatches', () => {
  it('matches a word only as a whole word', () => {
    const cat = rule('r1', 'never_remember', 'word', 'cat');
    expect(memoryPatternMatches('Has a CAT called Tom', cat)).toBe(true);
    expect(memoryPatternMatches('Likes education and catalogues', cat)).toBe(false);
  });

  it('matches a phrase as its words in order and side by side, whatever the spacing and punctuation', () => {
    const club = rule('r2', 'flag_for_review', 'phrase', 'secret club');
    expect(memoryPatternMatches('Is in a secret, club with Sam', club)).toBe(true);
    expect(memoryPatternMatches('Is in a SECRET\nCLUB', club)).toBe(true);
    expect(memoryPatternMatches('Has a club that is secret', club)).toBe(false);
    expect(memoryPatternMatches('Is in a secret book club', club)).toBe(false);
  });

  it('never matches a pattern without words', () => {
    expect(memoryPatternMatches('anything at all', rule('r3', 'never_remember', 'phrase', '!!!'))).toBe(false);
  });
});

describe('memoryPatternVerdict', () => {
  const rules = [
    rule('flag-low', 'flag_for_review', 'word', 'diet', 'low'),
    rule('flag-high', 'flag_for_review', 'phrase', 'not eating', 'high'),
    rule('skip', 'never_remember', 'word', 'divorce', 'medium'),
  ];

  it('keeps a text no rule matches, and any text when there are no rules', () => {
    expect(memoryPatternVerdict('Has a beagle called Biscuit', rules)).toEqual({ verdict: 'keep' });
    expect(memoryPatternVerdict('Parents divorce soon', [])).toEqual({ verdict: 'keep' });
  });

  it('keeps out a text a never_remember rule matches, even when flag rules match too', () => {
    expect(memoryPatternVerdict('Not eating since the divorce, on a diet', rules)).toEqual({ verdict: 'skip', rule: rules[2] });
  });

  it('flags with the most severe matching flag rule, the first given on a tie', () => {
    expect(memoryPatternVerdict('On a diet and not eating lunch', rules)).toEqual({ verdict: 'flag', rule: rules[1] });
    expect(memoryPatternVerdict('On a diet', rules)).toEqual({ verdict: 'flag', rule: rules[0] });
    const tie = [rule('a', 'flag_for_review', 'word', 'diet', 'low'), rule('b', 'flag_for_review', 'word', 'diet', 'low')];
    expect(memoryPatternVerdict('diet', tie)).toEqual({ verdict: 'flag', rule: tie[0] });
  });
});
