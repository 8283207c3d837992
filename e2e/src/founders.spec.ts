import type { APIRequestContext, Page } from '@playwright/test';
import { apiControlUrl } from '../playwright.config';
import { PASSWORD, soloOnChat, uniqueEmail } from './accountFlows';
import { finishedReply, send } from './chatFlows';
import { acceptCookies, expect, expectNoSeriousA11yViolations, test, tick } from './fixtures';

// Issue 19 in Chromium, against the built web app, the API and the Auth emulator. The referral's days
// pass on the API's own clock: the supervisor restarts the API with GROVE_TEST_CLOCK_OFFSET_MS, so the
// server (which alone decides conversion and rewards) lives a day, two days, ten days ahead.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves the API's clock `days` ahead of now (0 puts it back) and waits until it answers again. */
async function serverDaysAhead(request: APIRequestContext, days: number): Promise<void> {
  const response = await request.post(`${apiControlUrl}/clock?offsetMs=${days * DAY_MS}`, { timeout: 60_000 });
  expect(response.status()).toBe(200);
}

/** Opens /refer and waits until the page has the account's referral data (or its own empty states). */
async function referPage(page: Page): Promise<void> {
  await page.goto('/refer');
  await expect(page.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeVisible();
}

/** One real chat message on the newcomer's chat, with the reply in. */
async function chatOnce(page: Page, chatPath: string, message: string): Promise<void> {
  await page.goto(chatPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with Grove' })).toBeVisible();
  await send(page, message);
  await finishedReply(page);
}

test.describe('the founders club and referrals (issue 19)', () => {
  test.afterEach(async ({ request }) => {
    // Later specs run on the real clock, whatever happened here.
    await serverDaysAhead(request, 0);
  });

  test('an adult copies their link; a newcomer joins with it, chats on three days and both are rewarded; /founders shows the seat', async ({ page, browser, request, consoleErrors }) => {
    test.setTimeout(300_000);
    // Ana, an adult, makes her link on /refer and copies it.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await soloOnChat(page, 'Ana Lindqvist');
    await referPage(page);
    const share = page.getByRole('region', { name: 'Your invitation link' });
    await share.getByRole('button', { name: 'Make my link' }).click();
    await expect(share.getByLabel('Link')).toHaveValue(/\/refer\/[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('status')).toHaveText('Copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await share.getByLabel('Link').inputValue());
    await expectNoSeriousA11yViolations(page);

    // Bea opens the link in her own browser (another device: the same device would be flagged).
    const beaContext = await browser.newContext();
    const bea = await beaContext.newPage();
    try {
      await bea.goto(link);
      await acceptCookies(bea);
      const landing = bea.getByRole('region', { name: 'Ana invited you to Grove' });
      await expect(landing).toBeVisible();
      // First name only: nothing else of Ana's.
      await expect(bea.getByText('Lindqvist')).toHaveCount(0);
      await expect(landing.getByText(/numbered seat in Grove’s founders club/)).toBeVisible();
      await expect(landing.getByText(/100,000 tokens for you, and the same for Ana/)).toBeVisible();
      await expectNoSeriousA11yViolations(bea);
      await landing.getByRole('link', { name: 'Sign up' }).click();
      await expect(bea).toHaveURL(/\/referral-signup\/[2-9A-HJKMNP-Z-]+$/);

      // She signs up under the invitation and onboards.
      await bea.getByLabel('Your name').fill('Bea Okafor');
      await bea.getByLabel('Email').fill(uniqueEmail('bea'));
      await bea.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await bea.getByLabel('Confirm password').fill(PASSWORD);
      await bea.getByRole('button', { name: 'Create account' }).click();
      await expect(bea).toHaveURL('/onboarding');
      await tick(bea.getByRole('radio', { name: /^Just me/ }));
      await bea.getByRole('button', { name: 'Start chatting' }).click();
      await expect(bea).toHaveURL(/\/chat\/[A-Za-z0-9]+$/);
      const chatPath = new URL(bea.url()).pathname;

      // Day one: a real message. Her /refer shows the invitation and "1 of 3 days".
      await chatOnce(bea, chatPath, 'I want to get better at planning my week, where should I start?');
      await referPage(bea);
      const progress = bea.getByRole('region', { name: /Your invitation from Ana/ });
      await expect(progress.getByText('1 of 3 days')).toBeVisible();

      // Day two and day three, on the server's clock.
      await serverDaysAhead(request, 1);
      await chatOnce(bea, chatPath, 'Yesterday went well, today I want to cook something new for dinner.');
      await serverDaysAhead(request, 2);
      await chatOnce(bea, chatPath, 'Can you suggest a short evening routine that helps me wind down?');
      await referPage(bea);
      // Converted on the third day, on hold: the reward's day is named and nothing is paid yet.
      await expect(progress.getByText(/^You did it\. Your 100,000 tokens arrive on \d{1,2} \w{3} \d{4}, and so do Ana’s\.$/)).toBeVisible();
      await expect(bea.getByRole('region', { name: 'Your rewards' }).getByText('Total: 0 tokens')).toBeVisible();

      // Ten days on, the hold is over: both see the reward, once.
      await serverDaysAhead(request, 10);
      await referPage(bea);
      const beaRewards = bea.getByRole('region', { name: 'Your rewards' });
      await expect(beaRewards.getByText('Total: 100,000 tokens')).toBeVisible();
      await expect(beaRewards.getByRole('listitem')).toHaveCount(1);

      await referPage(page);
      const anaRewards = page.getByRole('region', { name: 'Your rewards' });
      await expect(anaRewards.getByText('Total: 100,000 tokens')).toBeVisible();
      await expect(anaRewards.getByRole('listitem')).toHaveCount(1);
      const invited = page.getByRole('region', { name: 'People you invited' }).getByRole('listitem');
      await expect(invited).toHaveCount(1);
      await expect(invited.getByText('Bea', { exact: true })).toBeVisible();
      await expect(invited.getByText('Rewarded')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // /founders: Bea's seat, among the seats in order of joining.
      await bea.goto('/founders');
      await expect(bea.getByRole('heading', { level: 1, name: 'The founders club' })).toBeVisible();
      const badge = bea.getByText(/^Founder · Seat No\. \d+$/);
      await expect(badge).toBeVisible();
      const seat = /No\. (\d+)/.exec((await badge.textContent()) ?? '')?.[1] ?? '';
      const wall = bea.getByRole('region', { name: 'Founder seats' });
      const mine = wall.locator('li[aria-current="true"]');
      await expect(mine).toContainText(`No. ${seat}`);
      await expect(mine).toContainText('Your seat');
      await expectNoSeriousA11yViolations(bea);
    } finally {
      await beaContext.close();
    }
    expect(consoleErrors).toEqual([]);
  });
});
