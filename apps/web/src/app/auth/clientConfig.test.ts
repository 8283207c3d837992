import { describe, expect, it } from 'vitest';
import { ClientConfigSchema } from '@grove/api-contract';
import { clientConfigFetch, clientConfigRead } from './clientConfig';

const FIREBASE = { apiKey: 'key', projectId: 'demo-grove', authDomain: 'demo-grove.firebaseapp.com', authEmulatorUrl: 'http://127.0.0.1:9099' };

describe('clientConfigRead: GET /api/client-config as its contract says, without zod', () => {
  it('takes the firebase settings, with the emulator or without (null)', () => {
    expect(clientConfigRead({ firebase: FIREBASE })).toEqual({ firebase: FIREBASE });
    expect(clientConfigRead({ firebase: { ...FIREBASE, authEmulatorUrl: null } }).firebase.authEmulatorUrl).toBeNull();
  });

  it('keeps only the settings it knows', () => {
    expect(clientConfigRead({ firebase: { ...FIREBASE, extra: 1 }, other: true })).toEqual({ firebase: FIREBASE });
  });

  it('refuses a body without them, naming what is missing', () => {
    expect(() => clientConfigRead(null)).toThrow('/api/client-config answered without its firebase settings');
    expect(() => clientConfigRead({ firebase: 'x' })).toThrow('without its firebase settings');
    expect(() => clientConfigRead({ firebase: { ...FIREBASE, projectId: 7 } })).toThrow('without firebase.projectId');
    expect(() => clientConfigRead({ firebase: { ...FIREBASE, authEmulatorUrl: undefined } })).toThrow('without firebase.authEmulatorUrl');
  });

  it('agrees with the contract’s schema on every body above', () => {
    const valid = [{ firebase: FIREBASE }, { firebase: { ...FIREBASE, authEmulatorUrl: null } }, { firebase: { ...FIREBASE, extra: 1 }, other: true }];
    for (const body of valid) expect(clientConfigRead(body)).toEqual(ClientConfigSchema.parse(body));
    const invalid = [null, { firebase: 'x' }, { firebase: { ...FIREBASE, projectId: 7 } }, { firebase: { ...FIREBASE, authEmulatorUrl: undefined } }];
    for (const body of invalid) {
      expect(() => clientConfigRead(body)).toThrow();
      expect(ClientConfigSchema.safeParse(body).success).toBe(false);
    }
  });

  it('fetches it with a plain request and refuses an error status', async () => {
    const asked: string[] = [];
    const ok = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ firebase: FIREBASE }), { status: 200 });
    }) as typeof fetch;
    expect((await clientConfigFetch('http://api', ok)).firebase.projectId).toBe('demo-grove');
    expect(asked).toEqual(['http://api/api/client-config']);
    const down = (async () => new Response('', { status: 503 })) as typeof fetch;
    await expect(clientConfigFetch('', down)).rejects.toThrow('GET /api/client-config answered 503');
  });
});
