import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { authEmulatorHost } from '../playwright.config';
import { acceptCookies, expect, expectNoSeriousA11yViolations, test } from './fixtures';

const PASSWORD = 'grove-pass-123';

function uniqueEmail(name: string): string {
  return `${name}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs up through the UI and lands on onboarding. */
async function signUp(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/signup');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/onboarding');
  await expect(page.getByRole('heading', { name: 'Welcome to Grove' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

/** Fills a PIN and its confirmation inside one form. */
async function fillPins(page: Page, form: string, pinLabel: string, confirmLabel: string, pin: string): Promise<void> {
  const scope = page.getByRole('form', { name: form });
  await scope.getByLabel(pinLabel, { exact: true }).fill(pin);
  await scope.getByLabel(confirmLabel, { exact: true }).fill(pin);
}

/** Adds a child on /child-accounts and returns once its card shows the content mode. */
async function addChild(page: Page, name: string, age: number, pin: string, mode: 'G' | 'PG'): Promise<void> {
  const form = page.getByRole('form', { name: 'Add a child' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Age', { exact: true }).fill(String(age));
  await fillPins(page, 'Add a child', 'PIN', 'Confirm PIN', pin);
  await form.getByRole('button', { name: 'Add child' }).click();
  const card = page.getByRole('region', { name: 'Children' }).getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText(mode, { exact: true })).toBeVisible();
}

/** A new parent with a parent PIN and two children (6 → G, 12 → PG), left on /child-accounts. */
async function familyCreate(page: Page, parentName: string): Promise<void> {
  await signUp(page, parentName, uniqueEmail('parent'));
  await page.getByRole('radio', { name: /^My family/ }).check();
  await page.getByRole('button', { name: 'Continue to add children' }).click();
  await expect(page).toHaveURL('/child-accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Child accounts' })).toBeVisible();
  await fillPins(page, 'Set a parent PIN', 'Parent PIN', 'Confirm parent PIN', '2468');
  await page.getByRole('button', { name: 'Save parent PIN' }).click();
  await expect(page.getByText('Parent PIN saved.')).toBeVisible();
  await addChild(page, 'Mia', 6, '1111', 'G');
  await addChild(page, 'Leo', 12, '2222', 'PG');
  await expectNoSeriousA11yViolations(page);
}

/** On /profiles, picks a profile card and types its PIN. */
async function choose(page: Page, card: RegExp, pin: string): Promise<void> {
  await page.getByRole('list', { name: 'Profiles' }).getByRole('button', { name: card }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/PIN/).fill(pin);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

test.describe('a family (SPEC §2, §4, §5)', () => {
  test('sign up → onboarding → children aged 6 and 12 → parent PIN → child by PIN → back needs the PIN → five wrong PINs lock', async ({ page }) => {
    test.setTimeout(120_000);
    await familyCreate(page, 'Alex Parent');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profiles' }).click();
    await expect(page.getByRole('heading', { name: 'Who is using Grove?' })).toBeVisible();
    const profiles = page.getByRole('list', { name: 'Profiles' });
    await expect(profiles.getByRole('button', { name: /Mia/ })).toContainText('G');
    await expect(profiles.getByRole('button', { name: /Leo/ })).toContainText('PG');

    // A child by their own PIN: a wrong one first switches nothing.
    await choose(page, /Leo/, '9999');
    await expect(page.getByRole('dialog').getByText('Wrong PIN. 4 tries left.')).toBeVisible();
    await page.getByRole('dialog').getByLabel(/PIN/).fill('2222');
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/chat\/[^/]+\/child\/[^/]+$/);

    // Back to the parent: the parent PIN is asked for; five wrong tries lock it, even against the right PIN.
    await page.goto('/profiles');
    await expect(page.getByRole('heading', { name: 'Who is using Grove?' })).toBeVisible();
    await choose(page, /Alex Parent/, '0000');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Enter the parent PIN' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(dialog.getByText('Wrong PIN. 4 tries left.')).toBeVisible();
    for (const left of ['3 tries left', '2 tries left', '1 try left']) {
      await dialog.getByLabel(/PIN/).fill('0000');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog.getByText(`Wrong PIN. ${left}.`)).toBeVisible();
    }
    await dialog.getByLabel(/PIN/).fill('0000');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const locked = 'Too many wrong PINs. This PIN is locked for 15 minutes.';
    await expect(dialog.getByText(locked)).toBeVisible();
    // The right PIN is refused too while the lock lasts: the server answers 423.
    const refused = page.waitForResponse((res) => res.url().includes('/parent-pin/verify') && res.status() === 423);
    await dialog.getByLabel(/PIN/).fill('2468');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await refused;
    await expect(dialog.getByText(locked)).toBeVisible();
    await expect(page).toHaveURL('/profiles');
  });

  test('a refresh clears a family session and asks who is using Grove', async ({ page }) => {
    test.setTimeout(120_000);
    await familyCreate(page, 'Rene Parent');
    await page.goto('/profiles');
    await choose(page, /Mia/, '1111');
    await expect(page).toHaveURL(/\/child\//);
    await page.reload();
    await page.goto('/');
    await expect(page).toHaveURL('/profiles');
  });

  test('after 5 minutes without activity the session ends with SPEC’s alert', async ({ page }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    await familyCreate(page, 'Sam Parent');
    await page.goto('/profiles');
    await choose(page, /Leo/, '2222');
    await expect(page).toHaveURL(/\/child\//);
    const alert = page.waitForEvent('dialog');
    await page.clock.fastForward('05:15');
    const dialog = await alert;
    expect(dialog.message()).toBe('Your session has expired due to inactivity.');
    await dialog.accept();
    await expect(page).toHaveURL('/profiles');
  });
});

test.describe('a solo adult and sign-in (SPEC §4 Login flow, §7)', () => {
  test('a solo adult lands on their chat route, now and at the next sign-in', async ({ page }) => {
    const email = uniqueEmail('solo');
    await signUp(page, 'Jo Solo', email);
    await page.getByRole('radio', { name: /^Just me/ }).check();
    await page.getByRole('button', { name: 'Start chatting' }).click();
    await expect(page).toHaveURL(/\/chat\/[A-Za-z0-9]+$/);
    const chatPath = new URL(page.url()).pathname;

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(chatPath);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a wrong password says so; a reset code from the emulator sets a new password', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    await signUp(page, 'Kim Reset', email);
    await page.getByRole('radio', { name: /^Just me/ }).check();
    await page.getByRole('button', { name: 'Start chatting' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Email or password is wrong.');

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your email for a link to reset your password.')).toBeVisible();

    // The emulator keeps the code it would have mailed; using it is what the link in the mail does.
    const codes = await (await request.get(`http://${authEmulatorHost}/emulator/v1/projects/demo-grove/oobCodes`)).json();
    const code = codes.oobCodes.findLast((c: { email: string; requestType: string }) => c.email === email && c.requestType === 'PASSWORD_RESET');
    expect(code).toBeTruthy();
    const reset = await request.post(`http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=fake-api-key`, {
      data: { oobCode: code.oobCode, newPassword: 'brand-new-pass-456' },
    });
    expect(reset.ok()).toBe(true);

    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('brand-new-pass-456');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/chat\//);
  });
});
