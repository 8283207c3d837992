import { expect } from 'vitest';
import { ChatReplySchema, type ChatReply, type Child } from '@grove/api-contract';
import type { TestAccount, TestApp } from './harness';

// Issue 20's API tests share these: making an admin, a family's words through the real API, and
// the walk that finds a marker word anywhere in a response.

/** Signs `account` in once (its row is made) and gives it the admin right, as `npm run grant-admin` does. */
export async function testAdminMake(t: TestApp, account: TestAccount): Promise<void> {
  expect((await t.call({ method: 'GET', url: `/api/users/${account.uid}`, as: account })).statusCode).toBe(200);
  await t.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', account.uid).execute();
}

/** Signs `account` in once, so its row exists. */
export async function testSignIn(t: TestApp, account: TestAccount): Promise<void> {
  expect((await t.call({ method: 'GET', url: `/api/users/${account.uid}`, as: account })).statusCode).toBe(200);
}

/** One chat turn of the account (or of `child`, through the parent's session) at the test clock. */
export async function testSay(t: TestApp, account: TestAccount, child: Child | null, message: string, conversationId?: string): Promise<ChatReply> {
  const res = await t.call({
    method: 'POST',
    url: '/api/chat',
    as: account,
    payload: { userId: account.uid, message, ...(conversationId ? { conversationId } : {}) },
    ...(child ? { role: 'child_user', childId: child.id } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return ChatReplySchema.parse(res.json());
}

/** A journal entry of the account or of `child`; returns its id. */
export async function testJournal(t: TestApp, account: TestAccount, child: Child | null, content: string): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/journal/entry',
    as: account,
    payload: { userId: child?.id ?? account.uid, content, mood: 'happy' },
    ...(child ? { role: 'child_user', childId: child.id } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/** A memory written by hand on a profile by its account; returns its id. */
export async function testRemember(t: TestApp, account: TestAccount, profileId: string, content: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/memory', as: account, payload: { userId: profileId, content, tags: [] } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ memory: { id: string } }>().memory.id;
}

/**
 * Where `marker` appears in a response body, case-insensitively: the JSON paths of the strings holding
 * it (`items.0.excerpt`), the keys holding it (`key:…`), or `body` for a body that is not JSON.
 */
export function testMarkerPaths(body: string, marker: string): string[] {
  const needle = marker.toLowerCase();
  if (!body.toLowerCase().includes(needle)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return ['body'];
  }
  const found: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (value.toLowerCase().includes(needle)) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, path === '' ? String(index) : `${path}.${String(index)}`));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.toLowerCase().includes(needle)) found.push(`key:${path}.${key}`);
        walk(item, path === '' ? key : `${path}.${key}`);
      }
    }
  };
  walk(parsed, '');
  return found;
}

/** A reason for tests in which an admin reads another family's content on purpose. */
export const TEST_BREAK_GLASS_REASON = 'Support check: reviewing this family in a test';

/** The header an admin sends to read another family's content through the ordinary routes (issue 20's break-glass gate). */
export const TEST_BREAK_GLASS_HEADERS: Readonly<Record<string, string>> = { 'x-break-glass-reason': TEST_BREAK_GLASS_REASON };
