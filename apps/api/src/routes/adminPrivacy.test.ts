import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminAccessListSchema, FlaggedListSchema, breakGlassHeaderValue, type Child, type FlaggedItem } from '@grove/api-contract';
import { testAdminMake, testJournal, testMarkerPaths, testRemember, testSay, testSignIn } from '../test/admin.test-helper';
import { testAppCreate, type TestAccount, type TestApp, type TestCaller } from '../test/harness';

// Issue 20, "private by default": a marker word is planted in a family's messages, journal entries and
// memories (by chat, by journal, by hand, in a conversation's title), and every response of every part
// A admin call is searched for it. Only two places may hold it: a flagged excerpt (a child's caught
// sentence, a memory a flag_for_review pattern queued) and a break-glass read — and the test plants one
// of each to show those paths do carry it, so a search that finds nothing is a search that works.

const MARKER = 'Quokkazanzibar';
const REASON = 'Reviewing a flagged conversation after a report';
const NOW = new Date('2026-12-07T09:00:00.000Z');

let t: TestApp;
let admin: TestAccount;
let parent: TestAccount;
let zoe: Child;
let kit: Child;
let adultConversation: string;

const asAdmin: () => TestCaller = () => ({ label: 'an admin', as: admin });
const withReason: () => TestCaller = () => ({ label: 'an admin with a reason', as: admin, headers: { 'x-break-glass-reason': breakGlassHeaderValue(REASON) } });

/** Every admin response the test collects, by what was asked. */
const responses: Array<{ what: string; res: LightMyRequestResponse }> = [];

async function collect(what: string, caller: TestCaller, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const res = await t.callAs(caller, method, url, payload);
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  responses.push({ what, res });
  return res;
}

beforeAll(async () => {
  t = await testAppCreate();
  t.clock.now = NOW;
  [admin, parent] = await Promise.all([t.account('Ada Admin'), t.account('Robin')]);
  await testAdminMake(t, admin);
  await testSignIn(t, parent);
  zoe = await t.childMake(parent, 'Zoe', 12);
  kit = await t.childMake(parent, 'Kit', 7);
  expect((await t.call({ method: 'PUT', url: `/api/journal/${parent.uid}/privacy`, as: parent, payload: { feedMemories: true } })).statusCode).toBe(200);

  // The admins' rules first, so the planting meets them: one queues a memory, one keeps one out.
  for (const rule of [
    { kind: 'flag_for_review', match: 'word', pattern: 'beagle', severity: 'medium' },
    { kind: 'never_remember', match: 'word', pattern: 'otter', severity: 'low' },
  ]) {
    expect((await t.callAs(asAdmin(), 'POST', '/api/admin/memory-patterns', rule)).statusCode).toBe(201);
  }

  // Messages (the first also titles the conversation, and its fact is remembered and queued by "beagle").
  const told = await testSay(t, parent, null, `My dog is called ${MARKER} and he is a beagle.`);
  adultConversation = told.conversationId ?? '';
  expect(told.memory?.memory?.content).toContain(MARKER);
  await testSay(t, parent, null, `${MARKER} loves the beach in summer.`, adultConversation);
  await testSay(t, parent, null, `My otter is called ${MARKER}.`);
  await testSay(t, parent, kit, `My cat is called ${MARKER}.`);
  // A child's message the safety filter catches: its excerpt is the one flagged excerpt of a message.
  await testSay(t, parent, zoe, `${MARKER} said I want to die.`);
  // Journal entries, one of them flagged (a journal flag keeps no excerpt).
  await testJournal(t, parent, null, `Dear diary, ${MARKER} came to visit today.`);
  await testJournal(t, parent, zoe, `${MARKER} and I built a den in the woods.`);
  await testJournal(t, parent, zoe, `I want to hurt myself, ${MARKER}.`);
  // Memories by hand, and feedback on them (feedback reaches the queue without the memory's words).
  const byHand = await testRemember(t, parent, parent.uid, `Remembers ${MARKER} fondly`);
  const secondHand = await testRemember(t, parent, parent.uid, `Visits ${MARKER} every spring`);
  for (const [memoryId, feedback] of [[byHand, 'wrong'], [secondHand, 'outdated']] as const) {
    expect((await t.call({ method: 'POST', url: '/api/symbolic/memory-feedback', as: parent, payload: { userId: parent.uid, memoryId, feedback } })).statusCode).toBe(200);
  }
  // The marker is really in the family's rows.
  for (const table of ['chat_messages', 'journal_entries', 'memories', 'conversations', 'chat_flags']) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${sql.ref(table === 'conversations' ? 'title' : table === 'chat_flags' ? 'excerpt' : 'content')} ilike ${`%${MARKER}%`}`.execute(t.database.db);
    expect(Number(rows[0]?.n), table).toBeGreaterThan(0);
  }
});

afterAll(async () => {
  await t.close();
});

describe('private by default: the marker word in every admin response', () => {
  it('the allowed paths carry it: a break-glass read, an ordinary-route read with a reason, a child’s flagged excerpt, a queued memory’s excerpt', async () => {
    const read = await t.callAs(asAdmin(), 'POST', '/api/admin/break-glass', { conversationId: adultConversation, reason: REASON });
    expect(read.statusCode, read.body).toBe(200);
    expect(testMarkerPaths(read.body, MARKER)).toEqual(expect.arrayContaining(['conversation.title', 'messages.0.content', 'messages.2.content']));
    const history = await t.callAs(withReason(), 'GET', `/api/chat-history/${parent.uid}?conversation_id=${adultConversation}`);
    expect(history.statusCode).toBe(200);
    expect(testMarkerPaths(history.body, MARKER).length).toBeGreaterThan(0);

    const queue = FlaggedListSchema.parse((await t.callAs(asAdmin(), 'GET', '/api/admin/flagged-patterns?status=all&limit=200')).json());
    const withMarker = queue.items.filter((item) => item.excerpt?.includes(MARKER));
    expect(withMarker.map((item) => item.source).sort()).toEqual(['pattern', 'safety']);
    expect(withMarker.find((item) => item.source === 'safety')?.excerpt).toBe(`${MARKER} said I want to die.`);
    // The family's own list of admin reads names the conversation by its title (their words, to them).
    const own = AdminAccessListSchema.parse((await t.call({ method: 'GET', url: `/api/users/${parent.uid}/admin-access`, as: parent })).json());
    expect(own.entries.some((entry) => entry.conversation?.title?.includes(MARKER))).toBe(true);
  });

  it('nothing else in any admin response holds it: audit log, patterns, memory analytics, token monitor, analytics, token usage, trial usage, the queue and its items, resolve and reopen, roles, admin access, status, users, codes, and every refusal', async () => {
    // The queue: lists of every filter, each item, and what resolving and reopening answer.
    for (const prefix of ['/api/admin', '/api/symbolic/admin']) {
      for (const query of ['status=all', 'status=open', 'source=safety&status=all', 'source=memory_feedback&status=all', 'source=pattern&status=all']) {
        await collect(`queue ${prefix} ${query}`, asAdmin(), 'GET', `${prefix}/flagged-patterns?${query}&limit=200`);
      }
    }
    const items: FlaggedItem[] = FlaggedListSchema.parse((await t.callAs(asAdmin(), 'GET', '/api/admin/flagged-patterns?status=all&limit=200')).json()).items;
    expect(items.map((item) => item.source).sort()).toEqual(expect.arrayContaining(['memory_feedback', 'memory_feedback', 'pattern', 'safety', 'safety']));
    for (const item of items) {
      await collect(`item ${item.id}`, asAdmin(), 'GET', `/api/admin/flagged-patterns/${item.id}`);
      await collect(`resolve ${item.id}`, asAdmin(), 'POST', `/api/symbolic/admin/flagged-patterns/${item.id}/resolve`, { note: 'Looked at it; nothing further.' });
      await collect(`reopen ${item.id}`, asAdmin(), 'PUT', `/api/admin/flagged-patterns/${item.id}`, { status: 'open', note: 'Opening again for the test.' });
      await collect(`resolve again ${item.id}`, asAdmin(), 'PUT', `/api/admin/flagged-patterns/${item.id}`, { status: 'resolved', note: 'Closed.' });
    }
    // Patterns and analytics.
    const made = await collect('pattern create', asAdmin(), 'POST', '/api/admin/memory-patterns', { kind: 'flag_for_review', match: 'phrase', pattern: 'kayak trip' });
    const patternId = made.json<{ id: string }>().id;
    await collect('pattern update', asAdmin(), 'PUT', `/api/admin/memory-patterns/${patternId}`, { kind: 'flag_for_review', match: 'phrase', pattern: 'kayak trips', severity: 'high' });
    await collect('pattern delete', asAdmin(), 'DELETE', `/api/admin/memory-patterns/${patternId}`);
    for (const prefix of ['/api/admin', '/api/symbolic/admin']) {
      await collect(`patterns ${prefix}`, asAdmin(), 'GET', `${prefix}/memory-patterns?limit=200`);
      await collect(`analytics ${prefix}`, asAdmin(), 'GET', `${prefix}/memory-analytics`);
    }
    // Part B's insight calls: the token monitor and each of its lists, analytics, token usage in every
    // grouping and the family's drill-down, trial usage — counts and ids, never a word.
    for (const url of [
      '/api/admin/token-monitor',
      '/api/admin/token-monitor/accounts?list=near_daily_limit&limit=200',
      '/api/admin/token-monitor/accounts?list=low_balance&limit=200',
      '/api/admin/token-monitor/reconciliation?limit=200',
      '/api/admin/analytics',
      '/api/admin/token-usage?groupBy=day',
      '/api/admin/token-usage?groupBy=model',
      '/api/admin/token-usage?groupBy=kind',
      `/api/admin/token-usage/accounts/${parent.uid}`,
      '/api/admin/trial-usage?limit=200',
    ]) {
      expect((await collect(url, asAdmin(), 'GET', url)).statusCode, url).toBe(200);
    }
    // Roles, the family's admin-access list as an admin, status, the user list, codes.
    await collect('role grant', asAdmin(), 'PATCH', `/api/users/${parent.uid}`, { role: 'admin' });
    await collect('role remove', asAdmin(), 'PATCH', `/api/users/${parent.uid}`, { role: 'family_member' });
    await collect('admin access (admin)', asAdmin(), 'GET', `/api/users/${parent.uid}/admin-access?limit=200`);
    await collect('status', asAdmin(), 'GET', '/system/status');
    await collect('users', asAdmin(), 'GET', '/api/admin/users?limit=200');
    const code = await collect('code create', asAdmin(), 'POST', '/api/founders-club/admin/create-invitation', { note: 'Autumn fair', maxUses: 3 });
    await collect('code revoke', asAdmin(), 'POST', `/api/founders-club/admin/invitations/${code.json<{ id: string }>().id}/revoke`);
    await collect('codes', asAdmin(), 'GET', '/api/founders-club/admin/invitations?limit=200');
    await collect('codes stats', asAdmin(), 'GET', '/api/founders-club/admin/stats');
    // Refusals: the break-glass gate without a reason, on every ordinary route; break-glass with a bad body.
    for (const url of [
      `/api/chat-history/${parent.uid}?conversation_id=${adultConversation}`,
      `/api/memory/${parent.uid}`,
      `/api/memory/users/${kit.id}/saved-memories`,
      `/api/journal/${zoe.id}/entries`,
      `/api/journal/${parent.uid}/summaries`,
      `/api/users/${parent.uid}/export`,
      `/api/children/${zoe.id}/overview`,
    ]) {
      const res = await collect(`gate ${url}`, asAdmin(), 'GET', url);
      expect(res.statusCode, url).toBe(400);
    }
    await collect('break-glass unknown', asAdmin(), 'POST', '/api/admin/break-glass', { conversationId: 'nope', reason: REASON });
    await collect('break-glass short reason', asAdmin(), 'POST', '/api/admin/break-glass', { conversationId: adultConversation, reason: 'why' });
    // Last, the audit log — after every action above — whole and by each action.
    await collect('audit log', asAdmin(), 'GET', '/api/admin/audit-log?limit=200');
    for (const action of ['role_change', 'code_create', 'code_revoke', 'pattern_create', 'pattern_update', 'pattern_delete', 'flag_resolve', 'flag_reopen', 'break_glass_read']) {
      const res = await collect(`audit ${action}`, asAdmin(), 'GET', `/api/admin/audit-log?action=${action}&limit=200`);
      expect(res.json<{ total: number }>().total, action).toBeGreaterThan(0);
    }

    // The allowed path only: an excerpt of a safety flag or a pattern hit.
    const leaks: string[] = [];
    for (const { what, res } of responses) {
      const body = res.body;
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = null;
      }
      for (const path of testMarkerPaths(body, MARKER)) {
        const match = /^(?:items\.(\d+)\.)?excerpt$/.exec(path);
        const item = match ? (match[1] === undefined ? parsed : (parsed as { items: unknown[] }).items[Number(match[1])]) : null;
        const source = (item as { source?: string } | null)?.source;
        if (!match || (source !== 'safety' && source !== 'pattern')) leaks.push(`${what}: ${path}`);
      }
    }
    expect(leaks).toEqual([]);
    // And the collection did reach the excerpts (the search finds what is there).
    expect(responses.some(({ res }) => testMarkerPaths(res.body, MARKER).length > 0)).toBe(true);
    expect(responses.length).toBeGreaterThan(60);
  });

  it('the admins’ own tables hold no word of the family: audit log, patterns, pattern hits, resolutions', async () => {
    for (const table of ['admin_audit_log', 'memory_patterns', 'memory_pattern_hits', 'flag_resolutions']) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} t where t::text ilike ${`%${MARKER}%`}`.execute(t.database.db);
      expect(Number(rows[0]?.n), table).toBe(0);
    }
  });
});
