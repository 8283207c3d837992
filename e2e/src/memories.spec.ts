import type { Page } from '@playwright/test';
import { choose, familyCreate, soloOnChat } from './accountFlows';
import { finishedReply, lastReply, log, send } from './chatFlows';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Issue 15: memories a family can see and steer, in the browser against the real API (builtin mentor).
// The mentor remembers a lasting fact an adult tells it, uses it in a new conversation, and forgets it
// once the adult deletes it on /memories; a 6-year-old's memory waits for the parent's approval.

/** Starts a new conversation on the chat screen and waits until its log is empty. */
async function newConversation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New conversation' }).click();
  await expect(log(page).getByRole('article')).toHaveCount(0);
}

test.describe('memories (issue 15)', () => {
  test('an adult’s fact is remembered, shown on /memories, recalled in a new conversation, and forgotten once deleted', async ({ page }) => {
    test.setTimeout(180_000);
    await soloOnChat(page, 'Robin Adult');
    const chatUrl = page.url();

    await send(page, 'My dog is called Biscuit and he is a beagle');
    await finishedReply(page);
    const chip = lastReply(page).getByRole('note', { name: 'Memory' });
    await expect(chip).toContainText("I'll remember that");
    await expect(chip).toContainText(/beagle/i);
    await expect(chip.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The chat links to the memories screen.
    await page.getByRole('link', { name: 'Memories', exact: true }).click();
    await expect(page).toHaveURL('/memories');
    await expect(page.getByRole('heading', { level: 1, name: 'Your memories' })).toBeVisible();
    const saved = page.getByRole('list', { name: 'Saved memories' });
    // One memory (its tags are a list of their own inside it).
    const dog = saved.locator('li.grove-memory').filter({ hasText: /beagle/i });
    await expect(dog).toHaveCount(1);
    const content = ((await dog.locator('.grove-memory__content').textContent()) ?? '').trim();
    expect(content).toMatch(/Biscuit/);
    await expectNoSeriousA11yViolations(page);

    // The memory links to the conversation it came from.
    await dog.getByRole('link', { name: 'From a conversation' }).click();
    await expect(page).toHaveURL(/\/chat\/[^/?]+\?conversation=[0-9a-f-]+$/);
    await expect(log(page).getByRole('article', { name: 'You said' }).first()).toContainText('My dog is called Biscuit');

    // A temporary conversation, one click away, says it is not saved and uses no memory.
    await page.getByRole('button', { name: 'Temporary conversation' }).click();
    await expect(page.getByRole('button', { name: 'Temporary conversation' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Temporary conversation: it is not saved' })).toBeVisible();
    await expect(log(page).getByRole('article')).toHaveCount(0);
    await send(page, 'What kind of dog do I have?');
    await expect(log(page).getByRole('article', { name: 'Mentor said' })).toHaveCount(1);
    expect((await finishedReply(page)).text).not.toMatch(/beagle/i);
    await expect(lastReply(page).getByRole('note', { name: 'Memory' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Temporary conversation' }).click();
    await expect(page.getByRole('button', { name: 'Temporary conversation' })).toHaveAttribute('aria-pressed', 'false');

    // A new conversation: the mentor knows the dog from memory alone.
    await page.goto(chatUrl);
    await newConversation(page);
    await send(page, 'What kind of dog do I have?');
    await expect(log(page).getByRole('article', { name: 'Mentor said' })).toHaveCount(1);
    expect((await finishedReply(page)).text).toMatch(/\bbeagle\b/i);

    // Deleted on /memories (an Undo is offered; not taken)…
    await page.goto('/memories');
    await page.getByRole('button', { name: `Delete ${content}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Memory deleted.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(page.getByText(/No memories yet/)).toBeVisible();

    // …the mentor no longer knows it in a new conversation.
    await page.goto(chatUrl);
    await newConversation(page);
    await send(page, 'What kind of dog do I have?');
    await expect(log(page).getByRole('article', { name: 'Mentor said' })).toHaveCount(1);
    expect((await finishedReply(page)).text).not.toMatch(/beagle/i);
  });

  test('a 6-year-old’s memory waits for the parent, who approves it on /profiles', async ({ page }) => {
    test.setTimeout(180_000);
    await familyCreate(page, 'Pat Parent');
    await page.goto('/profiles');
    await choose(page, /Mia/, '1111');
    await expect(page).toHaveURL(/\/chat\/[^/]+\/child\/[^/]+$/);

    await send(page, 'My cat is called Whiskers');
    await finishedReply(page);
    const chip = lastReply(page).getByRole('note', { name: 'Memory' });
    await expect(chip).toContainText("I'd like to remember this! I'll ask your grown-up first.");
    await expect(chip).toContainText(/Whiskers/);

    // Back to the parent (the parent PIN), then to /profiles inside the app (a reload would end the
    // family session, SPEC §4).
    await page.goto('/profiles');
    await choose(page, /Pat Parent/, '2468');
    await expect(page).toHaveURL(/\/chat\/[^/]+$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profiles' }).click();
    const section = page.getByRole('region', { name: "Your children's memories" });
    await expect(section).toBeVisible();
    const miaRow = section.getByRole('listitem').filter({ hasText: 'Mia' }).first();
    await expect(miaRow).toContainText('1 memory waits for your approval');

    await miaRow.getByRole('button', { name: 'Memories of Mia' }).click();
    const list = miaRow.getByRole('list', { name: "Mia's memories" });
    const whiskers = list.getByRole('listitem').filter({ hasText: /Whiskers/ });
    await expect(whiskers).toContainText('Waiting for your approval');
    await expectNoSeriousA11yViolations(page);
    await whiskers.getByRole('button', { name: /^Approve / }).click();

    await expect(miaRow).toContainText('Nothing waiting for your approval');
    await expect(whiskers).not.toContainText('Waiting for your approval');
    await expect(whiskers.getByRole('button', { name: /^Helpful: / })).toBeVisible();
  });
});
