// What moves on screen, and why (issue 22): drives Debian's Chromium through the BUILT app (as
// lighthouse-phones.mjs serves it) with a PerformanceObserver('layout-shift') in every page, and prints
// each shift that had no recent input with the elements that moved (before → after rectangles), then
// each screen's CLS (the largest session window: shifts less than 1 s apart, at most 5 s, as Chrome
// counts it).
//
// Journeys, each in a desktop window (1280×720, the e2e's Desktop Chrome) and a phone (390×844):
//   - a first visit to /, /trial-choice and /chat/trial (the cookie banner up);
//   - sign-up through /signup, then /onboarding until it has settled (the e2e's onboarding flake,
//     "Clicking the checkbox did not change its state", was a click landing beside a radio that moved);
//   - signed in, a full load of the chat, /journal, /wellness and /games.
// Exits 1 when a screen's CLS is over 0.05 or anything moves on /onboarding once its heading is shown.
//
//   node tools/bench/lighthouse/layout-shifts.mjs [--repeat N] [--viewport desktop|phone]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { builtAppStart } from '../../lib/builtApp.mjs';

/** Issue 22's CLS goal, per screen. */
const CLS_GOAL = 0.05;

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 720 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
};

const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

/** Installed before any script of every page: records each layout shift with what moved. */
function shiftRecorder() {
  const describe = (node) => {
    let element = node;
    while (element && element.nodeType !== 1) element = element.parentNode;
    if (!element) return '(removed)';
    const id = element.id ? `#${element.id}` : '';
    const classes = typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ''}`;
  };
  const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  window.__groveShifts = [];
  window.__groveMarks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__groveShifts.push({
        value: entry.value,
        time: entry.startTime,
        input: entry.hadRecentInput,
        path: location.pathname,
        sources: (entry.sources ?? []).map((source) => `${describe(source.node)}: ${rect(source.previousRect)} → ${rect(source.currentRect)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Chrome's CLS: the largest sum over a session window (gaps < 1 s, at most 5 s long) of shifts without recent input. */
export function clsOf(shifts) {
  let best = 0;
  let window = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts.filter((candidate) => !candidate.input).sort((a, b) => a.time - b.time)) {
    if (shift.time - last < 1000 && shift.time - first < 5000) window += shift.value;
    else {
      window = shift.value;
      first = shift.time;
    }
    last = shift.time;
    best = Math.max(best, window);
  }
  return best;
}

/** Waits until the page has had no network request in flight and no layout shift for `quietMs`. */
async function settled(page, quietMs = 1500) {
  await page.waitForLoadState('networkidle');
  let count = -1;
  for (;;) {
    const now = await page.evaluate(() => window.__groveShifts.length);
    if (now === count) return;
    count = now;
    await page.waitForTimeout(quietMs);
  }
}

async function shiftsOf(page, sinceMs = 0) {
  return (await page.evaluate(() => window.__groveShifts)).filter((shift) => shift.time >= sinceMs);
}

function shiftsPrint(title, shifts) {
  const moving = shifts.filter((shift) => !shift.input);
  console.log(`  ${title}: CLS ${clsOf(moving).toFixed(4)} from ${moving.length} shift(s)`);
  for (const shift of moving) {
    console.log(`    ${shift.value.toFixed(4)} at ${Math.round(shift.time)} ms on ${shift.path}`);
    for (const source of shift.sources) console.log(`      ${source}`);
  }
}

async function onboardingJourney(browser, app, viewportName, index) {
  const context = await browser.newContext(VIEWPORTS[viewportName]);
  await context.addInitScript(shiftRecorder);
  const page = await context.newPage();
  try {
    await page.goto(`${app.webBase}/signup`);
    await page.getByRole('button', { name: 'Accept All' }).click();
    await page.getByLabel('Your name').fill('Robin');
    await page.getByLabel('Email').fill(`shifts-${Date.now()}-${viewportName}-${index}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('shifts-pass-1');
    await page.getByLabel('Confirm password').fill('shifts-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${app.webBase}/onboarding`);
    await page.getByRole('heading', { name: 'Welcome to Grove' }).waitFor();
    const shownAt = await page.evaluate(() => performance.now());
    await settled(page);
    const all = await shiftsOf(page);
    const afterHeading = all.filter((shift) => shift.time >= shownAt && !shift.input);
    shiftsPrint(`${viewportName} #${index + 1}: sign-up → /onboarding (heading shown at ${Math.round(shownAt)} ms)`, all);
    // Finish onboarding so the same account can be used for the signed-in screens.
    await page.getByRole('radio', { name: /^Just me/ }).check();
    await page.getByRole('button', { name: 'Start chatting' }).click();
    await page.waitForURL(/\/chat\/[A-Za-z0-9]+$/);
    const uid = new URL(page.url()).pathname.split('/')[2];
    return { context, page, uid, onboardingMoved: afterHeading.reduce((sum, shift) => sum + shift.value, 0) };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** A first visit (cookie banner up, no account) to each visitor screen, each a full load in a fresh context. */
async function visitorJourney(browser, app, viewportName) {
  const results = [];
  for (const path of ['/', '/trial-choice', '/chat/trial']) {
    const context = await browser.newContext(VIEWPORTS[viewportName]);
    try {
      await context.addInitScript(shiftRecorder);
      const page = await context.newPage();
      await page.goto(`${app.webBase}${path}`);
      await page.locator('h1').first().waitFor();
      await settled(page);
      const shifts = await shiftsOf(page);
      shiftsPrint(`${viewportName}: ${path} (first visit)`, shifts);
      results.push({ path, cls: clsOf(shifts) });
    } finally {
      await context.close();
    }
  }
  return results;
}

async function screensJourney(page, app, uid, viewportName) {
  const results = [];
  for (const path of [`/chat/${uid}`, '/journal', '/wellness', '/games']) {
    await page.goto(`${app.webBase}${path}`);
    await page.locator('h1').first().waitFor();
    await settled(page);
    const shifts = await shiftsOf(page);
    shiftsPrint(`${viewportName}: ${path} (full load, signed in)`, shifts);
    results.push({ path, cls: clsOf(shifts) });
  }
  return results;
}

async function main() {
  const { values } = parseArgs({
    options: { repeat: { type: 'string', default: '1' }, viewport: { type: 'string' } },
  });
  const repeat = Number(values.repeat);
  if (!Number.isInteger(repeat) || repeat < 1) throw new Error(`--repeat takes a whole number ≥ 1 (got ${values.repeat})`);
  const viewports = values.viewport ? [values.viewport] : Object.keys(VIEWPORTS);
  for (const name of viewports) if (!VIEWPORTS[name]) throw new Error(`--viewport takes desktop or phone (got ${name})`);

  const app = await builtAppStart();
  const browser = await chromium.launch(LAUNCH);
  const problems = [];
  try {
    for (const viewportName of viewports) {
      console.log(`\n${viewportName}`);
      for (const { path, cls } of await visitorJourney(browser, app, viewportName)) {
        if (cls > CLS_GOAL) problems.push(`${viewportName}: ${path} (first visit) CLS ${cls.toFixed(4)} > ${CLS_GOAL}`);
      }
      for (let index = 0; index < repeat; index += 1) {
        const { context, page, uid, onboardingMoved } = await onboardingJourney(browser, app, viewportName, index);
        try {
          if (onboardingMoved > 0) problems.push(`${viewportName}: /onboarding moved after its heading was shown (${onboardingMoved.toFixed(4)})`);
          if (index === 0) {
            for (const { path, cls } of await screensJourney(page, app, uid, viewportName)) {
              if (cls > CLS_GOAL) problems.push(`${viewportName}: ${path} CLS ${cls.toFixed(4)} > ${CLS_GOAL}`);
            }
          }
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  console.log(problems.length === 0 ? '\nNothing moved beyond the goals.' : `\n${problems.join('\n')}`);
  return problems.length === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(error.stack ?? error);
    process.exitCode = 2;
  }
}
