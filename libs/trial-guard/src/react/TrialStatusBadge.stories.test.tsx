import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './TrialStatusBadge.stories';

const { Active, Exhausted, Fallback } = composeStories(stories);

describe('TrialStatusBadge previews show what they describe', () => {
  afterEach(cleanup);

  it('Active shows the tokens left and that the trial is active', () => {
    render(<Active />);
    const badge = screen.getByRole('region', { name: 'Free trial' });
    expect(screen.getByTestId('trial-tokens-left').textContent).toBe('62,500');
    expect(badge.textContent).toContain('62,500 tokens left');
    expect(badge.textContent).not.toContain('estimate');
    expect(screen.getByRole('status').textContent).toBe('Your free trial is active.');
    expect(badge.textContent).not.toContain('Renews at');
  });

  it('Exhausted shows nothing left and when the trial renews', () => {
    render(<Exhausted />);
    expect(screen.getByTestId('trial-tokens-left').textContent).toBe('0');
    expect(screen.getByRole('status').textContent).toBe('You have used your free trial for today.');
    const time = screen.getByText(/UTC$/);
    expect(time.getAttribute('dateTime')).toBe('2025-03-11T09:30:00.000Z');
    expect(screen.getByRole('region', { name: 'Free trial' }).textContent).toContain('Renews at 11 Mar 2025, 09:30 UTC');
  });

  it('Fallback marks the browser’s numbers as an estimate', () => {
    render(<Fallback />);
    expect(screen.getByTestId('trial-tokens-left').textContent).toBe('88,000');
    expect(screen.getByRole('region', { name: 'Free trial' }).textContent).toContain('88,000 tokens left (estimate)');
    expect(screen.getByRole('status').textContent).toBe('Trial status is unavailable; showing what this browser remembers.');
  });
});
