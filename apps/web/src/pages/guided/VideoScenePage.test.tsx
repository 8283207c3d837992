import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AMBIENT_SCENE_LABELS } from '@grove/guided-themes/react';
import VideoFantasyPageDefault, { VideoFantasyPage } from './VideoFantasyPage';
import VideoGardenPageDefault, { VideoGardenPage } from './VideoGardenPage';
import VideoNaturePageDefault, { VideoNaturePage } from './VideoNaturePage';

afterEach(cleanup);

function WhereAmI() {
  const location = useLocation();
  return <p>{`Now at ${location.pathname}${location.search}`}</p>;
}

function renderScene(path: string, Page: ComponentType) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<Page />} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('the calm scene pages', () => {
  it('are both default and named exports, so the router can lazy-load them', () => {
    expect(VideoNaturePageDefault).toBe(VideoNaturePage);
    expect(VideoFantasyPageDefault).toBe(VideoFantasyPage);
    expect(VideoGardenPageDefault).toBe(VideoGardenPage);
  });

  it.each([
    ['/video/nature', VideoNaturePage, 'nature', 'A quiet forest', 'Begin a grounding meditation', '/door-choice?theme=meditation'],
    ['/video/fantasy', VideoFantasyPage, 'fantasy', 'A sky full of little lights', 'Start a story', '/choose-story'],
    ['/video/garden', VideoGardenPage, 'garden', 'A growing garden', 'Start gardening', '/door-choice?theme=gardening'],
  ] as const)('%s shows its scene, a heading and one sentence, and leads into its conversation', async (path, Page, kind, title, action, to) => {
    const user = renderScene(path, Page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`Grove — ${title}`);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(AMBIENT_SCENE_LABELS[kind]);
    expect(screen.getByRole('article').querySelectorAll('p')).toHaveLength(2);
    const link = screen.getByRole('link', { name: action });
    expect(link.getAttribute('href')).toBe(to);
    await user.click(link);
    expect(screen.getByText(`Now at ${to}`)).toBeTruthy();
  });
});
