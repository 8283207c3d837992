import type { Plugin } from 'vite';

/**
 * Boot preloading: what a page's first load fetches before the entry script has run.
 *
 * The entry chunk decides the screen only after it has downloaded and run (about 100 KB gzip, most of
 * a phone's first two seconds), then fetches the screen's own chunk, and for a returning browser
 * Firebase's chunk — two more round trips in a row before anything the person came for is painted.
 * A tiny inline script in the page's head matches the path against the route table and asks for those
 * chunks at once, so they download beside the entry instead of after it.
 *
 * `<link rel="preload" as="script" crossorigin>`, not `modulepreload`: Chrome compiles a module it
 * modulepreloads as soon as it arrives, on the main thread the entry needs (measured: the signed-in
 * chat's blocking time went up). A preload only fetches; the app still imports each chunk when it needs
 * it, from the cache. `crossorigin` on every link because module scripts are fetched in CORS mode and
 * Vite's loader asks for a chunk's stylesheets with `crossorigin` too: without it the preload would
 * not match and the file would be fetched again.
 *
 * This file is build tooling (imported by vite.config.ts), not app code: the app never imports it.
 */

/** A route as the plan needs it: its id and path pattern (`:name` for a parameter segment). */
export interface BootRoute {
  readonly id: string;
  readonly pattern: string;
}

/** What the inline script preloads: per route pattern, its screen's files; and the sign-in files. */
export interface BootPreloadPlan {
  /** `[pattern, files]` for each route whose screen has its own chunk (files relative to the base). */
  readonly routes: ReadonlyArray<readonly [string, readonly string[]]>;
  /** Firebase's sign-in chunk with what it imports, for a browser that signed in before. */
  readonly signIn: readonly string[];
}

/** A chunk of Rollup/Rolldown's output bundle, as far as the plan reads it. */
export interface BootBundleChunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

/** An output bundle, keyed by file name; assets other than chunks are ignored. */
export type BootBundle = Readonly<Record<string, BootBundleChunk | { readonly type: 'asset' }>>;

const SCREEN_IMPORT = /(\w+): \(\) => import\('([^']+)'\)/g;

/**
 * The screens module's loaders, `routeId: () => import('…')`, as `[routeId, specifier]` pairs. Read from
 * its source because the loaders must stay literal `import()` calls for the bundler to split them.
 */
export function bootScreenImports(source: string): Array<[string, string]> {
  return [...source.matchAll(SCREEN_IMPORT)].map((match) => [match[1], match[2]]);
}

function chunksOf(bundle: BootBundle): BootBundleChunk[] {
  return Object.values(bundle).filter((item): item is BootBundleChunk => item.type === 'chunk');
}

/** A chunk's file with every chunk it imports statically, transitively, and their CSS (deduplicated). */
function closure(bundle: BootBundle, fileName: string): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk') return;
    files.push(name);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!files.includes(css)) files.push(css);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(fileName);
  return files;
}

/**
 * The plan for a built bundle: each route's screen chunk closure and the sign-in chunk closure, minus
 * what the entry already loads (Vite preloads the entry's own imports in the HTML).
 *
 * @param screenModules route id → the screen's resolved module id (the file `import()` names)
 * @param signInModule the resolved module id of the app's Firebase sign-in client
 */
export function bootPreloadPlanBuild(
  bundle: BootBundle,
  routes: readonly BootRoute[],
  screenModules: ReadonlyMap<string, string>,
  signInModule: string,
): BootPreloadPlan {
  const chunks = chunksOf(bundle);
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loaded = new Set(entry ? closure(bundle, entry.fileName) : []);
  const filesFor = (moduleId: string): string[] => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
    return chunk ? closure(bundle, chunk.fileName).filter((file) => !loaded.has(file)) : [];
  };
  const planned: Array<readonly [string, readonly string[]]> = [];
  for (const route of routes) {
    const moduleId = screenModules.get(route.id);
    if (moduleId === undefined) continue;
    const files = filesFor(moduleId);
    if (files.length > 0) planned.push([route.pattern, files]);
  }
  return { routes: planned, signIn: filesFor(signInModule) };
}

/** How the inline script's source begins (a prerendered page finds it by this to start it later). */
export const BOOT_PRELOAD_SCRIPT_START = '(function(d){try{var p=location.pathname;';

/**
 * The inline script's source. It matches `location.pathname` as session-family's `routeMatch` does
 * (trailing slash ignored, static segments case-insensitive, the most specific pattern wins), adds the
 * sign-in files and requests (`signInFetches`, as `fetch` preloads, first) when the hint key in local
 * storage is '1', and appends one `<link>` per file. Any error
 * (storage blocked, an old browser) leaves the page to load as it would without it.
 */
export function bootPreloadScript(plan: BootPreloadPlan, options: { base: string; hintKey: string; signInFetches?: readonly string[] }): string {
  // Files are named once and routes refer to them by index: most screens share chunks (the chat's,
  // the family API's), and the whole plan is inlined into every page.
  const files: string[] = [];
  const index = (file: string): number => {
    const at = files.indexOf(file);
    return at === -1 ? files.push(file) - 1 : at;
  };
  const routes = plan.routes.map(([pattern, routeFiles]) => [pattern, routeFiles.map(index)]);
  const signIn = plan.signIn.map(index);
  const data = JSON.stringify({ f: files, r: routes, s: signIn, q: options.signInFetches ?? [], b: options.base, k: options.hintKey });
  // Written as ES5 on purpose: it runs before anything else, in whatever browser opens the page.
  return `${BOOT_PRELOAD_SCRIPT_START}if(p.length>1&&p.charAt(p.length-1)==='/')p=p.slice(0,-1);var g=p==='/'?[]:p.slice(1).split('/');for(var i=0;i<g.length;i++)g[i]=decodeURIComponent(g[i]);var best=null,top=-1;for(var r=0;r<d.r.length;r++){var q=d.r[r][0]==='/'?[]:d.r[r][0].slice(1).split('/');if(q.length!==g.length)continue;var ok=true,n=0;for(var j=0;j<q.length&&ok;j++){if(q[j].charAt(0)===':')ok=g[j]!=='';else{ok=q[j].toLowerCase()===g[j].toLowerCase();n++}}if(ok&&n>top){best=d.r[r][1];top=n}}var f=best||[],w=[];try{if(localStorage.getItem(d.k)==='1'){f=d.s.concat(f);w=d.q}}catch(e){}function add(as,href){var l=document.createElement('link');l.rel='preload';l.as=as;l.crossOrigin='anonymous';l.href=href;document.head.appendChild(l)}for(var k=0;k<w.length;k++)add('fetch',w[k]);for(k=0;k<f.length;k++)add(/\\.css$/.test(d.f[f[k]])?'style':'script',d.b+d.f[f[k]])}catch(e){}})(${data});`;
}

/** Options of {@link bootPreloadPlugin}. */
export interface BootPreloadPluginOptions {
  /** Every route with its pattern (session-family's ROUTE_TABLE). */
  readonly routes: readonly BootRoute[];
  /** Absolute path of the module holding the screens' `import()` loaders. */
  readonly screensModule: string;
  /** Absolute path of the Firebase sign-in client module. */
  readonly signInModule: string;
  /** The local-storage key whose value '1' says this browser signed in before. */
  readonly hintKey: string;
  /**
   * Same-origin GETs sign-in makes first (the Firebase settings), preloaded for a returning browser;
   * each must be read with a plain `fetch()` (CORS mode, same-origin credentials) for the preload to match.
   */
  readonly signInFetches?: readonly string[];
}

/**
 * Puts the inline script into the page's head before the entry's `<script type="module">` and the
 * stylesheet. Not at the end of the head (Vite's `injectTo: 'head'`): a classic script that comes after
 * a stylesheet does not run until the stylesheet has arrived, which held every preload back until
 * index.css was in (measured on /chat/trial: the screen's chunk asked for at 128 ms instead of beside
 * the entry at ~50 ms). Not first in the head either: `<meta charset>` must stay in the first 1,024 bytes.
 */
export function bootPreloadInject(html: string, script: string): string {
  const tag = `<script>${script}</script>`;
  const at = [/<script\b[^>]*type=["']?module/i, /<link\b[^>]*rel=["']?stylesheet/i].map((pattern) => html.search(pattern)).filter((index) => index >= 0);
  if (at.length > 0) {
    const index = Math.min(...at);
    return `${html.slice(0, index)}${tag}\n    ${html.slice(index)}`;
  }
  const head = html.search(/<\/head>/i);
  if (head < 0) throw new Error('boot preload: the page has no </head>');
  return `${html.slice(0, head)}${tag}\n${html.slice(head)}`;
}

/** The Vite plugin (build only): reads the screens' loaders, then writes the inline script into the HTML. */
export function bootPreloadPlugin(options: BootPreloadPluginOptions): Plugin {
  const screenModules = new Map<string, string>();
  let base = '/';
  return {
    name: 'grove:boot-preload',
    apply: 'build',
    // Before TypeScript is stripped, so the loaders are read exactly as written.
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    async transform(code, id) {
      if (id !== options.screensModule) return null;
      for (const [routeId, specifier] of bootScreenImports(code)) {
        const resolved = await this.resolve(specifier, id);
        if (resolved) screenModules.set(routeId, resolved.id);
      }
      return null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        if (screenModules.size === 0) throw new Error(`boot preload: no screen loaders found in ${options.screensModule}`);
        const plan = bootPreloadPlanBuild(context.bundle as unknown as BootBundle, options.routes, screenModules, options.signInModule);
        if (plan.signIn.length === 0) throw new Error(`boot preload: no chunk for ${options.signInModule}`);
        return bootPreloadInject(html, bootPreloadScript(plan, { base, hintKey: options.hintKey, signInFetches: options.signInFetches }));
      },
    },
  };
}
