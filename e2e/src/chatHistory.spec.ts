import type { Page, Response } from '@playwright/test';
import { PASSWORD, soloOnChat } from './accountFlows';
import { finishedReply, log, send } from './chatFlows';
import { expect, test } from './fixtures';

// Issue 12: every conversation shows only its own messages; the browser's chat_messages cache (SPEC §3)
// agrees with the server after a reload and after signing out and in (SPEC §7: cleared on logout).

const ASK_A = 'Tell me about honey bees please';
const ASK_B = 'How do tall trees drink water?';

/** Resolves with the next answer of `GET /api/chat-history/{id}?conversation_id=…` (one conversation's history). */
function historyAnswered(page: Page, conversationId?: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    const asked = url.searchParams.get('conversation_id');
    return (
      response.request().method() === 'GET' &&
      url.pathname.startsWith('/api/chat-history/') &&
      asked !== null &&
      (conversationId === undefined || asked === conversationId)
    );
  });
}

function conversationOf(response: Response): string {
  return new URL(response.url()).searchParams.get('conversation_id') ?? '';
}

function conversations(page: Page) {
  return page.getByRole('navigation', { name: 'Conversations' });
}

/** Expects the chat to show exactly these messages of the person and these replies, in order. */
async function expectShown(page: Page, mine: string[], replies: string[]): Promise<void> {
  await expect(log(page).getByRole('article', { name: 'You said' }).locator('.chat-message__text')).toHaveText(mine);
  await expect(log(page).getByRole('article', { name: 'Mentor said' }).locator('.chat-message__text')).toHaveText(replies);
}

/** Sends a message in the open conversation; returns the reply's text and the conversation's id. */
async function exchange(page: Page, message: string): Promise<{ reply: string; conversationId: string }> {
  const history = historyAnswered(page);
  await send(page, message);
  const { text } = await finishedReply(page);
  // The reply names the conversation; the chat then loads the server's copy of it.
  return { reply: text, conversationId: conversationOf(await history) };
}

/** Opens a conversation from the list and waits for the server's copy of it. */
async function openFromList(page: Page, title: string, conversationId: string): Promise<void> {
  const history = historyAnswered(page, conversationId);
  await conversations(page).getByRole('button', { name: title, exact: true }).click();
  await history;
}

test.describe('chat history stays with its conversation (issue 12, SPEC §3 local chat message cache)', () => {
  test('a solo adult’s conversations never show each other’s messages, after delete, reload and sign-in', async ({ page }) => {
    test.setTimeout(180_000);
    const { email } = await soloOnChat(page, 'Ada History');
    const chatPath = new URL(page.url()).pathname;

    const a = await exchange(page, ASK_A);
    await expectShown(page, [ASK_A], [a.reply]);
    await expect(conversations(page).getByRole('listitem')).toHaveCount(1);

    await conversations(page).getByRole('button', { name: 'New conversation' }).click();
    await expect(log(page).getByRole('article')).toHaveCount(0);
    const b = await exchange(page, ASK_B);
    expect(b.conversationId).not.toBe(a.conversationId);
    // B's history has arrived: only B's exchange shows.
    await expectShown(page, [ASK_B], [b.reply]);
    await expect(conversations(page).getByRole('listitem')).toHaveCount(2);

    await openFromList(page, ASK_A, a.conversationId);
    await expectShown(page, [ASK_A], [a.reply]);
    await openFromList(page, ASK_B, b.conversationId);
    await expectShown(page, [ASK_B], [b.reply]);

    // Delete A: it leaves the list, and its messages never show inside B.
    await conversations(page).getByRole('button', { name: `Delete ${ASK_A}` }).click();
    await page.getByRole('dialog', { name: `Delete “${ASK_A}”?` }).getByRole('button', { name: 'Delete conversation' }).click();
    await expect(conversations(page).getByRole('listitem')).toHaveCount(1);
    await expect(conversations(page).getByRole('button', { name: ASK_A, exact: true })).toHaveCount(0);
    await expectShown(page, [ASK_B], [b.reply]);

    // Reload: the chat reopens the last conversation, B, from the cache and then from the server.
    const afterReload = historyAnswered(page, b.conversationId);
    await page.reload();
    await afterReload;
    await expectShown(page, [ASK_B], [b.reply]);
    await expect(conversations(page).getByRole('listitem')).toHaveCount(1);

    // Sign out and in: the cache was cleared; B, opened from the list, is still only B.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(chatPath);
    await expect(conversations(page).getByRole('listitem')).toHaveCount(1);
    await openFromList(page, ASK_B, b.conversationId);
    await expectShown(page, [ASK_B], [b.reply]);
    await expect(conversations(page).getByRole('button', { name: ASK_A, exact: true })).toHaveCount(0);
  });
});
