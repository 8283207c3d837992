import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminAnalyticsSchema,
  AdminReconciliationSchema,
  AdminTokenMonitorSchema,
  AdminTokenUsageSchema,
  AdminTrialUsageSchema,
  AdminAccountUsageSchema,
  AdminInvitationListSchema,
  FoundersStatsSchema,
} from '@grove/api-contract';
import { seedLoad, type SeedLoadResult } from '../../../../tools/seed/seedLoad.mjs';
import { summariesEqualRecounts } from '../test/adminSummaries.test-helper';
import { adminMake } from '../test/founders.test-helper';
import { testAppCreate, type TestAccount, type TestApp } from '../test/harness';

// Issue 20, point 9, in its bounded form: `npm run seed:load` at 2,000 accounts (the full size is the
// script's, with `npm run bench:admin`), then every admin GET on it — each answers, and the seeded data
// is consistent: no balance differs from its ledger, every summary table equals its recount, and every
// screen has something to show (active profiles, near-limit and low accounts, clusters, counters).

const NOW = '2026-06-10T12:00:00.000Z';
const SIZES = { accounts: 2_000, messages: 40_000, ledger: 20_000, trial: 1_000, journal: 4_000, memories: 6_000, feedback: 600, flags: 400, now: NOW };

let t: TestApp;
let admin: TestAccount;
let result: SeedLoadResult;

beforeAll(async () => {
  t = await testAppCreate();
  result = await seedLoad(t.database.db, SIZES);
  t.clock.now = new Date(NOW);
  admin = await adminMake(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function adminGet(url: string): Promise<unknown> {
  const res = await t.call({ method: 'GET', url, as: admin });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

describe('seed:load (bounded) and the admin calls on it', () => {
  it('made the sizes asked for, set-based', () => {
    expect(result.counts).toMatchObject({ users: 2_000, chat_messages: 40_000, conversations: 4_000, trial_usage: 1_000, journal_entries: 4_000, memories: 6_000, memory_feedback: 600, chat_flags: 400 });
    // One ledger row per charged turn and per credit: at least the size asked for.
    expect(result.counts['token_ledger']).toBeGreaterThanOrEqual(20_000);
    expect(result.counts['child_accounts']).toBeGreaterThan(400);
  });

  it('refuses a database that already holds accounts', async () => {
    await expect(seedLoad(t.database.db, SIZES)).rejects.toThrow(/already holds accounts/);
  });

  it('every balance is its opening balance plus its ledger, and every summary equals its recount', async () => {
    const reconciliation = AdminReconciliationSchema.parse(await adminGet('/api/admin/token-monitor/reconciliation'));
    expect(reconciliation).toMatchObject({ checked: 2_001, mismatched: 0, rows: [] });
    await summariesEqualRecounts(t.database.db);
    const negative = await sql<{ n: number }>`select count(*)::int as n from token_ledger where balance_after < 0`.execute(t.database.db);
    expect(negative.rows[0]?.n).toBe(0);
  });

  it('every insight screen has figures to show', async () => {
    const monitor = AdminTokenMonitorSchema.parse(await adminGet('/api/admin/token-monitor'));
    expect(monitor.totals.accounts).toBe(2_001);
    expect(monitor.nearDailyLimit.length).toBeGreaterThan(0);
    expect(monitor.lowBalance.length).toBeGreaterThan(0);
    expect(monitor.movements.byReason.map((movement) => movement.reason)).toContain('chat');

    const analytics = AdminAnalyticsSchema.parse(await adminGet('/api/admin/analytics'));
    const bands = new Set(analytics.activeProfiles.daily.map((row) => row.band));
    expect([...bands].sort()).toEqual(['4-8', '9-15', 'adult']);
    expect(analytics.games.length).toBeGreaterThan(5);
    expect(analytics.funnel.signups).toBeGreaterThan(0);
    expect(analytics.cohorts.length).toBeGreaterThanOrEqual(5);

    const usage = AdminTokenUsageSchema.parse(await adminGet('/api/admin/token-usage?groupBy=kind'));
    expect(usage.groups.map((group) => group.key).sort()).toEqual(['chat', 'game', 'guided', 'trial']);
    const top = usage.topAccounts.rows[0];
    expect(top).toBeDefined();
    const drill = AdminAccountUsageSchema.parse(await adminGet(`/api/admin/token-usage/accounts/${top?.userId ?? ''}`));
    expect(drill.totals.tokens).toBe(top?.tokens);

    const trial = AdminTrialUsageSchema.parse(await adminGet('/api/admin/trial-usage?from=2025-06-11&to=2026-06-10'));
    expect(trial.clusters.length).toBeGreaterThan(0);
    expect(trial.rateLimits.top.length).toBeGreaterThan(0);
    expect(trial.records.rows.some((row) => row.relatedCount > 0)).toBe(true);
  });

  it("the founders club's admin calls answer on it too", async () => {
    const invitations = AdminInvitationListSchema.parse(await adminGet('/api/founders-club/admin/invitations?kind=referral'));
    expect(invitations.total).toBeGreaterThan(0);
    const stats = FoundersStatsSchema.parse(await adminGet('/api/founders-club/admin/stats'));
    expect(stats.rewards.paid).toBeGreaterThan(0);
  });
});
