import type { Page } from '@playwright/test';
import { choose, familyCreate } from './accountFlows';
import { finishedReply, send } from './chatFlows';
import { acceptCookies, expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Issue 21's journeys in Chromium, against the built web app, the API (builtin mentor) and the Auth
// emulator. Texts are the app's and the content's own (the e2e project may not import them).

/** Opens a page from the main navigation, as a person would. */
async function openFromNav(page: Page, name: string, path: RegExp | string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(path);
}

test.describe('wellness and wonder (issue 21)', () => {
  test('a visitor does a breathing session: it counts down, holds while paused, and ends with Done back at the list', async ({ page, consoleErrors }) => {
    // The page's clock is Playwright's: the session's minutes pass on cue, without waiting for them.
    await page.clock.install();
    await page.goto('/wellness');
    await acceptCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Wellness' })).toBeVisible();
    await page.getByRole('tab', { name: /Ages 4/ }).click();
    await page.getByRole('tab', { name: 'Adults' }).click();
    await page.getByRole('link', { name: 'Start Box breathing: a steady reset' }).click();
    await expect(page).toHaveURL(/\/wellness\?(?:.*&)?session=/);
    const player = page.getByRole('region', { name: 'Box breathing: a steady reset' });
    await player.getByRole('button', { name: 'Start', exact: true }).click();
    const left = player.locator('dd').nth(1).locator('[aria-hidden="true"]');
    const atStart = await left.textContent();
    await page.clock.runFor(6_000);
    await expect(left).not.toHaveText(atStart ?? '');
    await expectNoSeriousA11yViolations(page);

    // Paused, the time left stays where it is; resumed, it counts on.
    await player.getByRole('button', { name: 'Pause' }).click();
    await expect(player.getByText('Paused', { exact: true })).toBeVisible();
    const held = (await left.textContent()) ?? '';
    await page.clock.runFor(20_000);
    await expect(left).toHaveText(held);
    await player.getByRole('button', { name: 'Resume' }).click();
    await page.clock.runFor(5_000);
    await expect(left).not.toHaveText(held);

    // The rest of the session passes: the closing words and Done, which goes back to the sessions.
    await page.clock.runFor(6 * 60_000);
    await player.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('link', { name: 'Start Box breathing: a steady reset' })).toBeVisible();
    await expect(page).not.toHaveURL(/session=/);
    expect(consoleErrors).toEqual([]);
  });

  test("a 6-year-old chooses an animal guide that greets her in the chat, finishes a quest and reads an old story; her parent sees the finished quest", async ({ page, consoleErrors }) => {
    test.setTimeout(240_000);
    await familyCreate(page, 'Wren Parent');
    await page.goto('/profiles');
    await choose(page, /Mia/, '1111');
    await expect(page).toHaveURL(/\/chat\/[^/]+\/child\/[^/]+$/);

    // The animal guide, from home: the quiz, then a different guide than the one suggested.
    await openFromNav(page, 'Home', '/');
    await page.getByRole('main').getByRole('link', { name: 'Animal guide' }).click();
    await expect(page).toHaveURL('/spirit-animal');
    await expect(page.getByRole('heading', { level: 1, name: 'Animal guide' })).toBeVisible();
    await page.getByRole('button', { name: 'Start the quiz' }).click();
    for (let question = 1; question <= 6; question += 1) {
      await expect(page.getByText(`Question ${question} of 6`)).toBeVisible();
      await page.locator('.wonder-quiz__answers').getByRole('button').first().click();
    }
    await expect(page.getByRole('heading', { name: /^Your answers point to / })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Choose Otter' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Otter is now your guide.' })).toBeVisible();

    // The guide is beside the mentor and says hello in the first greeting.
    await page.getByRole('link', { name: 'your chat' }).click();
    await expect(page).toHaveURL(/\/chat\/[^/]+\/child\/[^/]+$/);
    await send(page, 'Hello!');
    const reply = await finishedReply(page);
    expect(reply.text).toContain('Otter does a somersault in the water to say hi!');
    await expect(page.getByRole('article', { name: 'Mentor said' }).last().locator('.chat-message__avatar')).toHaveText('🦦');

    // A quest: start it, do it, come back and say how it went.
    await openFromNav(page, 'Quests', '/quests');
    const offer = page.getByRole('region', { name: 'Pick a quest' }).getByRole('article', { name: 'Three leaf shapes' });
    await offer.getByRole('button', { name: 'Start this quest' }).click();
    const open = page.getByRole('region', { name: 'Your quests' }).getByRole('article', { name: 'Three leaf shapes' });
    await open.getByRole('textbox').fill('The round one looked like a moon.');
    await open.getByRole('button', { name: 'Mark as done' }).click();
    const finished = page.getByRole('region', { name: 'Finished' });
    await expect(finished.getByText('“The round one looked like a moon.”')).toBeVisible();
    await expect(page.getByText('No quest started yet. Pick one below.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // An old story, from home: the gentle telling, then "what did you think?" into the chat, unsent.
    await openFromNav(page, 'Home', '/');
    await page.getByRole('main').getByRole('link', { name: 'Old stories' }).click();
    await expect(page).toHaveURL('/old-stories');
    await page.getByRole('link', { name: 'The Tortoise and the Hare' }).click();
    await expect(page).toHaveURL(/\/old-stories\?story=/);
    await expect(page.getByRole('heading', { level: 2, name: 'The Tortoise and the Hare' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('region', { name: 'What did you think?' }).getByRole('button', { name: 'Tell your mentor' }).click();
    await expect(page).toHaveURL(/\/chat\/[^/?]+\/child\/[^/?]+$/);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(/^I just read “The Tortoise and the Hare”\. Tortoise kept going, one step at a time\./);

    // The parent (the parent PIN), then Mia's overview: the finished quest with her words (a 4–8 child's).
    await page.goto('/profiles');
    await choose(page, /Wren Parent/, '2468');
    await expect(page).toHaveURL(/\/chat\/[^/]+$/);
    await openFromNav(page, 'Profiles', /\/profiles$/);
    await page.getByRole('region', { name: 'Your children', exact: true }).getByRole('link', { name: "Open Mia's overview" }).click();
    const quests = page.getByRole('region', { name: 'Finished quests' });
    await expect(quests.getByText('Three leaf shapes')).toBeVisible();
    await expect(quests.getByText('“The round one looked like a moon.”')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
