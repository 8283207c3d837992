import { authEmulatorHost } from '../playwright.config';
import { choose, familyCreate, PASSWORD, signUp, uniqueEmail } from './accountFlows';
import { expect, expectNoSeriousA11yViolations, test, tick } from './fixtures';

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
    await tick(page.getByRole('radio', { name: /^Just me/ }));
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
    await tick(page.getByRole('radio', { name: /^Just me/ }));
    await page.getByRole('button', { name: 'Start chatting' }).click();
    await expect(page).toHaveURL(/\/chat\/[A-Za-z0-9]+$/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    // Signing out finishes before the next page load; a reload mid-way would still find the account signed in.
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

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
