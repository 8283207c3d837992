import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, routeMatch } from '@grove/session-family';
import { SCREENS } from '../app/screens';
import { bootPreloadInject, bootPreloadPlanBuild, bootPreloadScript, bootScreenImports, type BootBundle, type BootBundleChunk } from './bootPreload';

function chunk(fileName: string, facadeModuleId: string | null, imports: string[] = [], css: string[] = [], isEntry = false): BootBundleChunk {
  return { type: 'chunk', fileName, facadeModuleId, imports, isEntry, viteMetadata: { importedCss: new Set(css) } };
}

const bundle: BootBundle = {
  'assets/index.js': chunk('assets/index.js', '/src/main.tsx', ['assets/react.js'], ['assets/index.css'], true),
  'assets/react.js': chunk('assets/react.js', null),
  'assets/index.css': { type: 'asset' },
  'assets/HomePage.js': chunk('assets/HomePage.js', '/src/pages/home/HomePage.tsx', ['assets/react.js', 'assets/recent.js']),
  'assets/recent.js': chunk('assets/recent.js', null, ['assets/react.js']),
  'assets/ChatPage.js': chunk('assets/ChatPage.js', '/src/pages/chat/ChatPage.tsx', ['assets/chat.js'], ['assets/chat.css']),
  'assets/chat.js': chunk('assets/chat.js', null, ['assets/recent.js'], ['assets/chat.css']),
  'assets/TrialChatPage.js': chunk('assets/TrialChatPage.js', '/src/pages/trialChat/TrialChatPage.tsx', ['assets/chat.js']),
  'assets/firebase.js': chunk('assets/firebase.js', '/src/app/auth/firebaseAuthClient.ts'),
};

const routes = [
  { id: 'home', pattern: '/' },
  { id: 'chatTrial', pattern: '/chat/trial' },
  { id: 'chatUser', pattern: '/chat/:userId' },
  { id: 'login', pattern: '/login' },
];
const screens = new Map([
  ['home', '/src/pages/home/HomePage.tsx'],
  ['chatTrial', '/src/pages/trialChat/TrialChatPage.tsx'],
  ['chatUser', '/src/pages/chat/ChatPage.tsx'],
  ['login', '/src/pages/login/LoginPage.tsx'],
]);

/** Runs the inline script as a page would, and returns the links it appended (rel and href). */
function scriptRun(script: string, path: string, storage: Record<string, string> = {}): string[] {
  const appended: Array<{ rel: string; as?: string; href: string; crossOrigin?: string }> = [];
  const document = {
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { rel: string; as?: string; href: string; crossOrigin?: string }) => appended.push(link) },
  };
  const localStorage = { getItem: (key: string) => storage[key] ?? null };
  new Function('location', 'document', 'localStorage', script)({ pathname: path }, document, localStorage);
  // Module scripts (and Vite's stylesheet links) are fetched in CORS mode: a preload without
  // crossorigin would not match them and the file would be fetched twice.
  for (const link of appended) expect(link.crossOrigin).toBe('anonymous');
  return appended.map((link) => `${link.rel}${link.as ? `:${link.as}` : ''} ${link.href}`);
}

describe('bootPreloadPlanBuild', () => {
  const plan = bootPreloadPlanBuild(bundle, routes, screens, '/src/app/auth/firebaseAuthClient.ts');

  it('lists each screen chunk with its static imports and CSS, minus what the entry already loads', () => {
    expect(plan.routes).toEqual([
      ['/', ['assets/HomePage.js', 'assets/recent.js']],
      ['/chat/trial', ['assets/TrialChatPage.js', 'assets/chat.js', 'assets/chat.css', 'assets/recent.js']],
      ['/chat/:userId', ['assets/ChatPage.js', 'assets/chat.css', 'assets/chat.js', 'assets/recent.js']],
    ]);
  });

  it('leaves out a route whose screen has no chunk of its own', () => {
    expect(plan.routes.map(([pattern]) => pattern)).not.toContain('/login');
  });

  it('lists the sign-in chunk separately', () => {
    expect(plan.signIn).toEqual(['assets/firebase.js']);
  });
});

describe('bootPreloadScript', () => {
  const plan = bootPreloadPlanBuild(bundle, routes, screens, '/src/app/auth/firebaseAuthClient.ts');
  const script = bootPreloadScript(plan, { base: '/', hintKey: 'grove.auth.hint' });

  it("preloads the screen of the path's route, the most specific pattern winning", () => {
    expect(scriptRun(script, '/')).toEqual(['preload:script /assets/HomePage.js', 'preload:script /assets/recent.js']);
    expect(scriptRun(script, '/chat/trial')[0]).toBe('preload:script /assets/TrialChatPage.js');
    expect(scriptRun(script, '/Chat/Trial/')[0]).toBe('preload:script /assets/TrialChatPage.js');
    expect(scriptRun(script, '/chat/u1')[0]).toBe('preload:script /assets/ChatPage.js');
  });

  it('preloads stylesheets as styles, not modules', () => {
    expect(scriptRun(script, '/chat/u1')).toContain('preload:style /assets/chat.css');
  });

  it('adds the sign-in chunk first only for a browser that signed in before', () => {
    expect(scriptRun(script, '/chat/u1', { 'grove.auth.hint': '1' })[0]).toBe('preload:script /assets/firebase.js');
    expect(scriptRun(script, '/chat/u1')).not.toContain('preload:script /assets/firebase.js');
    expect(scriptRun(script, '/nowhere', { 'grove.auth.hint': '1' })).toEqual(['preload:script /assets/firebase.js']);
  });

  it("preloads sign-in's first requests for a returning browser, before the files", () => {
    const withFetch = bootPreloadScript(plan, { base: '/', hintKey: 'grove.auth.hint', signInFetches: ['/api/client-config'] });
    expect(scriptRun(withFetch, '/', { 'grove.auth.hint': '1' })).toEqual([
      'preload:fetch /api/client-config',
      'preload:script /assets/firebase.js',
      'preload:script /assets/HomePage.js',
      'preload:script /assets/recent.js',
    ]);
    expect(scriptRun(withFetch, '/')).not.toContain('preload:fetch /api/client-config');
  });

  it('preloads nothing for an unknown or malformed path, and never throws', () => {
    expect(scriptRun(script, '/nowhere')).toEqual([]);
    expect(scriptRun(script, '/chat/u1/extra/segments')).toEqual([]);
    expect(scriptRun(script, '/chat/%E0%A4%A')).toEqual([]);
    expect(() => new Function('location', 'document', 'localStorage', script)(undefined, undefined, undefined)).not.toThrow();
  });

  it('matches every path of the real route table as session-family routeMatch does', () => {
    // One chunk per route id, so the preloaded file names the route the script matched.
    const realBundle: Record<string, BootBundleChunk> = {};
    const realScreens = new Map<string, string>();
    for (const row of ROUTE_TABLE) {
      realBundle[`${row.id}.js`] = chunk(`${row.id}.js`, `/${row.id}`);
      realScreens.set(row.id, `/${row.id}`);
    }
    const realPlan = bootPreloadPlanBuild(realBundle, ROUTE_TABLE, realScreens, '/none');
    const realScript = bootPreloadScript(realPlan, { base: '/', hintKey: 'k' });
    const paths = ROUTE_TABLE.flatMap((row) => {
      const concrete = row.pattern.replace(/:\w+/g, 'x1');
      return [concrete, `${concrete}/`, concrete.toUpperCase(), `${concrete}/more`];
    });
    paths.push('/', '/chat/trial', '/chat/abc/child/def', '/profiles/c1', '/refer/CODE', '//', '/chat//child/x');
    for (const path of paths) {
      const expected = routeMatch(path);
      const links = scriptRun(realScript, path);
      expect(links, path).toEqual(expected === null ? [] : [`preload:script /${expected.id}.js`]);
    }
  });
});

describe('bootScreenImports', () => {
  it("reads every screen loader of the app's screens module", () => {
    const source = readFileSync(resolve(import.meta.dirname, '../app/screens.ts'), 'utf8');
    const loaders = bootScreenImports(source);
    expect(new Set(loaders.map(([id]) => id))).toEqual(new Set(Object.keys(SCREENS)));
    for (const [, specifier] of loaders) expect(specifier).toMatch(/^\.\.\/pages\/\w+\/\w+Page$/);
  });
});

describe('bootPreloadInject', () => {
  const page = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <title>Grove</title>',
    '    <script type="module" crossorigin src="/assets/index.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
    '  </head>',
    '  <body><div id="root"></div></body>',
    '</html>',
  ].join('\n');

  it('puts the script before the entry and the stylesheet (a script after a stylesheet waits for it), after the charset', () => {
    const html = bootPreloadInject(page, 'var a=1;');
    const script = html.indexOf('<script>var a=1;</script>');
    expect(script).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(script).toBeLessThan(html.indexOf('<script type="module"'));
    expect(script).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html.replace('<script>var a=1;</script>\n    ', '')).toBe(page);
  });

  it('goes before a stylesheet that comes first, and at the end of the head when there is neither', () => {
    const styled = page.replace('    <script type="module" crossorigin src="/assets/index.js"></script>\n', '').replace('</head>', '<script type="module" src="/x.js"></script></head>');
    const html = bootPreloadInject(styled, 'b()');
    expect(html.indexOf('<script>b()</script>')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    const bare = '<html><head><title>x</title></head><body></body></html>';
    expect(bootPreloadInject(bare, 'c()')).toBe('<html><head><title>x</title><script>c()</script>\n</head><body></body></html>');
    expect(() => bootPreloadInject('<p>no head</p>', 'd()')).toThrow('no </head>');
  });
});
