import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TRIAL_STATUS_CHECKING_TEXT, TrialStatusBadge, TrialStatusPending } from './TrialStatusBadge';

describe('TrialStatusPending holds the badge’s place while the trial’s status loads', () => {
  afterEach(cleanup);

  it('says it is checking, busy, in a box of the badge’s shape: the same region, class and lines', () => {
    const { container: pending } = render(<TrialStatusPending />);
    const region = screen.getByRole('region', { name: 'Free trial' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(TRIAL_STATUS_CHECKING_TEXT);
    // The numbers' line is held empty and unannounced until the answer fills it.
    const lines = [...region.querySelectorAll('p')];
    expect(lines[0]?.getAttribute('aria-hidden')).toBe('true');
    expect(lines[0]?.querySelector('strong')).not.toBeNull();
    const pendingShape = [...pending.querySelectorAll('section > p')].map((line) => [...line.children].map((child) => child.tagName));
    const pendingClass = region.className;
    cleanup();

    const { container: badge } = render(
      <TrialStatusBadge decision={{ eligible: true, reason: 'active_trial', tokensLeft: 62_500, tokensUsed: 37_500, limit: 100_000, resetAt: null, expired: false }} />,
    );
    expect(badge.querySelector('section')?.className).toBe(pendingClass);
    const badgeShape = [...badge.querySelectorAll('section > p')].map((line) => [...line.children].map((child) => child.tagName));
    // Same number of lines, and the first line carries the same large figure.
    expect(pendingShape.length).toBe(badgeShape.length);
    expect(pendingShape[0]).toEqual(['STRONG']);
    expect(badgeShape[0]?.[0]).toBe('STRONG');
  });
});
