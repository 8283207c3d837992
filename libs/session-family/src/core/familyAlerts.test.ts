import { describe, expect, it } from 'vitest';
import type { Alert } from '@grove/api-contract';
import { ALERT_SEVERITY_WORDS, familyAlertsNew, familyAlertsOrdered } from './familyAlerts';

function alert(id: string, overrides: Partial<Alert>): Alert {
  return {
    id,
    childId: 'c1',
    childName: 'Leo',
    severity: 'concern',
    category: 'distress',
    categoryText: 'feeling low, lonely or bullied',
    excerpt: 'A sentence.',
    source: 'chat',
    createdAt: '2026-11-26T10:00:00.000Z',
    status: 'new',
    ...overrides,
  };
}

describe('familyAlertsOrdered: what a parent deals with first (issue 18, point 2)', () => {
  const alerts = [
    alert('old-concern', { createdAt: '2026-11-20T10:00:00.000Z' }),
    alert('seen-urgent', { severity: 'urgent', status: 'seen', createdAt: '2026-11-26T09:00:00.000Z' }),
    alert('info', { severity: 'info', createdAt: '2026-11-26T11:00:00.000Z' }),
    alert('new-urgent', { severity: 'urgent', createdAt: '2026-11-25T09:00:00.000Z' }),
    alert('resolved-urgent', { severity: 'urgent', status: 'resolved', createdAt: '2026-11-26T12:00:00.000Z' }),
    alert('new-concern', { createdAt: '2026-11-26T10:00:00.000Z' }),
  ];

  it('puts urgent first, new before seen, newest first, and leaves resolved out', () => {
    expect(familyAlertsOrdered(alerts).map((item) => item.id)).toEqual(['new-urgent', 'seen-urgent', 'new-concern', 'old-concern', 'info']);
  });

  it('shows resolved alerts last when asked', () => {
    expect(familyAlertsOrdered(alerts, { includeResolved: true }).at(-1)?.id).toBe('resolved-urgent');
  });

  it('does not change the list it was given', () => {
    const before = alerts.map((item) => item.id);
    familyAlertsOrdered(alerts);
    expect(alerts.map((item) => item.id)).toEqual(before);
  });

  it('counts the new ones and says whether one is urgent', () => {
    expect(familyAlertsNew(alerts)).toEqual({ count: 4, urgent: true });
    expect(familyAlertsNew(alerts.filter((item) => item.severity !== 'urgent'))).toEqual({ count: 3, urgent: false });
    expect(familyAlertsNew([])).toEqual({ count: 0, urgent: false });
  });

  it('names every severity in words', () => {
    expect(Object.keys(ALERT_SEVERITY_WORDS).sort()).toEqual(['concern', 'info', 'urgent']);
  });
});
