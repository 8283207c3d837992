import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_SYSTEM_FAILED } from './AdminSystemStatus';
import * as stories from './AdminSystemStatus.stories';

const status = composeStories(stories);

afterEach(cleanup);

describe('AdminSystemStatus previews', () => {
  it('Details shows the counts, the database and its migrations, and the jobs’ last runs', async () => {
    render(<status.Details />);
    const region = await screen.findByRole('region', { name: 'The service' });
    const accounts = (await within(region).findByText('Accounts')).parentElement as HTMLElement;
    expect(within(accounts).getByText('1,284')).toBeTruthy();
    expect(within(accounts).getByText('611 child profiles · 2 admins')).toBeTruthy();
    const database = within(region).getByText('Database').parentElement as HTMLElement;
    expect(within(database).getByText('PostgreSQL')).toBeTruthy();
    expect(within(database).getByText('700 MB · 17 migrations, latest 0017_admin_insights')).toBeTruthy();
    expect(within(region).getByText('None paid yet')).toBeTruthy();
  });

  it('LoadError says so', async () => {
    render(<status.LoadError />);
    expect((await screen.findByRole('alert')).textContent).toContain(ADMIN_SYSTEM_FAILED);
  });
});
