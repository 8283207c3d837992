import { acceptCookies, expect, expectNoSeriousA11yViolations, test } from './fixtures';

// The signed-out routes of SPEC §2 that have a screen in this build, with the heading each shows.
const SIGNED_OUT_SCREENS = [
  { path: '/', heading: /Grove/ },
  { path: '/about', heading: /About Grove/i },
  { path: '/legal', heading: /Privacy/i },
  { path: '/login', heading: /Sign in/ },
  { path: '/signup', heading: /Create your account/ },
];

test.describe('signed-out routes (SPEC §2)', () => {
  for (const { path, heading } of SIGNED_OUT_SCREENS) {
    test(`${path} renders, with no serious accessibility violations`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL(path);
      await expectNoSeriousA11yViolations(page);
      await acceptCookies(page);
      await expectNoSeriousA11yViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const path of ['/nowhere', '/dashboard', '/chat/u1', '/quests']) {
    test(`any other signed-out path redirects to / (${path})`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  // SPEC §2 "Routes that need an account": a visitor is asked to sign in, and comes back here after.
  for (const path of ['/profiles', '/settings', '/admin', '/admin/codes', '/hike']) {
    test(`a route that needs an account sends a visitor to /login (${path})`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { level: 1, name: /Sign in/ })).toBeVisible();
    });
  }

  // Issue 21 gave the last signed-out routes of SPEC §2 their screens: each renders its own page.
  for (const [path, title] of [
    ['/oracle', 'Reflection cards'],
    ['/spirit-animal', 'Animal guide'],
  ] as const) {
    test(`a signed-out route renders its own screen (${path})`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('once cookies are chosen, the first Tab reaches the skip link, which jumps to the content', async ({ page }) => {
    await page.goto('/about');
    await acceptCookies(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('header navigation moves focus to the new screen', async ({ page }) => {
    await page.goto('/');
    await acceptCookies(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: /About Grove/i })).toBeVisible();
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveTitle('Grove — About');
  });

  test('fits a phone: nothing runs off the side at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const { path } of SIGNED_OUT_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths[0], `${path} is wider than the screen`).toBeLessThanOrEqual(widths[1]);
    }
  });

  test('the footer shows the API it talks to', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(/^Service online · v\d+\.\d+\.\d+$/)).toBeVisible();
  });
});

test.describe('cookie consent banner (SPEC §2)', () => {
  test('offers Accept All, Decline and details, and survives a backdrop click', async ({ page }) => {
    await page.goto('/');
    const accept = page.getByRole('button', { name: 'Accept All' });
    await expect(accept).toBeVisible();
    await expect(page.getByRole('button', { name: 'Decline' })).toBeVisible();
    await page.getByRole('button', { name: 'Show details' }).click();
    await expect(page.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    // a click on the backdrop, far from the banner itself
    await page.mouse.click(10, 10);
    await expect(accept).toBeVisible();
  });

  test('is reachable by keyboard: focus starts in the banner and stays there until a choice', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await banner.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.getByRole('button', { name: 'Decline' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  });

  test('Accept All is remembered across a reload, stored only as "accepted"', async ({ page }) => {
    await page.goto('/');
    await acceptCookies(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept All' })).toHaveCount(0);
    const stored = await page.evaluate(() => Object.values({ ...localStorage }));
    expect(stored).toContain('accepted');
  });

  test('Decline is remembered too, stored only as "declined"', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
    const stored = await page.evaluate(() => Object.values({ ...localStorage }));
    expect(stored).toContain('declined');
  });
});

test.describe('theme (SPEC §2, §5)', () => {
  test('follows prefers-color-scheme: dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoSeriousA11yViolations(page);
  });

  test('follows prefers-color-scheme: light, live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a chosen theme wins over the OS and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await acceptCookies(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('failures', () => {
  test('a lazy chunk that fails to load shows "Failed to load component"', async ({ page }) => {
    await page.route(/\/assets\/AboutPage-[^/]+\.js$/, (route) => route.abort('failed'));
    await page.goto('/about');
    await expect(page.getByText('Failed to load component')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    // the rest of the app still works
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
