import { describe, expect, it } from 'vitest';
import { ADMIN_RANGE_MAX_DAYS, AdminAuditQuerySchema, FlaggedUpdateSchema, MemoryPatternInputSchema, adminRangeResolve, breakGlassHeaderValue } from './adminModeration';

const NOW = new Date('2026-12-01T23:59:00.000Z');

describe('adminRangeResolve', () => {
  it('defaults to the last 30 days ending today (UTC), both ends included', () => {
    expect(adminRangeResolve({}, NOW)).toEqual({
      ok: true,
      range: { from: '2026-11-02', to: '2026-12-01' },
      start: new Date('2026-11-02T00:00:00.000Z'),
      end: new Date('2026-12-02T00:00:00.000Z'),
    });
    expect(adminRangeResolve({ to: '2026-01-10' }, NOW)).toMatchObject({ ok: true, range: { from: '2025-12-12', to: '2026-01-10' } });
    expect(adminRangeResolve({ from: '2026-12-01' }, NOW)).toMatchObject({ ok: true, range: { from: '2026-12-01', to: '2026-12-01' }, end: new Date('2026-12-02T00:00:00.000Z') });
  });

  it('refuses from after to, and more than 400 days, naming the field', () => {
    expect(adminRangeResolve({ from: '2026-12-02', to: '2026-12-01' }, NOW)).toEqual({ ok: false, field: 'querystring.from', message: 'querystring.from: must not be after querystring.to' });
    const last = new Date(Date.parse('2026-01-01T00:00:00.000Z') + (ADMIN_RANGE_MAX_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    expect(adminRangeResolve({ from: '2026-01-01', to: last }, NOW).ok).toBe(true);
    const after = new Date(Date.parse(`${last}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(adminRangeResolve({ from: '2026-01-01', to: after }, NOW)).toMatchObject({ ok: false, field: 'querystring.from' });
  });
});

describe('the admin moderation bodies and queries', () => {
  it('a word pattern is one word; a pattern needs a letter or digit; defaults fill severity, note and active', () => {
    expect(MemoryPatternInputSchema.parse({ kind: 'never_remember', match: 'word', pattern: ' Don’t ' })).toEqual({ kind: 'never_remember', match: 'word', pattern: 'Don’t', severity: 'medium', note: '', active: true });
    const twoWords = MemoryPatternInputSchema.safeParse({ kind: 'never_remember', match: 'word', pattern: 'two words' });
    expect(twoWords.success ? [] : twoWords.error.issues.map((issue) => issue.path.join('.'))).toEqual(['pattern']);
    expect(MemoryPatternInputSchema.safeParse({ kind: 'flag_for_review', match: 'phrase', pattern: '?!' }).success).toBe(false);
    expect(MemoryPatternInputSchema.safeParse({ kind: 'flag_for_review', match: 'phrase', pattern: 'two words' }).success).toBe(true);
  });

  it('resolving needs a note, reopening does not; the audit query is strict and pages within 1..200', () => {
    expect(FlaggedUpdateSchema.safeParse({ status: 'resolved' }).success).toBe(false);
    expect(FlaggedUpdateSchema.safeParse({ status: 'resolved', note: 'Done' }).success).toBe(true);
    expect(FlaggedUpdateSchema.safeParse({ status: 'open' }).success).toBe(true);
    expect(AdminAuditQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(AdminAuditQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(AdminAuditQuerySchema.safeParse({ colour: 'blue' }).success).toBe(false);
  });

  it('a break-glass reason travels in its header encoded, whatever its language', () => {
    expect(decodeURIComponent(breakGlassHeaderValue('  Prüfung — 安全  '))).toBe('Prüfung — 安全');
    expect(breakGlassHeaderValue('Checking a report')).toBe('Checking%20a%20report');
  });
});
