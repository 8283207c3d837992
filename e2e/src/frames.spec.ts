import { soloOnChat } from './accountFlows';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Issue 22, phones first: while sign-in settles, a browser whose last account was a solo adult shows
// each screen's frame (its title and lead; the chat as it first opens) instead of a spinner, painted
// from the HTML before any JavaScript. Here sign-in is held (the app's sign-in settings are never
// answered), so the frame is the page's stable state; then it is let go and the screen takes over.
// Texts are the pages' own (apps/web/src/pages): the e2e project may not import the source.

const FRAMES = [
  { path: '/journal', heading: 'Your journal', lead: 'Write freely, answer a prompt, or take a guided session. Each entry says who can see it.' },
  { path: '/wellness', heading: 'Wellness', lead: 'A short check-in each day, and your week at a glance: what went well, what was hard, and why.' },
  { path: '/games', heading: 'Games', lead: 'Pick a game to play with your mentor: word games, stories, and games to learn and explore.' },
];

test.describe('screen frames while sign-in settles (issue 22)', () => {
  test('a returning solo adult sees each screen’s top at once, nothing usable that would lose words, and no request before sign-in; then the screen itself', async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    const { uid } = await soloOnChat(page, 'Fran Frame');
    const accountReads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/(tokens|memory|chat-history|journal|radar)\b/.test(path)) accountReads.push(path);
    });
    // Sign-in held: the app reads its sign-in settings before it can restore the session.
    await page.route('**/api/client-config', () => undefined);

    for (const { path, heading, lead } of FRAMES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(lead)).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toBeVisible();
    }
    await page.goto(`/chat/${uid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Chat with Grove' })).toBeVisible();
    await expect(page.getByText('Say hello to your mentor. Ask a question, share how your day went, or ask for a story.')).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Buy tokens' })).toBeDisabled();
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    expect(accountReads).toEqual([]);

    // Sign-in let go: the chat itself, usable, with the account's balance.
    await page.unroute('**/api/client-config');
    await page.reload();
    await expect(page.getByTestId('token-balance')).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toBeEnabled();
    await page.getByLabel('Message', { exact: true }).fill('Hello again');
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(consoleErrors).toEqual([]);
  });

  test('a visitor opening a signed-in page gets no frame: the journal to try, not an account’s', async ({ page }) => {
    await page.goto('/journal');
    await expect(page.getByRole('heading', { level: 1, name: 'Try the journal' })).toBeVisible();
    await expect(page.getByText('Pick a prompt, or just write. Nothing leaves this browser.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your journal' })).toHaveCount(0);
  });
});
