import { afterEach, describe, expect, it } from 'vitest';
import { memoryApi, memoryApiErrorMessage, memoryApiErrorRead, memoryProfileRefresh, MEMORY_NETWORK_FAILED } from './memoryApi';
import { adultMemoriesSample } from './memorySamples.fixture';
import { memoryStoryBackend, memoryStoryStoreCreate } from './memoryStoryBackend.fixture';

const ON = { memoryEnabled: true, autoCapture: true };

function storeWithAdult() {
  return memoryStoryStoreCreate({ profiles: { 'adult-1': { contentMode: 'FULL', settings: ON, memories: adultMemoriesSample() } } });
}

describe('memoryApi', () => {
  let unsubscribe: Array<() => void> = [];
  afterEach(() => {
    for (const stop of unsubscribe) stop();
    unsubscribe = [];
  });

  it('reads saved memories (kept ones only) and treats a 404 as none (SPEC §7)', async () => {
    const store = storeWithAdult();
    const kept = store.dispatch(memoryApi.endpoints.savedMemories.initiate('adult-1'));
    unsubscribe.push(kept.unsubscribe);
    expect((await kept.unwrap()).map((memory) => memory.content)).toEqual([
      'Has a beagle called Biscuit',
      'Is training for a 10 km run in May',
      'Likes green tea',
      'Has a piano recital on Friday 7 March',
    ]);
    const missing = store.dispatch(memoryApi.endpoints.savedMemories.initiate('nobody'));
    unsubscribe.push(missing.unsubscribe);
    expect(await missing.unwrap()).toEqual([]);
  });

  it('passes other failures on', async () => {
    const store = storeWithAdult();
    // A 403 would be retried once after a token refresh (SPEC §8): both answers are refusals.
    for (let i = 0; i < 2; i += 1) memoryStoryBackend().failNext('GET', /saved-memories$/, { status: 403, code: 'forbidden', message: 'That profile is not yours.' });
    const read = store.dispatch(memoryApi.endpoints.savedMemories.initiate('adult-1'));
    unsubscribe.push(read.unsubscribe);
    const result = await read;
    expect(memoryApiErrorRead(result.error)).toEqual({ status: 403, message: 'That profile is not yours.', field: null });
  });

  it('refreshes the profile after a change to one of its memories', async () => {
    const store = storeWithAdult();
    const profile = store.dispatch(memoryApi.endpoints.memoryProfile.initiate('adult-1'));
    unsubscribe.push(profile.unsubscribe);
    await profile.unwrap();
    const target = adultMemoriesSample()[2];
    await store.dispatch(memoryApi.endpoints.memoryDelete.initiate(target.id)).unwrap();
    await expect
      .poll(() => memoryApi.endpoints.memoryProfile.select('adult-1')(store.getState()).data?.memories.find((memory) => memory.id === target.id)?.state)
      .toBe('deleted');
    expect(memoryStoryBackend().requests.filter((request) => request.method === 'GET')).toHaveLength(2);
  });

  it('reads a profile again on memoryProfileRefresh (a chat turn saved a memory)', async () => {
    const store = storeWithAdult();
    const profile = store.dispatch(memoryApi.endpoints.memoryProfile.initiate('adult-1'));
    unsubscribe.push(profile.unsubscribe);
    await profile.unwrap();
    store.dispatch(memoryProfileRefresh('adult-1'));
    await expect.poll(() => memoryStoryBackend().requests.filter((request) => request.path === '/api/memory/adult-1')).toHaveLength(2);
  });

  it('reads the field of a 400 and falls back to its own words without a server message', () => {
    expect(memoryApiErrorRead({ status: 400, data: { error: { code: 'bad_request', message: 'No addresses, please.', field: 'content' } } })).toEqual({
      status: 400,
      message: 'No addresses, please.',
      field: 'content',
    });
    expect(memoryApiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toBe(MEMORY_NETWORK_FAILED);
    expect(memoryApiErrorMessage(undefined, 'Fallback.')).toBe('Fallback.');
  });
});
