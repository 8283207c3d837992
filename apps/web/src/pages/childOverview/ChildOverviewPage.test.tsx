import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertListSchema, DataExportSchema, ParentOverviewSchema } from '@grove/api-contract';
import { familyVisibilityOf } from '@grove/session-family';
import { questsForMode } from '@grove/wonder';
import { AppProviders } from '../../app/providers';
import { screensOffered } from '../../app/screens';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { WithProfile } from '../../testing/WithProfile.test-helper';
import { ProfilesPage } from '../profiles/ProfilesPage';
import ChildOverviewPageDefault, { ChildOverviewPage, childDeletedStatus } from './ChildOverviewPage';

// The real API on loopback: the overview by band, the alerts, the export and the deletion are the server's own.
const api = familyApiServerUse();

const FAMILY: FamilySeed = {
  displayName: 'Ada',
  parentPin: '2468',
  children: [
    { displayName: 'Pip', age: 6, avatar: '🦊', pin: '1111' },
    { displayName: 'Leo', age: 12, avatar: '🐢', pin: '2222' },
  ],
};

const EVERYDAY = 'We built a tall tower out of blue blocks today.';
const URGENT = 'I had a rough day at school. I want to die.';


function Overview() {
  const { childId } = useParams();
  return <ChildOverviewPage params={{ childId: childId ?? '' }} />;
}

function Shown() {
  const location = useLocation();
  return <h1>{`Page ${location.pathname}${location.search}`}</h1>;
}

async function childSays(family: SignedInFamily, childId: string, message: string): Promise<void> {
  await family.apiCall('POST', '/api/chat', { userId: family.uid, message }, { asChild: childId });
}

function renderOverview(family: SignedInFamily, childId: string) {
  render(
    <AppProviders store={family.store} flags={featureFlagsFromEnv(undefined)}>
      <WithProfile profile={{ type: 'parent' }}>
        <MemoryRouter initialEntries={[`/profiles/${childId}`]}>
          <Routes>
            <Route path="/profiles" element={<ProfilesPage />} />
            <Route path="/profiles/:childId" element={<Overview />} />
            <Route path="*" element={<Shown />} />
          </Routes>
        </MemoryRouter>
      </WithProfile>
    </AppProviders>,
  );
  return userEvent.setup();
}

/** The region of the page named by its heading. */
function part(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('ChildOverviewPage (issue 18): the parent’s view of a child, by band', () => {
  it('is both the default and a named export, and the router offers it', () => {
    expect(ChildOverviewPageDefault).toBe(ChildOverviewPage);
    expect(screensOffered({ symbolicMemory: false }).childOverview).toBeTruthy();
  });

  it('a 6-year-old: the chats (opened to read), the journal, the week, the time and the memories', async () => {
    const family = await api.signedIn(FAMILY);
    const pip = family.childId('Pip');
    await childSays(family, pip, EVERYDAY);
    await family.apiCall('POST', '/api/journal/entry', { userId: pip, content: 'I drew a red kite with my grandma.' }, { asChild: pip });
    const user = renderOverview(family, pip);

    expect(await screen.findByRole('heading', { level: 1, name: "Pip's overview" })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'What you see' }).textContent).toContain(familyVisibilityOf('G').parentNote);
    const chats = part('Chats');
    const toggle = within(chats).getByRole('button', { name: /message/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(chats.textContent).not.toContain(EVERYDAY);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const messages = within(chats).getByRole('list', { name: /^Messages of/ });
    expect(within(messages).getByText(EVERYDAY)).toBeTruthy();
    expect(within(messages).getAllByText('Grove').length).toBeGreaterThan(0);
    expect(within(part('Journal entries')).getByText('I drew a red kite with my grandma.')).toBeTruthy();
    expect(within(part('Time with Grove')).getByRole('table', { name: 'Minutes with Grove each day' }).querySelectorAll('tbody tr')).toHaveLength(7);
    expect(part('This week')).toBeTruthy();
    expect(part('Memories')).toBeTruthy();
    // The older band's parts are not here.
    for (const name of ['Topics this week', 'Flagged sentences', 'Journal summaries']) expect(screen.queryByRole('region', { name })).toBeNull();
    expect(await within(part('Alerts')).findByText(/No alerts for Pip/)).toBeTruthy();
  });

  it('a 12-year-old: topics, time, trend, summaries, memories and only the flagged sentence — no chat, and says why', async () => {
    const family = await api.signedIn(FAMILY);
    const leo = family.childId('Leo');
    await childSays(family, leo, EVERYDAY);
    await childSays(family, leo, URGENT);
    renderOverview(family, leo);

    expect(await screen.findByRole('heading', { level: 1, name: "Leo's overview" })).toBeTruthy();
    const note = screen.getByRole('complementary', { name: 'What you do not see' });
    expect(note.textContent).toContain('not their full chats or journal entries');
    expect(within(note).getByRole('link', { name: 'What Leo is told' }).getAttribute('href')).toBe('/what-my-parent-sees?band=teen');
    for (const name of ['Flagged sentences', 'Topics this week', 'Time with Grove', "This week's trend", 'Journal summaries', 'Memories']) expect(part(name)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Chats' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Journal entries' })).toBeNull();
    const flagged = part('Flagged sentences');
    expect(within(flagged).getByText('I want to die.')).toBeTruthy();
    expect(flagged.textContent).toContain('self-harm or suicide');
    // Not a word of the chat beyond the caught sentence, anywhere on the page.
    const page = document.body.textContent ?? '';
    expect(page).not.toContain('tall tower');
    expect(page).not.toContain('rough day at school');
  });

  it("shows the child's alerts and marks one seen, then resolved, on the server", async () => {
    const family = await api.signedIn(FAMILY);
    const leo = family.childId('Leo');
    await childSays(family, leo, URGENT);
    const user = renderOverview(family, leo);
    const alerts = await screen.findByRole('list', { name: "Leo's alerts" });
    const urgent = within(alerts).getByRole('article', { name: 'Urgent. self-harm or suicide' });
    expect(urgent.textContent).toContain('I want to die.');
    expect(urgent.textContent).toContain('in a chat');
    await user.click(within(urgent).getByRole('button', { name: 'Mark as seen' }));
    await waitFor(() => expect(urgent.getAttribute('data-status')).toBe('seen'));
    expect(AlertListSchema.parse(await family.apiCall('GET', `/api/users/${family.uid}/alerts`)).alerts[0]?.status).toBe('seen');
    await user.click(within(urgent).getByRole('button', { name: 'Resolved' }));
    expect(await within(part('Alerts')).findByText(/No alerts for Leo/)).toBeTruthy();
    expect(AlertListSchema.parse(await family.apiCall('GET', `/api/users/${family.uid}/alerts`)).alerts[0]?.status).toBe('resolved');
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

    it("downloads the child's data with the app's sign-in, as a readable file and as JSON", async () => {
      const family = await api.signedIn(FAMILY);
      const leo = family.childId('Leo');
      await childSays(family, leo, EVERYDAY);
      const user = renderOverview(family, leo);
      const downloads = await screen.findByRole('group', { name: "Download Leo's data" });

      await user.click(within(downloads).getByRole('button', { name: 'Download a readable file' }));
      expect(await screen.findByText(/^Saved grove-export-child-\d{4}-\d{2}-\d{2}\.md\.$/)).toBeTruthy();
      expect(saved[0]?.name).toMatch(/^grove-export-child-\d{4}-\d{2}-\d{2}\.md$/);
      expect(saved[0]?.blob.type).toBe('text/markdown;charset=utf-8');
      expect(await saved[0]?.blob.text()).toContain('Leo');

      await user.click(within(downloads).getByRole('button', { name: 'Download as JSON' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(saved[1]?.name).toMatch(/\.json$/);
      expect(saved[1]?.blob.type).toBe('application/json;charset=utf-8');
      const data = DataExportSchema.parse(JSON.parse(await (saved[1]?.blob ?? new Blob()).text()));
      expect(data).toMatchObject({ scope: 'child', child: { id: leo, displayName: 'Leo' } });
      expect(data.conversations.flatMap((conversation) => conversation.messages.map((message) => message.content))).toContain(EVERYDAY);

      // Both went to the API with the parent's token (never a bare link without it).
      const asked = family.requests.filter((request) => request.path === `/api/children/${leo}/export`);
      expect(asked).toHaveLength(2);
      for (const request of asked) expect(request.headers['authorization']).toMatch(/^Bearer /);
    });

    it('says why a download failed', async () => {
      const family = await api.signedIn(FAMILY);
      const leo = family.childId('Leo');
      const user = renderOverview(family, leo);
      const downloads = await screen.findByRole('group', { name: "Download Leo's data" });
      family.failNext('GET', /\/export$/, { status: 503, body: { error: { code: 'internal', message: 'The database is busy. Please try again.' } } });
      await user.click(within(downloads).getByRole('button', { name: 'Download as JSON' }));
      expect((await screen.findByRole('alert')).textContent).toBe('The database is busy. Please try again.');
      expect(saved).toHaveLength(0);
    });
  });

  it("lists each child's finished quests: a 6-year-old's words, and for a 12-year-old only what was done", async () => {
    const family = await api.signedIn(FAMILY);
    const pip = family.childId('Pip');
    const leo = family.childId('Leo');
    const finish = async (childId: string, questId: string, reflection: string) => {
      await family.apiCall('POST', `/api/wonder/${childId}/quests/${questId}/accept`, undefined, { asChild: childId });
      await family.apiCall('POST', `/api/wonder/${childId}/quests/${questId}/done`, { reflection }, { asChild: childId });
    };
    const young = questsForMode('G')[0]!;
    const teen = questsForMode('PG')[0]!;
    await finish(pip, young.id, 'The round one looked like a moon.');
    await finish(leo, teen.id, 'Harder than it looked.');
    // An open quest is the child's own business until it is done.
    await family.apiCall('POST', `/api/wonder/${pip}/quests/${questsForMode('G')[1]!.id}/accept`, undefined, { asChild: pip });

    renderOverview(family, pip);
    const pipQuests = await screen.findByRole('region', { name: 'Finished quests' });
    expect(await within(pipQuests).findByText('“The round one looked like a moon.”')).toBeTruthy();
    expect(within(pipQuests).getAllByRole('listitem')).toHaveLength(1);
    expect(within(pipQuests).getByText(young.title)).toBeTruthy();
    cleanup();

    renderOverview(family, leo);
    const leoQuests = await screen.findByRole('region', { name: 'Finished quests' });
    expect(await within(leoQuests).findByText(teen.title)).toBeTruthy();
    expect(within(leoQuests).getByText('What they wrote stays theirs.')).toBeTruthy();
    expect(screen.queryByText(/Harder than it looked/)).toBeNull();
  });

  it('deletes the child only once its name is typed, then says so on /profiles', async () => {
    const family = await api.signedIn(FAMILY);
    const leo = family.childId('Leo');
    const user = renderOverview(family, leo);
    await user.click(await screen.findByRole('button', { name: 'Delete Leo' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Leo?' });
    expect(within(dialog).getByRole('list', { name: 'Deleted with Leo' }).textContent).toContain('every chat and every message');
    const confirm = within(dialog).getByRole('button', { name: 'Delete Leo' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Type Leo to confirm'), 'Le');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    // Cancel keeps Leo.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await family.children()).map((child) => child.displayName)).toContain('Leo');

    await user.click(screen.getByRole('button', { name: 'Delete Leo' }));
    const again = screen.getByRole('dialog', { name: 'Delete Leo?' });
    await user.type(within(again).getByLabelText('Type Leo to confirm'), 'leo');
    await user.click(within(again).getByRole('button', { name: 'Delete Leo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Who is using Grove?' })).toBeTruthy();
    expect(screen.getByText(childDeletedStatus('Leo')).getAttribute('role')).toBe('status');
    expect((await family.children()).map((child) => child.displayName)).toEqual(['Pip']);
  });

  it('says a child that is not in the family is not, and offers the way back', async () => {
    const family = await api.signedIn(FAMILY);
    renderOverview(family, 'someone-elses-child');
    expect((await screen.findByRole('alert')).textContent).toBe('That child profile is not in your family.');
    expect(screen.getByRole('link', { name: 'Back to profiles' }).getAttribute('href')).toBe('/profiles');
  });

  it('offers Try again when the overview cannot be read, and shows it once it can', async () => {
    const family = await api.signedIn(FAMILY);
    const leo = family.childId('Leo');
    const failure = { status: 500, body: { error: { code: 'internal' as const, message: 'Something broke.' } } };
    // The first read and the base query's one retry of a 5xx.
    family.failNext('GET', /\/overview$/, failure);
    family.failNext('GET', /\/overview$/, failure);
    const user = renderOverview(family, leo);
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load the overview: Something broke.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Leo's overview" })).toBeTruthy();
    ParentOverviewSchema.parse(await family.apiCall('GET', `/api/children/${leo}/overview`));
  });
});
