import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GlassButton } from './GlassButton';
import { GlassInput } from './GlassInput';
import { GlassNav } from './GlassNav';
import { GlassPanel } from './GlassPanel';

afterEach(cleanup);

describe('GlassInput', () => {
  it('associates its label', () => {
    render(<GlassInput label="Display name" />);
    const input = screen.getByRole('textbox', { name: 'Display name' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the error, links it with aria-describedby and marks the input invalid', () => {
    render(<GlassInput label="Email" type="email" hint="We never share it." error="Please enter an email address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const error = screen.getByText('Please enter an email address.');
    const hint = screen.getByText('We never share it.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([hint.id, error.id]);
  });

  it('keeps an id given by the caller', () => {
    render(<GlassInput id="pin" label="PIN" error="Wrong PIN" />);
    const input = screen.getByRole('textbox', { name: 'PIN' });
    expect(input.id).toBe('pin');
    expect(input.getAttribute('aria-describedby')).toBe('pin-error');
  });
});

describe('GlassButton, GlassPanel and GlassNav', () => {
  it('renders a button that does not submit by default', () => {
    render(
      <form>
        <GlassButton variant="secondary">Save</GlassButton>
        <GlassButton type="submit">Send</GlassButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit');
  });

  it('renders the panel as the requested element with passthrough attributes', () => {
    render(
      <GlassPanel as="section" aria-label="Journal" className="extra">
        Text
      </GlassPanel>,
    );
    const region = screen.getByRole('region', { name: 'Journal' });
    expect(region.tagName).toBe('SECTION');
    expect(region.className).toContain('grove-glass');
    expect(region.className).toContain('extra');
  });

  it('renders a labelled navigation landmark with its links', () => {
    render(
      <GlassNav label="Main">
        <a href="/journal" aria-current="page">
          Journal
        </a>
        <a href="/games">Games</a>
      </GlassNav>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Journal' }).getAttribute('aria-current')).toBe('page');
  });
});
