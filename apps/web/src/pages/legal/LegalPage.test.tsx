import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CHILD_PRIVACY_NOTICE_VERSION, RETENTION_APPLIES_TO, RETENTION_CHOICES, RETENTION_DEFAULT, RETENTION_LABELS } from '@grove/api-contract';
import LegalPageDefault, { LegalPage } from './LegalPage';

function renderLegal() {
  return render(
    <MemoryRouter>
      <LegalPage />
    </MemoryRouter>,
  );
}

/** The table of contents: the list that follows the "Contents" heading. */
function getContents(): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name: 'Contents' });
  const box = heading.parentElement;
  if (!box) throw new Error('Contents heading has no container');
  return box;
}

afterEach(() => {
  cleanup();
});

describe('LegalPage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(LegalPageDefault).toBe(LegalPage);
  });

  it('has one h1, shows the effective date, and has a privacy part and a terms part', () => {
    const { container } = renderLegal();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Privacy notice and terms of use',
    ]);
    expect(screen.getByText(/Effective date:/).textContent).toContain('22 November 2026');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-22');
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy notice' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Terms of use' })).toBeTruthy();
  });

  it('lists both parts and their sections in the table of contents', () => {
    renderLegal();
    const contents = within(getContents());
    expect(contents.getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe('#privacy');
    expect(contents.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('#terms');
    for (const name of [
      'Who we are',
      'What we store and why',
      'How long we keep it',
      'Children',
      'Exporting and deleting your data',
      'Error reports',
      'Payments',
      'Cookies and local storage',
      'Security',
      'Your rights',
      'Changes to this notice',
      'Acceptable use',
      'The mentor is not a therapist',
      'Tokens and purchases',
      'The free trial',
      'Ending your account',
      'Our responsibility',
    ]) {
      expect(contents.getByRole('link', { name })).toBeTruthy();
    }
  });

  it('points every in-page link at an element that exists, with a matching heading', () => {
    const { container } = renderLegal();
    const anchors = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('#'));
    expect(anchors.length).toBeGreaterThan(20);
    for (const href of anchors) {
      expect(container.querySelector(`[id="${href.slice(1)}"]`), href).not.toBeNull();
    }
    for (const link of within(getContents()).getAllByRole('link')) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.querySelector('h2, h3')?.textContent).toBe(link.textContent);
    }
  });

  it('has no duplicate ids', () => {
    const { container } = renderLegal();
    const ids = Array.from(container.querySelectorAll('[id]'), (element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('explains how to delete a child profile and the whole account, and how to export', () => {
    renderLegal();
    const section = document.getElementById('privacy-export-delete');
    if (!section) throw new Error('missing export and delete section');
    const text = section.textContent ?? '';
    expect(text).toMatch(/Delete a child profile:.*from\s+Child accounts/);
    expect(text).toMatch(/Settings → Delete account/);
    expect(text).toMatch(/including all your child profiles/);
    expect(text).toContain('privacy@grove.example');
  });

  it('states the promises about children, PINs, retention and error reports', () => {
    renderLegal();
    expect(screen.getByText('Only a parent creates a child profile.')).toBeTruthy();
    expect(screen.getByText('Children cannot buy tokens.')).toBeTruthy();
    const page = document.body.textContent ?? '';
    expect(page).toMatch(/salted, slow\s+hash of the child’s PIN \(never the PIN itself\)/);
    expect(page).toMatch(/up to 1000 messages per user/);
    expect(page).toMatch(/within 30\s+days after it is deleted/);
    expect(page).toMatch(/Trial cookie in your browser:\s*30 days/);
    expect(page).toMatch(/Error reports never contain the text of your chats/);
    expect(page).toMatch(/never receive or store your card details/);
  });

  it('has the child privacy notice with its version, listed in the contents (issue 18)', () => {
    renderLegal();
    expect(within(getContents()).getByRole('link', { name: 'Child privacy notice' }).getAttribute('href')).toBe('#child-privacy-notice');
    const notice = screen.getByRole('region', { name: 'Child privacy notice' });
    expect(notice.id).toBe('child-privacy-notice');
    expect(within(notice).getByText(CHILD_PRIVACY_NOTICE_VERSION).tagName).toBe('TIME');
    for (const heading of ['What Grove keeps about a child', 'Who sees what', 'How long it is kept', 'Time with Grove', 'Your rights as a parent']) {
      expect(within(notice).getByRole('heading', { level: 3, name: heading })).toBeTruthy();
    }
    const text = notice.textContent ?? '';
    // The retention it states is the server's own default and choices.
    expect(text).toContain(`kept for ${RETENTION_LABELS[RETENTION_DEFAULT].toLowerCase()}, unless you choose “`);
    for (const choice of RETENTION_CHOICES) expect(text).toContain(`“${RETENTION_LABELS[choice]}”`);
    expect(text).toMatch(/content mode G, ages 4 to 8\): their chats and journal entries of the last 30 days/);
    expect(text).toMatch(/only the sentences the safety check flagged — not their full chats/);
    expect(text).toMatch(/only if you turn on “Let children’s chats go to …”/);
    expect(text).toContain('privacy@grove.example');
  });

  it('tells people in danger to call emergency services', () => {
    renderLegal();
    expect(screen.getByText(/call your local emergency services now/)).toBeTruthy();
  });

  it('gives a working contact address', () => {
    renderLegal();
    const mailLinks = screen.getAllByRole('link', { name: 'privacy@grove.example' });
    expect(mailLinks.length).toBeGreaterThan(0);
    for (const link of mailLinks) {
      expect(link.getAttribute('href')).toBe('mailto:privacy@grove.example');
    }
  });

  it('keeps headings in order without skipping a level', () => {
    const { container } = renderLegal();
    const levels = within(container)
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index] + 1));
  });

  it('renders inside one .page element without its own landmarks', () => {
    const { container } = renderLegal();
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild?.classList.contains('page')).toBe(true);
    expect(container.querySelectorAll('main, header, nav, img')).toHaveLength(0);
  });

  it('sets the document title', () => {
    renderLegal();
    expect(document.title).toBe('Grove — Privacy & terms');
  });

  it("states the children's retention from the code: the default, every choice and what it applies to (issue 18)", () => {
    const { container } = renderLegal();
    const section = container.querySelector('#privacy-retention');
    const text = section?.textContent ?? '';
    expect(text).toContain(`Children’s ${RETENTION_APPLIES_TO.slice(0, -1).join(', ')} and ${RETENTION_APPLIES_TO.at(-1)}: ${RETENTION_LABELS[RETENTION_DEFAULT].toLowerCase()}`);
    for (const choice of RETENTION_CHOICES) expect(text).toContain(`“${RETENTION_LABELS[choice]}”`);
    expect(text).toContain('Settings → Your family’s data');
  });

  it('tells parents they can download and delete their data themselves (issue 18)', () => {
    const { container } = renderLegal();
    const text = container.querySelector('#privacy-export-delete')?.textContent ?? '';
    expect(text).toContain('download everything Grove keeps about your family');
    expect(text).toContain('Profiles → the child');
  });
});
