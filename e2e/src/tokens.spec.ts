import type { APIRequestContext, Page } from '@playwright/test';
import { authEmulatorHost } from '../playwright.config';
import { adminGrant } from './adminFlows';
import { choose, familyCreate, PASSWORD, soloOnChat, uniqueEmail } from './accountFlows';
import { finishedReply, log, send } from './chatFlows';
import { expect, test } from './fixtures';

// Issue 12, defect 3: an account whose tokens ran out stays on its chat (SPEC §8: only the anonymous
// trial's 402 goes to /signup). The account's daily limit is made small through the API, by an admin
// (API.md: the owner may not change it), who is made admin with the API's own grant-admin tool.

// The API's messages (libs/api-contract MESSAGES), quoted: e2e drives the running app, not the source.
const DAILY_LIMIT_REACHED = "You have reached today's token limit. It resets at midnight UTC.";
const ASK_YOUR_GROWN_UP = 'Grove needs a little rest now. Please ask your grown-up to help you keep chatting.';

let adminToken: Promise<string> | null = null;

/**
 * An admin's ID token, made once per worker: an account signs up at the Auth emulator, signs in to the
 * API once (which creates its user), and `grant-admin` (the documented tool) makes it an admin while
 * the API is stopped (it refuses to open the embedded database under a running API).
 */
function adminIdToken(request: APIRequestContext): Promise<string> {
  adminToken ??= (async () => {
    const email = uniqueEmail('admin');
    const signUp = await request.post(`http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
      data: { email, password: PASSWORD, returnSecureToken: true },
    });
    expect(signUp.ok()).toBe(true);
    const { idToken, localId } = (await signUp.json()) as { idToken: string; localId: string };
    expect((await request.get(`/api/users/${localId}`, { headers: { Authorization: `Bearer ${idToken}` } })).status()).toBe(200);
    await adminGrant(request, email);
    return idToken;
  })();
  return adminToken;
}

/** Sets an account's daily token limit as the admin: `PATCH /api/users/{id}`. */
async function dailyLimitSet(request: APIRequestContext, uid: string, limit: number): Promise<void> {
  const token = await adminIdToken(request);
  const response = await request.patch(`/api/users/${uid}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Active-Role': 'admin' },
    data: { daily_token_limit: limit },
  });
  expect(response.status()).toBe(200);
}

/** Records every browser dialog (window.alert) the page raises, dismissing it. */
function alertsOf(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return alerts;
}

test.describe('an account out of tokens (SPEC §8 402, issue 12)', () => {
  test('a solo adult at the daily limit sees the server’s message and Buy tokens, stays on the chat, and keeps the message', async ({ page }) => {
    test.setTimeout(180_000);
    const alerts = alertsOf(page);
    const { uid } = await soloOnChat(page, 'Tam Tokens');
    const chatUrl = page.url();

    // One reply within the limit, then a limit that today's usage has reached.
    await send(page, 'Hello! What grows well in a shady garden?');
    const { tokensUsed } = await finishedReply(page);
    await dailyLimitSet(page.request, uid, tokensUsed);

    const typed = 'Can you tell me about ferns as well?';
    await send(page, typed);
    const dialog = page.getByRole('dialog', { name: 'Buy tokens' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(DAILY_LIMIT_REACHED)).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Token packages' })).toBeVisible();
    // Not the trial's ending: no alert, no /signup.
    expect(page.url()).toBe(chatUrl);
    expect(alerts).toEqual([]);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(chatUrl);
    // The message is still there, with the server's message and Retry.
    const mine = log(page).getByRole('article', { name: 'You said' }).last();
    await expect(mine).toContainText(typed);
    await expect(log(page).getByRole('alert')).toHaveText(DAILY_LIMIT_REACHED);

    // With the limit raised again, Retry sends that very message and it is answered.
    await dailyLimitSet(page.request, uid, 500_000);
    await log(page).getByRole('button', { name: 'Retry' }).click();
    await expect(log(page).getByRole('article', { name: 'Mentor said' })).toHaveCount(2);
    expect((await finishedReply(page)).tokensUsed).toBeGreaterThan(0);
    await expect(log(page).getByRole('article', { name: 'You said' })).toHaveCount(2);
    await expect(log(page).getByRole('alert')).toHaveCount(0);
    expect(alerts).toEqual([]);
  });

  test('a child of a parent at the limit is asked kindly to fetch a grown-up, and stays on the chat', async ({ page }) => {
    test.setTimeout(180_000);
    const alerts = alertsOf(page);
    await familyCreate(page, 'Kai Parent');
    await page.goto('/profiles');
    await choose(page, /Mia/, '1111');
    await expect(page).toHaveURL(/\/chat\/[A-Za-z0-9]+\/child\//);
    const chatUrl = page.url();
    const parentUid = new URL(chatUrl).pathname.split('/')[2] ?? '';
    await dailyLimitSet(page.request, parentUid, 1);

    const typed = 'Can we play a game about bees?';
    await send(page, typed);
    const dialog = page.getByRole('dialog', { name: 'Ask your grown-up' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(ASK_YOUR_GROWN_UP)).toBeVisible();
    // A child is offered nothing to buy.
    await expect(page.getByRole('dialog', { name: 'Buy tokens' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /^Buy/ })).toHaveCount(0);
    expect(page.url()).toBe(chatUrl);
    expect(alerts).toEqual([]);

    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(chatUrl);
    await expect(log(page).getByRole('article', { name: 'You said' }).last()).toContainText(typed);
    await expect(log(page).getByRole('alert')).toHaveText(ASK_YOUR_GROWN_UP);
  });
});
