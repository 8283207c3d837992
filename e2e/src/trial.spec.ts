import type { Page } from '@playwright/test';
import { E2E_TRIAL_TOKEN_LIMIT } from '../playwright.config';
import { finishedReply, log, send } from './chatFlows';
import { acceptCookies, expect, expectNoSeriousA11yViolations, test } from './fixtures';

// SPEC §2, §4, §8: the anonymous trial, against the real API with a small TRIAL_TOKEN_LIMIT.
// Every e2e request comes from 127.0.0.1, so this is the only spec that spends the trial.

const LIMIT = E2E_TRIAL_TOKEN_LIMIT;
const EXHAUSTED = new RegExp(
  `^Your free trial has used its ${LIMIT.toLocaleString('en-US')} tokens\\. Create an account to keep chatting, or come back after \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\.$`,
);

async function tokensLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('trial-tokens-left').textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

/**
 * Sends a message the trial cannot pay for: the alert shows the server's detail, then /signup. The
 * alert is accepted by a listener the moment it opens: while a dialog is open the page's script is
 * paused, so awaiting it only after the send would deadlock whenever the app raises it before the
 * key press has finished (the refusal can come from the trial status the page already holds).
 */
async function sendRefused(page: Page, text: string): Promise<void> {
  const alerts: string[] = [];
  const accepted = new Promise<void>((resolve) => {
    page.once('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept().then(resolve);
    });
  });
  await send(page, text);
  await accepted;
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toMatch(new RegExp(`^alert: ${EXHAUSTED.source.slice(1)}`));
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
}

test('a visitor chats on the free trial until it is spent, and clearing site data does not bring it back', async ({ page, browser, consoleErrors }) => {
  // Up to a dozen streamed replies (the builtin mentor pauses between words) and two visits: on a busy
  // two-core machine this took just over two minutes once, so it has four.
  test.setTimeout(240_000);
  await page.goto('/');
  await acceptCookies(page);
  await page.getByRole('link', { name: 'Try it free' }).click();
  await expect(page).toHaveURL('/trial-choice');
  await expect(page.getByRole('heading', { level: 1, name: 'Try Grove free' })).toBeVisible();
  await expect(page.getByTestId('trial-tokens-left')).toHaveText(LIMIT.toLocaleString('en-US'));
  await expect(page.getByText('Welcome! Your free trial is ready.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Start chatting' }).click();
  await expect(page).toHaveURL('/chat/trial');
  await expect(page.getByRole('heading', { level: 1, name: 'Try Grove' })).toBeVisible();
  await expect(page.getByTestId('trial-tokens-left')).toHaveText(LIMIT.toLocaleString('en-US'));
  await expectNoSeriousA11yViolations(page);

  // Each reply is charged to the device: the tokens left fall by what the reply cost.
  await send(page, 'Hello! Can you tell me a short story about a fox?');
  const first = await finishedReply(page);
  expect(first.tokensUsed).toBeGreaterThan(0);
  expect(first.tokensUsed).toBeLessThan(LIMIT);
  await expect(page.getByTestId('trial-tokens-left')).toHaveText((LIMIT - first.tokensUsed).toLocaleString('en-US'));
  await expect(page.getByText('Your free trial is active.')).toBeVisible();

  const usedUp = page.getByRole('region', { name: /Your free trial is used up/ });
  let left = await tokensLeft(page);
  for (let turn = 0; turn < 10 && (await usedUp.count()) === 0; turn += 1) {
    await send(page, `What else can foxes do? Question ${turn + 1}.`);
    const reply = await finishedReply(page);
    await expect.poll(() => tokensLeft(page)).toBe(Math.max(0, left - reply.tokensUsed));
    left = await tokensLeft(page);
  }
  await expect(usedUp).toBeVisible();
  await expect(page.getByTestId('trial-tokens-left')).toHaveText('0');
  await expect(page.getByText('You have used your free trial for today.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The next message is refused (402): its detail in an alert, then sign-up — and nothing of the
  // trial chat is kept.
  await sendRefused(page, 'One more story, please?');
  await page.goto('/chat/trial');
  await expect(log(page).getByRole('article')).toHaveCount(0);

  // "Clear site data": what is left is a browser with no cookies, storage or IndexedDB for the site,
  // which is exactly a fresh browser context. (Chromium's Storage.clearDataForOrigin raced the
  // IndexedDB connection the page left behind still held in the back-forward cache: now and then the
  // old id came back from IndexedDB and the check below saw the same device.)
  const before = await page.evaluate(() => localStorage.getItem('grove_trial_device'));
  expect(before).toBeTruthy();
  await page.close();
  const cleared = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const again = await cleared.newPage();
  again.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await again.goto('/trial-choice');
  await acceptCookies(again);
  await expect(again.getByTestId('trial-tokens-left')).toHaveText('0');
  const after = await again.evaluate(() => localStorage.getItem('grove_trial_device'));
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  // A new device id from the same network is the same trial, used up.
  await expect(again.getByText('The free trial on this network or device is used up for today.')).toBeVisible();
  await expect(again.getByRole('link', { name: 'Start chatting' })).toHaveCount(0);

  await again.goto('/chat/trial');
  await expect(again.getByTestId('trial-tokens-left')).toHaveText('0');
  await sendRefused(again, 'Hello again!');
  await cleared.close();
  expect(consoleErrors.filter((error) => !error.includes('402'))).toEqual([]);
});

test('on a trial route a visitor sees the tokens left in the header, which leads to the trial chat', async ({ page }) => {
  await page.goto('/about');
  await acceptCookies(page);
  const chip = page.getByRole('link', { name: /^Free trial: [\d,]+ tokens? left$/ });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page).toHaveURL('/chat/trial');
});
