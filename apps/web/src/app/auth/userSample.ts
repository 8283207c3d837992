import type { User } from '@grove/api-contract';

/**
 * A complete user document (SPEC §3) as the server creates it for a new account (SPEC §9 defaults:
 * 1,000,000 tokens, a daily limit of 500,000, onboarding not done, no children); `overrides` change any
 * field. For tests, stories and previews.
 */
export function userSample(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ada@example.com',
    displayName: 'Ada',
    role: 'standard_user',
    roles: ['standard_user'],
    availableRoles: ['standard_user'],
    contentMode: 'FULL',
    theme: 'light',
    createdAt: '2026-11-22T03:00:00.000Z',
    lastLoginAt: '2026-11-22T03:00:00.000Z',
    isActive: true,
    settings: {},
    onboardingStatus: false,
    onboarding_completed: false,
    onboarding_completed_at: null,
    tokens_balance: 1_000_000,
    tokens_used_today: 0,
    tokens_used_this_month: 0,
    daily_token_limit: 500_000,
    free_access: false,
    last_purchase_date: null,
    founders_invitation_code: null,
    referral_conversion_status: null,
    referral_conversion_date: null,
    children: [],
    parentPinSet: false,
    ...overrides,
  };
}
