import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import HomePageDefault, { HomePage } from './HomePage';

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
});

describe('HomePage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(HomePageDefault).toBe(HomePage);
  });

  it('names Grove in its only h1 and makes a one-line promise', () => {
    renderHome();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0].textContent).toBe('Grove');
    expect(screen.getByText(/warm AI mentor for grown-ups and children/i)).toBeTruthy();
  });

  it('describes each part of Grove under its own heading', () => {
    renderHome();
    for (const name of [
      'A mentor to talk with',
      'Made for families',
      'Reflect and remember',
      'Play and explore',
      'Try it first, no account needed',
      'Privacy and safety',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Ages 4 to 8: rated G' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Ages 9 to 14: rated PG' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Weekly emotional radar' })).toBeTruthy();
  });

  it('tells visitors the trial limit and the safety promises', () => {
    renderHome();
    expect(screen.getByText(/up to 100,000\s+tokens of conversation in 24 hours/)).toBeTruthy();
    expect(screen.getByText(/Our server decides the content mode/)).toBeTruthy();
    expect(screen.getByText(/No ads/)).toBeTruthy();
    expect(screen.getByText(/Error reports never contain the text of your\s+chats/)).toBeTruthy();
  });

  it('links to sign-up, sign-in, the free trial, about and legal', () => {
    renderHome();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(['/about', '/legal', '/login', '/signup', '/trial-choice', '/trial-choice']);
    expect(screen.getByRole('link', { name: 'Try it free' }).getAttribute('href')).toBe('/trial-choice');
    expect(screen.getByRole('link', { name: 'Start the free trial' }).getAttribute('href')).toBe('/trial-choice');
    expect(screen.getByRole('link', { name: 'About Grove' }).getAttribute('href')).toBe('/about');
    expect(
      screen.getByRole('link', { name: 'Privacy notice and terms of use' }).getAttribute('href'),
    ).toBe('/legal');
  });

  it('renders inside one .page element and loads no images', () => {
    const { container } = renderHome();
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild?.classList.contains('page')).toBe(true);
    expect(container.querySelectorAll('img, picture, iframe, video')).toHaveLength(0);
    expect(container.querySelectorAll('main, header, nav')).toHaveLength(0);
  });

  it('keeps headings in order without skipping a level', () => {
    const { container } = renderHome();
    const levels = within(container)
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index] + 1));
  });

  it('sets the document title', () => {
    renderHome();
    expect(document.title).toBe('Grove — a family AI mentor');
  });
});
