import type { Page } from '@playwright/test';
import { addChild, choose, fillPins, PASSWORD, signUp, soloOnChat, uniqueEmail } from './accountFlows';
import { expect, expectNoSeriousA11yViolations, test, tick } from './fixtures';

// Issue 12: a signed-in person's own home, the one-click way back to the active profile's chat, and
// sign-in that returns to the page that asked for it. Every move inside the app is a click: a page
// load clears a family session (SPEC §4), which would hide what these tests look at.

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Presses Home in the main navigation and checks the home greets `name`, with no sign-up or sign-in. */
async function pressHome(page: Page, name: string): Promise<void> {
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${name}`);
  const main = page.getByRole('main');
  for (const name of ['Create an account', 'Try it free', 'Sign in']) await expect(main.getByRole('link', { name })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Games' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Story time' })).toBeVisible();
}

/** Presses "My chat" in the main navigation: the chat at `path` opens at once, with no PIN asked. */
async function pressMyChat(page: Page, path: RegExp | string): Promise<void> {
  await mainNav(page).getByRole('link', { name: 'My chat' }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByLabel('Message', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Signs out from the header and waits until the app knows it. */
async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

async function signIn(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A new parent with a parent PIN and one child, Mia (PIN 1111), added from /profiles after onboarding. */
async function familyWithChild(page: Page, parentName: string): Promise<string> {
  const email = uniqueEmail('home');
  await signUp(page, parentName, email);
  await tick(page.getByRole('radio', { name: /^My family/ }));
  await page.getByRole('button', { name: 'Continue to add children' }).click();
  // SPEC §4: onboarding ends on /profiles, which offers adding the first child.
  await expect(page).toHaveURL('/profiles');
  await expect(page.getByRole('heading', { level: 1, name: 'Who is using Grove?' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a child profile' }).click();
  await expect(page).toHaveURL('/child-accounts');
  await fillPins(page, 'Set a parent PIN', 'Parent PIN', 'Confirm parent PIN', '2468');
  await page.getByRole('button', { name: 'Save parent PIN' }).click();
  await expect(page.getByText('Parent PIN saved.')).toBeVisible();
  await addChild(page, 'Mia', 6, '1111', 'G');
  return email;
}

test.describe('a signed-in home (issue 12)', () => {
  test('a solo adult presses Home and sees their own home; My chat goes straight back to their chat', async ({ page, consoleErrors }) => {
    const { uid } = await soloOnChat(page, 'Jo Solo');
    await pressHome(page, 'Jo Solo');
    await expect(page.getByRole('main').getByRole('link', { name: 'Open my chat' })).toHaveAttribute('href', `/chat/${uid}`);
    await expectNoSeriousA11yViolations(page);
    await pressMyChat(page, `/chat/${uid}`);
    expect(consoleErrors).toEqual([]);
  });

  test('the parent and then a child each see their own home; My chat opens the active profile’s chat without a PIN', async ({ page }) => {
    test.setTimeout(120_000);
    await familyWithChild(page, 'Pat Parent');

    await mainNav(page).getByRole('link', { name: 'Profiles' }).click();
    await choose(page, /Pat Parent/, '2468');
    await expect(page).toHaveURL(/\/chat\/[^/]+$/);
    const parentChat = new URL(page.url()).pathname;
    await pressHome(page, 'Pat Parent');
    await expectNoSeriousA11yViolations(page);
    await pressMyChat(page, parentChat);

    await mainNav(page).getByRole('link', { name: 'Profiles' }).click();
    await choose(page, /Mia/, '1111');
    await expect(page).toHaveURL(/\/chat\/[^/]+\/child\/[^/]+$/);
    const childChat = new URL(page.url()).pathname;
    await pressHome(page, 'Mia');
    await expect(page.getByRole('main')).not.toContainText('Pat Parent');
    await expect(page.getByRole('main').getByRole('link', { name: 'Child accounts' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await pressMyChat(page, childChat);

    // The child's Settings offer only the look of Grove: not the parent's email or deleting the account.
    await mainNav(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Appearance' })).toBeVisible();
    await expect(page.getByText(/@example\.com/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete account' })).toHaveCount(0);
  });
});

test.describe('sign-in returns to the page asked for (issue 12, SPEC §4 Login flow)', () => {
  test('a solo adult opens /settings signed out, signs in and lands on /settings', async ({ page }) => {
    const { email } = await soloOnChat(page, 'Ren Return');
    await signOut(page);

    await page.goto('/settings');
    await expect(page).toHaveURL('/login?next=%2Fsettings');
    await signIn(page, email);
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  test('a parent goes through "Who is using Grove?" first, then on to /settings', async ({ page }) => {
    test.setTimeout(120_000);
    const email = await familyWithChild(page, 'Val Parent');
    await signOut(page);

    await page.goto('/settings');
    await expect(page).toHaveURL('/login?next=%2Fsettings');
    await signIn(page, email);
    await expect(page).toHaveURL('/profiles?next=%2Fsettings');
    await choose(page, /Val Parent/, '2468');
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('a next that leaves Grove is ignored: sign-in lands where it always does', async ({ page }) => {
    const { uid, email } = await soloOnChat(page, 'Oz Open');
    await signOut(page);

    await page.goto('/login?next=%2F%2Fevil.example%2Fsettings');
    await signIn(page, email);
    await expect(page).toHaveURL(`/chat/${uid}`);
  });
});
