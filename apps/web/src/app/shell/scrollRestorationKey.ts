import type { Location } from 'react-router-dom';

/**
 * What the first history entry of this page load is kept under. Unique to the document (its time
 * origin), so no earlier page load in this tab can share it.
 */
const PAGE_LOAD_KEY = `page-load:${typeof performance === 'undefined' ? 0 : performance.timeOrigin}`;

/**
 * The key useScrollRestoration keeps a scroll position under: the history entry's own key, except for
 * the entry a page load starts on. React Router calls that one 'default' on every load, so a page
 * opened fresh (a typed address, a link from elsewhere, a reload of a first entry) would be scrolled to
 * wherever an earlier fresh load in the same tab was left — another page's position, after the page
 * has painted at the top: the whole screen jumps. That entry gets a key of this load's own instead.
 */
export function scrollRestorationKey(location: Pick<Location, 'key'>): string {
  return location.key === 'default' ? PAGE_LOAD_KEY : location.key;
}
