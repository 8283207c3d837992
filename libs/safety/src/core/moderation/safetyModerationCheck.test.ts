import { describe, expect, it } from 'vitest';
import type { SafetyModerationLayer, SafetyModerationVerdict } from './safetyModerationTypes';
import { safetyModerationCheck } from './safetyModerationCheck';

const context = (signal = new AbortController().signal) => ({ direction: 'message' as const, contentMode: 'G' as const, signal });

function layer(name: string, answer: () => Promise<SafetyModerationVerdict>): SafetyModerationLayer {
  return { name, check: answer };
}

describe('safetyModerationCheck', () => {
  it('passes with no layers, and when every layer passes', async () => {
    expect(await safetyModerationCheck([], 'hi', context())).toEqual({ kind: 'passed' });
    const pass = layer('a', async () => ({ flagged: false }));
    expect(await safetyModerationCheck([pass, { ...pass, name: 'b' }], 'hi', context())).toEqual({ kind: 'passed' });
  });

  it('names the first flagging layer in list order, and a flag wins over a failure', async () => {
    const failing = layer('guard', async () => Promise.reject(new Error('down')));
    const hate = layer('openai', async () => ({ flagged: true, category: 'hate', severity: 'concern' }));
    const crime = layer('other', async () => ({ flagged: true, category: 'crime', severity: 'info' }));
    expect(await safetyModerationCheck([failing, hate, crime], 'x', context())).toEqual({ kind: 'flagged', layer: 'openai', category: 'hate', severity: 'concern' });
  });

  it('reports the first failing layer with what it threw', async () => {
    const error = new Error('HTTP 500');
    const outcome = await safetyModerationCheck([layer('openai', async () => ({ flagged: false })), layer('guard', async () => Promise.reject(error))], 'x', context());
    expect(outcome).toEqual({ kind: 'failed', layer: 'guard', error });
  });

  it('aborts the other layers once one flags, and passes the caller\'s abort on', async () => {
    const signals: AbortSignal[] = [];
    // Answers only by failing when its signal is aborted.
    const waiting: SafetyModerationLayer = {
      name: 'slow',
      check: (_text, { signal }) =>
        new Promise((_resolve, reject) => {
          signals.push(signal);
          signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
        }),
    };
    const flag = layer('fast', async () => ({ flagged: true, category: 'violence', severity: 'concern' }));
    expect(await safetyModerationCheck([waiting, flag], 'x', context())).toMatchObject({ kind: 'flagged', layer: 'fast' });
    expect(signals[0]?.aborted).toBe(true);

    const caller = new AbortController();
    const pending = safetyModerationCheck([waiting], 'x', context(caller.signal));
    caller.abort();
    expect(await pending).toMatchObject({ kind: 'failed', layer: 'slow' });
  });
});
