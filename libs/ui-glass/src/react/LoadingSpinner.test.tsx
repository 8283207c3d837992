import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingSpinner } from './LoadingSpinner';

afterEach(cleanup);

describe('LoadingSpinner', () => {
  it("is a status showing 'Loading...'", () => {
    render(<LoadingSpinner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(screen.getByText('Loading...')).toBeTruthy();
  });
});
