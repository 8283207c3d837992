// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorKindClassify } from './errorKind';
import { fallbackModeForErrorKind, fallbackModeParse } from './fallbackMode';
import { mobileRecoveryApply, mobileRecoveryPlan } from './mobileRecovery';
import { platformName } from './platformName';

describe('error kind (SPEC §4)', () => {
  it('classifies network and fetch errors', () => {
    expect(errorKindClassify(new TypeError('Failed to fetch'))).toBe('network');
    expect(errorKindClassify(new Error('Network request failed'))).toBe('network');
  });

  it('classifies chunk, component and render errors', () => {
    const chunk = new Error('Loading chunk 7 failed');
    chunk.name = 'ChunkLoadError';
    expect(errorKindClassify(chunk)).toBe('component');
    expect(errorKindClassify(new Error('Component crashed'))).toBe('component');
    expect(errorKindClassify(new Error('Error during render'))).toBe('component');
  });

  it('classifies storage and quota errors', () => {
    expect(errorKindClassify(new Error('localStorage is not available'))).toBe('storage');
    expect(errorKindClassify({ name: 'QuotaExceededError', message: 'The quota has been exceeded.' })).toBe('storage');
  });

  it('classifies out-of-memory errors', () => {
    expect(errorKindClassify(new RangeError('Out of memory'))).toBe('memory');
  });

  it('classifies anything else as other', () => {
    expect(errorKindClassify(new Error('Cannot read properties of undefined'))).toBe('other');
    expect(errorKindClassify('boom')).toBe('other');
    expect(errorKindClassify(null)).toBe('other');
  });
});

describe('fallback mode by error kind (SPEC §4)', () => {
  it('maps network to local, component to minimal and others to hosted-database', () => {
    expect(fallbackModeForErrorKind('network')).toBe('local');
    expect(fallbackModeForErrorKind('component')).toBe('minimal');
    expect(fallbackModeForErrorKind('storage')).toBe('hosted-database');
    expect(fallbackModeForErrorKind('memory')).toBe('hosted-database');
    expect(fallbackModeForErrorKind('other')).toBe('hosted-database');
  });

  it('parses only the three modes', () => {
    expect(fallbackModeParse('local')).toBe('local');
    expect(fallbackModeParse('offline')).toBeNull();
  });
});

describe('mobile recovery (SPEC §4)', () => {
  it('switches storage errors to the hosted database only', () => {
    expect(mobileRecoveryPlan('storage')).toMatchObject({ storageMode: 'hosted-database-only', clearAllStorage: false, disableFeatures: [] });
  });

  it('switches network errors to local', () => {
    expect(mobileRecoveryPlan('network')).toMatchObject({ storageMode: null, fallbackMode: 'local', clearAllStorage: false });
  });

  it('clears all browser storage on memory errors', () => {
    expect(mobileRecoveryPlan('memory')).toMatchObject({ clearAllStorage: true, fallbackMode: null, storageMode: null });
  });

  it('disables component management and touch optimisations on component errors', () => {
    expect(mobileRecoveryPlan('component').disableFeatures).toEqual(['componentInstanceManagement', 'mobileTouchOptimisations']);
  });

  it('changes nothing for other errors', () => {
    expect(mobileRecoveryPlan('other')).toEqual({ kind: 'other', storageMode: null, fallbackMode: null, clearAllStorage: false, disableFeatures: [] });
  });

  it('applies a plan through the injected effects', () => {
    const calls: string[] = [];
    const effects = {
      setStorageMode: (mode: string) => calls.push(`storage:${mode}`),
      setFallbackMode: (mode: string) => calls.push(`mode:${mode}`),
      clearAllStorage: () => calls.push('clear'),
      disableFeature: (feature: string) => calls.push(`off:${feature}`),
    };
    mobileRecoveryApply(mobileRecoveryPlan('memory'), effects);
    mobileRecoveryApply(mobileRecoveryPlan('component'), effects);
    mobileRecoveryApply(mobileRecoveryPlan('storage'), effects);
    expect(calls).toEqual([
      'clear',
      'off:componentInstanceManagement',
      'off:mobileTouchOptimisations',
      'storage:hosted-database-only',
      'mode:hosted-database',
    ]);
  });
});

describe('platform name', () => {
  it('names common platforms from the user agent', () => {
    expect(platformName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('iOS');
    expect(platformName('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('Android');
    expect(platformName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('macOS');
    expect(platformName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', 5)).toBe('iOS');
    expect(platformName('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
    expect(platformName('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Linux');
    expect(platformName('')).toBe('Unknown');
  });
});
