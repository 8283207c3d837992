import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FOUNDERS_ALREADY_JOINED_MESSAGE, INVITATION_STATUS_MESSAGES } from '@grove/api-contract';
import { API_NETWORK_FAILED } from '@grove/api-client';
import { trialDeviceFactsCollect } from '@grove/trial-guard/react';
import * as stories from './PendingInvitation.stories';
import { foundersStoryBackend } from './foundersStoryBackend.fixture';
import { InvitationCodeEntry } from './InvitationCodeEntry';
import { INVITATION_CODE_STORAGE_KEY, PENDING_INVITATION_KEPT_TEXT } from './pendingInvitation';

const pending = composeStories(stories);

function joins() {
  return foundersStoryBackend().requests.filter((request) => request.method === 'POST' && request.path === '/api/founders-club/join');
}

beforeAll(() => trialDeviceFactsCollect({ canvas: false }));
afterEach(cleanup);

describe('PendingInvitation previews', () => {
  it('Joined sends the kept code once with the device headers, says so, and forgets the code', async () => {
    const user = userEvent.setup();
    render(<pending.Joined />);
    expect(await screen.findByText('You joined Grove with Maya’s invitation.')).toBeTruthy();
    expect(screen.getByText(/Founder seat No\. 57 is yours\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your progress' }).getAttribute('href')).toBe('/refer');
    expect(joins()).toHaveLength(1);
    expect(joins()[0].body).toEqual({ code: 'K7M3QPX9TB4HWZR' });
    expect(joins()[0].headers['x-device-id']).toMatch(/\S{8,}/);
    expect(window.localStorage.getItem(INVITATION_CODE_STORAGE_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/You joined Grove/)).toBeNull();
  });

  it('AlreadyJoined shows the contract’s 409 message and forgets the code', async () => {
    render(<pending.AlreadyJoined />);
    expect((await screen.findByRole('alert')).textContent).toContain(FOUNDERS_ALREADY_JOINED_MESSAGE);
    expect(window.localStorage.getItem(INVITATION_CODE_STORAGE_KEY)).toBeNull();
  });

  it('CodeRevoked shows the revoked code’s message', async () => {
    render(<pending.CodeRevoked />);
    expect((await screen.findByRole('alert')).textContent).toContain(INVITATION_STATUS_MESSAGES.revoked);
  });

  it('Unreachable keeps the code and says so; Try again joins', async () => {
    const user = userEvent.setup();
    render(<pending.Unreachable />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(API_NETWORK_FAILED)).toBeTruthy();
    expect(within(alert).getByText(PENDING_INVITATION_KEPT_TEXT)).toBeTruthy();
    expect(window.localStorage.getItem(INVITATION_CODE_STORAGE_KEY)).toBe('K7M3Q-PX9TB-4HWZR');
    foundersStoryBackend().heal();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You joined Grove with Maya’s invitation.')).toBeTruthy();
    expect(window.localStorage.getItem(INVITATION_CODE_STORAGE_KEY)).toBeNull();
  });

  it('NotSignedIn sends nothing and shows nothing', async () => {
    const { container } = render(<pending.NotSignedIn />);
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(joins()).toHaveLength(0);
    expect(window.localStorage.getItem(INVITATION_CODE_STORAGE_KEY)).toBe('K7M3Q-PX9TB-4HWZR');
  });
});

describe('InvitationCodeEntry', () => {
  it('opens a code typed in any case with spaces, in its display form', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<InvitationCodeEntry onOpen={onOpen} />);
    await user.type(screen.getByLabelText('Invitation code'), 'k7m3q px9tb 4hwzr{Enter}');
    expect(onOpen).toHaveBeenCalledWith('K7M3Q-PX9TB-4HWZR');
  });

  it('says a slip at once and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<InvitationCodeEntry onOpen={onOpen} />);
    await user.type(screen.getByLabelText('Invitation code'), 'K7M3Q-PX9TB-4HWZ0');
    await user.click(screen.getByRole('button', { name: 'Open the invitation' }));
    expect(screen.getByRole('alert').textContent).toBe(INVITATION_STATUS_MESSAGES.unknown);
    expect((screen.getByLabelText('Invitation code') as HTMLInputElement).value).toBe('K7M3Q-PX9TB-4HWZ0');
    expect(screen.getByLabelText('Invitation code').getAttribute('aria-invalid')).toBe('true');
    expect(onOpen).not.toHaveBeenCalled();
  });
});
