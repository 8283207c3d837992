import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH } from '@grove/api-contract';
import { firstNameOf, invitationCodeCanonical, invitationCodeDisplay, invitationCodeGenerate, invitationLink } from './invitationCode';

const nodeRandom = (n: number) => randomBytes(n);

describe('invitationCodeGenerate', () => {
  it('100,000 codes from node’s crypto: no duplicates, the alphabet only, 15 symbols, and display ⇄ canonical round trips', () => {
    const seen = new Set<string>();
    const allowed = new Set(INVITATION_CODE_ALPHABET);
    for (let i = 0; i < 100_000; i += 1) {
      const code = invitationCodeGenerate(nodeRandom);
      expect(code.length).toBe(INVITATION_CODE_LENGTH);
      for (const symbol of code) if (!allowed.has(symbol)) throw new Error(`${code} has ${symbol}`);
      seen.add(code);
      const display = invitationCodeDisplay(code);
      if (invitationCodeCanonical(display) !== code) throw new Error(`${display} does not read back as ${code}`);
      if (invitationCodeCanonical(display.toLowerCase().replaceAll('-', ' ')) !== code) throw new Error(`${display} typed in lower case does not read back`);
    }
    expect(seen.size).toBe(100_000);
  });

  it('carries at least 60 bits (15 symbols of 31: about 74), and leaves out the symbols people confuse', () => {
    expect(INVITATION_CODE_LENGTH * Math.log2(INVITATION_CODE_ALPHABET.length)).toBeGreaterThan(74);
    expect(INVITATION_CODE_ALPHABET.length).toBe(31);
    for (const confusing of ['0', 'O', '1', 'I', 'L']) expect(INVITATION_CODE_ALPHABET).not.toContain(confusing);
  });

  it('rejection sampling is exactly uniform: every byte value once gives every symbol 8 times (taking byte % 31 would not)', () => {
    let next = 0;
    // A source that walks through all 256 byte values in order, again and again.
    const walk = (n: number) => Uint8Array.from({ length: n }, () => next++ % 256);
    const counts = new Map<string, number>();
    let drawn = 0;
    // 248 accepted symbols per 256 bytes (31 of every 32 low-five-bit values): enough codes for 10 laps.
    while (drawn < 248 * 10) {
      for (const symbol of invitationCodeGenerate(walk)) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
      drawn += INVITATION_CODE_LENGTH;
    }
    const values = [...counts.values()];
    expect(counts.size).toBe(31);
    // Each lap of 256 bytes gives each symbol exactly 8 times; the last, partial lap at most 8 more.
    expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(8);
  });

  it('a byte whose low five bits are 31 is thrown away, not folded onto a symbol', () => {
    let calls = 0;
    // First 19 bytes of 31 (all rejected), then bytes of 0 (the first symbol).
    const source = (n: number) => Uint8Array.from({ length: n }, () => (calls++ < 19 ? 31 : 0));
    expect(invitationCodeGenerate(source)).toBe(INVITATION_CODE_ALPHABET[0]?.repeat(INVITATION_CODE_LENGTH));
    expect(calls).toBeGreaterThan(19);
  });

  it('over 1.5 million symbols from node’s crypto no symbol is favoured (chi-square, 30 degrees of freedom, p < 0.00001)', () => {
    const counts = new Array<number>(31).fill(0);
    for (let i = 0; i < 100_000; i += 1) for (const symbol of invitationCodeGenerate(nodeRandom)) counts[INVITATION_CODE_ALPHABET.indexOf(symbol)] += 1;
    const expected = (100_000 * INVITATION_CODE_LENGTH) / 31;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 30 degrees of freedom: 74.0 is the 0.99999 quantile. A `% 31` generator scores in the thousands.
    expect(chiSquare).toBeLessThan(74);
  });
});

describe('invitationCodeCanonical / invitationCodeDisplay / invitationLink', () => {
  it('reads a code typed in any case, with dashes or spaces anywhere; refuses other lengths and symbols', () => {
    expect(invitationCodeCanonical('k7m3q-px9tb-4hwzr')).toBe('K7M3QPX9TB4HWZR');
    expect(invitationCodeCanonical(' K7M3Q PX9TB 4HWZR ')).toBe('K7M3QPX9TB4HWZR');
    expect(invitationCodeCanonical('K7M-3QPX9-TB4HW-ZR')).toBe('K7M3QPX9TB4HWZR');
    for (const bad of ['', 'K7M3Q-PX9TB-4HWZ', 'K7M3Q-PX9TB-4HWZRR', 'K7M3Q-PX9TB-4HWZ0', 'K7M3Q-PX9TB-4HWZO', 'K7M3Q-PX9TB-4HWZ1', 'K7M3Q-PX9TB-4HWZI', 'K7M3Q-PX9TB-4HWZL', 'K7M3Q_PX9TB_4HWZR', 'K7M3Q-PX9TB-4HWZ!']) {
      expect(invitationCodeCanonical(bad), bad).toBeNull();
    }
  });

  it('shows a code in three groups of five, and links to the landing page on the web app’s origin', () => {
    expect(invitationCodeDisplay('K7M3QPX9TB4HWZR')).toBe('K7M3Q-PX9TB-4HWZR');
    expect(invitationLink('https://grove.example/', 'K7M3QPX9TB4HWZR')).toBe('https://grove.example/refer/K7M3Q-PX9TB-4HWZR');
    expect(invitationLink('http://localhost:4200', 'K7M3QPX9TB4HWZR')).toBe('http://localhost:4200/refer/K7M3Q-PX9TB-4HWZR');
  });
});

describe('firstNameOf', () => {
  it('the first word of a display name, at most 40 characters; “A friend” for none', () => {
    expect(firstNameOf('  Robin Hood-Smith ')).toBe('Robin');
    expect(firstNameOf('Zoë')).toBe('Zoë');
    expect(firstNameOf('   ')).toBe('A friend');
    expect(firstNameOf('x'.repeat(60))).toBe('x'.repeat(40));
  });
});
