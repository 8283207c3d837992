import { describe, expect, it } from 'vitest';
import { CHAT_SAY_MAX_CHARS, chatSayPath, chatSayTake } from './chatSay';

describe('chatSay: words handed to the chat composer', () => {
  it('reads ?say= trimmed, and nothing when it is missing or blank', () => {
    expect(chatSayTake(new URLSearchParams('say=%20What%20did%20you%20think%3F%20'))).toBe('What did you think?');
    expect(chatSayTake(new URLSearchParams('conversation=c1'))).toBeNull();
    expect(chatSayTake(new URLSearchParams('say=%20%20'))).toBeNull();
  });

  it('cuts a long text to the limit, both ways', () => {
    const long = 'a'.repeat(CHAT_SAY_MAX_CHARS + 50);
    expect(chatSayTake(new URLSearchParams({ say: long }))).toHaveLength(CHAT_SAY_MAX_CHARS);
    expect(new URL(chatSayPath('/chat/u1', long), 'http://x').searchParams.get('say')).toHaveLength(CHAT_SAY_MAX_CHARS);
  });

  it('adds say to a chat path, keeping what the path already asks', () => {
    expect(chatSayPath('/chat/trial', 'Is it brave to ask for help?')).toBe('/chat/trial?say=Is+it+brave+to+ask+for+help%3F');
    const withConversation = new URL(chatSayPath('/chat/u1?conversation=c9', 'Hi & bye'), 'http://x');
    expect(withConversation.searchParams.get('conversation')).toBe('c9');
    expect(withConversation.searchParams.get('say')).toBe('Hi & bye');
  });
});
