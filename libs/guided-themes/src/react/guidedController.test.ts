import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_CHARS, MESSAGES } from '@grove/api-contract';
import type { GameSendResult, GameTransport } from '@grove/game-engines/react';
import { GUIDED_STOPPED_TEXT, GUIDED_TOO_LONG_TEXT, guidedControllerCreate } from './guidedController';
import { guidedMentorTransportCreate } from './guidedMentorTransport.fixture';

function idsFrom(prefix: string): () => string {
  let next = 0;
  return () => `${prefix}-${String((next += 1)).padStart(4, '0')}`;
}

/** Lets pending promise callbacks run. */
async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('guidedControllerCreate', () => {
  it('stamps the state with the injected clock', async () => {
    let clock = 100;
    const controller = guidedControllerCreate({ theme: 'flowers', userId: 'u1', transport: guidedMentorTransportCreate(), newId: idsFrom('f'), now: () => (clock += 10) });
    expect(controller.getState().state.lastUpdated).toBe(110);
    controller.send('I love sunflowers');
    expect(controller.getState().state.lastUpdated).toBe(120);
    await flush();
    expect(controller.getState().state.lastUpdated).toBe(130);
    expect(controller.getState().state.conversationHistory.map((entry) => entry.role)).toEqual(['user', 'ai']);
  });

  it('refuses a message longer than a chat request may carry, and sends nothing', () => {
    const transport = guidedMentorTransportCreate();
    const controller = guidedControllerCreate({ theme: 'stories', userId: 'u1', transport, newId: idsFrom('s'), now: () => 0 });
    expect(controller.send('a'.repeat(CHAT_MESSAGE_MAX_CHARS + 1))).toBe(false);
    expect(controller.getState().error).toBe(GUIDED_TOO_LONG_TEXT);
    expect(controller.getState().state.progress).toBe(0);
    expect(transport.requests).toHaveLength(0);
    expect(controller.send('  A brave puppy  ')).toBe(true);
    expect(controller.getState().error).toBeNull();
    expect(transport.requests[0]?.message).toBe('A brave puppy');
  });

  it('keeps the message for Retry when a transport rejects instead of answering', async () => {
    const transport: GameTransport = { send: () => ({ result: Promise.reject(new Error('boom')), stop: () => undefined }) };
    const controller = guidedControllerCreate({ theme: 'gardening', userId: 'u1', transport, newId: idsFrom('g'), now: () => 0 });
    controller.send('Hello');
    await flush();
    expect(controller.getState().busy).toBe(false);
    expect(controller.getState().entries.at(-1)).toMatchObject({ role: 'mentor', status: 'error', error: MESSAGES.mentorUnavailable });
  });

  it('on dispose stops the reply on its way, drops its late answer and leaves it waiting for Retry', async () => {
    let finish: (result: GameSendResult) => void = () => undefined;
    let stopped = 0;
    const transport: GameTransport = {
      send: () => ({
        result: new Promise<GameSendResult>((resolve) => (finish = resolve)),
        stop: () => (stopped += 1),
      }),
    };
    const controller = guidedControllerCreate({ theme: 'meditation', userId: 'u1', transport, newId: idsFrom('m'), now: () => 0 });
    controller.send('A forest');
    const sentId = controller.getState().entries[0]?.id;
    controller.dispose();
    expect(stopped).toBe(1);
    expect(controller.getState().busy).toBe(false);
    expect(controller.getState().entries.at(-1)).toMatchObject({ status: 'error', error: GUIDED_STOPPED_TEXT });
    // The server keeps a stopped reply under its id: Retry sends under a fresh one.
    expect(controller.getState().entries[0]?.id).not.toBe(sentId);

    finish({ kind: 'failed', message: 'late', retryable: true });
    await flush();
    expect(controller.getState().entries.at(-1)?.error).toBe(GUIDED_STOPPED_TEXT);
    expect(controller.getState().state.coveredTopics).toEqual([]);
  });
});
