import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_STORAGE_KEY, keyValueStorageMemory } from '../index';
import { CookieConsentBanner } from './CookieConsentBanner';

afterEach(cleanup);

describe('CookieConsentBanner', () => {
  it('offers Accept All, Decline and a Show details toggle in a modal region', () => {
    render(<CookieConsentBanner storage={keyValueStorageMemory()} />);
    const banner = screen.getByRole('dialog', { name: 'Cookies and your privacy' });
    expect(banner.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show details' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles the details, which explain what Grove stores', async () => {
    const user = userEvent.setup();
    render(<CookieConsentBanner storage={keyValueStorageMemory()} />);
    expect(screen.queryByRole('list')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByRole('list')).toBeTruthy();
    const hide = screen.getByRole('button', { name: 'Hide details' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Essential session data')).toBeTruthy();
    expect(screen.getByText('Display settings')).toBeTruthy();
    expect(screen.getByText('The trial record')).toBeTruthy();
    expect(screen.getByText('No advertising cookies.')).toBeTruthy();

    await user.click(hide);
    expect(screen.getByRole('button', { name: 'Show details' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('is not dismissed by clicking the backdrop', async () => {
    const user = userEvent.setup();
    const storage = keyValueStorageMemory();
    const onChoice = vi.fn();
    render(<CookieConsentBanner storage={storage} onChoice={onChoice} />);
    await user.click(screen.getByTestId('cookie-backdrop'));
    expect(screen.getByRole('dialog', { name: 'Cookies and your privacy' })).toBeTruthy();
    expect(onChoice).not.toHaveBeenCalled();
    expect(storage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('stores accepted and hides itself', async () => {
    const user = userEvent.setup();
    const storage = keyValueStorageMemory();
    const onChoice = vi.fn();
    render(<CookieConsentBanner storage={storage} onChoice={onChoice} />);
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(storage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBe('accepted');
    expect(onChoice).toHaveBeenCalledWith('accepted');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stores declined and hides itself', async () => {
    const user = userEvent.setup();
    const storage = keyValueStorageMemory();
    render(<CookieConsentBanner storage={storage} />);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(storage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBe('declined');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown again once a choice is stored', () => {
    render(<CookieConsentBanner storage={keyValueStorageMemory({ [COOKIE_CONSENT_STORAGE_KEY]: 'declined' })} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows again when the stored value is not a valid choice', () => {
    render(<CookieConsentBanner storage={keyValueStorageMemory({ [COOKIE_CONSENT_STORAGE_KEY]: 'maybe' })} />);
    expect(screen.getByRole('dialog', { name: 'Cookies and your privacy' })).toBeTruthy();
  });

  it('keeps keyboard focus inside the banner', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Behind</button>
        <CookieConsentBanner storage={keyValueStorageMemory()} />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show details' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept All' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show details' }));
  });
});
