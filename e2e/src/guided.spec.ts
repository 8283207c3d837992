import type { Page } from '@playwright/test';
import { soloOnChat } from './accountFlows';
import { acceptCookies, expect, expectNoSeriousA11yViolations, test } from './fixtures';

// SPEC §4 themed guided conversations with the builtin guide, and the calm video pages (SPEC §2).

function conversation(page: Page) {
  return page.getByRole('log', { name: 'Conversation' });
}

function progress(page: Page) {
  return page.getByLabel('Your progress');
}

/** Sends a message and waits until the guide's reply to it has finished. */
async function say(page: Page, text: string): Promise<string> {
  const replies = conversation(page).getByRole('article', { name: /Guide said|Mentor said/ });
  const before = await replies.count();
  await page.getByLabel('Your message').fill(text);
  await page.getByLabel('Your message').press('Enter');
  await expect(replies).toHaveCount(before + 1);
  await expect(replies.last()).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  return (await replies.last().textContent()) ?? '';
}

test.describe('guided conversations (SPEC §4)', () => {
  test('a scenic hike from the Denver area is moderate, remembers the place, and the guide suggests moderate, scenic trails', async ({ page }) => {
    test.setTimeout(120_000);
    await soloOnChat(page, 'Hana Hiker');
    await page.goto('/hike');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const reply = await say(page, 'something scenic, I live in the Denver area');
    expect(reply).toContain('moderate');
    expect(reply).toContain('scenic trails');
    await expect(progress(page)).toContainText('moderate');
    await expect(progress(page)).toContainText('I live in the Denver area');
    await expect(progress(page)).toContainText('1');
    const next = await say(page, 'What should I pack?');
    expect(next).not.toBe(reply);
    await expect(page.getByLabel('Topics covered').getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a meditation that mentions the ocean becomes lakeside and stays by the lake', async ({ page }) => {
    test.setTimeout(120_000);
    await soloOnChat(page, 'Mo Calm');
    await page.goto('/door-choice');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /meditation/i }).click();
    await expect(page).toHaveURL(/theme=meditation/);
    const reply = await say(page, 'I would like to hear the ocean');
    await expect(progress(page)).toContainText('lakeside');
    expect(reply).toMatch(/lake|water/i);
    const next = await say(page, 'I am breathing slowly');
    expect(next).toMatch(/lake|water|waves|ripples|shore/i);
    expect(next).not.toMatch(/\b(forest|meadow)\b/i);
  });

  for (const [path, into] of [
    ['/video/nature', /door-choice\?theme=meditation/],
    ['/video/fantasy', /choose-story/],
    ['/video/garden', /door-choice\?theme=gardening/],
  ] as const) {
    test(`${path} is calm, passes axe and leads into its conversation`, async ({ page }) => {
      await page.goto(path);
      await acceptCookies(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('img').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('main').getByRole('link').or(page.getByRole('main').getByRole('button')).first().click();
      await expect(page).toHaveURL(into);
    });
  }
});
