import { describe, expect, it } from 'vitest';
import { chatReplyRead, chatSseParserCreate, chatStreamEventRead } from './chatSse';

const reply = {
  response: 'Hello there.',
  tokensUsed: 12,
  modelUsed: 'builtin',
  meta: { tone: 'natural', reason: 'greeting', ethics: 'safe', historical_symbolic_tags: [] },
  conversationId: 'c1',
  messageId: 'm1',
  clientMessageId: 'cmid-0001',
  contentMode: 'FULL',
  stopped: false,
};

describe('chatSseParserCreate', () => {
  it('dispatches an event at the blank line, with its name and data', () => {
    const parser = chatSseParserCreate();
    expect(parser.push('event: token\ndata: {"text":"Hi"}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'token', data: '{"text":"Hi"}' }]);
  });

  it('joins multi-line data with line feeds and defaults the name to message', () => {
    const parser = chatSseParserCreate();
    expect(parser.push('data: one\ndata:two\ndata:  three\n\n')).toEqual([{ event: 'message', data: 'one\ntwo\n three' }]);
  });

  it('reads any chunking, CRLF and CR line ends, and skips comments and data-less events', () => {
    const text = ': keep-alive\r\n\r\nevent: token\r\ndata: {"text":"a"}\r\n\r\nevent: token\rdata: {"text":"b"}\r\revent: ping\n\n';
    for (const size of [1, 2, 3, 7, text.length]) {
      const parser = chatSseParserCreate();
      const events = [];
      for (let i = 0; i < text.length; i += size) events.push(...parser.push(text.slice(i, i + size)));
      expect(events).toEqual([
        { event: 'token', data: '{"text":"a"}' },
        { event: 'token', data: '{"text":"b"}' },
      ]);
    }
  });

  it('drops an unterminated last event at the end', () => {
    const parser = chatSseParserCreate();
    parser.push('event: token\ndata: {"text":"cut"}');
    expect(parser.end()).toEqual([]);
  });
});

describe('chatStreamEventRead', () => {
  it('reads token, done and error events', () => {
    expect(chatStreamEventRead({ event: 'token', data: '{"text":"Hi "}' })).toEqual({ type: 'token', text: 'Hi ' });
    expect(chatStreamEventRead({ event: 'done', data: JSON.stringify(reply) })).toEqual({ type: 'done', reply });
    expect(chatStreamEventRead({ event: 'error', data: '{"error":{"code":"unavailable","message":"Model down"}}' })).toEqual({
      type: 'error',
      code: 'unavailable',
      message: 'Model down',
    });
  });

  it('reads the conversation event, and ignores one without an id', () => {
    expect(chatStreamEventRead({ event: 'conversation', data: '{"conversationId":"c-1"}' })).toEqual({ type: 'conversation', conversationId: 'c-1' });
    expect(chatStreamEventRead({ event: 'conversation', data: '{"conversationId":""}' })).toBeNull();
    expect(chatStreamEventRead({ event: 'conversation', data: 'nope' })).toBeNull();
  });

  it('turns an unreadable done into an error and ignores unknown events', () => {
    expect(chatStreamEventRead({ event: 'done', data: '{oops' })?.type).toBe('error');
    expect(chatStreamEventRead({ event: 'ping', data: '{}' })).toBeNull();
    expect(chatStreamEventRead({ event: 'token', data: '{"nope":1}' })).toBeNull();
  });

  it('chatReplyRead rejects what is not a reply', () => {
    expect(chatReplyRead({ response: 'x' })).toBeNull();
    expect(chatReplyRead(null)).toBeNull();
    expect(chatReplyRead(reply)).toEqual(reply);
  });

  it('chatReplyRead keeps a memory event (issue 15) and drops one it cannot read', () => {
    const memory = { id: 'm-1', profileId: 'u1', content: 'Has a beagle called Biscuit', tags: ['pet'] };
    const event = { outcome: 'updated', memory, previousContent: 'Has a beagle called Rex', notice: null };
    expect(chatReplyRead({ ...reply, memory: event })?.memory).toEqual(event);
    expect(chatReplyRead({ ...reply, memory: { outcome: 'refused', memory: null, previousContent: null, notice: 'Not that.' } })?.memory).toEqual({
      outcome: 'refused',
      memory: null,
      previousContent: null,
      notice: 'Not that.',
    });
    expect(chatReplyRead({ ...reply, memory: { outcome: 'maybe', memory: null } })).toEqual(reply);
    expect(chatReplyRead({ ...reply, memory: { outcome: 'added', memory: { id: 3 } } })).toEqual(reply);
  });

  it('chatReplyRead keeps the minutes of continuous use (issue 18) and leaves out a value it cannot read', () => {
    expect(chatReplyRead({ ...reply, continuousMinutes: 61 })?.continuousMinutes).toBe(61);
    expect(chatReplyRead({ ...reply, continuousMinutes: 0 })?.continuousMinutes).toBe(0);
    for (const bad of [-1, 2.5, '61', null]) expect(chatReplyRead({ ...reply, continuousMinutes: bad })).toEqual(reply);
  });

  it("chatReplyRead keeps which mind answered a child's turn, and why (issue 18)", () => {
    const stoodIn = { ...reply, meta: { ...reply.meta, mind: 'builtin', mindReason: 'external_model_consent' } };
    expect(chatReplyRead(stoodIn)?.meta).toEqual(stoodIn.meta);
    expect(chatReplyRead({ ...reply, meta: { ...reply.meta, mind: 'model' } })?.meta.mind).toBe('model');
    expect(chatReplyRead({ ...reply, meta: { ...reply.meta, mind: 'oracle', mindReason: 'whim' } })).toEqual(reply);
  });
});
