import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestEntriesSchema } from '@grove/api-contract';
import { questsForMode } from '@grove/wonder';
import { screensOffered } from '../../app/screens';
import { familyApiServerUse, type FamilySeed } from '../../testing/familyApiServer.test-helper';
import { renderPage } from '../../testing/renderPage.test-helper';
import QuestsPageDefault, { QuestsPage } from './QuestsPage';

// The real API on loopback: quests are accepted, finished and put away on the server.
const api = familyApiServerUse();

const FAMILY: FamilySeed = { displayName: 'Ada', parentPin: '2468', children: [{ displayName: 'Pip', age: 6, pin: '3333' }] };

describe('QuestsPage', () => {
  it('is both the default and a named export, and the router offers it', () => {
    expect(QuestsPageDefault).toBe(QuestsPage);
    expect(screensOffered({ symbolicMemory: false }).quests).toBeTruthy();
  });

  it("a 4–8 child sees only their band's quests, starts one, and finishes it with a few words", async () => {
    const family = await api.signedIn(FAMILY);
    const pip = family.childId('Pip');
    const user = renderPage(family, { path: '/quests', routes: { '/quests': <QuestsPage /> }, profile: { type: 'child', childId: pip } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quests' })).toBeTruthy();
    const offered = questsForMode('G');
    const pick = screen.getByRole('region', { name: 'Pick a quest' });
    expect(within(pick).getAllByRole('article')).toHaveLength(offered.length);
    expect(screen.getByText('No quest started yet. Pick one below.')).toBeTruthy();

    const quest = offered[0]!;
    await user.click(within(within(pick).getByRole('article', { name: quest.title })).getByRole('button', { name: 'Start this quest' }));
    const mine = screen.getByRole('region', { name: 'Your quests' });
    const card = await within(mine).findByRole('article', { name: quest.title });
    // Taken quests leave the list on offer.
    expect(within(pick).queryByRole('article', { name: quest.title })).toBeNull();
    await user.type(within(card).getByRole('textbox', { name: quest.reflection }), 'The round one looked like a moon.');
    await user.click(within(card).getByRole('button', { name: 'Mark as done' }));
    const finished = screen.getByRole('region', { name: 'Finished' });
    expect(await within(finished).findByText('“The round one looked like a moon.”')).toBeTruthy();
    expect(within(finished).getByText(quest.title)).toBeTruthy();
    expect(screen.getByText(`Well done! ${quest.title} is finished.`)).toBeTruthy();

    const stored = QuestEntriesSchema.parse(await family.apiCall('GET', `/api/wonder/${pip}/quests`, undefined, { asChild: pip }));
    expect(stored.entries.map((entry) => [entry.questId, entry.status, entry.reflection])).toEqual([[quest.id, 'done', 'The round one looked like a moon.']]);
  });

  it('"Not now" puts a started quest away with no trace, and a failed finish keeps the words typed', async () => {
    const family = await api.signedIn({ displayName: 'Noor', parentPin: null });
    const quest = questsForMode('FULL')[2]!;
    await family.apiCall('POST', `/api/wonder/${family.uid}/quests/${quest.id}/accept`);
    const user = renderPage(family, { path: '/quests', routes: { '/quests': <QuestsPage /> }, profile: { type: 'solo' } });
    const mine = await screen.findByRole('region', { name: 'Your quests' });
    const card = await within(mine).findByRole('article', { name: quest.title });
    const box = within(card).getByRole('textbox') as HTMLTextAreaElement;
    await user.type(box, 'Made soup with my neighbour.');
    family.failNext('POST', /\/done$/, 'network');
    await user.click(within(card).getByRole('button', { name: 'Mark as done' }));
    expect(await within(card).findByRole('alert')).toBeTruthy();
    expect(box.value).toBe('Made soup with my neighbour.');

    await user.click(within(card).getByRole('button', { name: 'Not now' }));
    expect(await screen.findByText('No quest started yet. Pick one below.')).toBeTruthy();
    const stored = QuestEntriesSchema.parse(await family.apiCall('GET', `/api/wonder/${family.uid}/quests`));
    expect(stored.entries).toEqual([]);
    // Back on offer, to take up again whenever.
    expect(within(screen.getByRole('region', { name: 'Pick a quest' })).getByRole('article', { name: quest.title })).toBeTruthy();
  });

  it('filters the quests on offer by theme', async () => {
    const family = await api.signedIn({ displayName: 'Noor', parentPin: null });
    const user = renderPage(family, { path: '/quests', routes: { '/quests': <QuestsPage /> }, profile: { type: 'solo' } });
    const pick = await screen.findByRole('region', { name: 'Pick a quest' });
    const nature = questsForMode('FULL').filter((quest) => quest.theme === 'nature');
    await user.click(within(screen.getByRole('group', { name: 'Show quests about' })).getByRole('button', { name: 'Nature' }));
    expect(within(pick).getAllByRole('article')).toHaveLength(nature.length);
    expect(within(screen.getByRole('group', { name: 'Show quests about' })).getByRole('button', { name: 'Nature' }).getAttribute('aria-pressed')).toBe('true');
  });
});
