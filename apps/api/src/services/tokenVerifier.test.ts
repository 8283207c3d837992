import { describe, expect, it } from 'vitest';
import { tokenVerifierCached, type TokenVerifier, type VerifiedIdentity } from './tokenVerifier';

/**
 * A verifier that knows a few tokens (token → uid and exp in ms), counts how often it is asked, and
 * can hold its answers (`hold()` … `resume()`) to let a test act while a check is under way.
 */
class KnownTokens implements TokenVerifier {
  readonly calls: string[] = [];
  readonly deleted: string[] = [];
  #held: Promise<void> | null = null;
  #release: (() => void) | null = null;

  constructor(
    readonly tokens: Record<string, { uid: string; exp: number | null }>,
    readonly clock: { now: number },
  ) {}

  hold(): void {
    this.#held = new Promise<void>((resolve) => (this.#release = resolve));
  }

  resume(): void {
    this.#release?.();
    this.#held = null;
  }

  async verify(token: string): Promise<VerifiedIdentity> {
    this.calls.push(token);
    if (this.#held) await this.#held;
    const known = this.tokens[token];
    if (!known || this.deleted.includes(known.uid)) throw new Error('forged or deleted');
    if (known.exp !== null && known.exp <= this.clock.now) throw new Error('expired');
    return { uid: known.uid, email: `${known.uid}@example.com`, emailVerified: true, name: null, expiresAt: known.exp === null ? null : new Date(known.exp) };
  }

  async close(): Promise<void> {
    return undefined;
  }

  async deleteUser(uid: string): Promise<void> {
    this.deleted.push(uid);
  }
}

function verifierOf(tokens: Record<string, { uid: string; exp: number | null }>, clock: { now: number }): KnownTokens {
  return new KnownTokens(tokens, clock);
}

describe('tokenVerifierCached (issue 22: a token is verified once until its exp)', () => {
  it('answers a verified token from memory until its exp, and checks it again from then on', async () => {
    const clock = { now: 1_000_000 };
    const inner = verifierOf({ a: { uid: 'u1', exp: 1_060_000 } }, clock);
    const verifier = tokenVerifierCached(inner, { clock: () => clock.now });
    expect((await verifier.verify('a')).uid).toBe('u1');
    clock.now = 1_059_999;
    expect((await verifier.verify('a')).uid).toBe('u1');
    expect(inner.calls).toEqual(['a']);
    // At exp the token is no longer trusted from memory: the inner verifier is asked, and refuses it.
    clock.now = 1_060_000;
    await expect(verifier.verify('a')).rejects.toThrow('expired');
    expect(inner.calls).toEqual(['a', 'a']);
  });

  it('never remembers a refused token, nor one whose exp it cannot tell', async () => {
    const clock = { now: 0 };
    const inner = verifierOf({ noExp: { uid: 'u1', exp: null } }, clock);
    const verifier = tokenVerifierCached(inner, { clock: () => clock.now });
    await expect(verifier.verify('forged')).rejects.toThrow();
    await expect(verifier.verify('forged')).rejects.toThrow();
    await verifier.verify('noExp');
    await verifier.verify('noExp');
    expect(inner.calls).toEqual(['forged', 'forged', 'noExp', 'noExp']);
  });

  it('keeps at most maxEntries tokens, dropping the least recently used', async () => {
    const clock = { now: 0 };
    const inner = verifierOf({ a: { uid: 'a', exp: 1000 }, b: { uid: 'b', exp: 1000 }, c: { uid: 'c', exp: 1000 } }, clock);
    const verifier = tokenVerifierCached(inner, { clock: () => clock.now, maxEntries: 2 });
    await verifier.verify('a');
    await verifier.verify('b');
    await verifier.verify('a'); // a is now the most recently used
    await verifier.verify('c'); // b goes
    await verifier.verify('a');
    await verifier.verify('c');
    await verifier.verify('b');
    expect(inner.calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('checks a new token once for a burst of requests that carry it', async () => {
    const clock = { now: 0 };
    const inner = verifierOf({ a: { uid: 'u1', exp: 1000 } }, clock);
    const verifier = tokenVerifierCached(inner, { clock: () => clock.now });
    const answers = await Promise.all([verifier.verify('a'), verifier.verify('a'), verifier.verify('a')]);
    expect(answers.map((identity) => identity.uid)).toEqual(['u1', 'u1', 'u1']);
    expect(inner.calls).toEqual(['a']);
  });

  it('forgets the tokens of a deleted account at once, also one being verified while it is deleted', async () => {
    const clock = { now: 0 };
    const inner = verifierOf({ a: { uid: 'u1', exp: 1000 }, a2: { uid: 'u1', exp: 1000 }, b: { uid: 'u2', exp: 1000 } }, clock);
    const verifier = tokenVerifierCached(inner, { clock: () => clock.now });
    await verifier.verify('a');
    await verifier.verify('b');
    inner.hold();
    const racing = verifier.verify('a2');
    await verifier.deleteUser?.('u1');
    inner.resume();
    // The check that started before the deletion answered for the live account; it is not kept.
    await racing.catch(() => undefined);
    await expect(verifier.verify('a')).rejects.toThrow('forged or deleted');
    await expect(verifier.verify('a2')).rejects.toThrow('forged or deleted');
    expect((await verifier.verify('b')).uid).toBe('u2');
    expect(inner.calls.filter((token) => token === 'b')).toEqual(['b']);
  });
});
