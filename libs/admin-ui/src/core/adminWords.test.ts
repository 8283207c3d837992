import { describe, expect, it } from 'vitest';
import { ADMIN_AUDIT_ACTIONS, ADMIN_AGE_BANDS } from '@grove/api-contract';
import { ADMIN_AUDIT_ACTION_WORDS, ADMIN_BAND_WORDS, adminAuditDetailsText } from './adminWords';

describe('the admin area’s words', () => {
  it('has words for every audited action and every band the API sends', () => {
    expect(ADMIN_AUDIT_ACTIONS.every((action) => ADMIN_AUDIT_ACTION_WORDS[action].length > 0)).toBe(true);
    expect(ADMIN_AGE_BANDS.map((band) => ADMIN_BAND_WORDS[band])).toEqual(['Adults', 'Ages 4–8', 'Ages 9–15']);
  });

  it('writes an audit row’s facts in one line, a before/after pair as an arrow', () => {
    expect(adminAuditDetailsText({ isAdmin: { from: false, to: true }, route: '/api/chat-history/u1', skipped: null, ids: ['a', 'b'] })).toBe(
      'isAdmin: false → true · route: /api/chat-history/u1 · ids: ["a","b"]',
    );
    expect(adminAuditDetailsText({})).toBe('');
    // Part A's role change: what changed between before and after, not the whole objects.
    expect(adminAuditDetailsText({ before: { role: 'standard_user', isAdmin: false }, after: { role: 'standard_user', isAdmin: true } })).toBe('isAdmin: false → true');
    expect(adminAuditDetailsText({ before: 500_000, after: 750_000 })).toBe('500000 → 750000');
  });
});
