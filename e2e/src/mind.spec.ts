import { choose, familyCreate, soloOnChat } from './accountFlows';
import { finishedReply, lastReply, log, send } from './chatFlows';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Issue 14: Grove's own mind, in the browser, against the real API (MENTOR_PROVIDER=builtin): it counts
// for a G child and keeps the thread of what an adult told it. The footer says which mind answers.

test.describe("Grove's own mind (issue 14)", () => {
  test('a G child asks "what is 3 plus 4" and sees 7', async ({ page }) => {
    test.setTimeout(180_000);
    await familyCreate(page, 'Sam Parent');
    await page.goto('/profiles');
    await choose(page, /Mia/, '1111');
    await expect(page).toHaveURL(/\/chat\/[^/]+\/child\/[^/]+$/);
    await send(page, 'what is 3 plus 4');
    const reply = await finishedReply(page);
    expect(reply.tone).toBe('gentle');
    // The result is the bold part of the reply, rendered as strong text.
    await expect(lastReply(page).locator('strong')).toHaveText('7');
    expect(reply.text).not.toMatch(/\b(?:6|8|34|12)\b/);
    await expect(page.getByText("Mind: Grove's own")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an adult says their dog’s name and breed, then asks what kind of dog they have, and gets the breed', async ({ page }) => {
    test.setTimeout(120_000);
    await soloOnChat(page, 'Robin Adult');
    await send(page, 'My dog is called Biscuit and he is a beagle.');
    const told = await finishedReply(page);
    expect(told.text).toContain('Biscuit');
    await send(page, 'What kind of dog do I have?');
    // The second reply, not the first one read again before the new one is in the log.
    await expect(log(page).getByRole('article', { name: 'Mentor said' })).toHaveCount(2);
    const asked = await finishedReply(page);
    expect(asked.text).toMatch(/\bbeagle\b/i);
    expect(asked.text).toContain('Biscuit');
  });
});
