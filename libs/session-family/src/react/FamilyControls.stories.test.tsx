import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { REAUTHENTICATION_REQUIRED_MESSAGE } from '@grove/api-contract';
import * as limitsStories from './ChildLimitsForm.stories';
import * as consentStories from './ExternalModelConsentSwitch.stories';
import * as resetStories from './ParentPinResetForm.stories';

const reset = composeStories(resetStories);
const limits = composeStories(limitsStories);
const consent = composeStories(consentStories);

afterEach(cleanup);

describe('ParentPinResetForm previews show what they describe', () => {
  it('WithPassword asks for the password and the new PIN twice, checks them, and resets with the right password', async () => {
    const user = userEvent.setup();
    render(<reset.WithPassword />);
    const form = screen.getByRole('form', { name: 'Reset the parent PIN' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Account password'));
    await user.click(within(form).getByRole('button', { name: 'Reset parent PIN' }));
    expect(within(form).getByText('Enter your account password.')).toBeTruthy();
    expect(within(form).getByText('PIN must be 4 to 6 digits.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Account password'), 'wrong one');
    await user.type(within(form).getByLabelText('New parent PIN'), '13a57');
    await user.type(within(form).getByLabelText('Confirm new parent PIN'), '1357');
    expect((within(form).getByLabelText('New parent PIN') as HTMLInputElement).value).toBe('1357');
    await user.click(within(form).getByRole('button', { name: 'Reset parent PIN' }));
    expect(await within(form).findByText('That password is not right.')).toBeTruthy();
    expect((within(form).getByLabelText('Account password') as HTMLInputElement).value).toBe('');
    await user.type(within(form).getByLabelText('Account password'), resetStories.PREVIEW_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Reset parent PIN' }));
    expect((await screen.findByRole('status')).textContent).toContain('Parent PIN reset.');
  });

  it('WithGoogle asks no password', () => {
    render(<reset.WithGoogle />);
    expect(screen.queryByLabelText('Account password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm with Google and reset' })).toBeTruthy();
  });

  it('SignInTooOld shows the server’s message on the password', async () => {
    const user = userEvent.setup();
    render(<reset.SignInTooOld />);
    await user.type(screen.getByLabelText('Account password'), 'pw');
    await user.type(screen.getByLabelText('New parent PIN'), '1357');
    await user.type(screen.getByLabelText('Confirm new parent PIN'), '1357{Enter}');
    expect(await screen.findByText(REAUTHENTICATION_REQUIRED_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText('Account password').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('ChildLimitsForm previews show what they describe', () => {
  it('NoLimits shows both limits off; switching one on offers a suggestion, and a bad value is named before saving', async () => {
    const user = userEvent.setup();
    render(<limits.NoLimits />);
    const form = screen.getByRole('form', { name: 'Time limits for Mia' });
    expect(within(form).queryByLabelText('Minutes a day')).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: 'Limit chat time each day' }));
    const minutes = within(form).getByLabelText('Minutes a day') as HTMLInputElement;
    expect(minutes.value).toBe('60');
    await user.clear(minutes);
    await user.type(minutes, '3');
    await user.click(within(form).getByRole('button', { name: 'Save time limits' }));
    expect(within(form).getByText('Enter whole minutes from 5 to 720 (12 hours).')).toBeTruthy();
    expect(document.activeElement).toBe(minutes);
    await user.type(minutes, '0');
    await user.click(within(form).getByRole('button', { name: 'Save time limits' }));
    expect((await within(form).findByRole('status')).textContent).toBe('Saved: 30 minutes a day.');
    expect(within(form).getByText(/Times are in Europe\/London time/)).toBeTruthy();
  });

  it('LimitsSet shows what is saved', () => {
    render(<limits.LimitsSet />);
    expect((screen.getByLabelText('Minutes a day') as HTMLInputElement).value).toBe('45');
    expect((screen.getByLabelText('Quiet from') as HTMLInputElement).value).toBe('21:00');
    expect((screen.getByLabelText('Quiet until') as HTMLInputElement).value).toBe('07:00');
  });

  it('Refused shows the headline and the server’s reason', async () => {
    const user = userEvent.setup();
    render(<limits.Refused />);
    await user.click(screen.getByRole('button', { name: 'Save time limits' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save the time limitsThat child profile is not one of yours.');
  });
});

describe('ExternalModelConsentSwitch previews show what they describe', () => {
  it('Off says children use Grove’s own mind; turning it on says where their chats go', async () => {
    const user = userEvent.setup();
    render(<consent.Off />);
    const toggle = screen.getByRole('switch', { name: 'Let children’s chats go to llama3.2' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('status').textContent).toContain('Off: your children’s chats use Grove’s own mind');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(
      'On since 27 November 2026: what your children write in chat is sent to llama3.2 to write Grove’s replies.',
    );
  });

  it('On and Refused show their state and reason', () => {
    render(<consent.On />);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    cleanup();
    render(<consent.Refused />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong on our side. Please try again.');
  });
});
