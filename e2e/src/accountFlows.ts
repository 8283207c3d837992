import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { acceptCookies, expect, expectNoSeriousA11yViolations, tick } from './fixtures';

// The account flows several specs walk through the UI: sign-up, a family with children, choosing a profile.

/** The password every e2e account uses. */
export const PASSWORD = 'grove-pass-123';

/** A fresh email address for a new e2e account. */
export function uniqueEmail(name: string): string {
  return `${name}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs up through the UI and lands on onboarding. */
export async function signUp(page: Page, name: string, email: string): Promise<void> {
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
export async function fillPins(page: Page, form: string, pinLabel: string, confirmLabel: string, pin: string): Promise<void> {
  const scope = page.getByRole('form', { name: form });
  await scope.getByLabel(pinLabel, { exact: true }).fill(pin);
  await scope.getByLabel(confirmLabel, { exact: true }).fill(pin);
}

/**
 * On the add-child form, ticks "I have read and agree to Grove's child privacy notice" when it is asked
 * (issue 18: before the family's first child, or after the notice changed); once agreed, the form says so
 * instead of asking. Waits until the form knows which, so the choice is never made on a half-loaded form.
 */
export async function childPrivacyNoticeAgree(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Add a child' });
  const box = form.getByRole('checkbox', { name: /child privacy notice/ });
  const agreed = form.getByText(/^You agreed to Grove’s child privacy notice/);
  await expect(box.or(agreed)).toBeVisible();
  if (await box.isVisible()) await tick(box);
}

/** Adds a child on /child-accounts and returns once its card shows the content mode. */
export async function addChild(page: Page, name: string, age: number, pin: string, mode: 'G' | 'PG'): Promise<void> {
  const form = page.getByRole('form', { name: 'Add a child' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Age', { exact: true }).fill(String(age));
  await fillPins(page, 'Add a child', 'PIN', 'Confirm PIN', pin);
  await childPrivacyNoticeAgree(page);
  await form.getByRole('button', { name: 'Add child' }).click();
  const card = page.getByRole('region', { name: 'Children' }).getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText(mode, { exact: true })).toBeVisible();
}

/** A new parent with a parent PIN and two children (6 → G, 12 → PG), left on /child-accounts. */
export async function familyCreate(page: Page, parentName: string): Promise<void> {
  await signUp(page, parentName, uniqueEmail('parent'));
  await tick(page.getByRole('radio', { name: /^My family/ }));
  await page.getByRole('button', { name: 'Continue to add children' }).click();
  // SPEC §4: completing onboarding goes to /profiles, which offers adding the first child.
  await expect(page).toHaveURL('/profiles');
  await page.getByRole('link', { name: 'Add a child profile' }).click();
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
export async function choose(page: Page, card: RegExp, pin: string): Promise<void> {
  await page.getByRole('list', { name: 'Profiles' }).getByRole('button', { name: card }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/PIN/).fill(pin);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

/** A new solo adult, on their chat. Returns their uid (from the path) and email. */
export async function soloOnChat(page: Page, name: string): Promise<{ uid: string; email: string }> {
  const email = uniqueEmail('chat');
  await signUp(page, name, email);
  await tick(page.getByRole('radio', { name: /^Just me/ }));
  await page.getByRole('button', { name: 'Start chatting' }).click();
  await expect(page).toHaveURL(/\/chat\/[A-Za-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with Grove' })).toBeVisible();
  return { uid: new URL(page.url()).pathname.split('/')[2] ?? '', email };
}
