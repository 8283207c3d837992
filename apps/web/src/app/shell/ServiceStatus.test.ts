import { describe, expect, it } from 'vitest';
import { mentorMindLabel } from './ServiceStatus';

describe('mentorMindLabel', () => {
  it("names Grove's own mind, or the model and its host", () => {
    expect(mentorMindLabel({ provider: 'auto', mind: 'builtin', model: 'grove-builtin-1', server: null })).toBe("Mind: Grove's own");
    expect(mentorMindLabel({ provider: 'auto', mind: 'model', model: 'llama3.2', server: 'http://127.0.0.1:11434' })).toBe('Mind: llama3.2 at 127.0.0.1:11434');
    expect(mentorMindLabel({ provider: 'openai', mind: 'model', model: 'gpt-4o-mini', server: 'https://api.openai.com' })).toBe('Mind: gpt-4o-mini at api.openai.com');
    expect(mentorMindLabel({ provider: 'openai', mind: 'model', model: 'gpt-4o-mini', server: null })).toBe('Mind: gpt-4o-mini');
  });
});
