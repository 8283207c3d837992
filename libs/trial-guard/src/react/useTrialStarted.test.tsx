import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trialLocalRecordCreate } from '../index';
import { TRIAL_LOCAL_RECORD_KEY, trialLocalRecordStoreCreate } from './trialLocalRecordStore';
import { useTrialStarted } from './useTrialStarted';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('useTrialStarted', () => {
  it('is false without a local trial record and turns true when one is written', () => {
    const store = trialLocalRecordStoreCreate();
    const { result } = renderHook(() => useTrialStarted(store));
    expect(result.current).toBe(false);
    act(() => store.write(trialLocalRecordCreate('dev-1', new Date('2025-03-10T12:00:00Z'), 100_000)));
    expect(result.current).toBe(true);
  });

  it('follows another tab clearing site data (the storage event)', () => {
    const store = trialLocalRecordStoreCreate();
    store.write(trialLocalRecordCreate('dev-1', new Date('2025-03-10T12:00:00Z'), 100_000));
    const { result } = renderHook(() => useTrialStarted(store));
    expect(result.current).toBe(true);
    act(() => {
      localStorage.removeItem(TRIAL_LOCAL_RECORD_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toBe(false);
  });
});
