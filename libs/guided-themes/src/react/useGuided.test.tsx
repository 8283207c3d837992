import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { GuidedTheme } from '../index';
import { GuidedConversation } from './GuidedConversation';
import { GUIDED_RETRY_FIRST_TEXT, GUIDED_STOPPED_TEXT } from './guidedController';
import { guidedMentorTransportCreate, type GuidedMentorTransport } from './guidedMentorTransport.fixture';
import { useGuided } from './useGuided';

afterEach(cleanup);

const OFFLINE = 'The mentor cannot be reached right now. Your message is kept: press Retry when you are back online.';

function idsFrom(prefix: string): () => string {
  let next = 0;
  return () => `${prefix}-${String((next += 1)).padStart(4, '0')}`;
}

function Guide({ theme, transport, newId, now }: { theme: GuidedTheme; transport: GuidedMentorTransport; newId: () => string; now: () => number }) {
  const guided = useGuided({ theme, userId: 'u1', transport, newId, now });
  return <GuidedConversation guided={guided} />;
}

function renderGuide(theme: GuidedTheme, transport: GuidedMentorTransport = guidedMentorTransportCreate()) {
  let clock = 1_000;
  render(<Guide theme={theme} transport={transport} newId={idsFrom(theme)} now={() => (clock += 1)} />);
  return { user: userEvent.setup(), transport };
}

function log(): HTMLElement {
  return screen.getByRole('log', { name: 'Conversation' });
}

function panel(): HTMLElement {
  return screen.getByRole('complementary', { name: 'Your progress' });
}

function topics(): string[] {
  const list = within(panel()).queryByRole('list', { name: 'Topics covered' });
  return list ? within(list).getAllByRole('listitem').map((item) => item.textContent ?? '') : [];
}

async function settled(count: number): Promise<void> {
  await waitFor(() => expect(within(log()).getAllByLabelText('Mentor said')).toHaveLength(count));
  await waitFor(() => expect(within(log()).getAllByLabelText('Mentor said').at(-1)?.getAttribute('aria-busy')).toBe('false'));
}

async function say(user: ReturnType<typeof userEvent.setup>, text: string): Promise<void> {
  const before = within(log()).queryAllByLabelText('Mentor said').length;
  await user.type(screen.getByLabelText('Your message'), `${text}{Enter}`);
  await settled(before + 1);
}

function lastReply(): string {
  return within(log()).getAllByLabelText('Mentor said').at(-1)?.textContent ?? '';
}

describe('useGuided with the guided conversation', () => {
  it('a hike: "something scenic, I live in the Denver area" chooses moderate and that place, and the guide offers scenic trails there', async () => {
    const { user, transport } = renderGuide('hiking');
    expect(screen.getByRole('heading', { level: 1, name: 'Hiking' })).toBeTruthy();
    expect(within(panel()).getByText('Nothing chosen yet.')).toBeTruthy();

    await say(user, 'something scenic, I live in the Denver area');
    const choices = within(panel()).getByRole('list', { name: 'Your choices' });
    expect(within(choices).getByText('Hike: moderate')).toBeTruthy();
    expect(within(choices).getByText('Where: something scenic, I live in the Denver area')).toBeTruthy();
    expect(lastReply()).toContain('scenic trails');
    expect(lastReply()).toContain('the Denver area');
    expect(transport.requests[0]).toMatchObject({
      message: 'something scenic, I live in the Denver area',
      userId: 'u1',
      conversationId: null,
      clientMessageId: 'hiking-0001',
      localHistory: [],
      contentMode: 'G',
      gameMode: true,
      gameType: 'guided-hiking',
      gameData: { hikingPreference: 'moderate', userLocation: 'something scenic, I live in the Denver area', planningProgress: 1, progress: 1 },
    });
    expect(transport.requests[0]?.gameInstructions).toContain('hiking preference: moderate');

    // Preferences are set once: a later "challenging" changes nothing.
    await say(user, 'Maybe something challenging next time');
    expect(within(choices).getByText('Hike: moderate')).toBeTruthy();
    expect(within(panel()).queryByText('Hike: challenging')).toBeNull();
  });

  it('a meditation mentioning the ocean chooses the lakeside, and the guide takes us to the lake', async () => {
    const { user } = renderGuide('meditation');
    expect(screen.getByRole('heading', { level: 1, name: 'Grounding meditation' })).toBeTruthy();
    await say(user, 'I love the sound of the ocean');
    expect(within(panel()).getByText('Place: lakeside')).toBeTruthy();
    expect(lastReply()).toContain('calm lake');
  });

  it('counts each message as progress, also one whose reply failed', async () => {
    const { user, transport } = renderGuide('gardening');
    expect(within(panel()).getByText('Progress: 0')).toBeTruthy();
    await say(user, 'How do I start a garden?');
    expect(within(panel()).getByText('Progress: 1')).toBeTruthy();
    await say(user, 'I have a sunny window');
    expect(within(panel()).getByText('Progress: 2')).toBeTruthy();
    transport.failNext(OFFLINE);
    await say(user, 'What soil do I need?');
    expect(within(panel()).getByText('Progress: 3')).toBeTruthy();
    expect(transport.requests.map((request) => request.gameData?.['learningProgress'])).toEqual([1, 2, 3]);
  });

  it('covered topics grow with each reply and never repeat', async () => {
    const { user } = renderGuide('gardening');
    expect(topics()).toEqual([]);
    await say(user, 'Hello!');
    const first = topics();
    expect(first.length).toBeGreaterThan(0);
    await say(user, 'A sunny spot by the window');
    const second = topics();
    await say(user, 'Tell me more');
    const third = topics();
    expect(second.slice(0, first.length)).toEqual(first);
    expect(third.slice(0, second.length)).toEqual(second);
    expect(third.length).toBeGreaterThan(first.length);
    expect(new Set(third).size).toBe(third.length);
  });

  it('retries a failed reply without adding the message twice, under the same clientMessageId', async () => {
    const { user, transport } = renderGuide('flowers');
    await say(user, 'I like tulips');
    transport.failNext(OFFLINE);
    await say(user, 'Why do bees visit flowers?');
    expect(within(log()).getByText(OFFLINE)).toBeTruthy();
    expect(within(log()).getAllByLabelText('You said').map((entry) => entry.textContent)).toEqual(['I like tulips', 'Why do bees visit flowers?']);

    // A new message waits until the failed one is sent again, and stays in the composer.
    await user.type(screen.getByLabelText('Your message'), 'Hello?{Enter}');
    expect(screen.getByText(GUIDED_RETRY_FIRST_TEXT)).toBeTruthy();
    expect(transport.requests).toHaveLength(2);
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('Hello?');

    await user.click(within(log()).getByRole('button', { name: 'Retry' }));
    await settled(2);
    expect(within(log()).queryByText(OFFLINE)).toBeNull();
    expect(screen.queryByText(GUIDED_RETRY_FIRST_TEXT)).toBeNull();
    expect(within(log()).getAllByLabelText('You said')).toHaveLength(2);
    expect(within(panel()).getByText('Progress: 2')).toBeTruthy();
    // The very same request again: same message, clientMessageId, progress and context.
    expect(transport.requests[2]).toEqual(transport.requests[1]);
    expect(transport.requests[2]).toMatchObject({ message: 'Why do bees visit flowers?', gameData: { learningProgress: 2 } });
  });

  it('sends the last 2 exchanges as localHistory and in the instructions, and keeps the first reply’s conversation', async () => {
    const transport = guidedMentorTransportCreate({ conversationId: '4a1c1c5e-2a47-4f3e-9a57-0b6f9c3f1d11' });
    const { user } = renderGuide('stories', transport);
    await say(user, 'A brave puppy');
    await say(user, 'In a castle');
    await say(user, 'A parrot called Pip');
    await say(user, 'The bridge is broken');
    const replies = within(log()).getAllByLabelText('Mentor said').map((entry) => entry.textContent);
    const last = transport.requests[3];
    expect(last?.localHistory).toEqual([
      { role: 'user', content: 'In a castle' },
      { role: 'assistant', content: replies[1] },
      { role: 'user', content: 'A parrot called Pip' },
      { role: 'assistant', content: replies[2] },
    ]);
    expect(last?.gameInstructions).toContain('Child: A parrot called Pip');
    expect(last?.gameInstructions).not.toContain('A brave puppy');
    expect(transport.requests[1]?.localHistory).toHaveLength(2);
    expect(transport.requests.map((request) => request.conversationId)).toEqual([null, '4a1c1c5e-2a47-4f3e-9a57-0b6f9c3f1d11', '4a1c1c5e-2a47-4f3e-9a57-0b6f9c3f1d11', '4a1c1c5e-2a47-4f3e-9a57-0b6f9c3f1d11']);
  });

  it('sends nothing for an empty message; Shift+Enter starts a new line', async () => {
    const { user, transport } = renderGuide('city-outing');
    await user.type(screen.getByLabelText('Your message'), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(transport.requests).toHaveLength(0);
    expect(within(log()).queryAllByLabelText('You said')).toHaveLength(0);
    expect(within(panel()).getByText('Progress: 0')).toBeTruthy();

    await user.clear(screen.getByLabelText('Your message'));
    await user.type(screen.getByLabelText('Your message'), 'Museums!{Shift>}{Enter}{/Shift}We live near the river');
    expect(transport.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await settled(1);
    expect(transport.requests[0]?.message).toBe('Museums!\nWe live near the river');
    expect(within(panel()).getByText('Outing: museums')).toBeTruthy();
    expect(within(panel()).getByText('Where: Museums! We live near the river')).toBeTruthy();
  });

  it('stops a reply on its way; Retry asks again under a fresh id', async () => {
    const { user, transport } = renderGuide('outdoor-trip');
    transport.holdNext();
    await user.type(screen.getByLabelText('Your message'), 'We want to go camping{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(await within(log()).findByText(GUIDED_STOPPED_TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(within(panel()).getByText('Trip: camping')).toBeTruthy();

    await user.click(within(log()).getByRole('button', { name: 'Retry' }));
    await settled(1);
    expect(lastReply()).toContain('Camping is so much fun');
    expect(transport.requests[1]?.message).toBe('We want to go camping');
    expect(transport.requests[1]?.clientMessageId).not.toBe(transport.requests[0]?.clientMessageId);
    expect(within(log()).getAllByLabelText('You said')).toHaveLength(1);
  });

  it('starts over with nothing chosen, no topics and a new conversation', async () => {
    const transport = guidedMentorTransportCreate({ conversationId: '4a1c1c5e-2a47-4f3e-9a57-0b6f9c3f1d11' });
    const { user } = renderGuide('meditation', transport);
    await say(user, 'A forest please');
    expect(within(panel()).getByText('Place: forest')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(within(log()).queryAllByRole('article')).toHaveLength(0);
    expect(within(panel()).getByText('Progress: 0')).toBeTruthy();
    expect(within(panel()).getByText('Nothing chosen yet.')).toBeTruthy();
    expect(topics()).toEqual([]);
    await say(user, 'By the water this time');
    expect(within(panel()).getByText('Place: lakeside')).toBeTruthy();
    expect(transport.requests.at(-1)?.conversationId).toBeNull();
  });
});
