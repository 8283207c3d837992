import type {
  AdminAccessEntry,
  AdminAccessList,
  AdminAccountUsage,
  AdminAnalytics,
  AdminAuditEntry,
  AdminAuditList,
  AdminInvitation,
  AdminTokenMonitor,
  AdminTokenUsage,
  AdminTrialUsage,
  AdminUsageBand,
  AdminUserList,
  BreakGlassRead,
  FlaggedItem,
  FlaggedList,
  FoundersStats,
  MemoryAnalytics,
  MemoryAnalyticsFigures,
  MemoryPattern,
  MemoryPatternList,
  SystemStatusWithDetails,
} from '@grove/api-contract';

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
    { id: 'u-new-41', email: 'rowan.hale@example.com', displayName: 'Rowan Hale', role: 'standard_user', isAdmin: false, children: 0, createdAt: '2026-11-21T19:58:00.000Z' },
    { id: 'u-maya', email: 'maya.lind@example.com', displayName: 'Maya Lind', role: 'family_member', isAdmin: false, children: 2, createdAt: '2026-10-02T08:30:00.000Z' },
    { id: ADMIN_SAMPLE_ME, email: 'ines@grove.example', displayName: 'Inés Ortega', role: 'standard_user', isAdmin: true, children: 0, createdAt: '2026-09-01T09:00:00.000Z' },
    { id: 'u-theo', email: 'theo@grove.example', displayName: 'Theo Brandt', role: 'family_member', isAdmin: true, children: 1, createdAt: '2026-09-01T09:05:00.000Z' },
  ];
  return { users, total: users.length };
}

// ——— part A: the audit log, break-glass, memory patterns, the flagged queue, memory analytics ———

/** The audit log of a week of admin work, newest first. */
export function adminAuditSample(): AdminAuditList {
  const ines = { id: ADMIN_SAMPLE_ME, displayName: 'Inés Ortega' };
  const theo = { id: 'u-theo', displayName: 'Theo Brandt' };
  const entries: AdminAuditEntry[] = [
    { id: 'aud-7', at: '2026-11-25T10:42:00.000Z', admin: ines, action: 'break_glass_read', targetKind: 'conversation', targetId: 'conv-leo-19', familyId: 'u-maya', reason: 'High safety flag on a 9–15 chat: checking whether the family needs to be contacted.', details: { conversationId: 'conv-leo-19', messages: 14 } },
    { id: 'aud-6', at: '2026-11-25T10:40:00.000Z', admin: ines, action: 'flag_resolve', targetKind: 'flagged_item', targetId: 'safety:f-881', familyId: 'u-maya', reason: 'Talked it through with the parent; no further action.', details: { source: 'safety', severity: 'high' } },
    { id: 'aud-5', at: '2026-11-24T16:05:00.000Z', admin: theo, action: 'pattern_create', targetKind: 'memory_pattern', targetId: 'pat-3', familyId: null, reason: null, details: { kind: 'never_remember', match: 'phrase' } },
    { id: 'aud-4', at: '2026-11-23T09:12:00.000Z', admin: ines, action: 'role_change', targetKind: 'user', targetId: 'u-theo', familyId: 'u-theo', reason: null, details: { before: { role: 'family_member', isAdmin: false }, after: { role: 'family_member', isAdmin: true } } },
    { id: 'aud-3', at: '2026-11-20T18:30:00.000Z', admin: ines, action: 'code_create', targetKind: 'invitation', targetId: 'inv-7', familyId: null, reason: null, details: { maxUses: 40, seatFrom: 1, seatTo: 40 } },
    { id: 'aud-2', at: '2026-11-09T08:00:00.000Z', admin: { id: null, displayName: null }, action: 'code_revoke', targetKind: 'invitation', targetId: 'inv-4', familyId: 'u-sam', reason: null, details: {} },
    { id: 'aud-1', at: '2026-11-02T08:00:00.000Z', admin: ines, action: 'break_glass_read', targetKind: 'conversation', targetId: null, familyId: null, reason: 'Support request #1180: the family asked us to look.', details: {} },
  ];
  return { range: { from: '2026-10-27', to: '2026-11-25' }, entries, total: entries.length };
}

/** Memory patterns of both kinds. */
export function adminPatternsSample(): MemoryPatternList {
  const theo = { id: 'u-theo', displayName: 'Theo Brandt' };
  const patterns: MemoryPattern[] = [
    { id: 'pat-3', kind: 'never_remember', match: 'phrase', pattern: 'home address', severity: 'high', note: 'Never keep where a family lives.', active: true, createdBy: theo, createdAt: '2026-11-24T16:05:00.000Z', updatedAt: '2026-11-24T16:05:00.000Z', hits: 4, lastHitAt: '2026-11-25T08:14:00.000Z' },
    { id: 'pat-2', kind: 'flag_for_review', match: 'word', pattern: 'diet', severity: 'medium', note: 'Eating worries in 9–15 profiles go to a person.', active: true, createdBy: theo, createdAt: '2026-11-10T11:00:00.000Z', updatedAt: '2026-11-18T09:30:00.000Z', hits: 11, lastHitAt: '2026-11-24T19:02:00.000Z' },
    { id: 'pat-1', kind: 'never_remember', match: 'word', pattern: 'password', severity: 'low', note: '', active: false, createdBy: { id: null, displayName: null }, createdAt: '2026-10-02T09:00:00.000Z', updatedAt: '2026-10-30T14:00:00.000Z', hits: 0, lastHitAt: null },
  ];
  return { patterns, total: patterns.length };
}

/** The flagged queue: a high safety flag with a conversation, a pattern hit, a memory feedback. */
export function adminFlaggedSample(): FlaggedList {
  const items: FlaggedItem[] = [
    { id: 'safety:f-902', source: 'safety', severity: 'high', at: '2026-11-25T07:58:00.000Z', band: '9-15', category: 'self_harm', excerpt: 'sometimes I think nobody would notice if I just stopped', familyId: 'u-maya', conversationId: 'conv-leo-19', pattern: null, memoryKind: null, status: 'open', resolution: null },
    { id: 'pattern:ph-55', source: 'pattern', severity: 'medium', at: '2026-11-24T19:02:00.000Z', band: '9-15', category: 'flag_for_review', excerpt: 'Wants to go on a diet before the school trip', familyId: 'u-rowan', conversationId: 'conv-r-3', pattern: { id: 'pat-2', pattern: 'diet', match: 'word' }, memoryKind: null, status: 'open', resolution: null },
    { id: 'memory_feedback:mf-12', source: 'memory_feedback', severity: 'low', at: '2026-11-23T12:20:00.000Z', band: 'adult', category: 'outdated', excerpt: null, familyId: 'u-sam', conversationId: null, pattern: null, memoryKind: 'pet', status: 'open', resolution: null },
  ];
  return { range: { from: '2026-10-27', to: '2026-11-25' }, items, total: items.length };
}

/** One resolved item, for the "Resolved" filter. */
export function adminFlaggedResolvedSample(): FlaggedItem {
  return {
    id: 'safety:f-881',
    source: 'safety',
    severity: 'high',
    at: '2026-11-21T21:10:00.000Z',
    band: '4-8',
    category: 'violence',
    excerpt: 'the dragon bit the knight really hard',
    familyId: 'u-maya',
    conversationId: 'conv-pip-2',
    pattern: null,
    memoryKind: null,
    status: 'resolved',
    resolution: { at: '2026-11-25T10:40:00.000Z', by: { id: ADMIN_SAMPLE_ME, displayName: 'Inés Ortega' }, note: 'A story game; nothing to do.' },
  };
}

/** The conversation a break-glass read opens. */
export function adminBreakGlassSample(): BreakGlassRead {
  return {
    auditId: 'aud-8',
    conversation: { id: 'conv-leo-19', title: 'A hard week at school', kind: 'chat', familyId: 'u-maya', profile: { id: 'c-leo', kind: 'child', displayName: 'Leo' }, createdAt: '2026-11-25T07:50:00.000Z', updatedAt: '2026-11-25T08:05:00.000Z' },
    messages: [
      { id: 'm1', role: 'user', content: 'school was really bad again today', createdAt: '2026-11-25T07:50:00.000Z' },
      { id: 'm2', role: 'assistant', content: 'I’m sorry it was a hard day. Do you want to tell me what happened?', createdAt: '2026-11-25T07:50:05.000Z' },
      { id: 'm3', role: 'user', content: 'sometimes I think nobody would notice if I just stopped', createdAt: '2026-11-25T07:58:00.000Z' },
      { id: 'm4', role: 'assistant', content: 'That sounds really heavy, and I’m glad you told me. You matter. Could you talk to your mum or another grown-up you trust today?', createdAt: '2026-11-25T07:58:04.000Z' },
    ],
  };
}

function figures(scale: number): MemoryAnalyticsFigures {
  return {
    saved: 120 * scale,
    approved: 104 * scale,
    pending: scale === 1 ? 6 : 0,
    deleted: 9 * scale,
    expired: 3 * scale,
    feedback: { wrong: 4 * scale, outdated: 2 * scale, helpful: 15 * scale },
    patternSkipped: scale,
    patternFlagged: 2 * scale,
  };
}

/** Memory figures over 30 days. */
export function adminMemoryAnalyticsSample(): MemoryAnalytics {
  const daily = Array.from({ length: 30 }, (_unused, index) => {
    const day = new Date(Date.UTC(2026, 9, 27 + index)).toISOString().slice(0, 10);
    return { date: day, saved: 8 + ((index * 7) % 11), deleted: index % 4 === 0 ? 2 : 0, feedback: index % 3 === 0 ? 3 : 1 };
  });
  const totals = figures(6);
  return { range: { from: '2026-10-27', to: '2026-11-25' }, totals, bands: { adult: figures(3), '4-8': figures(1), '9-15': figures(2) }, daily };
}

/** The family's list: one break-glass read and one read through the ordinary routes. */
export function adminAccessSample(): AdminAccessList {
  const entries: AdminAccessEntry[] = [
    {
      id: 'aud-7',
      at: '2026-11-25T10:42:00.000Z',
      adminName: 'Inés Ortega',
      reason: 'High safety flag on a 9–15 chat: checking whether the family needs to be contacted.',
      what: 'conversation',
      profile: { id: 'c-leo', kind: 'child', displayName: 'Leo' },
      conversation: { id: 'conv-leo-19', title: 'A hard week at school' },
    },
    { id: 'aud-1', at: '2026-10-14T15:30:00.000Z', adminName: 'A Grove admin', reason: 'Support request #1182: the family asked us to check a memory.', what: 'memories', profile: { id: 'u-maya', kind: 'account', displayName: 'Maya' }, conversation: null },
  ];
  return { entries, total: entries.length };
}

// ——— part B: the token monitor, analytics, token usage, trial usage ———

function days(count: number, value: (index: number) => number): Array<{ day: string; value: number }> {
  return Array.from({ length: count }, (_unused, index) => ({ day: new Date(Date.UTC(2026, 9, 27 + index)).toISOString().slice(0, 10), value: value(index) }));
}

const RANGE = { from: '2026-10-27', to: '2026-11-25', days: 30 };

/** The token monitor: a deliberately broken balance among the accounts. */
export function adminTokenMonitorSample(): AdminTokenMonitor {
  const account = (id: string, name: string, balance: number, today: number, limit = 500_000) => ({
    userId: id,
    email: `${name.split(' ')[0].toLowerCase()}@example.com`,
    displayName: name,
    balance,
    tokensUsedToday: today,
    dailyTokenLimit: limit,
    dailyUsagePercentage: Math.round((today / limit) * 1000) / 10,
    freeAccess: false,
    lastUsageAt: '2026-11-25T11:40:00.000Z',
  });
  return {
    range: RANGE,
    asOf: '2026-11-25T12:00:00.000Z',
    rules: { openingBalance: 1_000_000, lowBalanceBelow: 50_000, nearDailyLimitPercent: 80 },
    totals: { accounts: 1_284, balanceSum: 1_102_455_300, freeAccess: 6, nearDailyLimit: 2, lowBalance: 2 },
    nearDailyLimit: [account('u-rowan', 'Rowan Hale', 612_000, 488_500), account('u-maya', 'Maya Lind', 244_000, 401_200)],
    lowBalance: [account('u-sam', 'Sam Carter', 1_200, 0), account('u-ava', 'Ava Patel', 38_750, 12_000)],
    movements: {
      byReason: [
        { reason: 'chat', entries: 48_211, tokens: -96_402_118 },
        { reason: 'purchase', entries: 41, tokens: 20_500_000 },
        { reason: 'referral', entries: 24, tokens: 2_400_000 },
        { reason: 'adjustment', entries: 3, tokens: 150_000 },
      ],
      byDay: days(30, (index) => 2_600_000 + ((index * 7919) % 900_000)).flatMap(({ day, value }, index) => [
        { day, reason: 'chat' as const, entries: 1_600, tokens: -value },
        ...(index % 3 === 0 ? [{ day, reason: 'purchase' as const, entries: 4, tokens: 2_000_000 }] : []),
      ]),
      purchases: [
        { currency: 'gbp', count: 29, amountCents: 14_471, tokens: 14_500_000 },
        { currency: 'eur', count: 12, amountCents: 7_188, tokens: 6_000_000 },
      ],
    },
    reconciliation: {
      checked: 1_284,
      mismatched: 1,
      rows: [
        {
          userId: 'u-ava',
          email: 'ava@example.com',
          displayName: 'Ava Patel',
          balance: 38_750,
          ledgerSum: -1_011_250,
          ledgerEntries: 311,
          expectedBalance: -11_250,
          difference: 50_000,
          lastBalanceAfter: -11_250,
          lastLedgerAt: '2026-11-24T20:01:00.000Z',
        },
      ],
    },
  };
}

/** Analytics over 30 days. */
export function adminAnalyticsSample(): AdminAnalytics {
  const bands = ['adult', '4-8', '9-15'] as const;
  const base = { adult: 180, '4-8': 40, '9-15': 70 } as const;
  const daily = days(30, () => 0).flatMap(({ day }, index) => bands.map((band) => ({ day, band, profiles: base[band] + ((index * 13 + band.length * 7) % 25) - (index % 7 === 5 ? 30 : 0) })));
  return {
    range: RANGE,
    asOf: '2026-11-25T12:00:00.000Z',
    activeProfiles: {
      daily,
      weekly: ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'].flatMap((weekStart, index) => bands.map((band) => ({ weekStart, band, profiles: Math.round((index === 4 ? 0.5 : 1) * base[band] * 2) + index * 9 }))),
    },
    messagesPerDay: [
      ...daily.map((row) => ({ day: row.day, band: row.band as AdminUsageBand, messages: row.profiles * 6 })),
      ...days(30, (index) => 90 + (index % 5) * 12).map(({ day, value }) => ({ day, band: 'trial' as const, messages: value })),
    ],
    games: [
      { kind: 'game', name: 'Twenty questions', sessions: 412, turns: 6_203, trialTurns: 880 },
      { kind: 'game', name: 'Riddles', sessions: 380, turns: 2_950, trialTurns: 410 },
      { kind: 'guided', name: 'Grounding meditation', sessions: 221, turns: 1_874, trialTurns: 95 },
      { kind: 'game', name: 'Opposites', sessions: 150, turns: 1_320, trialTurns: 260 },
      { kind: 'guided', name: 'Gardening', sessions: 97, turns: 760, trialTurns: 0 },
    ],
    journalPerDay: days(30, (index) => 20 + (index % 6) * 3).flatMap(({ day, value }) => bands.map((band) => ({ day, band, entries: band === 'adult' ? value : Math.round(value / 3) }))),
    memoriesPerDay: days(30, (index) => 10 + (index % 4) * 2).flatMap(({ day, value }) => bands.map((band) => ({ day, band, memories: band === 'adult' ? value : Math.round(value / 2) }))),
    funnel: { trialDevices: 2_140, signups: 388, onboarded: 301, firstWeek: 164, firstWeekPending: 52 },
    cohorts: [
      { weekStart: '2026-10-26', size: 96, active: [96, 61, 48, 41, 37] },
      { weekStart: '2026-11-02', size: 88, active: [88, 52, 44, 39, null] },
      { weekStart: '2026-11-09', size: 104, active: [104, 70, 55, null, null] },
      { weekStart: '2026-11-16', size: 71, active: [71, 43, null, null, null] },
      { weekStart: '2026-11-23', size: 29, active: [29, null, null, null, null] },
    ],
  };
}

/** Token usage grouped by day, with the top accounts. */
export function adminTokenUsageSample(groupBy: 'day' | 'model' | 'kind' = 'day'): AdminTokenUsage {
  const groups =
    groupBy === 'day'
      ? days(30, (index) => 2_900_000 + ((index * 7919) % 900_000)).map(({ day, value }) => ({ key: day, tokens: value, promptTokens: Math.round(value * 0.7), completionTokens: value - Math.round(value * 0.7), turns: Math.round(value / 2_000) }))
      : groupBy === 'model'
        ? [
            { key: 'gpt-4o-mini', tokens: 71_200_000, promptTokens: 50_100_000, completionTokens: 21_100_000, turns: 36_000 },
            { key: 'grove-builtin', tokens: 25_202_118, promptTokens: 17_000_000, completionTokens: 8_202_118, turns: 12_211 },
          ]
        : [
            { key: 'chat', tokens: 70_100_000, promptTokens: 49_000_000, completionTokens: 21_100_000, turns: 33_900 },
            { key: 'game', tokens: 14_900_000, promptTokens: 10_000_000, completionTokens: 4_900_000, turns: 9_100 },
            { key: 'guided', tokens: 6_402_118, promptTokens: 4_600_000, completionTokens: 1_802_118, turns: 2_600 },
            { key: 'trial', tokens: 5_000_000, promptTokens: 3_500_000, completionTokens: 1_500_000, turns: 2_611 },
          ];
  return {
    range: RANGE,
    groupBy,
    totals: { tokens: 96_402_118, promptTokens: 67_100_000, completionTokens: 29_302_118, turns: 48_211 },
    groups,
    topAccounts: {
      total: 3,
      rows: [
        { userId: 'u-rowan', email: 'rowan@example.com', displayName: 'Rowan Hale', tokens: 4_210_000, turns: 2_100, activeDays: 29 },
        { userId: 'u-maya', email: 'maya@example.com', displayName: 'Maya Lind', tokens: 3_380_500, turns: 1_710, activeDays: 24 },
        { userId: 'u-sam', email: 'sam@example.com', displayName: 'Sam Carter', tokens: 998_000, turns: 480, activeDays: 11 },
      ],
    },
  };
}

/** Maya's usage, day by day (her own profile and two children). */
export function adminAccountUsageSample(): AdminAccountUsage {
  const list = days(30, (index) => (index % 5 === 3 ? 0 : 90_000 + ((index * 3571) % 60_000))).filter(({ value }) => value > 0);
  return {
    range: RANGE,
    account: { userId: 'u-maya', email: 'maya@example.com', displayName: 'Maya Lind', balance: 244_000, dailyTokenLimit: 500_000, freeAccess: false, createdAt: '2026-10-02T08:30:00.000Z' },
    totals: { tokens: 3_380_500, promptTokens: 2_366_350, completionTokens: 1_014_150, turns: 1_710 },
    days: list.map(({ day, value }) => ({
      day,
      tokens: value,
      promptTokens: Math.round(value * 0.7),
      completionTokens: value - Math.round(value * 0.7),
      turns: Math.round(value / 2_000),
      byKind: { chat: Math.round(value * 0.6), game: Math.round(value * 0.3), guided: value - Math.round(value * 0.6) - Math.round(value * 0.3) },
    })),
    profiles: [
      { profileId: 'u-maya', kind: 'account', displayName: 'Maya', band: 'adult', tokens: 1_900_000, promptTokens: 1_330_000, completionTokens: 570_000, turns: 920 },
      { profileId: 'c-leo', kind: 'child', displayName: 'Leo', band: '9-15', tokens: 1_080_500, promptTokens: 756_350, completionTokens: 324_150, turns: 560 },
      { profileId: 'c-pip', kind: 'child', displayName: 'Pip', band: '4-8', tokens: 400_000, promptTokens: 280_000, completionTokens: 120_000, turns: 230 },
    ],
    models: [{ model: 'gpt-4o-mini', tokens: 3_380_500, promptTokens: 2_366_350, completionTokens: 1_014_150, turns: 1_710 }],
    ledger: { charged: -3_380_500, credited: 2_100_000, entries: 1_712 },
  };
}

/** Trial usage with one suspicious cluster. */
export function adminTrialUsageSample(): AdminTrialUsage {
  return {
    range: RANGE,
    asOf: '2026-11-25T12:00:00.000Z',
    limit: 100_000,
    rules: { clusterMinDevices: 5, clusterWindowMinutes: 60 },
    totals: { records: 2_311, devices: 2_140, exhausted: 208, exhaustedRate: 0.09, tokensUsed: 41_882_000, turns: 19_402 },
    records: {
      total: 3,
      rows: [
        {
          device: '3f9a1c07be42',
          ipPrefix: '203.0.113.0/24',
          tokensUsed: 100_000,
          exhausted: true,
          firstUsed: '2026-11-25T09:02:00.000Z',
          lastUsed: '2026-11-25T09:31:00.000Z',
          relatedCount: 7,
          related: [
            { device: '88c0d2a91f3e', ipPrefix: '203.0.113.0/24', lastUsed: '2026-11-25T09:20:00.000Z', via: ['ip_prefix', 'fingerprint'] },
            { device: '0b7e55f1c9d4', ipPrefix: '203.0.113.0/24', lastUsed: '2026-11-25T09:11:00.000Z', via: ['ip_prefix'] },
          ],
        },
        { device: 'a41e0f6c2d88', ipPrefix: '2001:db8:4a2b::/48', tokensUsed: 12_400, exhausted: false, firstUsed: '2026-11-24T18:40:00.000Z', lastUsed: '2026-11-24T19:05:00.000Z', relatedCount: 0, related: [] },
        { device: 'e2c94b1d7a60', ipPrefix: '198.51.100.0/24', tokensUsed: 58_900, exhausted: false, firstUsed: '2026-11-23T07:15:00.000Z', lastUsed: '2026-11-24T07:44:00.000Z', relatedCount: 1, related: [{ device: 'f7d3a2c1b0e9', ipPrefix: '198.51.100.0/24', lastUsed: '2026-11-22T20:10:00.000Z', via: ['hardware'] }] },
      ],
    },
    rateLimits: {
      groups: [
        { name: 'trial-chat', keys: 184, hits: 2_911, maxHits: 57 },
        { name: 'founders-public', keys: 12, hits: 40, maxHits: 9 },
      ],
      top: [
        { name: 'trial-chat', ipPrefix: '203.0.113.0/24', hits: 57, windowEndsAt: '2026-11-25T12:01:00.000Z' },
        { name: 'trial-chat', ipPrefix: '198.51.100.0/24', hits: 22, windowEndsAt: '2026-11-25T12:01:00.000Z' },
      ],
    },
    clusters: [{ ipPrefix: '203.0.113.0/24', windowStart: '2026-11-25T09:00:00.000Z', devices: 8, records: 8, tokensUsed: 412_000, exhausted: 3 }],
  };
}

// ——— empty answers: nothing happened in the range ———

const ZERO_FIGURES: MemoryAnalyticsFigures = { saved: 0, approved: 0, pending: 0, deleted: 0, expired: 0, feedback: { wrong: 0, outdated: 0, helpful: 0 }, patternSkipped: 0, patternFlagged: 0 };

/** Memory figures of a range with nothing in it. */
export function emptyMemoryAnalytics(): MemoryAnalytics {
  return { range: { from: '2026-10-27', to: '2026-11-25' }, totals: ZERO_FIGURES, bands: { adult: ZERO_FIGURES, '4-8': ZERO_FIGURES, '9-15': ZERO_FIGURES }, daily: [] };
}

/** A token monitor where every balance matches and nothing moved. */
export function emptyTokenMonitor(): AdminTokenMonitor {
  const sample = adminTokenMonitorSample();
  return {
    ...sample,
    totals: { accounts: 3, balanceSum: 3_000_000, freeAccess: 0, nearDailyLimit: 0, lowBalance: 0 },
    nearDailyLimit: [],
    lowBalance: [],
    movements: { byReason: [], byDay: [], purchases: [] },
    reconciliation: { checked: 3, mismatched: 0, rows: [] },
  };
}

/** Analytics of a range with no one in it. */
export function emptyAnalytics(): AdminAnalytics {
  return {
    range: RANGE,
    asOf: '2026-11-25T12:00:00.000Z',
    activeProfiles: { daily: [], weekly: [] },
    messagesPerDay: [],
    games: [],
    journalPerDay: [],
    memoriesPerDay: [],
    funnel: { trialDevices: 0, signups: 0, onboarded: 0, firstWeek: 0, firstWeekPending: 0 },
    cohorts: [],
  };
}

/** Token usage of a range with no turns. */
export function emptyTokenUsage(groupBy: 'day' | 'model' | 'kind'): AdminTokenUsage {
  return { range: RANGE, groupBy, totals: { tokens: 0, promptTokens: 0, completionTokens: 0, turns: 0 }, groups: [], topAccounts: { total: 0, rows: [] } };
}

/** Trial usage of a range where no one tried Grove. */
export function emptyTrialUsage(): AdminTrialUsage {
  return {
    ...adminTrialUsageSample(),
    totals: { records: 0, devices: 0, exhausted: 0, exhaustedRate: 0, tokensUsed: 0, turns: 0 },
    records: { total: 0, rows: [] },
    rateLimits: { groups: [], top: [] },
    clusters: [],
  };
}

/** The service as an admin sees it at /system/status. */
export function adminSystemSample(): SystemStatusWithDetails {
  return {
    status: 'ok',
    version: '0.1.0',
    uptimeSeconds: 86_400,
    startedAt: '2026-11-24T12:00:00.000Z',
    database: { kind: 'postgres', healthy: true },
    mentor: { provider: 'auto', mind: 'builtin', model: 'grove-builtin', server: null },
    details: {
      database: { kind: 'postgres', sizeBytes: 734_003_200, migrations: { applied: 17, latest: '0017_admin_insights', latestAt: '2026-11-20T09:00:00.000Z' } },
      jobs: {
        retention: { lastRunAt: '2026-11-25T03:00:00.000Z', removed: { chatMessages: 120 } },
        alertDigests: { lastSentAt: '2026-11-25T07:00:00.000Z' },
        foundersRewards: { lastRewardAt: null },
      },
      mentor: { provider: 'auto', mind: 'builtin', model: 'grove-builtin', server: null },
      moderation: { provider: 'none', model: null },
      counts: { users: 1_284, children: 611, admins: 2 },
    },
  };
}
