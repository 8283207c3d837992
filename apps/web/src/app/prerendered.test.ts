import { beforeEach, describe, expect, it } from 'vitest';
import { prerenderPathMatches, prerenderPathOf, prerenderedScreenKeep } from './prerendered';

function rootWith(path: string | null, off = false): HTMLElement {
  document.documentElement.removeAttribute('data-prerender');
  if (off) document.documentElement.setAttribute('data-prerender', 'off');
  const root = document.createElement('div');
  root.id = 'root';
  if (path !== null) root.setAttribute('data-prerendered', path);
  root.innerHTML = '<main><h1>Try Grove</h1></main>';
  document.body.replaceChildren(root);
  return root;
}

describe('prerenderedScreenKeep', () => {
  beforeEach(() => document.body.replaceChildren());

  it('keeps the prerendered screen of the path the app opens on, marked until the app’s first render replaces it', async () => {
    const root = rootWith('/chat/trial');
    expect(prerenderedScreenKeep(root, '/chat/trial/')).toBe(true);
    expect(root.querySelector('h1')?.textContent).toBe('Try Grove');
    expect(root.getAttribute('data-prerendered')).toBe('/chat/trial');
    // The first render's commit: the root emptied and filled again.
    root.replaceChildren(document.createElement('main'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.hasAttribute('data-prerendered')).toBe(false);
  });

  it('empties the root when the screen is for another path (a restore moved the location) or was switched off', () => {
    const moved = rootWith('/');
    expect(prerenderedScreenKeep(moved, '/journal')).toBe(false);
    expect(moved.childNodes).toHaveLength(0);
    expect(moved.hasAttribute('data-prerendered')).toBe(false);
    const off = rootWith('/', true);
    expect(prerenderedScreenKeep(off, '/')).toBe(false);
    expect(off.childNodes).toHaveLength(0);
    expect(document.documentElement.hasAttribute('data-prerender')).toBe(false);
  });

  it("keeps a pattern's page (a signed-in frame such as /chat/:userId) on any one segment in its place", () => {
    expect(prerenderedScreenKeep(rootWith('/chat/:userId'), '/chat/ada-uid')).toBe(true);
    expect(prerenderedScreenKeep(rootWith('/chat/:userId'), '/chat/ada-uid/child/kid-1')).toBe(false);
    expect(prerenderPathMatches('/chat/:userId', '/chat/')).toBe(false);
    expect(prerenderPathMatches('/journal', '/journal')).toBe(true);
    expect(prerenderPathMatches('/journal', '/wellness')).toBe(false);
  });

  it('says no for a page that was not prerendered', () => {
    const root = rootWith(null);
    root.replaceChildren();
    expect(prerenderedScreenKeep(root, '/')).toBe(false);
  });

  it('compares paths without query or trailing slash', () => {
    expect(prerenderPathOf('/?a=1')).toBe('/');
    expect(prerenderPathOf('/trial-choice/#top')).toBe('/trial-choice');
    expect(prerenderPathOf('')).toBe('/');
  });
});
