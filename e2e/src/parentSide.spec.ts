import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { choose, familyCreate } from './accountFlows';
import { finishedReply, send } from './chatFlows';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Issue 18's journey in Chromium, against the built web app, the API (builtin mentor and its safety
// check) and the Auth emulator: a 12-year-old's urgent message reaches the parent as an alert with
// the caught sentence only; the child's chat says what the parent sees; the parent downloads the
// child's data and deletes the child. Texts are the app's own (the e2e project may not import them).

const EVERYDAY = 'We built a tall tower out of blue blocks today.';
const URGENT = 'I had a rough day at school. I want to die.';

/** Opens a page from the main navigation, as a person would. */
async function openFromNav(page: Page, name: string | RegExp, path: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(path);
}

test.describe("the parent's side (issue 18)", () => {
  test('a 12-year-old’s urgent message becomes the parent’s alert with only the caught sentence; the child’s chat says what the parent sees; the parent downloads and deletes the child', async ({ page, consoleErrors }) => {
    test.setTimeout(240_000);
    await familyCreate(page, 'Paula Parent');

    // Leo (12) chats. His chat says, plainly, what his parent can see, and links to the full page.
    await page.goto('/profiles');
    await choose(page, /Leo/, '2222');
    await expect(page).toHaveURL(/\/chat\/[^/]+\/child\/[^/]+$/);
    const badge = page.getByRole('note', { name: 'What your parent can see' });
    await expect(badge).toContainText('Your parent sees your topics and time, not your chats.');
    await send(page, EVERYDAY);
    await finishedReply(page);
    await send(page, URGENT);
    await finishedReply(page);
    await expectNoSeriousA11yViolations(page);
    await badge.getByRole('link', { name: 'What does my parent see?' }).click();
    await expect(page).toHaveURL('/what-my-parent-sees');
    await expect(page.getByRole('heading', { level: 1, name: 'What your parent sees' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'What stays yours' }).getByText('Your chats', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Nothing about alerts on a child profile: no count in the navigation.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /alert/ })).toHaveCount(0);

    // The parent (the parent PIN), then /profiles inside the app (a reload would end the family session).
    await page.goto('/profiles');
    await choose(page, /Paula Parent/, '2468');
    await expect(page).toHaveURL(/\/chat\/[^/]+$/);
    await expect(page.getByRole('note', { name: 'What your parent can see' })).toHaveCount(0);
    await openFromNav(page, /^Profiles \(1 new alert, urgent\)$/, /\/profiles$/);
    const alerts = page.getByRole('region', { name: 'Alerts' });
    const alert = alerts.getByRole('article', { name: 'Urgent. Leo: self-harm or suicide' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('blockquote')).toHaveText('I want to die.');
    await expect(alert).toContainText('in a chat');
    await expect(alerts).not.toContainText('rough day at school');
    await expectNoSeriousA11yViolations(page);

    // Leo's overview: the flagged sentence, topics and time — and no chat.
    const children = page.getByRole('region', { name: 'Your children', exact: true });
    await expect(children.getByText('1 new alert')).toBeVisible();
    await children.getByRole('link', { name: "Open Leo's overview" }).click();
    await expect(page).toHaveURL(/\/profiles\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: "Leo's overview" })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'What you do not see' })).toContainText('not their full chats or journal entries');
    await expect(page.getByRole('region', { name: 'Flagged sentences' }).getByRole('blockquote')).toHaveText('I want to die.');
    await expect(page.getByRole('region', { name: 'Time with Grove' }).getByRole('table', { name: 'Minutes with Grove each day' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Chats' })).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('tall tower');
    await expect(page.locator('main')).not.toContainText('rough day at school');
    await expectNoSeriousA11yViolations(page);

    // Seen: the count leaves the navigation.
    const onOverview = page.getByRole('list', { name: "Leo's alerts" }).getByRole('article');
    await onOverview.getByRole('button', { name: 'Mark as seen' }).click();
    await expect(onOverview).toHaveAttribute('data-status', 'seen');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profiles', exact: true })).toBeVisible();

    // Downloads: fetched with the parent's sign-in and saved under the server's file name.
    const downloads = page.getByRole('group', { name: "Download Leo's data" });
    const readable = page.waitForEvent('download');
    await downloads.getByRole('button', { name: 'Download a readable file' }).click();
    const mdFile = await readable;
    expect(mdFile.suggestedFilename()).toMatch(/^grove-export-child-\d{4}-\d{2}-\d{2}\.md$/);
    const markdown = await readFile(await mdFile.path(), 'utf8');
    expect(markdown).toContain('Leo');
    expect(markdown).toContain(EVERYDAY);
    await expect(page.getByText(`Saved ${mdFile.suggestedFilename()}.`)).toBeVisible();
    const json = page.waitForEvent('download');
    await downloads.getByRole('button', { name: 'Download as JSON' }).click();
    const jsonFile = await json;
    expect(jsonFile.suggestedFilename()).toMatch(/^grove-export-child-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await jsonFile.path(), 'utf8')) as { scope: string; child: { displayName: string } };
    expect(data).toMatchObject({ scope: 'child', child: { displayName: 'Leo' } });

    // Deleting Leo: the dialog says what goes and asks for his name.
    await page.getByRole('button', { name: 'Delete Leo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Leo?' });
    await expect(dialog.getByRole('list', { name: 'Deleted with Leo' })).toContainText('every chat and every message');
    await expect(dialog.getByRole('button', { name: 'Delete Leo' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Type Leo to confirm').fill('Leo');
    await dialog.getByRole('button', { name: 'Delete Leo' }).click();
    await expect(page).toHaveURL(/\/profiles$/);
    await expect(page.getByRole('status').filter({ hasText: 'Deleted Leo and everything Grove kept about Leo.' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Profiles' }).getByRole('button', { name: /Leo/ })).toHaveCount(0);
    const left = page.getByRole('region', { name: 'Your children', exact: true });
    await expect(left.getByRole('link', { name: "Open Mia's overview" })).toBeVisible();
    await expect(left.getByRole('link', { name: "Open Leo's overview" })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Alerts' })).toContainText('Nothing has worried Grove so far.');
    // The only failed loads were the child profile's reads of the family's list, which the API keeps to the parent.
    expect(consoleErrors.filter((error) => !/status of 403/.test(error))).toEqual([]);
  });
});
