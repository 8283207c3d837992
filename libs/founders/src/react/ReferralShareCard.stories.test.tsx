import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_NETWORK_FAILED } from '@grove/api-client';
import { trialDeviceFactsCollect } from '@grove/trial-guard/react';
import * as stories from './ReferralShareCard.stories';
import { FOUNDERS_ME_FAILED } from './foundersDisplay';
import { foundersStoryBackend } from './foundersStoryBackend.fixture';
import { REFERRAL_COPIED_TEXT, REFERRAL_COPY_FAILED_TEXT } from './ReferralShareCard';

const card = composeStories(stories);

function sent(method: string, path: string) {
  return foundersStoryBackend().requests.filter((request) => request.method === method && request.path === path);
}

function linkBox(): HTMLInputElement {
  return screen.getByLabelText('Link') as HTMLInputElement;
}

beforeAll(() => trialDeviceFactsCollect({ canvas: false }));
afterEach(() => {
  cleanup();
  // navigator.share exists only where a test gave it.
  Reflect.deleteProperty(navigator, 'share');
  vi.restoreAllMocks();
});

describe('ReferralShareCard previews', () => {
  it('WithLink shows the link, the code and the figures; Copy link puts the link on the clipboard and says "Copied"', async () => {
    const user = userEvent.setup();
    render(<card.WithLink />);
    expect(await screen.findByDisplayValue('https://grove.example/refer/K7M3Q-PX9TB-4HWZR')).toBeTruthy();
    expect(screen.getByText('K7M3Q-PX9TB-4HWZR')).toBeTruthy();
    expect(screen.getByText('Opened 6 times · 4 joined')).toBeTruthy();
    // Without the Web Share API there is no Share button.
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('https://grove.example/refer/K7M3Q-PX9TB-4HWZR');
    expect(screen.getByRole('status').textContent).toBe(REFERRAL_COPIED_TEXT);
  });

  it('WithLink selects the link for a manual copy when the clipboard refuses', async () => {
    const user = userEvent.setup();
    render(<card.WithLink />);
    await screen.findByDisplayValue(/refer\/K7M3Q/);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status').textContent).toBe(REFERRAL_COPY_FAILED_TEXT);
    expect(document.activeElement).toBe(linkBox());
    expect(linkBox().selectionEnd).toBe(linkBox().value.length);
  });

  it('WithLink offers Share where the browser has the Web Share API, and shares the link', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    render(<card.WithLink />);
    await user.click(await screen.findByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: 'https://grove.example/refer/K7M3Q-PX9TB-4HWZR' }));
    // Closing the share sheet is not an error.
    share.mockRejectedValueOnce(new DOMException('Cancelled', 'AbortError'));
    await user.click(screen.getByRole('button', { name: 'Share…' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('WithLink revokes only after a confirmation; Escape keeps the link and gives focus back', async () => {
    const user = userEvent.setup();
    render(<card.WithLink />);
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const confirm = screen.getByRole('group', { name: /Revoke your link\?/ });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Yes, revoke it' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /Revoke your link\?/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Revoke' }));
    expect(sent('DELETE', '/api/founders-club/me/code')).toHaveLength(0);

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Yes, revoke it' }));
    expect(await screen.findByRole('button', { name: 'Make my link' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your link was revoked. Nobody can join with it now.');
    expect(sent('DELETE', '/api/founders-club/me/code')).toHaveLength(1);
  });

  it('WithLink makes a new code after a confirmation: the old one is revoked and the new link shows', async () => {
    const user = userEvent.setup();
    render(<card.WithLink />);
    await user.click(await screen.findByRole('button', { name: 'Make a new code' }));
    expect(screen.getByRole('group', { name: /Make a new code\?/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes, make a new code' }));
    expect(await screen.findByDisplayValue('https://grove.example/refer/R4VXB-9CJ2N-HM7PT')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your new link is ready. The old one no longer works.');
    expect(foundersStoryBackend().requests.filter((request) => request.path === '/api/founders-club/me/code').map((request) => request.method)).toEqual(['DELETE', 'POST']);
  });

  it('NoLink makes a link; a network failure says so and the button stays', async () => {
    const user = userEvent.setup();
    render(<card.NoLink />);
    foundersStoryBackend().failNext('POST', /\/me\/code$/, 'network');
    await user.click(await screen.findByRole('button', { name: 'Make my link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(API_NETWORK_FAILED);
    await user.click(screen.getByRole('button', { name: 'Make my link' }));
    expect(await screen.findByDisplayValue('https://grove.example/refer/R4VXB-9CJ2N-HM7PT')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Loading says the link is loading', () => {
    render(<card.Loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading your invitation link…');
  });

  it('LoadError says what failed and why; Try again loads the link', async () => {
    const user = userEvent.setup();
    render(<card.LoadError />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(FOUNDERS_ME_FAILED)).toBeTruthy();
    expect(within(alert).getByText('Grove is busy right now. Please try again in a moment.')).toBeTruthy();
    foundersStoryBackend().heal();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue(/refer\/K7M3Q-PX9TB-4HWZR$/)).toBeTruthy();
  });

  it('sends the device headers with /me, so the server can tell a referrer’s own device', async () => {
    render(<card.WithLink />);
    await screen.findByDisplayValue(/refer\//);
    await waitFor(() => expect(sent('GET', '/api/founders-club/me')[0]?.headers['x-device-id']).toMatch(/\S{8,}/));
  });
});
