import type { Locator, Page } from '@playwright/test';
import { choose, familyCreate, soloOnChat } from './accountFlows';
import { adminGrant } from './adminFlows';
import { finishedReply, send } from './chatFlows';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Issue 20 in Chromium, against the built web app, the API and the Auth emulator: an admin made with
// the operator's own `grant-admin` tool opens every admin screen, resolves a child's safety flag, makes
// and revokes a founders invitation, and reads a conversation "break-glass" — which the family then
// finds in their Settings. The admin screens show counts and flagged excerpts, never a whole message.

/** The first sentence is ordinary; the second is the one the safety filter catches (an urgent flag). */
const FIRST_SENTENCE = 'My tortoise is called Marzipan.';
const CAUGHT_SENTENCE = 'Nobody at the swimming club talks to me and I want to die.';
const REASON = 'An urgent self-harm flag on a 12-year-old: reading the context before we contact the parent.';

/** The admin screens in the order /admin lists them, each with a part that is there once it has loaded. */
const SCREENS: { link: string; path: string; loaded: (page: Page) => Locator }[] = [
  { link: 'Token monitor', path: '/admin/token-monitor', loaded: (page) => page.getByRole('region', { name: 'Reconciliation', exact: true }) },
  { link: 'Analytics', path: '/admin/analytics', loaded: (page) => page.getByRole('region', { name: 'Messages', exact: true }) },
  { link: 'Token usage tracker', path: '/admin/token-usage-tracker', loaded: (page) => page.getByRole('table', { name: 'Top accounts', exact: true }) },
  { link: 'Symbolic memory', path: '/admin/symbolic-memory', loaded: (page) => page.getByRole('table', { name: 'Flagged items', exact: true }) },
  { link: 'Trial usage', path: '/admin/trial-usage', loaded: (page) => page.getByRole('region', { name: 'Trial records', exact: true }) },
  { link: 'Codes', path: '/admin/codes', loaded: (page) => page.getByRole('region', { name: 'The club in figures', exact: true }) },
  // Before this test's first action the log may be empty (another spec's admin may have acted first).
  { link: 'Audit log', path: '/admin/audit-log', loaded: (page) => page.getByRole('table', { name: 'Admin actions', exact: true }).or(page.getByText('No admin actions in these dates.')) },
  { link: 'Accounts', path: '/admin/accounts', loaded: (page) => page.getByRole('table', { name: 'Accounts', exact: true }) },
];

test.describe('the admin area (issue 20)', () => {
  test('an admin opens every screen, reads a flagged conversation with a reason the family then sees, resolves the flag, and makes and revokes a code', async ({ page, browser, request, consoleErrors }) => {
    test.setTimeout(300_000);
    // The Ashby family: Leo (12) says something that frightens anyone who reads it.
    await familyCreate(page, 'Rowan Ashby');
    await page.goto('/profiles');
    await choose(page, /Leo/, '2222');
    await expect(page.getByRole('heading', { level: 1, name: "Leo's chat" })).toBeVisible();
    await send(page, `${FIRST_SENTENCE} ${CAUGHT_SENTENCE}`);
    await finishedReply(page);

    // Inés signs up like anyone; the operator makes her an admin with grant-admin.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    try {
      const ines = await soloOnChat(admin, 'Inés Ortega');
      await adminGrant(request, ines.email);
      await admin.goto('/admin');
      await expect(admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
      await expect(admin.getByRole('heading', { level: 1, name: 'Admin area' })).toBeVisible();
      await expect(admin.getByRole('region', { name: 'The service' }).getByText('Database')).toBeVisible();
      await expectNoSeriousA11yViolations(admin);

      // Every screen, from the index's own links: its heading, and its figures once loaded (not an error).
      for (const screen of SCREENS) {
        await admin.goto('/admin');
        await admin.getByRole('list').getByRole('link', { name: screen.link, exact: true }).click();
        await expect(admin).toHaveURL(screen.path);
        await expect(admin.getByRole('heading', { level: 1, name: screen.link })).toBeVisible();
        await expect(screen.loaded(admin)).toBeVisible();
        await expect(admin.getByRole('alert')).toHaveCount(0);
        // Private by default: the family's words appear nowhere but in the flagged excerpt.
        await expect(admin.getByText(FIRST_SENTENCE)).toHaveCount(0);
        await expectNoSeriousA11yViolations(admin);
      }

      // The token usage tracker counts the family's turn, under the parent's account.
      await admin.goto('/admin/token-usage-tracker');
      await expect(admin.getByRole('table', { name: 'Top accounts' }).getByText('Rowan Ashby')).toBeVisible();

      // Symbolic memory: the flag shows the caught sentence only, with its band.
      await admin.goto('/admin/symbolic-memory');
      const queue = admin.getByRole('table', { name: 'Flagged items' });
      const row = queue.getByRole('row').filter({ hasText: CAUGHT_SENTENCE });
      await expect(row).toHaveCount(1);
      await expect(row.getByText('Ages 9–15')).toBeVisible();
      await expect(admin.getByText('Marzipan')).toHaveCount(0);

      // Break-glass: the whole conversation only with a reason, logged.
      await row.getByRole('button', { name: /^Read the conversation/ }).click();
      const ask = admin.getByRole('dialog');
      await ask.getByRole('button', { name: 'Read it and log my reason' }).click();
      // No reason, no read: the dialog says what is missing and stays.
      await expect(ask.getByLabel('Why you need to read it')).toHaveAttribute('aria-invalid', 'true');
      await ask.getByLabel('Why you need to read it').fill(REASON);
      await ask.getByRole('button', { name: 'Read it and log my reason' }).click();
      const read = admin.getByRole('dialog', { name: /^“/ });
      await expect(read.getByText(`${FIRST_SENTENCE} ${CAUGHT_SENTENCE}`)).toBeVisible();
      await read.getByRole('button', { name: 'Close the conversation' }).click();
      await expect(admin.getByRole('dialog')).toHaveCount(0);

      // Resolve the flag with a note: it leaves the open queue.
      await row.getByRole('button', { name: /^Resolve/ }).click();
      const resolve = admin.getByRole('dialog');
      await resolve.getByLabel('What was done').fill('Called the parent; Leo is safe and they are talking.');
      await resolve.getByRole('button', { name: 'Resolve', exact: true }).click();
      await expect(admin.getByRole('dialog')).toHaveCount(0);
      await expect(queue.getByRole('row').filter({ hasText: CAUGHT_SENTENCE })).toHaveCount(0);

      // Codes: a founders invitation made, then revoked after a confirmation.
      await admin.goto('/admin/codes');
      await expect(admin.getByRole('region', { name: 'The club in figures' })).toBeVisible();
      await admin.getByLabel('Note').fill('Library evening, Bristol');
      await admin.getByLabel('How many people can join with it').fill('12');
      await admin.getByRole('button', { name: 'Make the invitation' }).click();
      const made = admin.locator('.grove-admin-made strong');
      await expect(made).toHaveText(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
      const code = (await made.textContent()) ?? '';
      const codes = admin.getByRole('table', { name: 'Codes' });
      const codeRow = codes.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: code }) });
      await expect(codeRow.getByText('Live')).toBeVisible();
      await expect(codeRow.getByText('Library evening, Bristol')).toBeVisible();
      await codeRow.getByRole('button', { name: `Revoke ${code}` }).click();
      await admin.getByRole('dialog', { name: `Revoke ${code}?` }).getByRole('button', { name: 'Revoke the code' }).click();
      await expect(admin.getByRole('dialog')).toHaveCount(0);
      await expect(codeRow.getByText('Revoked')).toBeVisible();
      await expect(codeRow.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
      // The code is refused from then on.
      const validation = await request.get(`/api/founders-club/validate/${code}`);
      expect(((await validation.json()) as { status: string }).status).toBe('revoked');

      // The audit log has each action, newest first.
      await admin.goto('/admin/audit-log');
      const audit = admin.getByRole('table', { name: 'Admin actions' });
      await expect(audit.getByRole('row').filter({ hasText: code })).toHaveCount(2);
      await expect(audit.getByRole('row').filter({ hasText: REASON })).toHaveCount(1);
      await expect(audit.getByRole('row').filter({ hasText: 'Called the parent; Leo is safe and they are talking.' })).toHaveCount(1);
    } finally {
      await adminContext.close();
    }

    // The family's side: the parent finds the read in Settings, with who, why and which conversation.
    await page.goto('/profiles');
    await choose(page, /Rowan Ashby/, '2468');
    await page.goto('/settings');
    const access = page.getByRole('list', { name: 'Admin access to your account' });
    await expect(access.getByRole('listitem')).toHaveCount(1);
    await expect(access.getByRole('listitem')).toContainText(/^Inés Ortega read the conversation “.+” of Leo/);
    await expect(access.getByText(REASON)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a signed-in adult who is not an admin is kept out of /admin and never sees the link', async ({ page }) => {
    await soloOnChat(page, 'Noa Pietersen');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await page.goto('/admin/symbolic-memory');
    // The web app's guard sends them home (the server refuses every /api/admin call anyway).
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Symbolic memory' })).toHaveCount(0);
  });
});
