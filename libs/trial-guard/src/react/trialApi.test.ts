import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trialApi, trialStatusDecision } from './trialApi';
import { trialApiServerStart, trialStatusSample, trialStoreCreate, type TrialApiServer } from './trialApiServer.fixture';

const facts = { deviceId: 'dev-1', browserFingerprint: '0123456789abcdef', hardwareInfo: 'c8;m8;s1920x1080x24;r2;pMacIntel;t0', indexedDbId: 'idb-1' };
let server: TrialApiServer;

beforeAll(async () => {
  server = await trialApiServerStart();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('trialApi.trialStatus', () => {
  it('reads GET /api/trial/status with the four device headers and no Authorization', async () => {
    const store = trialStoreCreate(server);
    const result = await store.dispatch(trialApi.endpoints.trialStatus.initiate(facts));
    expect(result.data).toEqual(trialStatusSample());
    expect(server.seen).toHaveLength(1);
    const [request] = server.seen;
    expect(request).toMatchObject({ method: 'GET', url: '/api/trial/status' });
    expect(request?.headers).toMatchObject({
      'x-device-id': 'dev-1',
      'x-device-fingerprint': '0123456789abcdef',
      'x-device-hardware': 'c8;m8;s1920x1080x24;r2;pMacIntel;t0',
      'x-device-idb': 'idb-1',
    });
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('turns the status into a decision with resetAt as a Date', () => {
    expect(trialStatusDecision(trialStatusSample()).resetAt).toEqual(new Date('2025-03-11T09:30:00.000Z'));
    expect(trialStatusDecision(trialStatusSample({ resetAt: null })).resetAt).toBeNull();
  });
});
