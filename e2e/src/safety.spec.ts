import type { APIRequestContext, Page } from '@playwright/test';
import { apiControlUrl } from '../playwright.config';
import { choose, familyCreate } from './accountFlows';
import { finishedReply, lastReply, log, send } from './chatFlows';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Issue 13: a child's chat is safe whatever the model says. The API runs here with a model server as
// its mentor (MENTOR_PROVIDER=openai): the e2e API supervisor's scripted OpenAI-compatible server
// (e2e/support/modelServer.mjs), which streams a harmful completion in pieces of at most five
// characters when told to, as a model that never refuses would.
//
// Why switching the one e2e API is safe: playwright.config.ts runs every spec in one worker with
// fullyParallel off, so no other spec runs while this one has the model as the mentor. The spec is
// serial, switches in beforeAll and back to the builtin mentor in afterAll (which runs even when a test
// fails), so the specs after it see the API as they always do. Running it with more workers would let
// another spec meet the model, so it refuses to run then (a second API for it would need its own data
// folder and its own web server, as the browser reaches the API only through the preview's proxy).

// libs/safety's replies (safetyRedirects.ts), quoted: e2e drives the running app, not the source.
/** The PG redirect for a dangerous dare (mixing cleaning chemicals). */
const DANGEROUS_DARE_PG = "That can cause serious injuries, even when it's posted as a challenge, so I won't help with it.";
/** The PG care reply for low mood. */
const DISTRESS_PG =
  "Thank you for telling me. That sounds really hard, and what you're feeling matters. You don't have to deal with this alone: please talk to a trusted adult, like a parent, a teacher or a school counsellor.";

const SCIENCE_QUESTION = "what's a cool science experiment with stuff under the sink";
const HARMFUL_COMPLETION =
  'Science at home is awesome! Mix bleach with ammonia in a bucket and watch it fizz. Stand really close so you can smell the cool gas it makes.';
const LOW_MOOD = "I feel so low I don't see the point of anything";
/** Words of the harmful completion that must never reach the child's screen. */
const HARMFUL_WORDS = /bleach|ammonia|stand really close/i;

async function supervisor(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown): Promise<unknown> {
  const response = await request[method](`${apiControlUrl}${path}`, { timeout: 60_000, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** The last user message of every request the model server received. */
async function modelRequests(request: APIRequestContext): Promise<string[]> {
  return ((await supervisor(request, 'get', '/model/requests')) as { messages: string[] }).messages;
}

/**
 * A new family (Mia 6 → G, Leo 12 → PG, PIN 2222) whose parent lets the children's chats go to the
 * model, then Leo on his chat.
 */
async function leoOnChat(page: Page, parentName: string): Promise<void> {
  await familyCreate(page, parentName);
  // Issue 18: a child's messages reach a model that is not Grove's own mind only with the parent's
  // separate consent, given on /child-accounts (where familyCreate leaves the parent).
  const allow = page.getByRole('region', { name: 'Children’s chats and the AI model' }).getByRole('switch', { name: /^Let children’s chats go to / });
  await allow.click();
  await expect(allow).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(/^On since .+: what your children write in chat is sent to /)).toBeVisible();
  await page.goto('/profiles');
  await choose(page, /Leo/, '2222');
  await expect(page).toHaveURL(/\/chat\/[^/]+\/child\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: "Leo's chat" })).toBeVisible();
}

/**
 * Records, inside the page, whether any render of the chat log ever showed the harmful words (a
 * MutationObserver on every change), so the spec can say they never appeared, not only that they are
 * gone at the end.
 */
async function harmWatchStart(page: Page): Promise<void> {
  await log(page).evaluate((element, source) => {
    const pattern = new RegExp(source, 'i');
    const watch = { seen: [] as string[] };
    (window as unknown as { groveHarmWatch: typeof watch }).groveHarmWatch = watch;
    new MutationObserver(() => {
      const text = element.textContent ?? '';
      if (pattern.test(text)) watch.seen.push(text);
    }).observe(element, { subtree: true, childList: true, characterData: true });
  }, HARMFUL_WORDS.source);
}

async function harmWatchRead(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { groveHarmWatch: { seen: string[] } }).groveHarmWatch.seen);
}

test.describe('a child chatting with a model (issue 13)', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ request }) => {
    expect(test.info().config.workers, 'the safety spec switches the one e2e API to the model: it needs workers: 1').toBe(1);
    await supervisor(request, 'post', '/model/reset');
    await supervisor(request, 'post', '/model/script', { answers: { [SCIENCE_QUESTION]: HARMFUL_COMPLETION } });
    expect(await supervisor(request, 'post', '/start?mentor=model')).toMatchObject({ ready: true, mentor: 'model' });
  });

  test.afterAll(async ({ request }) => {
    await supervisor(request, 'post', '/model/reset');
    expect(await supervisor(request, 'post', '/start')).toMatchObject({ ready: true, mentor: 'builtin' });
  });

  test('a PG child sees the kind redirect, never the harmful completion the model streams', async ({ page, request }) => {
    test.setTimeout(120_000);
    await leoOnChat(page, 'Dana Parent');
    await harmWatchStart(page);

    await send(page, SCIENCE_QUESTION);
    const reply = await finishedReply(page);

    // The model was asked (the child's question is harmless) and streamed the harmful answer…
    expect(await modelRequests(request)).toContain(SCIENCE_QUESTION);
    // …and Leo got the redirect instead, with none of the model's words, at the end or on the way.
    await expect(lastReply(page)).toContainText(DANGEROUS_DARE_PG);
    expect(reply.text).toContain(DANGEROUS_DARE_PG);
    await expect(log(page)).not.toContainText(HARMFUL_WORDS);
    await expect(page.locator('body')).not.toContainText(HARMFUL_WORDS);
    expect(await harmWatchRead(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('"I feel so low I don\'t see the point of anything" gets Grove\'s care reply, without asking the model', async ({ page, request }) => {
    test.setTimeout(120_000);
    await leoOnChat(page, 'Kai Parent');

    await send(page, LOW_MOOD);
    const reply = await finishedReply(page);

    await expect(lastReply(page)).toContainText(DISTRESS_PG);
    expect(reply.text).toContain("what you're feeling matters");
    expect(reply.text).toContain('trusted adult');
    // Grove answers a child in distress itself: the model never saw the message.
    expect((await modelRequests(request)).map((message) => message.trim().toLowerCase())).not.toContain(LOW_MOOD.toLowerCase());
  });
});
