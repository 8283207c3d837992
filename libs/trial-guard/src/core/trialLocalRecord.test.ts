import { describe, expect, it } from 'vitest';
import { TRIAL_TOKEN_LIMIT, TRIAL_WINDOW_MS } from './trialConstants';
import { trialLocalRecordCharge, trialLocalRecordCreate, trialLocalRecordFromStatus, trialLocalRecordParse } from './trialLocalRecord';

const now = new Date('2025-03-10T12:00:00.000Z');

describe('trialLocalRecordCreate', () => {
  it('starts with the whole allowance and nothing used', () => {
    expect(trialLocalRecordCreate('dev-1', now)).toEqual({ tokens: TRIAL_TOKEN_LIMIT, used: 0, lastUsed: now.getTime(), deviceId: 'dev-1' });
    expect(trialLocalRecordCreate('dev-1', now, 500).tokens).toBe(500);
  });
});

describe('trialLocalRecordCharge', () => {
  it('spends tokens and stamps the last use', () => {
    const record = trialLocalRecordCreate('dev-1', new Date(now.getTime() - 1000));
    expect(trialLocalRecordCharge(record, 1200, now)).toEqual({ tokens: TRIAL_TOKEN_LIMIT - 1200, used: 1200, lastUsed: now.getTime(), deviceId: 'dev-1' });
  });

  it('never leaves negative tokens', () => {
    const record = { tokens: 100, used: 99_900, lastUsed: now.getTime() - 1000, deviceId: 'dev-1' };
    expect(trialLocalRecordCharge(record, 500, now)).toMatchObject({ tokens: 0, used: 100_400 });
  });

  it('starts again from the whole allowance when the last use is exactly 24 h ago', () => {
    const record = { tokens: 0, used: TRIAL_TOKEN_LIMIT, lastUsed: now.getTime() - TRIAL_WINDOW_MS, deviceId: 'dev-1' };
    expect(trialLocalRecordCharge(record, 300, now)).toEqual({ tokens: TRIAL_TOKEN_LIMIT - 300, used: 300, lastUsed: now.getTime(), deviceId: 'dev-1' });
  });

  it('keeps the window one millisecond before the reset', () => {
    const record = { tokens: 0, used: TRIAL_TOKEN_LIMIT, lastUsed: now.getTime() - TRIAL_WINDOW_MS + 1, deviceId: 'dev-1' };
    expect(trialLocalRecordCharge(record, 300, now)).toMatchObject({ tokens: 0, used: TRIAL_TOKEN_LIMIT + 300 });
  });

  it('ignores negative or non-numeric charges', () => {
    const record = trialLocalRecordCreate('dev-1', now);
    expect(trialLocalRecordCharge(record, -50, now)).toMatchObject({ tokens: TRIAL_TOKEN_LIMIT, used: 0 });
    expect(trialLocalRecordCharge(record, Number.NaN, now)).toMatchObject({ tokens: TRIAL_TOKEN_LIMIT, used: 0 });
  });
});

describe('trialLocalRecordFromStatus', () => {
  it('takes tokens from the server and recovers the last use from resetAt', () => {
    const lastUsed = now.getTime() - 3_600_000;
    const status = { tokensUsed: 40_000, tokensLeft: 60_000, resetAt: new Date(lastUsed + TRIAL_WINDOW_MS) };
    expect(trialLocalRecordFromStatus(status, 'dev-1', now)).toEqual({ tokens: 60_000, used: 40_000, lastUsed, deviceId: 'dev-1' });
  });

  it('keeps the previous last use when nothing is used, else uses now', () => {
    const status = { tokensUsed: 0, tokensLeft: TRIAL_TOKEN_LIMIT, resetAt: null };
    const previous = { tokens: 5, used: 99_995, lastUsed: 42, deviceId: 'dev-1' };
    expect(trialLocalRecordFromStatus(status, 'dev-1', now, previous)).toEqual({ tokens: TRIAL_TOKEN_LIMIT, used: 0, lastUsed: 42, deviceId: 'dev-1' });
    expect(trialLocalRecordFromStatus(status, 'dev-1', now).lastUsed).toBe(now.getTime());
  });
});

describe('trialLocalRecordParse', () => {
  it('reads a well-formed record', () => {
    const record = { tokens: 1, used: 2, lastUsed: 3, deviceId: 'd' };
    expect(trialLocalRecordParse(JSON.stringify(record))).toEqual(record);
  });
  it.each([null, '', 'not json', '42', '{"tokens":"1","used":2,"lastUsed":3,"deviceId":"d"}', '{"tokens":1,"used":2,"lastUsed":3}'])(
    'answers null for %j',
    (text) => {
      expect(trialLocalRecordParse(text)).toBeNull();
    },
  );
});
