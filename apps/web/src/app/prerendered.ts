/**
 * The app's side of prerendered first visits (issue 22, phones first; the build's side is
 * src/buildPlugins/prerender.ts): a visitor's page may arrive with its screen already in `#root`,
 * painted before any JavaScript ran. The app keeps it on screen until its own first render replaces it.
 */

/** The attribute on `#root` naming the path its prerendered content is for. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered';

/** The attribute on `<html>` the page's inline script sets to `off` when this is not a first visit. */
export const PRERENDER_OFF_ATTRIBUTE = 'data-prerender';

/** A path without its query, hash or trailing slash (`/` stays `/`). */
export function prerenderPathOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] || '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Whether a prerendered page's path (`/journal`, or a pattern such as `/chat/:userId` whose `:name`
 * segments stand for any one segment) is the page for `path` (both without query or trailing slash).
 */
export function prerenderPathMatches(pattern: string, path: string): boolean {
  if (pattern === path) return true;
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((segment, index) => (segment.startsWith(':') ? (have[index] ?? '') !== '' : segment === have[index]));
}

/**
 * Whether `root` holds a prerendered screen the app may leave on screen until its first render: one for
 * `pathname`, not switched off. Anything else (switched off, or a page for another path after a
 * restore moved the location) is removed at once, so the app starts from an empty root as it would
 * without prerendering. A kept screen keeps its `data-prerendered` marker until the app's first render
 * replaces it (React empties the root as it commits), so whoever looks at the page (a test, an audit)
 * can tell the prerendered screen from the live one.
 */
export function prerenderedScreenKeep(root: HTMLElement, pathname: string): boolean {
  const html = root.ownerDocument.documentElement;
  const path = root.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  const keep = path !== null && html.getAttribute(PRERENDER_OFF_ATTRIBUTE) !== 'off' && prerenderPathMatches(path, prerenderPathOf(pathname));
  html.removeAttribute(PRERENDER_OFF_ATTRIBUTE);
  if (!keep) {
    root.replaceChildren();
    root.removeAttribute(PRERENDERED_PATH_ATTRIBUTE);
    return false;
  }
  const replaced = new MutationObserver(() => {
    replaced.disconnect();
    root.removeAttribute(PRERENDERED_PATH_ATTRIBUTE);
  });
  replaced.observe(root, { childList: true });
  return true;
}
