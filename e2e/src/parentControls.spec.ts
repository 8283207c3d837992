import type { Page } from '@playwright/test';
import { choose, familyCreate, fillPins, PASSWORD, signUp, uniqueEmail } from './accountFlows';
import { finishedReply, log, send } from './chatFlows';
import { expect, expectNoSeriousA11yViolations, test, tick } from './fixtures';

// Issue 18, part B, as a parent and a child live it: the child privacy notice before the first child,
// a child's time limits (quiet hours, enforced by the server, said kindly in the child's chat), and a
// forgotten parent PIN reset with the account password.

/** The version of the child privacy notice (api-contract's CHILD_PRIVACY_NOTICE_VERSION; e2e imports no source). */
const NOTICE_VERSION = '2026-11-27';
const CONSENT_REQUIRED = "Please read and agree to Grove's child privacy notice before adding a child.";

/** `HH:MM` on the browser's clock, `minutes` from now: quiet hours are set in the browser's time zone. */
async function browserClock(page: Page, minutes: number): Promise<string> {
  return page.evaluate((offset) => {
    const at = new Date(Date.now() + offset * 60_000);
    return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  }, minutes);
}

/** Opens a child's "Time limits" on /child-accounts and returns its form. */
async function timeLimitsOf(page: Page, name: string) {
  const card = page.getByRole('region', { name: 'Children' }).getByRole('article', { name });
  await card.getByText(/^Time limits/).click();
  return card.getByRole('form', { name: `Time limits for ${name}` });
}

test.describe("the parent's controls (issue 18 B)", () => {
  test('consent before the first child, quiet hours the child meets in their chat (the message kept), then the minutes left', async ({ page }) => {
    test.setTimeout(180_000);
    await signUp(page, 'Pat Parent', uniqueEmail('controls'));
    await tick(page.getByRole('radio', { name: /^My family/ }));
    await page.getByRole('button', { name: 'Continue to add children' }).click();
    await expect(page).toHaveURL('/profiles');
    await page.getByRole('link', { name: 'Add a child profile' }).click();
    await fillPins(page, 'Set a parent PIN', 'Parent PIN', 'Confirm parent PIN', '2468');
    await page.getByRole('button', { name: 'Save parent PIN' }).click();
    await expect(page.getByText('Parent PIN saved.')).toBeVisible();

    // The first child needs the parent's agreement to the child privacy notice, with its version and a link to it.
    const form = page.getByRole('form', { name: 'Add a child' });
    const box = form.getByRole('checkbox', { name: `I have read and agree to Grove’s child privacy notice (version ${NOTICE_VERSION})` });
    await expect(box).toBeVisible();
    await expect(form.getByRole('link', { name: 'child privacy notice' })).toHaveAttribute('href', '/legal#child-privacy-notice');
    await form.getByLabel('Name', { exact: true }).fill('Nia');
    await form.getByLabel('Age', { exact: true }).fill('10');
    await fillPins(page, 'Add a child', 'PIN', 'Confirm PIN', '3333');
    await form.getByRole('button', { name: 'Add child' }).click();
    await expect(form.getByText(CONSENT_REQUIRED)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await tick(box);
    await form.getByRole('button', { name: 'Add child' }).click();
    const card = page.getByRole('region', { name: 'Children' }).getByRole('article', { name: 'Nia' });
    await expect(card.getByText('PG', { exact: true })).toBeVisible();
    // Agreed once: the form says so instead of asking again.
    await expect(form.getByText(new RegExp(`^You agreed to Grove’s child privacy notice \\(version ${NOTICE_VERSION}\\) on `))).toBeVisible();
    await expect(box).toHaveCount(0);

    // Quiet hours around now, in the browser's time zone, and 45 minutes a day.
    const from = await browserClock(page, -60);
    const until = await browserClock(page, 60);
    const limits = await timeLimitsOf(page, 'Nia');
    await tick(limits.getByRole('checkbox', { name: 'Limit chat time each day' }));
    await limits.getByLabel('Minutes a day').fill('45');
    await tick(limits.getByRole('checkbox', { name: 'No chat during quiet hours' }));
    await limits.getByLabel('Quiet from').fill(from);
    await limits.getByLabel('Quiet until').fill(until);
    await limits.getByRole('button', { name: 'Save time limits' }).click();
    await expect(limits.getByRole('status')).toHaveText(`Saved: 45 minutes a day · Quiet hours ${from}–${until}.`);
    await expectNoSeriousA11yViolations(page);

    // Nia's chat: quiet time, said before she writes and again, kindly, when she writes anyway.
    await page.goto('/profiles');
    await choose(page, /Nia/, '3333');
    await expect(page).toHaveURL(/\/chat\/[^/]+\/child\/[^/]+$/);
    const quiet = `It's quiet time now. Grove will be back at ${until}.`;
    await expect(page.locator('.chat-notice')).toHaveText(quiet);
    await send(page, 'Can you tell me about volcanoes?');
    const mine = log(page).getByRole('article', { name: 'You said' });
    await expect(mine.getByRole('status')).toHaveText(quiet);
    await expect(mine).toContainText('Can you tell me about volcanoes?');
    await expect(mine.getByRole('button', { name: 'Send again' })).toBeVisible();
    await expect(log(page).getByRole('alert')).toHaveCount(0);
    await expect(log(page).getByRole('article', { name: 'Mentor said' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The parent ends quiet hours (a new page load starts with no profile: the parent PIN unlocks);
    // Nia then sees her minutes left.
    await page.goto('/child-accounts');
    const unlock = page.getByRole('form', { name: 'Unlock child accounts' });
    await unlock.getByLabel('Parent PIN').fill('2468');
    await unlock.getByRole('button', { name: 'Unlock' }).click();
    const again = await timeLimitsOf(page, 'Nia');
    await tick(again.getByRole('checkbox', { name: 'No chat during quiet hours' }), false);
    await again.getByRole('button', { name: 'Save time limits' }).click();
    await expect(again.getByRole('status')).toHaveText('Saved: 45 minutes a day.');
    await page.goto('/profiles');
    await choose(page, /Nia/, '3333');
    await expect(page.locator('.chat-notice')).toHaveText('45 minutes of chat left today');
    await send(page, 'Can you tell me about volcanoes?');
    await finishedReply(page);
    await expect(page.locator('.chat-notice')).toHaveText(/^4\d minutes of chat left today$/);
  });

  test('a forgotten parent PIN is reset with the account password, never from a child’s profile; the new PIN works', async ({ page }) => {
    test.setTimeout(180_000);
    await familyCreate(page, 'Kim Parent');
    await page.goto('/profiles');

    // A child's profile is never offered the reset.
    await choose(page, /Mia/, '1111');
    await expect(page).toHaveURL(/\/child\//);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profiles' }).click();
    await expect(page.getByRole('heading', { name: 'Who is using Grove?' })).toBeVisible();
    await page.getByRole('list', { name: 'Profiles' }).getByRole('button', { name: /Kim Parent/ }).click();
    const childSide = page.getByRole('dialog', { name: 'Enter the parent PIN' });
    await expect(childSide.getByLabel('Parent PIN')).toBeVisible();
    await expect(childSide.getByRole('button', { name: 'Forgot the parent PIN?' })).toHaveCount(0);
    await childSide.getByRole('button', { name: 'Cancel' }).click();

    // Signed in again, with no profile chosen: the parent has forgotten the PIN.
    await page.reload();
    await expect(page).toHaveURL('/profiles');
    await choose(page, /Kim Parent/, '0000');
    // The same dialog asks for the PIN, then (named for it) resets it, then asks for the new PIN.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Enter the parent PIN');
    await expect(dialog.getByText('Wrong PIN. 4 tries left.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Forgot the parent PIN?' }).click();
    await expect(dialog).toHaveAccessibleName('Reset the parent PIN');
    const reset = dialog.getByRole('form', { name: 'Reset the parent PIN' });
    await reset.getByLabel('Account password').fill('not-my-password');
    await reset.getByLabel('New parent PIN', { exact: true }).fill('1357');
    await reset.getByLabel('Confirm new parent PIN').fill('1357');
    await reset.getByRole('button', { name: 'Reset parent PIN' }).click();
    await expect(reset.getByText('That password is not right. Use the password you sign in to Grove with.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const saved = page.waitForResponse((res) => res.url().endsWith('/parent-pin/reset') && res.request().method() === 'POST');
    await reset.getByLabel('Account password').fill(PASSWORD);
    await reset.getByRole('button', { name: 'Reset parent PIN' }).click();
    expect((await saved).status()).toBe(204);
    await expect(dialog.getByRole('status')).toHaveText('Parent PIN reset. Enter the new PIN to carry on.');
    await expect(dialog).toHaveAccessibleName('Enter the parent PIN');

    // The old PIN no longer opens the parent's profile; the new one does.
    await dialog.getByLabel('Parent PIN').fill('2468');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Wrong PIN. 4 tries left.')).toBeVisible();
    await dialog.getByLabel('Parent PIN').fill('1357');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/chat\/[^/]+$/);
  });
});
