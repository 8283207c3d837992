import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FoundersJoinResultSchema, MyReferralCodeSchema } from '@grove/api-contract';
import type { ActiveProfile } from '@grove/session-family';
import { trialDeviceFactsCollect } from '@grove/trial-guard/react';
import { authSignedOut } from '../../app/authSlice';
import { screensOffered } from '../../app/screens';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { renderPage } from '../../testing/renderPage.test-helper';
import FoundersPageDefault, { FoundersPage } from './FoundersPage';

// The real API on loopback: seats are taken by real joins, in the order they happen.
const api = familyApiServerUse();

const MAYA: FamilySeed = { displayName: 'Maya Lind', parentPin: null };
const FAMILY: FamilySeed = { displayName: 'Ada', parentPin: '2468', children: [{ displayName: 'Pip', age: 6, pin: '3333' }] };

function renderFounders(family: SignedInFamily, profile: ActiveProfile | null) {
  return renderPage(family, { path: '/founders', routes: { '/founders': <FoundersPage /> }, profile });
}

/** Someone new joins with Maya's code through the API; the seat they took. */
async function joinWithMaya(maya: SignedInFamily, name: string): Promise<{ family: SignedInFamily; seat: number }> {
  const code = MyReferralCodeSchema.parse(await maya.apiCall('POST', '/api/founders-club/me/code'));
  const family = await api.signedIn({ displayName: name, parentPin: null });
  const joined = FoundersJoinResultSchema.parse(await family.apiCall('POST', '/api/founders-club/join', { code: code.code }));
  if (joined.seat === null) throw new Error('no seat taken');
  return { family, seat: joined.seat };
}

function seatOnWall(seat: number): HTMLElement {
  const wall = screen.getByRole('list', { name: 'Founder seats' });
  return within(wall).getByText(`No. ${seat}`).closest('li') as HTMLElement;
}

beforeAll(() => trialDeviceFactsCollect({ canvas: false }));

describe('FoundersPage', () => {
  it('is both the default and a named export, and the router offers it', () => {
    expect(FoundersPageDefault).toBe(FoundersPage);
    expect(screensOffered({ symbolicMemory: false }).founders).toBeTruthy();
  });

  it('shows a member their seat and badge, and marks it on the wall of seats in the order of joining', async () => {
    const maya = await api.signedIn(MAYA);
    const first = await joinWithMaya(maya, 'Sam');
    const { family: lena, seat } = await joinWithMaya(maya, 'Lena');
    expect(seat).toBeGreaterThan(first.seat);
    renderFounders(lena, { type: 'solo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'The founders club' })).toBeTruthy();
    expect(document.title).toBe('Grove — Founders club');
    expect(await screen.findByText(`Founder · Seat No. ${seat}`)).toBeTruthy();
    await screen.findByRole('list', { name: 'Founder seats' });
    expect(seatOnWall(seat).getAttribute('aria-current')).toBe('true');
    expect(within(seatOnWall(seat)).getByText('Your seat')).toBeTruthy();
    expect(seatOnWall(first.seat).getAttribute('aria-current')).toBeNull();
    const numbers = within(screen.getByRole('list', { name: 'Founder seats' }))
      .getAllByRole('listitem')
      .map((item) => Number(/No\. (\d+)/.exec(item.textContent ?? '')?.[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // No names on the wall.
    expect(screen.queryByText(/Sam|Lena/)).toBeNull();
  });

  it('tells an adult without a seat how seats are had', async () => {
    const maya = await api.signedIn(MAYA);
    renderFounders(maya, { type: 'solo' });
    expect(await screen.findByText(/You do not have a founder seat/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite a friend' }).getAttribute('href')).toBe('/refer');
  });

  it('shows a visitor the club and its seats without reading anyone’s page', async () => {
    const maya = await api.signedIn(MAYA);
    await joinWithMaya(maya, 'Sam');
    maya.store.dispatch(authSignedOut());
    renderFounders(maya, null);
    expect(await screen.findByRole('list', { name: 'Founder seats' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your seat' })).toBeNull();
    expect(maya.requests.map((request) => request.path)).toEqual(['/api/founders-club/seats']);
  });

  it('shows a child profile the wall, with no seat of its own and no /me read', async () => {
    const family = await api.signedIn(FAMILY);
    renderFounders(family, { type: 'child', childId: family.childId('Pip') });
    expect(await screen.findByRole('heading', { name: 'Founder seats' })).toBeTruthy();
    expect(family.requests.some((request) => request.path === '/api/founders-club/me')).toBe(false);
  });
});
