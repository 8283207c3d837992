// The browser half of the build's prerendering (src/buildPlugins/prerender.ts): serves the freshly
// built app with `vite preview` on a free loopback port, opens each visitor path in Debian's Chromium
// (Playwright) as a first visit at a phone's size, with every API call left unanswered (the page as it
// is before the API replies: "Checking service…"), waits for the screen to render, and takes `#root`'s
// content with its form controls disabled, without the cookie banner (the app shows it itself).
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { PrerenderedPage } from './src/buildPlugins/prerender';

/** What stands in for a pattern's `:name` segment when its page is rendered. */
const PATH_STAND_IN = 'prerender-stand-in';

/** How long one page may take to render its screen before the build fails. */
const PAGE_RENDER_TIMEOUT_MS = 30_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Renders `paths` of the app built into `outDir` (the Vite config at `configFile` serves it). Null when
 * Chromium is not installed: the build goes on without prerendered pages and says so.
 */
export async function prerenderInBrowser(options: {
  configFile: string;
  /** Each path, as a first visit (`hint` null) or as a browser that was signed in (the hint stored). */
  pages: readonly { path: string; hint: { key: string; value: string } | null }[];
  log: (line: string) => void;
  chromiumPath?: string;
}): Promise<PrerenderedPage[] | null> {
  const executablePath = options.chromiumPath ?? process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    options.log(`skipped: no Chromium at ${executablePath} (the pages render in the browser only; set CHROMIUM_PATH)`);
    return null;
  }
  const [{ chromium }, { preview }] = await Promise.all([import('@playwright/test'), import('vite')]);
  const port = await freePort();
  const server = await preview({ configFile: options.configFile, logLevel: 'silent', preview: { port, strictPort: true, host: '127.0.0.1' } });
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const pages: PrerenderedPage[] = [];
    for (const { path, hint } of options.pages) {
      // A context each: nothing one page stores reaches the next.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
      // Never answered: what the page shows before the API replies is what every first visit shows, and
      // with the sign-in hint stored, the app stays where sign-in is still settling (it waits for the
      // sign-in settings from the API): the screen's frame.
      await context.route(/\/(api|system)\//, () => undefined);
      if (hint) await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), hint);
      const page = await context.newPage();
      // A pattern's `:name` segments (`/chat/:userId`) are opened with a stand-in, which the page taken
      // must not show anywhere: it is everyone's page.
      const url = path.replace(/:[A-Za-z]+/g, PATH_STAND_IN);
      await page.goto(`http://127.0.0.1:${port}${url}`, { waitUntil: 'load' });
      await page.waitForFunction(
        (framed) => {
          const root = document.getElementById('root');
          if (root === null || root.querySelector('main h1') === null) return false;
          // A visitor's screen is whole once no spinner is left; a frame keeps its spinner (the screen to come).
          return framed ? root.querySelector('main [aria-busy="true"]') !== null : root.querySelector('.grove-spinner') === null;
        },
        hint !== null,
        { timeout: PAGE_RENDER_TIMEOUT_MS },
      );
      // Two frames: whatever the screen's effects render on mount is in.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const taken = await page.evaluate(() => {
        const root = document.getElementById('root');
        if (!root) throw new Error('no #root');
        const copy = root.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.grove-cookie-backdrop, .grove-cookie-banner').forEach((node) => node.remove());
        copy.querySelectorAll('input, textarea, select, button').forEach((control) => control.setAttribute('disabled', ''));
        const rootAttributes: Record<string, string> = {};
        // The display settings' attributes (defaults here); the theme follows the OS in CSS until the app sets it.
        for (const attribute of Array.from(document.documentElement.attributes)) {
          if (attribute.name.startsWith('data-') && attribute.name !== 'data-theme') rootAttributes[attribute.name] = attribute.value;
        }
        // Its CSS variables too, but not its colour scheme (the OS's, in CSS, until the app sets it).
        const style = document.documentElement.style;
        const declarations: string[] = [];
        for (let index = 0; index < style.length; index += 1) {
          const name = style.item(index);
          if (name !== 'color-scheme') declarations.push(`${name}: ${style.getPropertyValue(name)}`);
        }
        if (declarations.length > 0) rootAttributes['style'] = declarations.join('; ');
        // The screen's own stylesheets, which the app adds as it loads the screen's chunk: the page links
        // them itself, or the screen would paint unstyled until then.
        // Same-origin ones as paths: the page is served from anywhere, not from this preview server.
        const stylesheets = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map((link) => {
          const url = new URL(link.href, location.href);
          return url.origin === location.origin ? url.pathname : url.href;
        });
        return { html: copy.innerHTML, rootAttributes, stylesheets };
      });
      if (url !== path && taken.html.includes(PATH_STAND_IN)) throw new Error(`prerender: ${path} shows the id it was opened with; it cannot be everyone's page`);
      pages.push({ path, ...taken });
      await context.close();
    }
    return pages;
  } finally {
    await browser.close();
    await server.close();
  }
}
