import { composeStories } from '@storybook/react-vite';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './SessionProvider.stories';

const { FamilyNoProfile, SoloAccount, InactivityTimeout } = composeStories(stories);

describe('SessionProvider previews show what they describe', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('FamilyNoProfile starts with no profile, and a choice starts one', () => {
    render(<FamilyNoProfile />);
    expect(screen.getByRole('status').textContent).toBe('No profile is active.');
    fireEvent.click(screen.getByRole('button', { name: 'Be Mia' }));
    expect(screen.getByRole('status').textContent).toBe('Active profile: mia (child_user)');
  });

  it('SoloAccount has the solo session at once', () => {
    render(<SoloAccount />);
    expect(screen.getByRole('status').textContent).toBe('Active profile: solo (standard_user)');
  });

  it('InactivityTimeout ends the session with SPEC’s alert within seconds', async () => {
    vi.useFakeTimers();
    render(<InactivityTimeout />);
    fireEvent.click(screen.getByRole('button', { name: 'Be the parent' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3500);
    });
    expect(screen.getByRole('alert').textContent).toBe('Your session has expired due to inactivity.');
    expect(screen.getByRole('status').textContent).toBe('No profile is active.');
  });
});
