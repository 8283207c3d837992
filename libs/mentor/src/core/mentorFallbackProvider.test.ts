import { describe, expect, it } from 'vitest';
import { mentorFallbackProviderCreate } from './mentorFallbackProvider';
import { mentorTurn } from './mentorTurn';
import type { MentorProvider, MentorProviderChunk } from './types';

/** A provider that yields `pieces`, then throws `failure` when one is given. */
function scripted(model: string, pieces: string[], failure?: Error): MentorProvider & { calls: number } {
  const provider = {
    name: 'openai',
    model,
    calls: 0,
    async *stream(): AsyncIterable<MentorProviderChunk> {
      provider.calls += 1;
      for (const text of pieces) yield { type: 'text', text };
      if (failure) throw failure;
    },
  };
  return provider;
}

const builtin = scripted('grove-builtin', ['Volcanoes are openings ', 'where lava comes out.']);

async function turnOf(provider: MentorProvider, contentMode: 'G' | 'FULL' = 'FULL') {
  let shown = '';
  let result = null;
  for await (const event of mentorTurn(provider, { message: 'what is a volcano?', history: [], contentMode }, { signal: new AbortController().signal, paced: false })) {
    if (event.type === 'text') shown += event.text;
    else if (event.type === 'done') result = event.result;
  }
  return { shown, result };
}

describe('mentorFallbackProviderCreate', () => {
  it('lets the model answer while it answers, and reports its model', async () => {
    const model = scripted('llama3.2', ['A volcano is a mountain ', 'with melted rock inside.']);
    const failures: unknown[] = [];
    const provider = mentorFallbackProviderCreate({ primary: () => model, fallback: builtin, onPrimaryFailure: (_p, error) => failures.push(error) });
    const { shown, result } = await turnOf(provider);
    expect(shown).toBe('A volcano is a mountain with melted rock inside.');
    expect(result?.modelUsed).toBe('llama3.2');
    expect(failures).toEqual([]);
  });

  it('hands the turn to the builtin mind when the model refuses the connection — no error, the builtin model reported', async () => {
    const model = scripted('llama3.2', [], new Error('connect ECONNREFUSED 127.0.0.1:11434'));
    const failures: unknown[] = [];
    const provider = mentorFallbackProviderCreate({ primary: () => model, fallback: builtin, onPrimaryFailure: (_p, error) => failures.push(error) });
    const { shown, result } = await turnOf(provider, 'G');
    expect(shown).toBe('Volcanoes are openings where lava comes out.');
    expect(result?.modelUsed).toBe('grove-builtin');
    expect(failures).toHaveLength(1);
    expect(String(failures[0])).toContain('ECONNREFUSED');
  });

  it('treats a reply without a word as a failure', async () => {
    const model = scripted('llama3.2', []);
    const failures: unknown[] = [];
    const provider = mentorFallbackProviderCreate({ primary: () => model, fallback: builtin, onPrimaryFailure: (_p, error) => failures.push(error) });
    const { shown } = await turnOf(provider);
    expect(shown).toBe('Volcanoes are openings where lava comes out.');
    expect(String(failures[0])).toContain('ended without a reply');
  });

  it('follows a reply cut off mid-way with the builtin answer on a new paragraph', async () => {
    const model = scripted('llama3.2', ['A volcano is '], new Error('socket hang up'));
    const provider = mentorFallbackProviderCreate({ primary: () => model, fallback: builtin, onPrimaryFailure: () => undefined });
    const { shown, result } = await turnOf(provider);
    expect(shown).toBe('A volcano is \n\nVolcanoes are openings where lava comes out.');
    expect(result?.modelUsed).toBe('grove-builtin');
  });

  it('asks only the builtin mind while there is no model', async () => {
    const provider = mentorFallbackProviderCreate({ primary: () => null, fallback: builtin, onPrimaryFailure: () => undefined });
    expect(provider.model).toBe('grove-builtin');
    const { shown, result } = await turnOf(provider);
    expect(shown).toBe('Volcanoes are openings where lava comes out.');
    expect(result?.modelUsed).toBe('grove-builtin');
  });

  it('does not hand over a turn the person stopped', async () => {
    const controller = new AbortController();
    const model: MentorProvider = {
      name: 'openai',
      model: 'llama3.2',
      async *stream(): AsyncIterable<MentorProviderChunk> {
        yield { type: 'text', text: 'A volcano ' };
        controller.abort();
        throw new Error('aborted');
      },
    };
    const before = builtin.calls;
    const provider = mentorFallbackProviderCreate({ primary: () => model, fallback: builtin, onPrimaryFailure: () => undefined });
    const chunks: MentorProviderChunk[] = [];
    await expect(async () => {
      for await (const chunk of provider.stream({ systemPrompt: '', messages: [], input: { message: 'hi', history: [], contentMode: 'FULL' } }, { signal: controller.signal, paced: false })) chunks.push(chunk);
    }).rejects.toThrow('aborted');
    expect(builtin.calls).toBe(before);
  });
});
