import type { Page } from '@playwright/test';
import { authEmulatorHost } from '../playwright.config';
import { apiControl } from './adminFlows';
import { choose, familyCreate, PASSWORD, soloOnChat } from './accountFlows';
import { finishedReply, lastReply, log, replyWatchRead, replyWatchStart, send } from './chatFlows';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// SPEC §8, network refused, network error or 503 on chat.
const OFFLINE_MODE =
  "I'm currently in offline mode. Your message has been saved locally and will be processed when the backend is available.";

async function balance(page: Page): Promise<number> {
  const text = (await page.getByTestId('token-balance').textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

/** Average words per sentence of a text. */
function wordsPerSentence(text: string): number {
  const sentences = text.split(/[.!?]+/).map((s) => s.trim()).filter(Boolean);
  const words = text.split(/\s+/).filter(Boolean).length;
  return words / Math.max(1, sentences.length);
}

async function replyOf(page: Page, message: string): Promise<{ text: string; tone: string | null }> {
  await send(page, message);
  return finishedReply(page);
}

/** What the server stored of a solo adult's chats: their conversations, and one conversation's messages. */
async function storedHistory(page: Page, account: { uid: string; email: string }, conversationId?: string) {
  const signIn = await page.request.post(`http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`, {
    data: { email: account.email, password: PASSWORD, returnSecureToken: true },
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const headers = { Authorization: `Bearer ${idToken}`, 'X-Active-Role': 'standard_user' };
  const list = (await (await page.request.get(`/api/chat-history/${account.uid}`, { headers })).json()) as { conversations: Array<{ id: string }> };
  const id = conversationId ?? list.conversations[0]?.id ?? '';
  const one = (await (await page.request.get(`/api/chat-history/${account.uid}?conversation_id=${id}`, { headers })).json()) as {
    messages: Array<{ role: string; content: string; stopped?: boolean }>;
  };
  return { conversations: list.conversations, messages: one.messages };
}

test.describe('mentor chat (SPEC §2 /chat, §3 Chat reply, §8 offline mode)', () => {
  test('a solo adult sees the reply stream in and the balance drop by exactly tokensUsed', async ({ page }) => {
    test.setTimeout(120_000);
    await soloOnChat(page, 'Robin Solo');
    await expect(page.getByTestId('token-balance')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const before = await balance(page);
    expect(before).toBeGreaterThan(0);

    await replyWatchStart(page);
    await send(page, 'Hello! Can you tell me something nice about trees?');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    const reply = await finishedReply(page);
    // What the page rendered on the way, recorded as it happened (not sampled at a lucky moment): the
    // thinking indicator first, then the reply in more than one step, ending with the whole text.
    const { seen } = await replyWatchRead(page);
    expect(seen[0]).toBe('thinking');
    const lengths = seen.filter((step): step is number => typeof step === 'number');
    expect(lengths.length).toBeGreaterThan(1);
    expect(lengths[0]).toBeLessThan(reply.text.length);
    expect(lengths[lengths.length - 1]).toBe(reply.text.length);
    expect(reply.tokensUsed).toBeGreaterThan(0);
    await expect.poll(() => balance(page)).toBe(before - reply.tokensUsed);
    await expect(page.getByRole('navigation', { name: 'Conversations' }).getByRole('listitem')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });

  test('a G child gets simpler wording than the parent for the same message', async ({ page }) => {
    test.setTimeout(180_000);
    const message = 'Why is the sky blue?';
    await familyCreate(page, 'Alex Parent');
    await page.goto('/profiles');
    await choose(page, /Alex Parent/, '2468');
    await expect(page).toHaveURL(/\/chat\/[A-Za-z0-9]+$/);
    const parent = await replyOf(page, message);

    await page.goto('/profiles');
    await choose(page, /Mia/, '1111');
    await expect(page).toHaveURL(/\/chat\/[^/]+\/child\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: "Mia's chat" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const child = await replyOf(page, message);

    expect(parent.tone).toBe('natural');
    expect(child.tone).toBe('gentle');
    expect(wordsPerSentence(child.text)).toBeLessThan(wordsPerSentence(parent.text));
  });

  test('Stop halts a reply and marks it stopped', async ({ page }) => {
    test.setTimeout(120_000);
    const account = await soloOnChat(page, 'Sky Solo');
    await send(page, 'Please tell me a long story about a brave little fox in the forest.');
    const stoppedReply = log(page).getByRole('article', { name: 'Mentor said' }).first();
    const text = stoppedReply.locator('.chat-message__text');
    await expect(text).not.toBeEmpty();
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(stoppedReply).toContainText('Stopped');
    await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
    const shownAtStop = (await text.textContent()) ?? '';
    // The next message continues the same conversation (the stream named it before Stop), and a whole
    // second reply streams in after the stopped one (no fixed wait: the next reply is the clock).
    await send(page, 'Thank you!');
    await finishedReply(page);
    await expect(log(page).getByRole('article', { name: 'You said' })).toHaveCount(2);
    await expect(stoppedReply).toContainText('Stopped');

    // What stopped stays as it was on screen at Stop.
    expect(await text.textContent()).toBe(shownAtStop);

    // The server kept one conversation: the stopped reply, marked so, and the next exchange. What it kept
    // (and charged) begins with what was on screen at Stop: it may have made a word more before it saw
    // the abort, and a reload shows that.
    const stored = await storedHistory(page, account);
    expect(stored.conversations).toHaveLength(1);
    expect(stored.messages.map((m) => [m.role, m.stopped ?? false])).toEqual([
      ['user', false],
      ['assistant', true],
      ['user', false],
      ['assistant', false],
    ]);
    const keptReply = stored.messages[1]?.content ?? '';
    expect(keptReply.startsWith(shownAtStop.trimEnd())).toBe(true);
    await page.reload();
    await expect(stoppedReply).toContainText('Stopped');
    await expect(text).toHaveText(keptReply);
  });

  test('with the API stopped the offline message appears; after a restart the queued message is answered once', async ({ page }) => {
    test.setTimeout(180_000);
    const account = await soloOnChat(page, 'Ari Solo');
    await apiControl(page.request, 'stop');
    try {
      await send(page, 'Are you there, mentor?');
      await expect(lastReply(page)).toContainText(OFFLINE_MODE);
      await expect(lastReply(page)).toContainText('0 tokens');
      await expect(log(page).getByRole('article', { name: 'You said' })).toContainText('Queued');
      await expectNoSeriousA11yViolations(page);
    } finally {
      await apiControl(page.request, 'start');
    }
    // The outbox polls /system/status while the message waits, then sends it.
    await expect(lastReply(page)).not.toContainText(OFFLINE_MODE, { timeout: 30_000 });
    await expect(lastReply(page)).toContainText(/\d+ tokens/);
    await expect(log(page).getByRole('article', { name: 'You said' })).toHaveCount(1);
    await expect(log(page).getByRole('article', { name: 'Mentor said' })).toHaveCount(1);
    await expect(log(page).getByRole('article', { name: 'You said' })).not.toContainText('Queued');

    // The server stored it once: one conversation holding one message and one reply.
    const stored = await storedHistory(page, account);
    const history = { conversations: stored.conversations.length, messages: stored.messages.map((m) => [m.role, m.content]) };
    expect(history.conversations).toBe(1);
    expect(history.messages).toHaveLength(2);
    expect(history.messages[0]).toEqual(['user', 'Are you there, mentor?']);
    expect(history.messages[1]?.[0]).toBe('assistant');
  });
});
