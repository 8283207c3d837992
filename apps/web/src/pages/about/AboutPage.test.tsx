import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import AboutPageDefault, { AboutPage } from './AboutPage';

function renderAbout() {
  return render(
    <MemoryRouter>
      <AboutPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
});

describe('AboutPage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(AboutPageDefault).toBe(AboutPage);
  });

  it('has one h1 and a heading for each topic', () => {
    renderAbout();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'About Grove',
    ]);
    for (const name of [
      'What Grove is',
      'Who it is for',
      'How the mentor adapts its tone',
      'How families and PINs work',
      'The free trial',
      'Our promises',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
  });

  it('explains the three content modes and the ages they are for', () => {
    renderAbout();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['G, for ages 4 to 8', 'PG, for ages 9 to 14', 'FULL, for adults and teens from 15']);
    expect(screen.getByText(/Simple words/)).toBeTruthy();
    expect(screen.getByText(/Exciting and adventurous, but not scary/)).toBeTruthy();
    expect(screen.getByText(/deeper and handle more complex ideas/)).toBeTruthy();
  });

  it('explains PIN protection, the trial and that money is handled on the server', () => {
    renderAbout();
    expect(screen.getByText(/After 5 wrong PIN tries, PIN entry is locked for 15 minutes/)).toBeTruthy();
    expect(screen.getByText(/up to 100,000 tokens in 24\s+hours/)).toBeTruthy();
    expect(screen.getByText('Money handled on the server.')).toBeTruthy();
  });

  it('links to the legal page and nowhere else', () => {
    renderAbout();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Privacy notice and terms of use' }).getAttribute('href')).toBe(
      '/legal',
    );
  });

  it('renders inside one .page element without its own landmarks', () => {
    const { container } = renderAbout();
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild?.classList.contains('page')).toBe(true);
    expect(container.querySelectorAll('main, header, nav, img')).toHaveLength(0);
  });

  it('sets the document title', () => {
    renderAbout();
    expect(document.title).toBe('Grove — About');
  });
});
