import { describe, expect, it } from 'vitest';
import { mentorBuiltinReply } from './builtin/mentorBuiltinReply';
import { mentorBuiltinProviderCreate, type MentorBuiltinComposeInput } from './mentorBuiltinProvider';
import type { MentorProvider, MentorProviderRequest, MentorTurnInput } from './types';

function requestOf(input: MentorTurnInput): MentorProviderRequest {
  return { systemPrompt: 'system', messages: [...(input.history ?? []), { role: 'user', content: input.message }], input };
}

async function textOf(provider: MentorProvider, request: MentorProviderRequest, signal = new AbortController().signal): Promise<string> {
  let text = '';
  for await (const chunk of provider.stream(request, { signal, paced: false })) if (chunk.type === 'text') text += chunk.text;
  return text;
}

describe('the builtin provider with a composer elsewhere (issue 22: the API composes on worker threads)', () => {
  const input: MentorTurnInput = { message: 'Why is the sky blue?', contentMode: 'G', history: [{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'Hello!' }], displayName: 'Mia' };

  it('streams exactly what the composer answers, given the turn as plain data (no WordNet)', async () => {
    const given: MentorBuiltinComposeInput[] = [];
    const provider = mentorBuiltinProviderCreate({
      compose: async (composeInput) => {
        given.push(composeInput);
        return mentorBuiltinReply(composeInput);
      },
    });
    const here = mentorBuiltinProviderCreate();
    const text = await textOf(provider, requestOf(input));
    expect(text).toBe(await textOf(here, requestOf(input)));
    expect(given).toHaveLength(1);
    expect(given[0]).toEqual({ message: 'Why is the sky blue?', contentMode: 'G', context: input.history, conversation: input.history, displayName: 'Mia', memories: undefined, guide: undefined });
    expect(structuredClone(given[0])).toEqual(given[0]);
  });

  it('a game turn is played here, without the composer', async () => {
    let composed = 0;
    const provider = mentorBuiltinProviderCreate({
      games: () => 'Your move: rock!',
      compose: async () => {
        composed += 1;
        return 'composed';
      },
    });
    const game = { ...input, message: 'rock', game: { gameMode: true, gameType: 'rps', gameData: {} } };
    expect(await textOf(provider, requestOf(game))).toBe('Your move: rock!');
    expect(composed).toBe(0);
  });

  it('a turn stopped while the composer works says nothing', async () => {
    const controller = new AbortController();
    const provider = mentorBuiltinProviderCreate({
      compose: async () => {
        controller.abort();
        return 'too late';
      },
    });
    expect(await textOf(provider, requestOf(input), controller.signal)).toBe('');
  });
});
