import type { AdminInvitation, AdminUserList, FoundersStats } from '@grove/api-contract';

// Realistic answers of the admin calls for previews and binding tests, as of 25 November 2026.

/** The moment the samples are written for. */
export const ADMIN_SAMPLE_NOW = new Date('2026-11-25T12:00:00.000Z');

/** The signed-in admin of the samples. */
export const ADMIN_SAMPLE_ME = 'u-admin-ines';

/** The codes a new invitation gets in previews, in turn. */
export const ADMIN_SAMPLE_NEW_CODES = ['R4VXB-9CJ2N-HM7PT', 'T8KQW-2MZRD-6HNPX'];

function invitation(overrides: Partial<AdminInvitation> & Pick<AdminInvitation, 'id' | 'code'>): AdminInvitation {
  return {
    kind: 'founders',
    status: 'valid',
    note: '',
    ownerId: null,
    ownerFirstName: null,
    createdBy: ADMIN_SAMPLE_ME,
    maxUses: 25,
    uses: 0,
    landings: 0,
    conversions: 0,
    expiresAt: null,
    revokedAt: null,
    seatFrom: null,
    seatTo: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** Founders invitations and referral codes in every state, newest first. */
export function adminInvitationsSample(): AdminInvitation[] {
  return [
    invitation({ id: 'inv-7', code: 'FQ8ZN-3HTWY-K2MRD', note: 'Launch evening, Leeds library', maxUses: 40, uses: 23, landings: 61, conversions: 9, seatFrom: 1, seatTo: 40, expiresAt: '2026-12-31T23:59:59.999Z', createdAt: '2026-11-20T18:30:00.000Z' }),
    invitation({ id: 'inv-6', code: 'K7M3Q-PX9TB-4HWZR', kind: 'referral', note: '', ownerId: 'u-maya', ownerFirstName: 'Maya', createdBy: 'u-maya', maxUses: null, uses: 4, landings: 6, conversions: 2, createdAt: '2026-11-12T10:15:00.000Z' }),
    invitation({ id: 'inv-5', code: 'U5ZDX-8KTQW-3NPRB', status: 'used_up', note: 'Parents’ evening pilot', maxUses: 10, uses: 10, landings: 14, conversions: 6, createdAt: '2026-11-05T16:00:00.000Z' }),
    invitation({ id: 'inv-4', code: 'V9RKT-6WQPX-2ZHMD', kind: 'referral', status: 'revoked', ownerId: 'u-sam', ownerFirstName: 'Sam', createdBy: 'u-sam', maxUses: null, uses: 1, landings: 3, conversions: 0, revokedAt: '2026-11-09T08:00:00.000Z', createdAt: '2026-11-03T12:00:00.000Z' }),
    invitation({ id: 'inv-3', code: 'E7XPD-22RWT-M4QNV', status: 'expired', note: 'Beta testers, October', maxUses: 100, uses: 37, landings: 52, conversions: 21, expiresAt: '2026-10-31T23:59:59.999Z', createdAt: '2026-10-01T09:00:00.000Z' }),
  ];
}

/** The club's figures, with the latest flagged events. */
export function adminStatsSample(): FoundersStats {
  return {
    codes: { total: 5, founders: 3, referral: 2, live: 2, revoked: 1, expired: 1 },
    landings: 136,
    uses: 75,
    conversions: 38,
    rewards: { paid: 12, tokens: 2_400_000, withheld: 3, onHold: 5 },
    seatsTaken: 75,
    flaggedEvents: 3,
    flagged: [
      { id: 'flag-3', at: '2026-11-21T20:04:00.000Z', reason: 'same_device', code: 'K7M3Q-PX9TB-4HWZR', referrerId: 'u-maya', refereeId: 'u-new-41' },
      { id: 'flag-2', at: '2026-11-15T07:45:00.000Z', reason: 'disposable_email', code: 'K7M3Q-PX9TB-4HWZR', referrerId: 'u-maya', refereeId: 'u-new-33' },
      { id: 'flag-1', at: '2026-11-10T11:30:00.000Z', reason: 'invalid_proof', code: null, referrerId: null, refereeId: null },
    ],
  };
}

/** Figures of a club with no code yet. */
export function adminStatsEmptySample(): FoundersStats {
  return {
    codes: { total: 0, founders: 0, referral: 0, live: 0, revoked: 0, expired: 0 },
    landings: 0,
    uses: 0,
    conversions: 0,
    rewards: { paid: 0, tokens: 0, withheld: 0, onHold: 0 },
    seatsTaken: 0,
    flaggedEvents: 0,
    flagged: [],
  };
}

/** Accounts, newest first: the signed-in admin among them. */
export function adminUsersSample(): AdminUserList {
  const users: AdminUserList['users'] = [
    { id: 'u-new-41', email: 'rowan.hale@example.com', displayName: 'Rowan Hale', role: 'standard_user', children: 0, createdAt: '2026-11-21T19:58:00.000Z' },
    { id: 'u-maya', email: 'maya.lind@example.com', displayName: 'Maya Lind', role: 'family_member', children: 2, createdAt: '2026-10-02T08:30:00.000Z' },
    { id: ADMIN_SAMPLE_ME, email: 'ines@grove.example', displayName: 'Inés Ortega', role: 'admin', children: 0, createdAt: '2026-09-01T09:00:00.000Z' },
    { id: 'u-theo', email: 'theo@grove.example', displayName: 'Theo Brandt', role: 'admin', children: 1, createdAt: '2026-09-01T09:05:00.000Z' },
  ];
  return { users, total: users.length };
}
