import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, NavLink, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MainMenu } from './MainMenu';

// SPEC §9 small screens: the main navigation is a menu button with a panel (shell.css hides the button
// and always shows the links from 768 px up; jsdom has no layout, so this checks the behaviour).

function renderMenu() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <MainMenu>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/games">Games</NavLink>
        <NavLink to="/legal">Privacy &amp; terms</NavLink>
      </MainMenu>
      <Routes>
        <Route path="/" element={<h1>Home screen</h1>} />
        <Route path="/games" element={<h1>Games screen</h1>} />
        <Route path="/legal" element={<h1>Legal screen</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { button: screen.getByRole('button', { name: 'Menu' }), nav: screen.getByRole('navigation', { name: 'Main' }) };
}

afterEach(() => cleanup());

describe('MainMenu', () => {
  it('starts closed; the button controls the Main navigation panel', () => {
    const { button, nav } = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(nav.id);
    expect(nav.getAttribute('data-open')).toBe('false');
  });

  it('opens on press and moves focus to the first link', async () => {
    const user = userEvent.setup();
    const { button, nav } = renderMenu();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(nav.getAttribute('data-open')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Home' }));
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    const { button, nav } = renderMenu();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(nav.getAttribute('data-open')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Privacy & terms' }));
    expect(screen.getByRole('heading', { name: 'Legal screen' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a tap outside the panel, and a second press of the button closes it too', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('heading', { name: 'Home screen' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
