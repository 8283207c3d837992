import { choose, familyCreate, soloOnChat } from './accountFlows';
import { acceptCookies, expect, expectNoSeriousA11yViolations, test } from './fixtures';
import type { Page } from '@playwright/test';

// Issue 16's journeys in Chromium, against the built web app, the API and the Auth emulator. Texts are
// the journal binding's own (libs/journal/src/react): the e2e project may not import the source.

/** Opens /journal from the main navigation, as a person would (a reload would end a family session). */
async function openJournal(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journal' }).click();
  await expect(page).toHaveURL(/\/journal(\?|$)/);
}

/** The draft the journal keeps in this browser under `key`, read from IndexedDB as the page stores it. */
async function draftStored(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (draftKey) =>
      new Promise<string | null>((resolve) => {
        const opening = indexedDB.open('grove-journal-drafts');
        opening.onerror = () => resolve(null);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('drafts')) {
            db.close();
            resolve(null);
            return;
          }
          const reading = db.transaction('drafts', 'readonly').objectStore('drafts').get(draftKey);
          reading.onsuccess = () => {
            const draft = reading.result as { content?: string } | undefined;
            db.close();
            resolve(draft?.content ?? null);
          };
          reading.onerror = () => resolve(null);
        };
      }),
    key,
  );
}

test.describe('the journal (issue 16)', () => {
  test('an adult answers a guided session, each answer followed by the mentor, and sees the week’s summary', async ({ page }) => {
    test.setTimeout(120_000);
    await soloOnChat(page, 'Gwen Journal');
    await openJournal(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your journal' })).toBeVisible();
    await page.getByRole('group', { name: 'How to write' }).getByRole('button', { name: 'Guided session' }).click();

    const session = page.getByRole('region', { name: 'Guided session' });
    const step = session.getByText(/^Prompt 1 of [3-5]$/);
    await expect(step).toBeVisible();
    const total = Number(/of (\d)$/.exec((await step.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    for (let index = 1; index <= total; index += 1) {
      await expect(session.getByText(`Prompt ${index} of ${total}`)).toBeVisible();
      await session.getByLabel('Your answer').fill(`A walk by the river with my friend Sam, answer number ${index}, and a quiet evening reading.`);
      await session.getByRole('button', { name: 'Save answer' }).click();
      // The mentor's follow-up, worked out in the browser, replaces the form; it never repeats the answer.
      const followUp = session.locator('.grove-journal-session__follow');
      await expect(followUp).toBeVisible();
      await expect(followUp).not.toContainText('answer number');
      await session.getByRole('button', { name: index === total ? 'Finish' : 'Next prompt' }).click();
    }
    await expect(session.getByText('Session complete. Each answer is saved in your journal.')).toBeVisible();

    const entries = page.getByRole('region', { name: 'Your entries' });
    await expect(entries.locator('.grove-journal-entry__content')).toHaveCount(total);
    await expect(entries.getByText('Only you can see this')).toHaveCount(total);

    const summaries = page.getByRole('region', { name: 'Weekly summaries' });
    await summaries.getByRole('button', { name: "Make this week's summary" }).click();
    const summary = summaries.getByRole('article', { name: /^Week of / });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(`${total} entries`);
    await expect(summary.getByText('Only you can see this summary.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a 12-year-old writes a private entry and shares a summary; the parent sees only the summary and the count', async ({ page }) => {
    test.setTimeout(150_000);
    await familyCreate(page, 'Pat Parent');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profiles' }).click();
    await choose(page, /Leo/, '2222');
    await expect(page).toHaveURL(/\/chat\/[^/]+\/child\/[^/]+$/);

    await openJournal(page);
    const composer = page.getByRole('form', { name: 'Write in your journal' });
    await expect(composer.getByText('Only you can see this')).toBeVisible();
    await expect(composer.getByText(/if what you write sounds like you are in danger, Grove lets your parent know you may need help, without sharing your words/)).toBeVisible();
    const secret = 'I built a secret den in the garden with my friend and we scored three goals at football.';
    await composer.getByLabel('Your entry').fill(secret);
    await composer.getByRole('button', { name: 'Save entry' }).click();
    const entries = page.getByRole('region', { name: 'Your entries' });
    await expect(entries.getByText(secret)).toBeVisible();
    await expect(entries.getByText('Only you can see this')).toBeVisible();

    const summaries = page.getByRole('region', { name: 'Weekly summaries' });
    await summaries.getByRole('button', { name: "Make this week's summary" }).click();
    const summary = summaries.getByRole('article', { name: /^Week of / });
    await expect(summary.getByText('Only you can see this summary.')).toBeVisible();
    await summary.getByRole('button', { name: 'Share with my parent' }).click();
    await expect(summary.getByText('Your parent can see this summary.')).toBeVisible();
    const shared = (await summary.locator('.grove-journal-summary__text').textContent()) ?? '';
    expect(shared.length).toBeGreaterThan(0);

    // Back to the parent, by the parent PIN.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profiles' }).click();
    await choose(page, /Pat Parent/, '2468');
    await expect(page).not.toHaveURL(/\/profiles$/);
    await openJournal(page);
    await page.getByRole('link', { name: "Leo's journal" }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Leo's journal" })).toBeVisible();
    await expect(page.getByText('This journal is private. It has 1 entry; you can see the summaries your child shares.')).toBeVisible();
    const parentSummaries = page.getByRole('region', { name: 'Summaries shared with you' });
    await expect(parentSummaries.getByRole('article', { name: /^Week of / })).toBeVisible();
    await expect(parentSummaries.locator('.grove-journal-summary__text')).toHaveText(shared);
    await expect(page.getByText(secret)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a visitor writes a draft offline, never sent, and it survives a reload', async ({ page, context }) => {
    test.setTimeout(60_000);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/journal')) writes.push(request.url());
    });
    await page.goto('/journal');
    await acceptCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Try the journal' })).toBeVisible();
    await expect(page.getByText('This draft is kept only in this browser. It is not saved to an account: sign up to keep a journal.')).toBeVisible();
    // The prompts are public: the prompt of the day is there before going offline.
    await expect(page.getByRole('button', { name: 'Answer this prompt' })).toBeVisible();

    await context.setOffline(true);
    const words = 'Written with no connection at all: the rain, the kettle, a good day.';
    await page.getByLabel('Your entry').fill(words);
    await expect(page.getByRole('button', { name: 'Save entry' })).toHaveCount(0);
    await expect.poll(() => draftStored(page, 'visitor')).toBe(words);

    await context.setOffline(false);
    await page.reload();
    await expect(page.getByLabel('Your entry')).toHaveValue(words);
    await expect(page.getByText('Your draft was brought back.')).toBeVisible();
    expect(writes).toEqual([]);
  });
});
