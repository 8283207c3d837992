import { describe, expect, it } from 'vitest';
import { BOOT_PRELOAD_SCRIPT_START } from './bootPreload';
import { prerenderFileOf, prerenderGuardInject, prerenderGuardScript, prerenderPageHtml, prerenderRewrite, type PrerenderSignedIn } from './prerender';

// A boot preload script as bootPreload.ts writes it: it preloads the screen's chunk.
const BOOT = `${BOOT_PRELOAD_SCRIPT_START}document.head.appendChild({ preload: '/assets/Screen-abc.js' })}catch(e){}})({});`;

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Grove</title>
    <script>${BOOT}</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * Runs the guard script against a fake local storage (keys, or keys with values) at `url` and says
 * whether it switched prerendering off.
 */
function guardSwitchesOff(
  stored: string[] | Record<string, string> | 'blocked',
  allowed: string[],
  url = '/',
  signedIn?: PrerenderSignedIn,
  visitorPaths: string[] = [],
): boolean {
  const attributes = new Map<string, string>();
  const entries = stored === 'blocked' ? [] : Array.isArray(stored) ? stored.map((key) => [key, 'x'] as const) : Object.entries(stored);
  const address = new URL(url, 'http://grove.test');
  const window = {
    get localStorage() {
      if (stored === 'blocked') throw new Error('SecurityError');
      return {
        length: entries.length,
        key: (index: number) => entries[index]?.[0] ?? null,
        getItem: (key: string) => entries.find(([name]) => name === key)?.[1] ?? null,
      };
    },
    location: { pathname: address.pathname, search: address.search },
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
  new Function('window', 'document', prerenderGuardScript(allowed, signedIn, visitorPaths))(window, document);
  return attributes.get('data-prerender') === 'off';
}

describe('the guard: prerendered content only for a first visit', () => {
  const allowed = ['grove.ui-glass.cookieConsent', 'grove_trial_record'];
  it('keeps it on with nothing stored, or only what a first visit may store', () => {
    expect(guardSwitchesOff([], allowed)).toBe(false);
    expect(guardSwitchesOff(['grove.ui-glass.cookieConsent', 'grove_trial_record'], allowed)).toBe(false);
  });
  it('switches it off for anything else (signed in before, a theme, an error to come back from) or unreadable storage', () => {
    expect(guardSwitchesOff(['grove.auth.hint'], allowed)).toBe(true);
    expect(guardSwitchesOff(['grove.ui-glass.cookieConsent', 'grove.ui-glass.theme'], allowed)).toBe(true);
    expect(guardSwitchesOff('blocked', allowed)).toBe(true);
  });
  it('goes into the head before the stylesheet and the entry, with the style that hides switched-off content', () => {
    const html = prerenderGuardInject(INDEX, allowed);
    const script = html.indexOf('<script>(function(a,k,f,v)');
    expect(script).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(script).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain('<style>html[data-prerender=off] #root[data-prerendered]>*{display:none}</style>\n</head>');
  });
});

describe("the guard: a signed-in frame only for the browser whose app shows it", () => {
  const allowed = ['grove.ui-glass.cookieConsent'];
  const signedIn: PrerenderSignedIn = { hintKey: 'grove.auth.hint', paths: { '/journal': ['adult'], '/games': ['adult', '1'], '/chat/:userId': ['adult'] } };
  const guard = (stored: Record<string, string>, url: string) => guardSwitchesOff(stored, allowed, url, signedIn, ['/', '/chat/trial']);
  it("keeps a frame on where the hint holds one of its values and nothing else is stored but what is allowed", () => {
    expect(guardSwitchesOff({ 'grove.auth.hint': 'adult', 'grove.ui-glass.cookieConsent': 'accepted' }, allowed, '/journal', signedIn)).toBe(false);
    expect(guardSwitchesOff({ 'grove.auth.hint': '1' }, allowed, '/games/', signedIn)).toBe(false);
    expect(guard({ 'grove.auth.hint': 'adult' }, '/chat/ada-uid')).toBe(false);
  });
  it("matches a pattern's page to one segment only, and never to a visitor's own path", () => {
    expect(guard({ 'grove.auth.hint': 'adult' }, '/chat/ada-uid/child/kid-1')).toBe(true);
    expect(guard({}, '/chat/trial')).toBe(false);
    expect(guard({ 'grove.auth.hint': 'adult' }, '/chat/trial')).toBe(true);
  });
  it("switches it off for a visitor, another account's hint, a query that changes the screen, or anything else stored", () => {
    expect(guardSwitchesOff({}, allowed, '/journal', signedIn)).toBe(true);
    expect(guardSwitchesOff({ 'grove.auth.hint': '1' }, allowed, '/journal', signedIn)).toBe(true);
    expect(guardSwitchesOff({ 'grove.auth.hint': 'adult' }, allowed, '/journal?profile=kid-1', signedIn)).toBe(true);
    expect(guardSwitchesOff({ 'grove.auth.hint': 'adult', 'grove.ui-glass.theme': 'dark' }, allowed, '/journal', signedIn)).toBe(true);
    expect(guardSwitchesOff('blocked', allowed, '/games', signedIn)).toBe(true);
  });
  it("switches a visitor's page off for a browser that was signed in", () => {
    expect(guardSwitchesOff({ 'grove.auth.hint': 'adult' }, allowed, '/', signedIn)).toBe(true);
    expect(guardSwitchesOff({}, allowed, '/', signedIn)).toBe(false);
  });
});

describe('a prerendered page', () => {
  const page = {
    path: '/trial-choice/',
    html: '<main><h1>Try Grove</h1><button disabled="">Start</button></main>',
    rootAttributes: { 'data-background': 'forest', style: '--grove-glass-blur: 14px' },
    stylesheets: ['/assets/index-abc.css', '/assets/trial-def.css', '/assets/chat-"x".css'],
  };
  it('is index.html with the screen in #root, marked with its path, and the attributes the app set on <html>', () => {
    const html = prerenderPageHtml(INDEX, page);
    expect(html).toContain('<div id="root" data-prerendered="/trial-choice"><main><h1>Try Grove</h1><button disabled="">Start</button></main></div>');
    expect(html).toContain('<html lang="en" data-background="forest" style="--grove-glass-blur: 14px">');
  });
  it('links the screen’s own stylesheets once, after the entry’s', () => {
    const html = prerenderPageHtml(INDEX, page);
    expect(html.match(/index-abc\.css/g)).toHaveLength(1);
    expect(html.indexOf('/assets/trial-def.css')).toBeGreaterThan(html.indexOf('/assets/index-abc.css'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/chat-&quot;x&quot;.css">');
    expect(html.indexOf('/assets/trial-def.css')).toBeLessThan(html.indexOf('</head>'));
  });
  it('fetches and starts the app only after the first paint: the head keeps what the paint needs', () => {
    const html = prerenderPageHtml(INDEX, page);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain(BOOT_PRELOAD_SCRIPT_START);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    const start = /<script>(\(function\(\)\{var started.*?)<\/script>\s*<\/body>/s.exec(html)?.[1] ?? '';
    // Run it in a fake page: the entry is added after the first paint is reported, on the next task.
    type Script = Record<string, string>;
    function run(options: { visibilityState?: string; observer?: boolean }) {
      const added: Script[] = [];
      const timers: Array<{ callback: () => void; ms: number }> = [];
      const frames: Array<() => void> = [];
      let painted: (() => void) | null = null;
      const document = {
        visibilityState: options.visibilityState ?? 'visible',
        documentElement: { getAttribute: () => null },
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (script: Script) => added.push(script) },
      };
      const PerformanceObserver = function (this: unknown, callback: (list: unknown, observer: { disconnect(): void }) => void) {
        if (!options.observer) throw new Error('not supported');
        return { observe: () => (painted = () => callback({}, { disconnect: () => undefined })) };
      };
      new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', start)(
        document,
        (callback: () => void) => frames.push(callback),
        (callback: () => void, ms = 0) => timers.push({ callback, ms }),
        PerformanceObserver,
      );
      const runTimers = (ms: number) => timers.filter((timer) => timer.ms === ms).forEach((timer) => timer.callback());
      return { added, timers, frames, paint: () => (painted as (() => void) | null)?.(), runTimers };
    }
    const visit = run({ observer: true });
    expect(visit.added).toHaveLength(0);
    visit.runTimers(0);
    expect(visit.added).toHaveLength(0);
    visit.paint();
    visit.runTimers(0);
    // The screen's chunk (the boot preload), the entry's import, then the entry.
    expect(visit.added).toEqual([
      { preload: '/assets/Screen-abc.js' },
      { tag: 'link', rel: 'preload', as: 'script', crossOrigin: 'anonymous', href: '/assets/react-abc.js' },
      { tag: 'script', type: 'module', crossOrigin: 'anonymous', src: '/assets/index-abc.js' },
    ]);
    // Once only, even when the longest wait ends after.
    visit.runTimers(1500);
    expect(visit.added).toHaveLength(3);
    // No paint reported: the longest wait starts it.
    const noPaint = run({ observer: true });
    noPaint.runTimers(1500);
    expect(noPaint.added).toHaveLength(3);
    // No PerformanceObserver: after the next frame.
    const old = run({ observer: false });
    old.frames.forEach((frame) => frame());
    old.runTimers(0);
    expect(old.added).toHaveLength(3);
    // A hidden tab paints nothing: at once.
    expect(run({ visibilityState: 'hidden', observer: true }).added).toHaveLength(3);
  });

  it('needs an empty #root to fill', () => {
    expect(() => prerenderPageHtml(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), page)).toThrow(/no empty <div id="root"><\/div>/);
  });
  it('is written under prerendered/, never over the app’s own index.html', () => {
    expect(prerenderFileOf('/')).toBe('prerendered/index.html');
    expect(prerenderFileOf('/trial-choice')).toBe('prerendered/trial-choice.html');
    expect(prerenderFileOf('/chat/trial/')).toBe('prerendered/chat/trial.html');
    expect(prerenderFileOf('/chat/:userId')).toBe('prerendered/chat/_userId.html');
  });
});

describe('serving prerendered pages (vite preview)', () => {
  const exists = (file: string) => ['prerendered/index.html', 'prerendered/chat/trial.html', 'prerendered/chat/_userId.html'].includes(file);
  const rewrite = prerenderRewrite(['/', '/chat/trial', '/trial-choice', '/chat/:userId'], exists);
  function served(url: string, headers: Record<string, string> = { accept: 'text/html,*/*' }, method = 'GET'): string {
    const req = { url, method, headers } as unknown as Parameters<typeof rewrite>[0];
    let called = false;
    rewrite(req, {} as Parameters<typeof rewrite>[1], () => (called = true));
    expect(called).toBe(true);
    return req.url ?? '';
  }
  it('answers a page request for a prerendered path with its page, keeping the query', () => {
    expect(served('/')).toBe('/prerendered/index.html');
    expect(served('/?ref=ad')).toBe('/prerendered/index.html?ref=ad');
    expect(served('/chat/trial/')).toBe('/prerendered/chat/trial.html');
  });
  it("answers a pattern's paths with its page, an exact path first", () => {
    expect(served('/chat/ada-uid')).toBe('/prerendered/chat/_userId.html');
    expect(served('/chat/trial')).toBe('/prerendered/chat/trial.html');
    expect(served('/chat/ada-uid/child/kid-1')).toBe('/chat/ada-uid/child/kid-1');
  });
  it('leaves everything else to the SPA fallback: other paths, a page not written, assets, API calls', () => {
    expect(served('/journal')).toBe('/journal');
    expect(served('/trial-choice')).toBe('/trial-choice');
    expect(served('/', { accept: 'application/json' })).toBe('/');
    expect(served('/', { accept: 'text/html' }, 'POST')).toBe('/');
  });
});
