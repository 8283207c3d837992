import type { Connect, Plugin } from 'vite';
import { PRERENDER_OFF_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE, prerenderPathMatches, prerenderPathOf } from '../app/prerendered';
import { BOOT_PRELOAD_SCRIPT_START, bootPreloadInject } from './bootPreload';

/**
 * Prerendered first visits: the visitor's pages (the home page, the trial's choice and its chat) are
 * written at build time with their screen already in `#root`, so a phone paints the page as soon as
 * the HTML and the stylesheet have arrived instead of after ~100 KB gzip of JavaScript has downloaded
 * and run (Lighthouse's phone: first paint ~2.2 s before, issue 22 item 5).
 *
 * How the page stays honest:
 * - The content is what the built app itself renders in a browser for a first visit (no sign-in, no
 *   trial started, the API not answered yet), taken from the DOM: not a copy kept by hand.
 * - Its form controls are disabled until the app takes over, so nothing typed before then is lost.
 *   Links work as plain links.
 * - The app's first render replaces it (React clears the container on its first commit), after the
 *   screen's chunk is in, so the page goes from the prerendered screen to the same screen, live.
 * - A browser with anything in local storage but what a first visitor's pages store without changing
 *   how these screens first render (`allowedKeys`: the cookie choice, the trial's records) — signed in
 *   before, a theme chosen, an error to come back from — is not a first visit: an inline script in
 *   the head hides the prerendered content before the first paint and the app renders as it would
 *   without it.
 *
 * This file is build tooling (imported by vite.config.ts), not app code: the app never imports it. The
 * browser part (Playwright, `vite preview`) is apps/web/prerenderBrowser.ts.
 */

/** A page rendered by the built app: the `#root` content, the attributes it set on `<html>` and its stylesheets. */
export interface PrerenderedPage {
  readonly path: string;
  readonly html: string;
  readonly rootAttributes: Readonly<Record<string, string>>;
  /** Every stylesheet the page had linked once rendered (hrefs as written), the entry's included. */
  readonly stylesheets: readonly string[];
}

/** The folder (in the build's output) that holds the prerendered pages; the SPA's index.html stays empty. */
export const PRERENDER_DIR = 'prerendered';

/**
 * Where a path's prerendered page is written, relative to the output folder: `/` →
 * prerendered/index.html; a pattern's `:name` segment is written `_name` (`/chat/:userId` →
 * prerendered/chat/_userId.html).
 */
export function prerenderFileOf(path: string): string {
  const clean = prerenderPathOf(path).replace(/\/:/g, '/_');
  return clean === '/' ? `${PRERENDER_DIR}/index.html` : `${PRERENDER_DIR}${clean}.html`;
}

/**
 * The signed-in frames (issue 22): pages prerendered as the app shows them while sign-in settles in a
 * browser that was signed in (app/screenFrames.tsx: the screen's title and lead, the header without
 * its account links). Each is for browsers whose sign-in hint holds one of its values.
 */
export interface PrerenderSignedIn {
  /** The local-storage key of the sign-in hint. */
  readonly hintKey: string;
  /** Each signed-in path, with the hint values its frame is for (the first is the one rendered). */
  readonly paths: Readonly<Record<string, readonly string[]>>;
}

/**
 * The inline script (ES5: it runs before anything else, in whatever browser opens the page) that
 * switches the prerendered content off unless it is what this browser's app will first render:
 * - a visitor's page: local storage is empty but for `allowedKeys` (no sign-in hint);
 * - a signed-in frame (`signedIn`): the hint holds one of the page's values, nothing else is stored but
 *   `allowedKeys`, and the address has no query (which changes the screen's top).
 * Storage it cannot read counts as neither.
 */
export function prerenderGuardScript(allowedKeys: readonly string[], signedIn?: PrerenderSignedIn, visitorPaths: readonly string[] = []): string {
  const hintKey = signedIn?.hintKey ?? null;
  // Each signed-in path as a pattern (`:name` stands for one segment), with its hint values. A
  // visitor's own path (`/chat/trial`) is never a signed-in frame's, whatever pattern it fits.
  const frames = Object.entries(signedIn?.paths ?? {}).map(([path, values]) => [`^${prerenderPathOf(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`, values]);
  return (
    `(function(a,k,f,v){var off=false;try{var s=window.localStorage;for(var i=0;i<s.length;i++){var key=s.key(i);if(a.indexOf(key)<0&&key!==k){off=true;break}}` +
    `var p=window.location.pathname;if(p.length>1&&p.charAt(p.length-1)==='/')p=p.slice(0,-1);var h=k===null?null:s.getItem(k);var need=null;` +
    `if(v.indexOf(p)<0){for(var j=0;j<f.length;j++){if(new RegExp(f[j][0]).test(p)){need=f[j][1];break}}}` +
    `if(need!==null){if(need.indexOf(h)<0||window.location.search.length>1)off=true}else if(h!==null)off=true` +
    `}catch(e){off=true}if(off)document.documentElement.setAttribute(${JSON.stringify(PRERENDER_OFF_ATTRIBUTE)},'off')})` +
    `(${JSON.stringify(allowedKeys)},${JSON.stringify(hintKey)},${JSON.stringify(frames)},${JSON.stringify(visitorPaths.map(prerenderPathOf))});`
  );
}

/** The stylesheet that keeps switched-off prerendered content from painting. */
export const PRERENDER_GUARD_STYLE = `html[${PRERENDER_OFF_ATTRIBUTE}=off] #root[${PRERENDERED_PATH_ATTRIBUTE}]>*{display:none}`;

function attributeEscape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The built index.html with a page's content in `#root` (marked with its path) and its `<html>` attributes. */
export function prerenderPageHtml(indexHtml: string, page: PrerenderedPage): string {
  const emptyRoot = /<div id="root"><\/div>/;
  if (!emptyRoot.test(indexHtml)) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  const attributes = Object.entries(page.rootAttributes)
    .map(([name, value]) => ` ${name}="${attributeEscape(value)}"`)
    .join('');
  // The stylesheets the app linked as it loaded the screen, in the order it linked them, after the
  // entry's: linked by the page, the screen paints styled (Vite's loader sees them and adds none again).
  const added = page.stylesheets
    .filter((href) => !indexHtml.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${attributeEscape(href)}">`)
    .join('\n    ');
  return prerenderBootAfterPaint(indexHtml)
    .replace(/<\/head>/i, (end) => (added ? `  ${added}\n  ${end}` : end))
    .replace(/<html\b([^>]*)>/i, (_tag, existing: string) => `<html${existing}${attributes}>`)
    .replace(emptyRoot, () => `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${attributeEscape(prerenderPathOf(page.path))}">${page.html}</div>`);
}

/** The longest a prerendered page waits for its first paint before it starts the app anyway. */
export const PRERENDER_BOOT_WAIT_MAX_MS = 1_500;

/**
 * The page's JavaScript starts after the prerendered screen has painted, not before. A module script in
 * the head runs as soon as it has arrived, and Chrome paints nothing while it is compiled and run
 * (measured: the first paint came after the app's first render, ~2 s into Lighthouse's phone, as if
 * nothing were prerendered); and every script fetched before the paint shares the phone's bandwidth
 * with the stylesheet the paint waits for. So the page's head keeps only what the paint needs (the
 * stylesheets, the guard), and a classic script at the end of the body, once the browser reports the
 * first paint, does what the head did: the boot preload's links (the screen's chunks), the entry's
 * imports as plain `preload`s (`crossorigin`, to match the module fetch; downloaded, not compiled on
 * the main thread as `modulepreload` would) and the entry itself.
 *
 * "Once the first paint is reported": a `paint` PerformanceObserver; after the next frame where there is
 * none; at the latest after {@link PRERENDER_BOOT_WAIT_MAX_MS}; at once when the tab is hidden (no frame
 * comes) or prerendering is switched off. A frame's callback alone was not enough: Chrome reported the
 * paint after the entry had started.
 */
export function prerenderBootAfterPaint(indexHtml: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(indexHtml);
  if (!entry) throw new Error('prerender: index.html has no <script type="module" crossorigin src="…"> entry');
  const src = entry[1] ?? '';
  const imports = [...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const boot = new RegExp(`<script>(${BOOT_PRELOAD_SCRIPT_START.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s\\S]*?)</script>\\s*`).exec(indexHtml);
  let html = indexHtml.replace(entry[0], '');
  for (const link of imports) html = html.replace(link[0], '');
  if (boot) html = html.replace(boot[0], '');
  const hrefs = JSON.stringify(imports.map((link) => link[1]));
  const start =
    `(function(){var started=false;function go(){if(started)return;started=true;${boot ? boot[1] : ''}` +
    `var h=${hrefs};for(var i=0;i<h.length;i++){var l=document.createElement('link');l.rel='preload';l.as='script';l.crossOrigin='anonymous';l.href=h[i];document.head.appendChild(l)}` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='anonymous';s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
    `if(document.visibilityState==='hidden'||document.documentElement.getAttribute(${JSON.stringify(PRERENDER_OFF_ATTRIBUTE)})==='off')return go();` +
    `setTimeout(go,${PRERENDER_BOOT_WAIT_MAX_MS});try{new PerformanceObserver(function(list,observer){observer.disconnect();setTimeout(go,0)}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}})();`;
  return html.replace(/<\/body>/i, (end) => `  <script>${start}</script>\n  ${end}`);
}

/** The built index.html with the guard script and style in its head, before the stylesheet and entry script. */
export function prerenderGuardInject(indexHtml: string, allowedKeys: readonly string[], signedIn?: PrerenderSignedIn, visitorPaths: readonly string[] = []): string {
  const withScript = bootPreloadInject(indexHtml, prerenderGuardScript(allowedKeys, signedIn, visitorPaths));
  return withScript.replace(/<\/head>/i, `<style>${PRERENDER_GUARD_STYLE}</style>\n</head>`);
}

/**
 * A `vite preview` middleware: a page request for a prerendered path is answered with its prerendered
 * page; everything else goes on to Vite's SPA fallback (index.html, empty). A static host serving the
 * build needs the same rewrite: `/` → /prerendered/index.html, `/trial-choice` → /prerendered/trial-choice.html.
 */
export function prerenderRewrite(paths: readonly string[], exists: (file: string) => boolean): Connect.NextHandleFunction {
  const prerendered = paths.map(prerenderPathOf);
  // An exact path before a pattern: `/chat/trial` is the trial's page, not `/chat/:userId`'s.
  const pageOf = (path: string) => (prerendered.includes(path) ? path : (prerendered.find((pattern) => prerenderPathMatches(pattern, path)) ?? null));
  return (req, _res, next) => {
    const accept = req.headers.accept ?? '';
    if ((req.method === 'GET' || req.method === 'HEAD') && req.url && (accept === '' || accept.includes('text/html'))) {
      const page = pageOf(prerenderPathOf(req.url));
      const file = page === null ? null : prerenderFileOf(page);
      if (file !== null && exists(file)) req.url = `/${file}${req.url.slice(req.url.split(/[?#]/, 1)[0]?.length ?? 0)}`;
    }
    next();
  };
}

/** Options of {@link prerenderPlugin}. */
export interface PrerenderPluginOptions {
  /** The visitor paths to prerender. */
  readonly paths: readonly string[];
  /** Local-storage keys a first visit may already have (the cookie choice). */
  readonly allowedKeys: readonly string[];
  /** The signed-in frames to prerender, and the sign-in hint they are for. */
  readonly signedIn?: PrerenderSignedIn;
  /**
   * Renders the built app's pages (null: could not, the build goes on without them and says so): each
   * path as a first visit, or with `hint` stored (a signed-in frame).
   */
  readonly render: (context: {
    outDir: string;
    pages: readonly { path: string; hint: { key: string; value: string } | null }[];
    log: (line: string) => void;
  }) => Promise<PrerenderedPage[] | null>;
  /** False builds without prerendered pages (`GROVE_PRERENDER=off`). */
  readonly enabled: boolean;
  /** Reads and writes files of the output folder (node:fs in vite.config.ts). */
  readonly files: { read(path: string): string; write(path: string, text: string): void; exists(path: string): boolean };
}

/**
 * The Vite plugin: at build, the guard goes into index.html and, once the bundle is written, each path
 * is rendered and written under prerendered/; in `vite preview`, those paths are served from there.
 * Switched off (`enabled: false`), the build has no prerendered pages and the app renders as before.
 */
export function prerenderPlugin(options: PrerenderPluginOptions): Plugin {
  let outDir = 'dist';
  let root = '.';
  let info: (line: string) => void = () => undefined;
  const join = (...parts: string[]) => parts.join('/').replace(/\/+/g, '/');
  return {
    name: 'grove:prerender',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(root, config.build.outDir);
      info = (line) => config.logger.info(`grove:prerender ${line}`);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !options.enabled) return html;
        return prerenderGuardInject(html, options.allowedKeys, options.signedIn, options.paths);
      },
    },
    async closeBundle() {
      if (!options.enabled) return;
      const log = info;
      const signedIn = options.signedIn;
      const signedInPages = signedIn
        ? Object.entries(signedIn.paths).map(([path, values]) => ({ path, hint: { key: signedIn.hintKey, value: values[0] ?? '1' } }))
        : [];
      const pages = await options.render({ outDir, pages: [...options.paths.map((path) => ({ path, hint: null })), ...signedInPages], log });
      if (pages === null) return;
      const index = options.files.read(join(outDir, 'index.html'));
      for (const page of pages) options.files.write(join(outDir, prerenderFileOf(page.path)), prerenderPageHtml(index, page));
      log(`wrote ${pages.map((page) => prerenderFileOf(page.path)).join(', ')}`);
    },
    configurePreviewServer(server) {
      const dir = server.config.build.outDir.startsWith('/') ? server.config.build.outDir : join(server.config.root, server.config.build.outDir);
      const paths = [...options.paths, ...Object.keys(options.signedIn?.paths ?? {})];
      server.middlewares.use(prerenderRewrite(paths, (file) => options.files.exists(join(dir, file))));
    },
  };
}
