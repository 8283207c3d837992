import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_MEMORY_EVENTS, adultMemoriesSample } from './memorySamples.fixture';
import { memoryStoryBackend, memoryStoryStoreCreate } from './memoryStoryBackend.fixture';
import { MemoryList } from './MemoryList';
import { MemoryAddForm } from './MemoryAddForm';
import { MemorySettingsSwitches } from './MemorySettingsSwitches';
import { RememberedChip } from './RememberedChip';
import { MEMORY_NETWORK_FAILED } from './memoryApi';

const ON = { memoryEnabled: true, autoCapture: true };
const OUTAGE = { status: 503, code: 'internal', message: 'Something went wrong on our side. Please try again.' } as const;

function renderWithAdult(ui: React.ReactNode) {
  return renderWithAdultStore(ui).user;
}

function renderWithAdultStore(ui: React.ReactNode) {
  const store = memoryStoryStoreCreate({ profiles: { 'adult-1': { contentMode: 'FULL', settings: ON, memories: adultMemoriesSample() } } });
  render(<Provider store={store}>{ui}</Provider>);
  return { user: userEvent.setup(), store };
}

describe('memory binding: nothing typed is lost and every failure says why', () => {
  afterEach(cleanup);

  it('the compact switch drawn pending (a frame before sign-in settles) keeps its place, is off, and asks nothing', () => {
    const { store } = renderWithAdultStore(<MemorySettingsSwitches profileId="adult-1" compact pending />);
    const placeholder = screen.getByTestId('memory-switch-pending');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect((within(placeholder).getByRole('switch', { hidden: true }) as HTMLButtonElement).disabled).toBe(true);
    // No read was started (RTK Query records a query the moment it is asked for).
    expect(store.getState().groveApi.queries).toEqual({});
  });

  it('a failed edit keeps the typed words and shows the server’s message; Save again works', async () => {
    const user = renderWithAdult(<MemoryList profileId="adult-1" />);
    await user.click(await screen.findByRole('button', { name: 'Edit Likes green tea' }));
    const words = screen.getByLabelText('Memory');
    await user.clear(words);
    await user.type(words, 'Likes mint tea');
    memoryStoryBackend().failNext('PATCH', /\/api\/memory\//, { status: 400, code: 'bad_request', message: 'content: too long', field: 'content' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('content: too long');
    expect((screen.getByLabelText('Memory') as HTMLTextAreaElement).value).toBe('Likes mint tea');
    expect(screen.getByLabelText('Memory').getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Likes mint tea')).toBeTruthy();
    expect(screen.queryByLabelText('Memory')).toBeNull();
  });

  it('a failed delete leaves the memory and says so', async () => {
    const user = renderWithAdult(<MemoryList profileId="adult-1" />);
    memoryStoryBackend().failNext('DELETE', /\/api\/memory\//, OUTAGE);
    await user.click(await screen.findByRole('button', { name: 'Delete Likes green tea' }));
    const item = screen.getByText('Likes green tea').closest('li') as HTMLElement;
    expect((await within(item).findByRole('alert')).textContent).toBe(OUTAGE.message);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('a failed Undo keeps the Undo bar with the reason', async () => {
    const user = renderWithAdult(<MemoryList profileId="adult-1" />);
    await user.click(await screen.findByRole('button', { name: 'Delete Likes green tea' }));
    memoryStoryBackend().failNext('POST', /\/restore$/, OUTAGE);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(OUTAGE.message);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
  });

  it('the add form keeps the words when the API cannot be reached', async () => {
    const user = renderWithAdult(<MemoryAddForm profileId="adult-1" />);
    memoryStoryBackend().failNext('POST', /^\/api\/memory$/, 'network');
    await user.type(screen.getByLabelText('What should Grove remember?'), 'Likes long walks');
    await user.click(screen.getByRole('button', { name: 'Remember this' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MEMORY_NETWORK_FAILED);
    expect((screen.getByLabelText('What should Grove remember?') as HTMLTextAreaElement).value).toBe('Likes long walks');
  });

  it('the add form says when Grove already remembers it, and refuses an empty memory without a call', async () => {
    const user = renderWithAdult(<MemoryAddForm profileId="adult-1" />);
    await user.click(screen.getByRole('button', { name: 'Remember this' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write what Grove should remember.');
    expect(memoryStoryBackend().requests).toEqual([]);
    await user.type(screen.getByLabelText('What should Grove remember?'), 'Likes green tea');
    await user.click(screen.getByRole('button', { name: 'Remember this' }));
    expect((await screen.findByText('Grove already remembers that.')).getAttribute('role')).toBe('status');
  });

  it('a failed switch change says why and the switch stays as it was', async () => {
    const user = renderWithAdult(<MemorySettingsSwitches profileId="adult-1" />);
    memoryStoryBackend().failNext('POST', /^\/api\/memory\/users$/, { status: 400, code: 'bad_request', message: 'memoryEnabled: expected a boolean', field: 'memoryEnabled' });
    await user.click(await screen.findByRole('switch', { name: 'Memory' }));
    expect((await screen.findByRole('alert')).textContent).toBe('memoryEnabled: expected a boolean');
    expect(screen.getByRole('switch', { name: 'Memory' }).getAttribute('aria-checked')).toBe('true');
  });

  it('the chat header’s compact switch holds its place, unseen and unannounced, until the settings arrive', async () => {
    renderWithAdult(<MemorySettingsSwitches profileId="adult-1" compact />);
    // Issue 22: the same switch, hidden, so the header does not rewrap (and move the chat) when it arrives.
    const held = screen.getByTestId('memory-switch-pending');
    expect(held.getAttribute('aria-hidden')).toBe('true');
    expect(held.classList.contains('grove-memory-switches--compact')).toBe(true);
    expect(screen.queryByRole('switch', { name: 'Memory' })).toBeNull();
    expect((await screen.findByRole('switch', { name: 'Memory' })).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByTestId('memory-switch-pending')).toBeNull();
  });

  it('the chip’s failed Undo says why and can be tried again', async () => {
    const user = renderWithAdult(<RememberedChip event={CHAT_MEMORY_EVENTS.added} />);
    memoryStoryBackend().failNext('DELETE', /\/api\/memory\//, 'network');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That could not be undone. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect((await screen.findByRole('status')).textContent).toBe("Okay, I won't remember that.");
  });
});
