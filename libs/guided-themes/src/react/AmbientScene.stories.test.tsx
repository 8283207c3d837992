import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AMBIENT_SCENE_LABELS } from './AmbientScene';
import * as stories from './AmbientScene.stories';

const { Nature, Fantasy, Garden } = composeStories(stories);

const css = readFileSync(join(import.meta.dirname, 'guided.css'), 'utf8');

/** The rules inside `@media (prefers-reduced-motion: reduce) { … }`. */
function reducedMotionBlock(): string {
  const start = css.indexOf('@media (prefers-reduced-motion: reduce)');
  if (start < 0) return '';
  let depth = 0;
  for (let index = css.indexOf('{', start); index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    if (css[index] === '}' && --depth === 0) return css.slice(start, index + 1);
  }
  return '';
}

describe('AmbientScene previews show what they describe', () => {
  afterEach(cleanup);

  it.each([
    ['Nature', Nature, 'nature', 'ambient-scene__tree', 'trees sway'],
    ['Fantasy', Fantasy, 'fantasy', 'ambient-scene__light', 'glowing lights float'],
    ['Garden', Garden, 'garden', 'ambient-scene__flower', 'flowers grow'],
  ] as const)('%s is one image named by what it shows, drawn from shapes', (_name, Story, kind, shape, words) => {
    const { container } = render(<Story />);
    const scene = screen.getByRole('img');
    expect(scene.getAttribute('aria-label')).toBe(AMBIENT_SCENE_LABELS[kind]);
    expect(scene.getAttribute('aria-label')).toContain(words);
    expect(scene.querySelectorAll(`.${shape}`).length).toBeGreaterThan(4);
    // Nothing is downloaded: no image, video or picture element.
    expect(container.querySelector('img, video, picture, svg, iframe')).toBeNull();
  });

  it('its stylesheet downloads nothing and stills every animation when reduced motion is asked for', () => {
    expect(css).not.toMatch(/url\(/);
    expect(css).not.toMatch(/@import/);
    const reduced = reducedMotionBlock();
    expect(reduced).toContain('.ambient-scene *');
    expect(reduced).toContain('.ambient-scene *::after');
    expect(reduced).toMatch(/animation:\s*none/);
    for (const name of ['ambient-sway', 'ambient-float', 'ambient-grow', 'ambient-bloom']) expect(css).toContain(`@keyframes ${name}`);
  });
});
