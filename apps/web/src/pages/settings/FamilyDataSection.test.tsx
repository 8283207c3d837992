import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataExportSchema, RETENTION_DEFAULT, RetentionSettingSchema } from '@grove/api-contract';
import type { ActiveProfile } from '@grove/session-family';
import { AppProviders } from '../../app/providers';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { WithProfile } from '../../testing/WithProfile.test-helper';
import { selectAuthUser } from '../../app/authSlice';
import { FamilyDataSection } from './FamilyDataSection';
import { SettingsPage } from './SettingsPage';

// The real API on loopback: the retention setting and the family's export are the server's own.
const api = familyApiServerUse();

const FAMILY: FamilySeed = { displayName: 'Ada', parentPin: '2468', children: [{ displayName: 'Leo', age: 12, pin: '2222' }] };
const SOLO: FamilySeed = { displayName: 'Sam', parentPin: null };


// The section as the settings page shows it to the account owner (the page's account part needs the
// sign-in provider, which these tests do not start).
function renderSettings(family: SignedInFamily, profile: ActiveProfile) {
  const user = selectAuthUser(family.store.getState());
  if (user === null) throw new Error('not signed in');
  render(
    <AppProviders store={family.store} flags={featureFlagsFromEnv(undefined)}>
      <WithProfile profile={profile}>
        <MemoryRouter>
          <FamilyDataSection user={user} />
        </MemoryRouter>
      </WithProfile>
    </AppProviders>,
  );
  return userEvent.setup();
}

function renderSettingsPage(family: SignedInFamily, profile: ActiveProfile) {
  render(
    <AppProviders store={family.store} flags={featureFlagsFromEnv(undefined)}>
      <WithProfile profile={profile}>
        <MemoryRouter initialEntries={['/settings']}>
          <Routes>
            <Route path="/settings" element={<SettingsPage />} />
          </Routes>
        </MemoryRouter>
      </WithProfile>
    </AppProviders>,
  );
  return userEvent.setup();
}

async function retentionOnServer(family: SignedInFamily): Promise<string> {
  return RetentionSettingSchema.parse(await family.apiCall('GET', `/api/users/${family.uid}/retention`)).retention;
}

describe("SettingsPage: your family's data (issue 18)", () => {
  it('shows the retention, Grove’s default chosen, and saves a longer one at once', async () => {
    const family = await api.signedIn(FAMILY);
    const user = renderSettings(family, { type: 'parent' });
    const section = await screen.findByRole('region', { name: "Your family's data" });
    const group = await within(section).findByRole('group', { name: "Keep your children's conversations, journal entries and memories for" });
    const choices = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(choices.map((choice) => choice.labels?.[0]?.textContent)).toEqual(["30 days", "90 daysGrove's default", '1 year', 'Until I delete itKept until you delete it']);
    expect(choices.find((choice) => choice.checked)?.value).toBe(RETENTION_DEFAULT);
    const save = within(section).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.click(within(group).getByRole('radio', { name: /1 year/ }));
    await user.click(save);
    expect(await within(section).findByText('Saved: 1 year.')).toBeTruthy();
    expect(await retentionOnServer(family)).toBe('365');
  });

  it('asks before a shorter retention deletes older data; keeping it changes nothing', async () => {
    const family = await api.signedIn(FAMILY);
    const user = renderSettings(family, { type: 'parent' });
    const section = await screen.findByRole('region', { name: "Your family's data" });
    await user.click(await within(section).findByRole('radio', { name: /30 days/ }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Keep data for 30 days?' });
    expect(dialog.textContent).toContain('older than 30 days will be deleted for good');
    await user.click(within(dialog).getByRole('button', { name: 'Keep 90 days' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await retentionOnServer(family)).toBe('90');

    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete older data and save' }));
    expect(await within(section).findByText('Saved: 30 days.')).toBeTruthy();
    expect(await retentionOnServer(family)).toBe('30');
  });

  it('says so when the retention cannot be saved', async () => {
    const family = await api.signedIn(FAMILY);
    const user = renderSettings(family, { type: 'parent' });
    const section = await screen.findByRole('region', { name: "Your family's data" });
    await user.click(await within(section).findByRole('radio', { name: /Until I delete it/ }));
    family.failNext('PUT', /\/retention$/, { status: 503, body: { error: { code: 'internal', message: 'The database is busy.' } } });
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('The database is busy.');
    expect(await retentionOnServer(family)).toBe('90');
  });

  describe('downloads', () => {
    const saved: Array<{ name: string; blob: Blob }> = [];
    beforeEach(() => {
      saved.length = 0;
      const blobs = new Map<string, Blob>();
      vi.stubGlobal('URL', Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          const url = `blob:test/${blobs.size}`;
          blobs.set(url, blob);
          return url;
        },
        revokeObjectURL: () => undefined,
      }));
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        const blob = blobs.get(this.getAttribute('href') ?? '');
        if (blob) saved.push({ name: this.download, blob });
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });

    it("downloads all the family's data as JSON", async () => {
      const family = await api.signedIn(FAMILY);
      const user = renderSettings(family, { type: 'parent' });
      const group = await screen.findByRole('group', { name: 'Download all our data' });
      await user.click(within(group).getByRole('button', { name: 'Download as JSON' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]?.name).toMatch(/^grove-export-family-\d{4}-\d{2}-\d{2}\.json$/);
      const data = DataExportSchema.parse(JSON.parse(await (saved[0]?.blob ?? new Blob()).text()));
      expect(data.scope).toBe('family');
      expect(data.children.map((child) => child.displayName)).toEqual(['Leo']);
      expect(family.requests.some((request) => request.method === 'GET' && request.path === `/api/users/${family.uid}/export`)).toBe(true);
    });

    it('a solo adult downloads their own data, with no retention choice (it is about children)', async () => {
      const family = await api.signedIn(SOLO);
      const user = renderSettings(family, { type: 'solo' });
      const section = await screen.findByRole('region', { name: 'Your data' });
      expect(within(section).queryByRole('radio')).toBeNull();
      await user.click(within(section).getByRole('button', { name: 'Download a readable file' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]?.name).toMatch(/\.md$/);
      expect(saved[0]?.blob.type).toBe('text/markdown;charset=utf-8');
    });
  });

  it('is not shown to a child profile', async () => {
    const family = await api.signedIn(FAMILY);
    renderSettingsPage(family, { type: 'child', childId: family.childId('Leo') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: "Your family's data" })).toBeNull();
    expect(family.requests.filter((request) => /retention|export/.test(request.path))).toEqual([]);
  });
});
