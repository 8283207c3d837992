import { describe, expect, it } from 'vitest';
import {
  ADMIN_BREAK_GLASS_REASON_MESSAGE,
  ADMIN_PATTERN_MESSAGES,
  ADMIN_RESOLVE_NOTE_MESSAGE,
  adminBreakGlassReasonProblem,
  adminPatternProblem,
  adminResolveNoteProblem,
  adminRoleWithoutAdmin,
} from './adminChecks';

describe('the admin dialogs’ checks', () => {
  it('asks a break-glass reason of 10 to 500 characters once trimmed', () => {
    expect(adminBreakGlassReasonProblem('   too short   ')).toBe(ADMIN_BREAK_GLASS_REASON_MESSAGE);
    expect(adminBreakGlassReasonProblem('A high safety flag needs a look.')).toBeNull();
    expect(adminBreakGlassReasonProblem('x'.repeat(501))).toBe(ADMIN_BREAK_GLASS_REASON_MESSAGE);
    expect(ADMIN_BREAK_GLASS_REASON_MESSAGE).toContain('The family will see this reason.');
  });

  it('asks a resolve note of 1 to 1000 characters', () => {
    expect(adminResolveNoteProblem('  ')).toBe(ADMIN_RESOLVE_NOTE_MESSAGE);
    expect(adminResolveNoteProblem('Spoke with the parent.')).toBeNull();
    expect(adminResolveNoteProblem('x'.repeat(1001))).toBe(ADMIN_RESOLVE_NOTE_MESSAGE);
  });

  it('takes a pattern with a letter or digit; a whole-word pattern is one word (apostrophes allowed)', () => {
    expect(adminPatternProblem('  ', 'phrase')).toBe(ADMIN_PATTERN_MESSAGES.empty);
    expect(adminPatternProblem('!!!', 'phrase')).toBe(ADMIN_PATTERN_MESSAGES.empty);
    expect(adminPatternProblem('home address', 'word')).toBe(ADMIN_PATTERN_MESSAGES.word);
    expect(adminPatternProblem('home address', 'phrase')).toBeNull();
    expect(adminPatternProblem('mum’s', 'word')).toBeNull();
    expect(adminPatternProblem('Ärzte', 'word')).toBeNull();
  });

  it('removes the admin role by the account’s own role, or the one its shape gives', () => {
    expect(adminRoleWithoutAdmin({ role: 'family_member', children: 2 })).toBe('family_member');
    expect(adminRoleWithoutAdmin({ role: 'admin', children: 1 })).toBe('family_member');
    expect(adminRoleWithoutAdmin({ role: 'admin', children: 0 })).toBe('standard_user');
  });
});
