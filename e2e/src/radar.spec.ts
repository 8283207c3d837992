import type { Page } from '@playwright/test';
import { choose, familyCreate, soloOnChat } from './accountFlows';
import { finishedReply, send } from './chatFlows';
import { expect, expectNoSeriousA11yViolations, test, tick } from './fixtures';

// Issue 17's journeys in Chromium, against the built web app, the API and the Auth emulator. Texts are
// the radar binding's own (libs/radar/src/react): the e2e project may not import the source.

/** Every JavaScript file the page has fetched so far, by path. */
function scriptsSeen(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) seen.push(url.pathname);
  });
  return seen;
}

const nivoChunk = (paths: readonly string[]) => paths.filter((path) => /\/RadarNivoChart-[^/]+\.js$/.test(path));

/** Opens a page from the main navigation, as a person would. */
async function openFromNav(page: Page, name: string, path: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(path);
}

test.describe('the weekly radar (issue 17)', () => {
  test('an adult chats about poor sleep; the radar’s sleep axis, its evidence and the table show it, and the chart’s code loads only on /wellness', async ({ page, consoleErrors }) => {
    test.setTimeout(150_000);
    const scripts = scriptsSeen(page);
    await soloOnChat(page, 'Rita Radar');
    for (const message of ["I couldn't sleep last night, I kept waking up.", 'I barely slept again, lying awake until 3am.', 'Another night of terrible sleep and I feel wrecked.']) {
      await send(page, message);
      await finishedReply(page);
    }
    await openFromNav(page, 'Journal', /\/journal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your journal' })).toBeVisible();
    // The chat and the journal never fetched the chart's code.
    expect(nivoChunk(scripts)).toEqual([]);

    await openFromNav(page, 'Wellness', /\/wellness$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wellness' })).toBeVisible();
    // The turns are scored just after each reply: the week holds all three once the last is in.
    const sleepSummary = page.getByText('3 messages about sleep this week');
    await expect(async () => {
      await page.reload();
      await expect(sleepSummary).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });

    // The chart (its own chunk, fetched as its place comes near the screen) names sleep with a reading
    // below the middle.
    await page.getByRole('heading', { name: 'Your weekly radar' }).scrollIntoViewIfNeeded();
    const chart = page.getByRole('img', { name: /^Radar chart of the week/ });
    await expect(chart).toBeVisible();
    expect(nivoChunk(scripts).length).toBeGreaterThan(0);
    const label = (await chart.getAttribute('aria-label')) ?? '';
    const sleepOnChart = Number(/Sleep (\d+)/.exec(label)?.[1]);
    expect(sleepOnChart).toBeLessThan(50);
    expect(label).toContain('Moving not enough yet');

    // The evidence behind sleep: the three messages, each lowering it, from the chat.
    const sleep = page.locator('details[data-axis="sleep"]');
    await sleep.locator('summary').click();
    const evidence = sleep.getByRole('list', { name: 'Evidence for Sleep' });
    await expect(evidence.getByRole('listitem')).toHaveCount(3);
    await expect(evidence.getByText('Lowers it')).toHaveCount(3);
    await expect(evidence.getByText(/in a chat/)).toHaveCount(3);
    await expect(evidence.locator('mark').first()).toBeVisible();

    // The table has the same number.
    await page.getByRole('button', { name: 'Table' }).click();
    const table = page.getByRole('table', { name: 'The week in numbers (out of 100)' });
    const sleepRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Sleep' }) });
    await expect(sleepRow.getByRole('cell').first()).toHaveText(String(sleepOnChart));
    await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Focus' }) }).getByRole('cell').first()).toHaveText('Not enough yet');

    // "This doesn't feel right": the person's answer is kept beside Grove's reading.
    await sleep.getByRole('button', { name: "This doesn't feel right" }).click();
    await sleep.getByRole('button', { name: 'Better than this' }).click();
    await expect(sleep.getByText(/^You said: Better than this\./)).toBeVisible();
    await expect(sleepRow.getByRole('cell').first()).toHaveText(`${sleepOnChart} (you said 75)`);
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a daily check-in feeds the radar; a parent sees a 12-year-old’s week on /profiles as a trend, without the words', async ({ page }) => {
    test.setTimeout(150_000);
    await familyCreate(page, 'Petra Parent');
    await page.goto('/profiles');
    await choose(page, /Leo/, '2222');
    await expect(page).toHaveURL(/\/chat\/[^/]+\/child\/[^/]+$/);
    await openFromNav(page, 'Wellness', /\/wellness$/);
    const checkIn = page.getByRole('region', { name: 'Daily check-in' });
    for (const words of ['I could not sleep, worried about the maths test.', 'Slept really badly again.', 'Hardly slept at all last night.']) {
      await tick(checkIn.getByRole('radio', { name: /Low/ }));
      await checkIn.getByLabel(/Anything about today/).fill(words);
      await checkIn.getByRole('button', { name: 'Check in' }).click();
      await expect(checkIn.getByText("Thanks for checking in. It's part of this week's radar now.")).toBeVisible();
      await expect(checkIn.getByLabel(/Anything about today/)).toHaveValue('');
    }
    await expect(page.getByText('3 messages about sleep this week')).toBeVisible();

    // The parent (the parent PIN), then /profiles inside the app (a reload would end the family session).
    await page.goto('/profiles');
    await choose(page, /Petra Parent/, '2468');
    await expect(page).toHaveURL(/\/chat\/[^/]+$/);
    await openFromNav(page, 'Profiles', /\/profiles$/);
    await page.getByRole('button', { name: 'This week for Leo' }).click();
    const trend = page.getByRole('region', { name: "Leo's week" });
    await expect(trend.locator('li[data-axis="sleep"]')).toContainText('Hard this week');
    await page.getByRole('link', { name: "Open Leo's weekly radar" }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Leo's week" })).toBeVisible();
    await expect(page.getByText('3 messages about sleep this week')).toBeVisible();
    await expect(page.getByText(/maths test/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: "This doesn't feel right" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
