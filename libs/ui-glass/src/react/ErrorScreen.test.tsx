import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentLoadError } from './ComponentLoadError';
import { ErrorScreen } from './ErrorScreen';
import { MobileErrorScreen } from './MobileErrorScreen';

afterEach(cleanup);

describe('ErrorScreen', () => {
  it('shows the exact SPEC texts and buttons', () => {
    render(<ErrorScreen onRetry={vi.fn()} onReload={vi.fn()} onSelectMode={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText("We've been notified and are working to fix this issue.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    const modes = screen.getByRole('group', { name: 'Or try a different mode:' });
    expect(Array.from(modes.querySelectorAll('button')).map((button) => button.textContent)).toEqual([
      'hosted-database',
      'local',
      'minimal',
    ]);
  });

  it('calls onRetry and onReload', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const onReload = vi.fn();
    render(<ErrorScreen onRetry={onRetry} onReload={onReload} />);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('selects a mode and retries, showing the current mode pressed', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    render(<ErrorScreen currentMode="local" onRetry={() => calls.push('retry')} onSelectMode={(mode) => calls.push(mode)} />);
    expect(screen.getByRole('button', { name: 'local' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'minimal' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'minimal' }));
    expect(calls).toEqual(['minimal', 'retry']);
  });
});

describe('ComponentLoadError', () => {
  it("shows 'Failed to load component' with Refresh Page", async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    render(<ComponentLoadError onRefresh={onRefresh} />);
    expect(screen.getByRole('heading', { name: 'Failed to load component' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});

describe('MobileErrorScreen', () => {
  it('shows the platform and the attempt out of 3', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<MobileErrorScreen platform="Android" attempt={2} onRetry={onRetry} onReload={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Android')).toBeTruthy();
    expect(screen.getByText('Attempt 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
  });
});
