import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as exportStories from './DataExportButtons.stories';
import * as visibilityStories from './FamilyVisibility.stories';
import * as alertStories from './ParentAlertList.stories';
import { dataExportFileNameRead } from './familyOverviewApi';

const visibility = composeStories(visibilityStories);
const alerts = composeStories(alertStories);
const downloads = composeStories(exportStories);

afterEach(cleanup);

describe('FamilyVisibility previews', () => {
  it('YoungBadge and TeenBadge say what the parent sees, with a link to the full page', () => {
    render(<visibility.YoungBadge />);
    const badge = screen.getByRole('note', { name: 'What your parent can see' });
    expect(badge.textContent).toContain('Your parent can see your chats.');
    expect(within(badge).getByRole('link', { name: 'What does my parent see?' }).getAttribute('href')).toBe('/what-my-parent-sees');
    cleanup();
    render(<visibility.TeenBadge />);
    expect(screen.getByRole('note').textContent).toContain('Your parent sees your topics and time, not your chats.');
  });

  it('TeenDetails lists what the parent sees and what stays the child’s', () => {
    render(<visibility.TeenDetails />);
    const sees = screen.getByRole('list', { name: 'What your parent can see' });
    expect(within(sees).getByText('The topics you talk about')).toBeTruthy();
    const own = screen.getByRole('list', { name: 'What stays yours' });
    expect(within(own).getByText('Your chats')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Good to know' })).toBeTruthy();
  });

  it('YoungDetails tells a young child the parent sees the chats', () => {
    render(<visibility.YoungDetails />);
    expect(within(screen.getByRole('list', { name: 'What your parent can see' })).getByText('Your chats with Grove')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'What stays secret' })).toBeTruthy();
  });
});

describe('ParentAlertList previews', () => {
  it('FamilyAlerts puts the urgent alert first, says its severity in words, and acts on each', () => {
    render(<alerts.FamilyAlerts />);
    const items = within(screen.getByRole('list', { name: 'Alerts' })).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Urgent. Leo: self-harm or suicide',
      'Concern. Leo: feeling low, lonely or bullied',
      'Concern. Mia: personal details (an address, a school, a phone number or a password)',
      'Concern. Mia: feeling low, lonely or bullied',
    ]);
    expect(items[0].textContent).toContain('I want to die.');
    expect(items[0].textContent).toContain('call your local emergency number');
    expect(items[1].textContent).toContain("The words stay in Leo's journal");
    expect(items[1].textContent).toContain('in their journal');
    // A quest reflection's alert says where it was, and keeps the words private too.
    expect(items[3].textContent).toContain('in a quest reflection');
    expect(items[3].textContent).toContain("The words stay in Mia's quest reflection");
    // A seen alert offers only "Resolved".
    expect(within(items[2]).queryByRole('button', { name: 'Mark as seen' })).toBeNull();

    fireEvent.click(within(items[0]).getByRole('button', { name: 'Mark as seen' }));
    const urgent = screen.getByRole('article', { name: 'Urgent. Leo: self-harm or suicide' });
    expect(urgent.getAttribute('data-status')).toBe('seen');
    fireEvent.click(within(urgent).getByRole('button', { name: 'Resolved' }));
    expect(screen.queryByRole('article', { name: 'Urgent. Leo: self-harm or suicide' })).toBeNull();
  });

  it('OneChild leaves the name out, Empty says there is nothing', () => {
    render(<alerts.OneChild />);
    expect(screen.getAllByRole('article')[0].getAttribute('aria-label')).toBe('Urgent. self-harm or suicide');
    cleanup();
    render(<alerts.Empty />);
    expect(screen.getByText(/No alerts/)).toBeTruthy();
  });
});

describe('DataExportButtons previews', () => {
  it('Ready offers both files; Preparing makes both wait; Saved and Failed say what happened', () => {
    render(<downloads.Ready />);
    const group = screen.getByRole('group', { name: "Download Leo's data" });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['Download a readable file', 'Download as JSON']);
    cleanup();
    render(<downloads.Preparing />);
    expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    cleanup();
    render(<downloads.Saved />);
    expect(screen.getByRole('status').textContent).toBe('Saved grove-export-child-2026-11-26.md.');
    cleanup();
    render(<downloads.Failed />);
    expect(screen.getByRole('alert').textContent).toBe('That child profile is not one of yours.');
  });
});

describe('dataExportFileNameRead', () => {
  it('reads the server’s file name and keeps it to safe characters', () => {
    expect(dataExportFileNameRead('attachment; filename="grove-export-child-2026-11-26.json"', 'x.json')).toBe('grove-export-child-2026-11-26.json');
    expect(dataExportFileNameRead('attachment; filename=grove.md', 'x.md')).toBe('grove.md');
    expect(dataExportFileNameRead('attachment; filename="../../etc/passwd"', 'x.json')).toBe('etcpasswd');
    expect(dataExportFileNameRead('attachment; filename="..."', 'x.json')).toBe('x.json');
    expect(dataExportFileNameRead(null, 'grove-export-child.md')).toBe('grove-export-child.md');
  });
});
