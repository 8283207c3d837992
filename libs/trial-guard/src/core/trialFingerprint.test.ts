import { describe, expect, it } from 'vitest';
import { TRIAL_DEVICE_HEADERS } from '@grove/api-contract';
import { trialDeviceHeaders } from './trialDeviceHeaders';
import { type TrialFingerprintFacts, trialFingerprint, trialHardwareInfo, trialHash } from './trialFingerprint';

const facts: TrialFingerprintFacts = {
  userAgent: 'Mozilla/5.0 (Macintosh) Chrome/120',
  language: 'en-GB',
  languages: ['en-GB', 'en'],
  platform: 'MacIntel',
  timezone: 'Europe/London',
  screen: { width: 1920, height: 1080, colorDepth: 24, pixelRatio: 2 },
  hardwareConcurrency: 8,
  deviceMemory: 8,
  touchPoints: 0,
  canvasHash: 'abcd1234',
};

describe('trialHash', () => {
  it('is 16 hex digits and deterministic', () => {
    expect(trialHash('grove')).toMatch(/^[0-9a-f]{16}$/);
    expect(trialHash('grove')).toBe(trialHash('grove'));
    expect(trialHash('grove')).not.toBe(trialHash('grovf'));
  });
  it('matches the FNV-1a 32-bit reference value in its first half', () => {
    // FNV-1a 32 of "a" is 0xe40c292c.
    expect(trialHash('a').slice(0, 8)).toBe('e40c292c');
    expect(trialHash('').slice(0, 8)).toBe('811c9dc5');
  });
});

describe('trialFingerprint', () => {
  it('is stable for equal facts (a fresh copy gives the same value)', () => {
    expect(trialFingerprint(structuredClone(facts))).toBe(trialFingerprint(facts));
    expect(trialFingerprint(facts)).toMatch(/^[0-9a-f]{16}$/);
  });

  it.each<[string, Partial<TrialFingerprintFacts>]>([
    ['userAgent', { userAgent: 'Mozilla/5.0 Firefox/120' }],
    ['language', { language: 'fr-FR' }],
    ['languages', { languages: ['en-GB'] }],
    ['platform', { platform: 'Win32' }],
    ['timezone', { timezone: 'America/New_York' }],
    ['screen', { screen: { ...facts.screen, width: 1280 } }],
    ['pixel ratio', { screen: { ...facts.screen, pixelRatio: 1 } }],
    ['cores', { hardwareConcurrency: 4 }],
    ['memory', { deviceMemory: undefined }],
    ['touch points', { touchPoints: 5 }],
    ['canvas', { canvasHash: 'ffff0000' }],
  ])('changes when the %s changes', (_name, change) => {
    expect(trialFingerprint({ ...facts, ...change })).not.toBe(trialFingerprint(facts));
  });
});

describe('trialHardwareInfo', () => {
  it('is a compact description of the hardware', () => {
    expect(trialHardwareInfo(facts)).toBe('c8;m8;s1920x1080x24;r2;pMacIntel;t0');
  });
  it('ignores non-hardware facts and marks unknown memory', () => {
    expect(trialHardwareInfo({ ...facts, userAgent: 'other', timezone: 'UTC', deviceMemory: undefined })).toBe('c8;m?;s1920x1080x24;r2;pMacIntel;t0');
  });
  it('keeps the platform header-safe', () => {
    expect(trialHardwareInfo({ ...facts, platform: 'Linux x86_64; é' })).toBe('c8;m8;s1920x1080x24;r2;pLinuxx86_64,;t0');
  });
});

describe('trialDeviceHeaders', () => {
  it('puts each fact in its header', () => {
    expect(trialDeviceHeaders({ deviceId: 'd', browserFingerprint: 'f', hardwareInfo: 'h', indexedDbId: 'i' })).toEqual({
      'X-Device-Id': 'd',
      'X-Device-Fingerprint': 'f',
      'X-Device-Hardware': 'h',
      'X-Device-Idb': 'i',
    });
  });
  it('uses the header names of the API contract', () => {
    const headers = trialDeviceHeaders({ deviceId: 'd', browserFingerprint: 'f', hardwareInfo: 'h', indexedDbId: 'i' });
    const byName = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    expect(byName).toEqual({
      [TRIAL_DEVICE_HEADERS.deviceId]: 'd',
      [TRIAL_DEVICE_HEADERS.browserFingerprint]: 'f',
      [TRIAL_DEVICE_HEADERS.hardwareInfo]: 'h',
      [TRIAL_DEVICE_HEADERS.indexedDbId]: 'i',
    });
  });
});
