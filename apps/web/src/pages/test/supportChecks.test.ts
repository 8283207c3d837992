import { describe, expect, it } from 'vitest';
import { SUPPORT_PROBE_KEY, supportAgoWords, supportMentorWords, supportReportText, supportStorageCheck, supportStorageReason, supportSummaryWords, supportTimeText } from './supportChecks';

/** A Web Storage in memory, optionally refusing to write. */
function memoryStorage(refuse: DOMException | null = null): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => {
      if (refuse) throw refuse;
      values.set(key, value);
    },
  };
}

describe('support checks', () => {
  it('writes, reads and removes a test value, and says why storage is refused', () => {
    const storage = memoryStorage();
    expect(supportStorageCheck('local', 'Local storage', () => storage, 'v1')).toEqual({ id: 'local', label: 'Local storage', state: 'ok', detail: 'Works: a test value was saved, read and removed.' });
    expect(storage.getItem(SUPPORT_PROBE_KEY)).toBeNull();
    expect(supportStorageCheck('local', 'Local storage', () => memoryStorage(new DOMException('full', 'QuotaExceededError')), 'v1').detail).toBe('Not available: the storage is full.');
    expect(supportStorageCheck('local', 'Local storage', () => null, 'v1')).toMatchObject({ state: 'problem', detail: 'Not available in this browser.' });
    expect(
      supportStorageCheck(
        'local',
        'Local storage',
        () => {
          throw new DOMException('insecure', 'SecurityError');
        },
        'v1',
      ).detail,
    ).toBe("Not available: the browser's privacy settings block it.");
    expect(supportStorageReason(new Error('x'))).toBe('the browser refused it');
    expect(supportStorageReason('nonsense')).toBe('the browser refused it');
  });

  it('says the mentor as the footer does, without a path or key', () => {
    expect(supportMentorWords({ provider: 'auto', mind: 'builtin', model: 'grove-builtin', server: null })).toBe("Grove's own builtin mentor");
    expect(supportMentorWords({ provider: 'openai', mind: 'model', model: 'gpt-4o-mini', server: 'https://api.openai.com' })).toBe('A model: gpt-4o-mini at api.openai.com');
    expect(supportMentorWords({ provider: 'openai', mind: 'model', model: 'llama3.2', server: null })).toBe('A model: llama3.2');
  });

  it('says how long ago in words', () => {
    expect(supportAgoWords(0)).toBe('just now');
    expect(supportAgoWords(4_999)).toBe('just now');
    expect(supportAgoWords(12_000)).toBe('12 seconds ago');
    expect(supportAgoWords(60_000)).toBe('1 minute ago');
    expect(supportAgoWords(3 * 3_600_000)).toBe('3 hours ago');
    expect(supportAgoWords(26 * 3_600_000)).toBe('1 day ago');
    expect(supportAgoWords(-5)).toBe('just now');
  });

  it('writes the report line by line, with the state in words', () => {
    const at = Date.UTC(2026, 10, 27, 21, 50, 31);
    expect(supportTimeText(at)).toBe('2026-11-27 21:50 UTC');
    const report = supportReportText(at, [
      { id: 'a', label: 'API', state: 'problem', detail: 'Not reachable.' },
      { id: 'b', label: 'Browser', state: 'info', detail: 'Firefox' },
      { id: 'c', label: 'IndexedDB', state: 'ok', detail: 'Works.' },
    ]);
    expect(report).toBe(['Grove support check', 'Checked: 2026-11-27 21:50 UTC', 'Result: 1 problem found.', '', 'API: Problem — Not reachable.', 'Browser: Firefox', 'IndexedDB: OK — Works.'].join('\n'));
    expect(supportSummaryWords(2, false)).toBe('2 problems found.');
    expect(supportSummaryWords(0, true)).toBe('Checking…');
  });
});
