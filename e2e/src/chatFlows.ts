import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// What the chat specs do on a chat screen (the account chat and the trial chat share ChatView).

/** The chat's message log. */
export function log(page: Page): Locator {
  return page.getByRole('log', { name: 'Messages' });
}

/** The mentor's last reply in the log. */
export function lastReply(page: Page): Locator {
  return log(page).getByRole('article', { name: 'Mentor said' }).last();
}

/** Types a message into the composer and sends it with Enter. */
export async function send(page: Page, text: string): Promise<void> {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByLabel('Message', { exact: true }).press('Enter');
}

/** Waits for the last reply to finish and reads what the chat shows: its text and the tokens it cost. */
export async function finishedReply(page: Page): Promise<{ text: string; tokensUsed: number; tone: string | null }> {
  const meta = lastReply(page).locator('.chat-message__meta');
  await expect(meta).toHaveText(/^\d+ tokens?$/, { timeout: 30_000 });
  const tokensUsed = Number(((await meta.textContent()) ?? '').replace(/[^0-9]/g, ''));
  const text = (await lastReply(page).locator('.chat-message__text').textContent()) ?? '';
  return { text, tokensUsed, tone: await lastReply(page).getAttribute('data-tone') };
}

