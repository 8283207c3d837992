import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_DEFAULTS, featureFlagsForFallbackMode, featureFlagsFromEnv } from './featureFlags';

describe('feature flags (SPEC §3)', () => {
  it('turns on exactly SPEC’s defaults', () => {
    const on = Object.entries(featureFlagsFromEnv(undefined))
      .filter(([, value]) => value)
      .map(([name]) => name)
      .sort();
    expect(on).toEqual(
      [
        'familySafetyFilters',
        'metricsCollection',
        'mobileOptimizations',
        'radarChartDisplay',
        'symbolicMemory',
        'symbolicSystem',
        'tagExtraction',
        'touchOptimizations',
      ].sort(),
    );
    expect(Object.keys(FEATURE_FLAG_DEFAULTS)).toHaveLength(22);
  });

  it('lets the environment override a flag', () => {
    const flags = featureFlagsFromEnv('abTesting=on, radarChartDisplay=off');
    expect(flags.abTesting).toBe(true);
    expect(flags.radarChartDisplay).toBe(false);
    expect(flags.symbolicSystem).toBe(true);
  });

  it('refuses an unknown flag or value, naming it', () => {
    expect(() => featureFlagsFromEnv('teleport=on')).toThrow('VITE_FLAGS: unknown feature flag "teleport"');
    expect(() => featureFlagsFromEnv('abTesting=maybe')).toThrow('abTesting=on or abTesting=off');
  });
});

describe('feature flags in a fallback mode (SPEC §2, §4)', () => {
  const flags = featureFlagsFromEnv(undefined);

  it('keeps the deployment’s flags in hosted-database mode', () => {
    expect(featureFlagsForFallbackMode(flags, 'hosted-database')).toEqual(flags);
  });

  it('works from browser storage in local mode', () => {
    const local = featureFlagsForFallbackMode({ ...flags, hostedDatabaseSymbolicOnly: true }, 'local');
    expect(local).toMatchObject({ localConversations: true, hybridStorage: true, storageFallback: true, fallbackSystems: true, hostedDatabaseSymbolicOnly: false });
  });

  it('drops optional features in minimal mode and keeps the safety filters', () => {
    const minimal = featureFlagsForFallbackMode(flags, 'minimal');
    expect(minimal).toMatchObject({ touchOptimizations: false, radarChartDisplay: false, familySafetyFilters: true, mobileOptimizations: true });
  });
});
