import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@grove/api-contract';
import * as stories from './TokenMeter.stories';

const { Normal, LowBalance, NearLimit, FreeAccess, Loading, LoadError, Compact } = composeStories(stories);

describe('TokenMeter previews show what they describe', () => {
  afterEach(cleanup);

  it('Normal shows the balance and today’s use, with no warning', async () => {
    render(<Normal />);
    expect((await screen.findByTestId('token-balance')).textContent).toBe('842,315');
    expect(screen.getByRole('meter', { name: "Today's token use" }).getAttribute('aria-valuenow')).toBe('157685');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('LowBalance warns, and its Buy tokens button works', async () => {
    render(<LowBalance />);
    expect((await screen.findByTestId('token-balance')).textContent).toBe('23,450');
    expect(screen.getByRole('status').textContent).toContain('Your token balance is low.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy tokens' }));
    expect(screen.getByText('Buy tokens pressed 1 time(s).')).toBeTruthy();
  });

  it('NearLimit warns about today’s limit', async () => {
    render(<NearLimit />);
    await screen.findByTestId('token-balance');
    expect(screen.getByRole('status').textContent).toContain("You have used 86% of today's tokens.");
  });

  it('FreeAccess shows "Unlimited" and no meter', async () => {
    render(<FreeAccess />);
    expect((await screen.findByTestId('token-balance')).textContent).toBe('Unlimited');
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('Loading stays on "Loading..."', async () => {
    render(<Loading />);
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.loading);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.loading);
    expect(screen.queryByTestId('token-balance')).toBeNull();
  });

  it('LoadError shows the server’s message and Retry', async () => {
    render(<LoadError />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not load your token balance.That account is not yours.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('Compact shows both warnings, shortened', async () => {
    render(<Compact />);
    expect((await screen.findByTestId('token-balance')).textContent).toBe('23,450');
    expect(screen.getByRole('status').textContent).toBe("⚠ Low balance⚠ 91% of today's limit used");
  });
});
