import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { gameStart, gameTitle, type GameType, type OppositesState, type PromptDetectiveVariant } from '../index';
import { GameBoard } from './GameBoard';
import { GAME_STOPPED_TEXT } from './gameController';
import { gameMentorTransportCreate, type GameMentorTransport } from './gameMentorTransport.fixture';
import { GameStatusPanel } from './GameStatusPanel';
import { GAME_STORE_MAX_ENTRIES, gameRecordKey, gameStoreMemory, type GameEntry, type GameStore } from './gameStore';
import { useGame } from './useGame';

afterEach(cleanup);

const OFFLINE = 'The mentor cannot be reached right now. Your move is kept: press Retry when you are back online.';

function idsFrom(prefix: string): () => string {
  let next = 0;
  return () => `${prefix}-${String((next += 1)).padStart(4, '0')}`;
}

function Game({ type, variant, transport, store, newId }: { type: GameType; variant?: PromptDetectiveVariant; transport: GameMentorTransport; store: GameStore; newId: () => string }) {
  const game = useGame({ type, variant, profileKey: 'u1_solo', userId: 'u1', transport, store, newId });
  return (
    <div>
      <GameBoard title={gameTitle(game.state)} game={game} />
      <GameStatusPanel state={game.state} />
    </div>
  );
}

function renderGame(type: GameType, options: { store?: ReturnType<typeof gameStoreMemory>; transport?: GameMentorTransport; variant?: PromptDetectiveVariant } = {}) {
  const store = options.store ?? gameStoreMemory();
  const transport = options.transport ?? gameMentorTransportCreate();
  const newId = idsFrom(type);
  render(<Game type={type} variant={options.variant} transport={transport} store={store} newId={newId} />);
  return { user: userEvent.setup(), store, transport };
}

function log(): HTMLElement {
  return screen.getByRole('log', { name: 'Game messages' });
}

function statusValue(label: string): string {
  const panel = screen.getByRole('region', { name: 'Game status' });
  const term = within(panel).getByText(label);
  return term.nextElementSibling?.textContent ?? '';
}

async function start(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'Start' }));
  await waitFor(() => expect(within(log()).getAllByLabelText('Mentor said').at(-1)?.getAttribute('aria-busy')).toBe('false'));
}

async function play(user: ReturnType<typeof userEvent.setup>, move: string): Promise<void> {
  const before = within(log()).queryAllByLabelText('Mentor said').length;
  await user.type(screen.getByLabelText('Your move'), `${move}{Enter}`);
  await waitFor(() => expect(within(log()).getAllByLabelText('Mentor said')).toHaveLength(before + 1));
  await waitFor(() => expect(within(log()).getAllByLabelText('Mentor said').at(-1)?.getAttribute('aria-busy')).toBe('false'));
}

describe('useGame with the game board', () => {
  it('starts with the opening as the child’s first line and sends a game request of SPEC §7', async () => {
    const { user, transport } = renderGame('opposites');
    expect(screen.getByRole('heading', { level: 1, name: 'Opposites' })).toBeTruthy();
    await start(user);
    expect(within(log()).getByLabelText('You said').textContent).toBe("Let's play Opposites!");
    expect(within(log()).getByLabelText('Mentor said').textContent).toContain("Let's play Opposites!");
    expect(transport.requests[0]).toMatchObject({
      message: "Let's play Opposites!",
      userId: 'u1',
      conversationId: null,
      clientMessageId: 'opposites-0002',
      localHistory: [],
      gameMode: true,
      gameType: 'opposites',
      gameData: { type: 'opposites', id: 'opposites-0001', started: false },
    });
  });

  it('keeps a game in one server conversation: later moves carry the first reply\'s conversationId, a new game starts afresh', async () => {
    const transport = gameMentorTransportCreate({ conversationId: 'conv-9' });
    const { user } = renderGame('opposites', { transport });
    await start(user);
    await play(user, 'hot');
    expect(transport.requests.map((request) => request.conversationId)).toEqual([null, 'conv-9']);
    await user.click(screen.getByRole('button', { name: 'New game' }));
    await start(user);
    expect(transport.requests.at(-1)?.conversationId).toBeNull();
  });

  it('refuses a repeated opposite with SPEC §5’s message, sends nothing and keeps the text', async () => {
    const { user, transport } = renderGame('opposites');
    await start(user);
    await play(user, 'hot');
    expect(within(log()).getAllByLabelText('Mentor said').at(-1)?.textContent).toContain('The opposite of hot is cold!');
    const sent = transport.requests.length;

    await user.type(screen.getByLabelText('Your move'), 'HOT{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('You already used "hot". Try a different word!');
    expect(transport.requests).toHaveLength(sent);
    expect((screen.getByLabelText('Your move') as HTMLTextAreaElement).value).toBe('HOT');
    expect(within(log()).getAllByLabelText('You said')).toHaveLength(2);
    expect(statusValue('Words played')).toBe('1');
  });

  it('shows the alphabet chain’s letter and turn, and the hint for the next word', async () => {
    const { user } = renderGame('alphabet-chain');
    expect(screen.getByText('Press Start to begin the game.')).toBeTruthy();
    await start(user);
    // The mentor played A; the child's word starts with B.
    expect(statusValue('Letter')).toBe('B');
    expect(statusValue('Turn')).toBe('Yours');
    expect(screen.getByText('A word that starts with B')).toBeTruthy();

    await user.type(screen.getByLabelText('Your move'), 'cat{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('"cat" does not start with B. Try a word that starts with B!');

    await user.clear(screen.getByLabelText('Your move'));
    await play(user, 'banana');
    expect(statusValue('Letter')).toBe('D');
    expect(statusValue('Turn')).toBe('Yours');
    expect(screen.getByText('A word that starts with D')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts twenty questions down from 20 to 19 for a valid question, and never shows the marker', async () => {
    const { user, transport } = renderGame('twenty-questions');
    await start(user);
    expect(statusValue('Questions left')).toBe('20');
    // The secret came in the opening's marker; the child never sees it.
    expect(transport.requests).toHaveLength(1);
    expect(log().textContent).not.toMatch(/\[\[|grove-game/);

    await user.type(screen.getByLabelText('Your move'), 'What is it?{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Please ask a yes/no question. For example: "Is it alive?" or "Is it bigger than a car?"');
    expect(statusValue('Questions left')).toBe('20');

    await user.clear(screen.getByLabelText('Your move'));
    await play(user, 'Is it alive?');
    expect(statusValue('Questions left')).toBe('19');
    expect(transport.requests[1]?.gameData).toMatchObject({ questionsLeft: 19, started: true });
    expect(typeof transport.requests[1]?.gameData?.['secret']).toBe('string');
    expect(log().textContent).not.toMatch(/\[\[|grove-game/);
  });

  it('hides a marker that is still arriving while the reply streams', async () => {
    const transport = gameMentorTransportCreate({ reply: () => `Hello there, let us play! [[grove-game:${'A'.repeat(60)}]]` });
    transport.holdNext();
    const { user } = renderGame('riddles', { transport });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const mentor = await within(log()).findByLabelText('Mentor said');
    await waitFor(() => expect(mentor.textContent).toContain('Hello there'));
    expect(mentor.getAttribute('aria-busy')).toBe('true');
    expect(log().textContent).not.toMatch(/\[|grove-game/);
    transport.release();
    await waitFor(() => expect(mentor.getAttribute('aria-busy')).toBe('false'));
    expect(mentor.textContent).toBe('Hello there, let us play!');
  });

  it('keeps a failed move and resends the same move on Retry, applying it once', async () => {
    const { user, transport, store } = renderGame('twenty-questions');
    await start(user);
    transport.failNext(OFFLINE);
    await user.type(screen.getByLabelText('Your move'), 'Is it alive?{Enter}');
    const failed = await within(log()).findByText(OFFLINE);
    expect(failed.getAttribute('role')).toBe('alert');
    expect(statusValue('Questions left')).toBe('19');
    // A new move waits until the failed one has gone.
    await user.type(screen.getByLabelText('Your move'), 'Is it big?{Enter}');
    expect(within(screen.getByRole('region', { name: /Twenty questions/ })).getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Your last move is still waiting for the mentor. Press Retry to send it again, or start a new game.',
    );
    await user.clear(screen.getByLabelText('Your move'));

    await user.click(within(log()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log()).queryByText(OFFLINE)).toBeNull());
    await waitFor(() => expect(within(log()).getAllByLabelText('Mentor said').at(-1)?.getAttribute('aria-busy')).toBe('false'));
    expect(transport.requests).toHaveLength(3);
    // The same move, the same idempotency key, the move applied once.
    expect(transport.requests[2]?.clientMessageId).toBe(transport.requests[1]?.clientMessageId);
    expect(transport.requests[2]?.gameData).toEqual(transport.requests[1]?.gameData);
    expect(statusValue('Questions left')).toBe('19');
    expect(within(log()).getAllByLabelText('You said').map((entry) => entry.textContent)).toEqual(["Let's play Twenty questions!", 'Is it alive?']);
    const saved = await store.load(gameRecordKey('u1_solo', 'twenty-questions'));
    expect(saved?.entries.map((entry) => entry.status)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('stops a reply on its way; Retry asks again under a fresh client message id', async () => {
    const { user, transport } = renderGame('opposites');
    await start(user);
    transport.holdNext();
    await user.type(screen.getByLabelText('Your move'), 'up{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(await within(log()).findByText(GAME_STOPPED_TEXT)).toBeTruthy();
    await user.click(within(log()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log()).getAllByLabelText('Mentor said').at(-1)?.textContent).toContain('The opposite of up is down!'));
    expect(transport.requests[2]?.message).toBe('up');
    expect(transport.requests[2]?.clientMessageId).not.toBe(transport.requests[1]?.clientMessageId);
    expect(statusValue('Words played')).toBe('1');
  });

  it('sends the last 2 exchanges as local history', async () => {
    const { user, transport } = renderGame('opposites');
    await start(user);
    await play(user, 'hot');
    await play(user, 'big');
    await play(user, 'up');
    expect(transport.requests[3]?.localHistory?.map((entry) => `${entry.role}:${entry.content.split(' ').slice(0, 5).join(' ')}`)).toEqual([
      'user:hot',
      'assistant:The opposite of **hot** is',
      'user:big',
      'assistant:The opposite of **big** is',
    ]);
    expect(JSON.stringify(transport.requests[3]?.localHistory)).not.toContain('grove-game');
  });

  it('plays prompt detective with the A–D buttons', async () => {
    const { user, transport } = renderGame('prompt-detective');
    await start(user);
    const options = screen.getByRole('group', { name: 'Choose an option' });
    expect(within(options).getAllByRole('button').map((button) => button.textContent)).toEqual(['A', 'B', 'C', 'D']);
    await user.click(within(options).getByRole('button', { name: 'C' }));
    await waitFor(() => expect(transport.requests).toHaveLength(2));
    expect(transport.requests[1]?.message).toBe('C');
    await waitFor(() => expect(statusValue('Score')).toMatch(/ of 1$/));
  });

  it('resumes the saved game, keeps the last 200 entries in the store, and New game deletes it', async () => {
    const store = gameStoreMemory();
    const key = gameRecordKey('u1_solo', 'opposites');
    const state: OppositesState = { ...(gameStart('opposites', 'saved-game') as OppositesState), started: true, round: 100, usedWords: [] };
    const entries: GameEntry[] = Array.from({ length: GAME_STORE_MAX_ENTRIES }, (_, index) => ({
      id: `old-${index}`,
      role: index % 2 === 0 ? 'user' : 'mentor',
      text: index % 2 === 0 ? `word${index}` : `reply ${index}`,
      status: 'done',
    }));
    await store.save(key, { state, entries, updatedAt: 1 });
    const { user } = renderGame('opposites', { store });
    await within(log()).findByText('reply 199');
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();

    await play(user, 'hot');
    await waitFor(async () => expect((await store.load(key))?.entries.at(-1)?.status).toBe('done'));
    const saved = await store.load(key);
    expect(saved?.entries).toHaveLength(GAME_STORE_MAX_ENTRIES);
    expect(saved?.entries[0]?.id).toBe('old-2');
    expect(saved?.entries.at(-2)?.text).toBe('hot');
    expect(saved?.state.id).toBe('saved-game');

    await user.click(screen.getByRole('button', { name: 'New game' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
    await waitFor(() => expect(store.records.has(key)).toBe(false));
  });

  it('turns a reply that was streaming when the page closed into a Retry', async () => {
    const store = gameStoreMemory();
    const key = gameRecordKey('u1_solo', 'riddles');
    await store.save(key, {
      state: gameStart('riddles', 'r1'),
      entries: [
        { id: 'move-00001', role: 'user', text: "Let's play Riddles!", status: 'done' },
        { id: 'reply-0001', role: 'mentor', text: 'Here is a rid', status: 'streaming' },
      ],
      updatedAt: 1,
    });
    const { user, transport } = renderGame('riddles', { store });
    expect(await within(log()).findByText('The reply was interrupted. Press Retry to ask again.')).toBeTruthy();
    await user.click(within(log()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(transport.requests).toHaveLength(1));
    expect(transport.requests[0]).toMatchObject({ message: "Let's play Riddles!", clientMessageId: 'move-00001', gameData: { started: false } });
  });
});
