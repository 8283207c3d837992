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


/** What a {@link replyWatchStart} observer saw of the next reply, in order. */
export interface ReplyWatch {
  /** 'thinking' when the thinking indicator showed, else the reply text's length at that render. */
  seen: Array<'thinking' | number>;
}

/**
 * Starts recording every render of the next mentor reply in the log (a MutationObserver inside the
 * page), so a spec can assert that "thinking" showed before the first word and that the text grew in
 * steps, however fast the reply came: it reads what happened, not what is on screen at a lucky moment.
 */
export async function replyWatchStart(page: Page): Promise<void> {
  await log(page).evaluate((element) => {
    const before = element.querySelectorAll('[aria-label="Mentor said"]').length;
    const watch: { seen: Array<'thinking' | number> } = { seen: [] };
    (window as unknown as { groveReplyWatch: typeof watch }).groveReplyWatch = watch;
    const read = () => {
      const reply = element.querySelectorAll('[aria-label="Mentor said"]')[before];
      if (!reply) return;
      const last = watch.seen[watch.seen.length - 1];
      if (reply.querySelector('.chat-message__thinking')) {
        if (last !== 'thinking') watch.seen.push('thinking');
        return;
      }
      const length = reply.querySelector('.chat-message__text')?.textContent?.length ?? 0;
      if (length > 0 && last !== length) watch.seen.push(length);
    };
    new MutationObserver(read).observe(element, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/** What the observer of {@link replyWatchStart} recorded so far. */
export async function replyWatchRead(page: Page): Promise<ReplyWatch> {
  return page.evaluate(() => (window as unknown as { groveReplyWatch: ReplyWatch }).groveReplyWatch);
}
