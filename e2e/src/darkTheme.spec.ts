import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { choose, familyCreate, signUp, uniqueEmail } from './accountFlows';
import { acceptCookies, animationsSettled, expect, test, tick } from './fixtures';

// SPEC §2 and §5: every screen follows the theme, light or dark (from the OS until the user picks one
// in the header or settings). For each screen, in each theme: no colour-contrast violation (axe), and
// every panel, message bubble and input is painted in the theme's colours (a dark theme has no white
// or light grey panel left over, a light theme no dark one).

type Theme = 'light' | 'dark';

/** What could be painted as a panel: glass, cards, message lists, bubbles, inputs, status panels. */
const PANELS = [
  '.grove-glass',
  '.grove-input',
  '.page-card',
  '.page-features > li',
  '.page-toc',
  // Accent buttons are meant to stand out in either theme; the neutral ones follow it.
  '.page-button:not(.page-button--primary)',
  '.chat-view__log',
  '.chat-view__input',
  '.chat-message--assistant',
  '.chat-conversations__open',
  '.game-card',
  '.game-board__log',
  '.game-board__input',
  '.game-entry--mentor',
  '.game-status',
  '.guided__log',
  '.guided__input',
  '.guided-entry--mentor',
  '.guided-progress',
  '.guided-door',
  '.guided-progress__list--topics li',
  '.trial-status-badge',
  '.profile-card',
  // Issue 21: the oracle's statement and theme chips, the old stories' list and filter chips.
  '.grove-oracle__note',
  // A chosen chip is painted in the accent colour, meant to stand out in either theme.
  '.grove-stories-chip__input:not(:checked) + .grove-stories-chip__label',
  '.grove-old-stories__item',
  'main textarea',
  'main input:not([type=radio]):not([type=checkbox]):not([type=range])',
  'main select',
].join(', ');

/** Screens that are text on the page itself, with no panel: the calm video scenes and an old story being read. */
const PLAIN_SCREENS = /^\/(video\/|old-stories\?story=)/;

interface Painted {
  what: string;
  luminance: number;
}

/**
 * The relative luminance (WCAG) of every visible panel's own background, where that background is
 * opaque enough to set the panel's tone (alpha of at least 0.3), plus the text colour of <main>.
 */
async function paintedPanels(page: Page): Promise<{ panels: Painted[]; inMain: number; mainText: number }> {
  return page.evaluate((selector) => {
    function luminance(color: string): { value: number; alpha: number } | null {
      const parts = color.match(/[\d.]+/g)?.map(Number);
      if (!parts || parts.length < 3) return null;
      const [r = 0, g = 0, b = 0] = parts.map((channel) => channel / 255);
      const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return { value: 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b), alpha: parts[3] ?? 1 };
    }
    const main = document.querySelector('main');
    const panels: { what: string; luminance: number }[] = [];
    let inMain = 0;
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      const paint = luminance(getComputedStyle(element).backgroundColor);
      if (!paint || paint.alpha < 0.3) continue;
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
      panels.push({ what: name, luminance: Number(paint.value.toFixed(3)) });
      if (main?.contains(element)) inMain += 1;
    }
    return { panels, inMain, mainText: luminance(getComputedStyle(main ?? document.body).color)?.value ?? 0 };
  }, PANELS);
}

/** The screen is in `theme`: the root says so, the panels are painted for it, and axe finds no contrast problem. */
async function expectScreenIn(page: Page, theme: Theme, screen: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // The switch renders on the next frame after the OS preference or the toggle changes: wait for it to settle.
  await expect(async () => {
    const { panels, inMain, mainText } = await paintedPanels(page);
    if (!PLAIN_SCREENS.test(screen)) expect(inMain, `${screen} (${theme}): a panel inside <main> to check`).toBeGreaterThan(0);
    // Dark panels sit well under 0.2 (the dark surface is about 0.01); light ones well over 0.5.
    const wrong = panels.filter((panel) => (theme === 'dark' ? panel.luminance > 0.2 : panel.luminance < 0.4));
    expect(wrong, `${screen} (${theme}): panels painted for the other theme`).toEqual([]);
    if (theme === 'dark') expect(mainText, `${screen}: dark theme text is light`).toBeGreaterThan(0.5);
    else expect(mainText, `${screen}: light theme text is dark`).toBeLessThan(0.1);
  }).toPass({ timeout: 5_000 });
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const violations = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').pop()?.trim() ?? violation.id}`),
  );
  expect(violations, `${screen} (${theme}) colour contrast`).toEqual([]);
}

/** Opens a screen and waits for its heading. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

/** Checks the screen as the OS's dark preference shows it, then as the light one does (no theme picked). */
async function checkFollowingTheOs(page: Page, screen: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectScreenIn(page, 'dark', screen);
  await page.emulateMedia({ colorScheme: 'light' });
  await expectScreenIn(page, 'light', screen);
  await page.emulateMedia({ colorScheme: 'dark' });
}

/** Checks the screen in the dark theme the user picked, then in light (picked with the header's toggle), then back. */
async function checkWithPickedTheme(page: Page, screen: string): Promise<void> {
  await expectScreenIn(page, 'dark', screen);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expectScreenIn(page, 'light', screen);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

test.describe('every screen follows the theme (SPEC §5)', () => {
  test.beforeEach(async ({ page }) => {
    // Still scenes and no fades: axe reads colours at rest.
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  });

  test('signed-out and trial screens, in the OS dark and light themes', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await acceptCookies(page);
    for (const path of [
      '/',
      '/about',
      '/legal',
      '/login',
      '/signup',
      '/trial-choice',
      '/chat/trial',
      '/games',
      '/game-selection',
      '/game-chat?game=riddles',
      '/choose-story',
      '/door-choice',
      '/video/nature',
      '/video/fantasy',
      '/video/garden',
      '/oracle',
      '/spirit-animal',
      '/wellness',
      '/journal',
    ]) {
      await open(page, path);
      await checkFollowingTheOs(page, path);
    }
  });

  test("a solo adult's screens, in the dark theme picked in the header and in light", async ({ page }) => {
    test.setTimeout(150_000);
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await signUp(page, 'Dara Dark', uniqueEmail('dark'));
    // The OS says light; the user picks dark, and it sticks across screens and reloads.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await checkWithPickedTheme(page, '/onboarding');
    await tick(page.getByRole('radio', { name: /^Just me/ }));
    await page.getByRole('button', { name: 'Start chatting' }).click();
    await expect(page).toHaveURL(/\/chat\/[A-Za-z0-9]+$/);
    const chatPath = new URL(page.url()).pathname;

    // The chat with a message and a reply in it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Chat with Grove' })).toBeVisible();
    await page.getByLabel('Message', { exact: true }).fill('Hello in the dark!');
    await page.getByLabel('Message', { exact: true }).press('Enter');
    const reply = page.getByRole('log', { name: 'Messages' }).getByRole('article', { name: 'Mentor said' });
    await expect(reply.locator('.chat-message__meta')).toHaveText(/^\d+ tokens?$/, { timeout: 30_000 });
    await checkWithPickedTheme(page, chatPath);

    // The memories screen (issue 15): the switches, a memory in the list, and the timeline.
    await open(page, '/memories');
    await page.getByLabel('What should Grove remember?').fill('Likes walking in the rain');
    await page.getByRole('button', { name: 'Remember this' }).click();
    await expect(page.getByRole('list', { name: 'Saved memories' }).getByText('Likes walking in the rain')).toBeVisible();
    await checkWithPickedTheme(page, '/memories');
    await page.getByRole('tab', { name: 'Timeline' }).click();
    await expect(page.getByRole('tabpanel').getByText('Likes walking in the rain')).toBeVisible();
    await checkWithPickedTheme(page, '/memories?view=timeline');

    // A game under way.
    await open(page, '/game-chat?game=twenty-questions');
    const board = page.getByRole('log', { name: 'Game messages' });
    await board.getByRole('button', { name: 'Start' }).click();
    await expect(board.getByRole('article', { name: 'Mentor said' }).last()).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    await checkWithPickedTheme(page, '/game-chat');

    // A guided conversation under way.
    await open(page, '/hike');
    await page.getByLabel('Your message').fill('Something easy near my city, please');
    await page.getByLabel('Your message').press('Enter');
    const guide = page.getByRole('log', { name: 'Conversation' }).getByRole('article', { name: /Guide said|Mentor said/ });
    await expect(guide.last()).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    await checkWithPickedTheme(page, '/hike');

    for (const path of ['/settings', '/journal', '/games', '/door-choice', '/door-choice?theme=meditation', '/choose-story', '/about', '/legal', '/video/garden']) {
      await open(page, path);
      await checkWithPickedTheme(page, path);
    }
  });

  test("a solo adult's wellness and wonder screens (issue 21), in the dark theme picked in the header and in light", async ({ page }) => {
    test.setTimeout(150_000);
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await signUp(page, 'Wanda Wonder', uniqueEmail('dark'));
    await tick(page.getByRole('radio', { name: /^Just me/ }));
    await page.getByRole('button', { name: 'Start chatting' }).click();
    await expect(page).toHaveURL(/\/chat\/[A-Za-z0-9]+$/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    // A card drawn, every guide, a quest started, the list of tales and one open, the sessions and /test.
    await open(page, '/oracle');
    await page.getByRole('button', { name: 'Draw a card' }).click();
    await expect(page.getByRole('button', { name: 'Draw another' })).toBeVisible();
    await checkWithPickedTheme(page, '/oracle (a card drawn)');
    await open(page, '/spirit-animal');
    await page.getByRole('button', { name: 'See all the guides' }).click();
    await checkWithPickedTheme(page, '/spirit-animal (every guide)');
    await open(page, '/quests');
    await page.getByRole('region', { name: 'Pick a quest' }).getByRole('button', { name: 'Start this quest' }).first().click();
    await expect(page.getByRole('region', { name: 'Your quests' }).getByRole('button', { name: 'Mark as done' })).toBeVisible();
    await checkWithPickedTheme(page, '/quests (one started)');

    for (const path of ['/old-stories', '/old-stories?story=tortoise-and-hare', '/wellness', '/test']) {
      await open(page, path);
      await checkWithPickedTheme(page, path);
    }
  });

  test("a family's screens: child accounts, profiles and a child's chat, in dark and light", async ({ page }) => {
    test.setTimeout(150_000);
    await familyCreate(page, 'Noor Night');
    await checkFollowingTheOs(page, '/child-accounts');
    await open(page, '/profiles');
    await checkFollowingTheOs(page, '/profiles');
    await choose(page, /Mia/, '1111');
    await expect(page).toHaveURL(/\/child\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A fact the mentor remembers: the reply carries the memory chip (issue 15).
    await page.getByLabel('Message', { exact: true }).fill('My cat is called Whiskers');
    await page.getByLabel('Message', { exact: true }).press('Enter');
    await expect(page.getByRole('note', { name: 'Memory' })).toBeVisible({ timeout: 30_000 });
    await checkFollowingTheOs(page, 'child chat');

    // The parent's view of the children's memories on /profiles, with one waiting for approval.
    await page.goto('/profiles');
    await choose(page, /Noor Night/, '2468');
    await expect(page).toHaveURL(/\/chat\/[^/]+$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profiles' }).click();
    await page.getByRole('button', { name: 'Memories of Mia' }).click();
    await expect(page.getByText('Waiting for your approval', { exact: true })).toBeVisible();
    await checkFollowingTheOs(page, '/profiles (parent, memories)');
  });
});
