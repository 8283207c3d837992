import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test as base } from '@playwright/test';

/**
 * Waits until every CSS transition and finite animation on the page has finished: axe measures colours
 * as painted, and a link that just lost `aria-current` fades its background for 150 ms while its text
 * colour has already changed — a contrast no person sees for long, and not the state to judge.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      // An element that is not rendered (inside a closed <details>, like the radar's evidence) never
      // advances its transitions: nothing to see there, and waiting on it would wait forever.
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      const rendered = target === null || target.checkVisibility();
      return typeof end === 'number' && Number.isFinite(end) && rendered;
    });
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Accessibility violations a user would be blocked by: these fail a test. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A visitor's first page may show its prerendered screen until the app's first render replaces it
  // (apps/web/src/app/prerendered.ts): audit the live page, not the moment it swaps.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}

/** A test whose page fails on console errors and on any request that leaves this machine. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') {
        errors.push(`external request: ${request.url()}`);
      }
    });
    await use(errors);
  },
});

/**
 * Ticks (or, with `false`, clears) a checkbox or radio button and ends once it holds that state.
 *
 * Why not a bare `check()`: in Debian's Chromium a click on a checkable input is, rarely, not acted on
 * at all: 2 of 200 runs of "sign up and add a child" in a loop (the onboarding radio once, the child
 * privacy-notice checkbox once), none of the 70 runs with every page's pointer, click and change events
 * logged. The traces show the click at the input's centre, no DOM change, no layout shift, and an input
 * that neither toggled nor re-rendered. Playwright then throws "Clicking the checkbox did not change its
 * state" (microsoft/playwright#13470 reports the same symptom and has been open since 2022). A person
 * would click again, so the helper does too. A control that never changes still fails the test.
 */
export async function tick(control: Locator, state = true): Promise<void> {
  await expect(async () => {
    await control.setChecked(state, { timeout: 5_000 });
  }).toPass({ timeout: 15_000 });
}

/** Accepts the cookie banner so it does not cover what a test looks at. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Accept All' }).click();
  await expect(page.getByRole('button', { name: 'Accept All' })).toHaveCount(0);
}

export { expect };
