import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ORACLE_CARDS, type OracleCard } from '@grove/wonder';
import type { ActiveProfile } from '@grove/session-family';
import { authSignedOut } from '../../app/authSlice';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { renderPage } from '../../testing/renderPage.test-helper';
import { JournalPage } from '../journal/JournalPage';
import OraclePageDefault, { OraclePage } from './OraclePage';
import { journalWritePath, oracleSayText, oracleWriteText } from './wonderWords';

// The real API on loopback: the viewer's mode (a child's, from their own profile) is the server's.
const api = familyApiServerUse();

const SOLO: FamilySeed = { displayName: 'Sam', parentPin: null };
const FAMILY: FamilySeed = { displayName: 'Ada', parentPin: '2468', children: [{ displayName: 'Pip', age: 6, pin: '3333' }] };

/** Where a page sent the user: the path and the query, as the router has them. */
function WhereNow() {
  const location = useLocation();
  return <output data-testid="where-now">{`${location.pathname}${location.search}`}</output>;
}

function whereNow(): URL {
  return new URL(screen.getByTestId('where-now').textContent ?? '', 'http://grove.test');
}

function renderOracle(family: SignedInFamily, profile: ActiveProfile | null | undefined, extra: Record<string, React.ReactElement> = {}) {
  return renderPage(family, { path: '/oracle', routes: { '/oracle': <OraclePage />, '*': <WhereNow />, ...extra }, ...(profile === undefined ? {} : { profile }) });
}

/** The card on the table, as the card data has it (the page draws with Math.random). */
function shownCard(): OracleCard {
  const deck = screen.getByRole('region', { name: /^(Reflection|Thinking) cards$/ });
  const title = within(within(deck).getByRole('article')).getByRole('heading', { level: 2 }).textContent;
  const card = ORACLE_CARDS.find((candidate) => candidate.title === title);
  if (!card) throw new Error(`No card titled ${title}`);
  return card;
}

describe('OraclePage', () => {
  it('is both the default and a named export', () => {
    expect(OraclePageDefault).toBe(OraclePage);
  });

  it('lets a signed-out visitor draw an adult’s card, choose another age group, and talk about it in the trial chat', async () => {
    const family = await api.signedIn(SOLO);
    family.store.dispatch(authSignedOut());
    const user = renderOracle(family, undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reflection cards' })).toBeTruthy();
    expect(screen.getByText(/prompts for reflection, not predictions/)).toBeTruthy();
    expect(screen.getByText(/Nothing here is fortune-telling/)).toBeTruthy();
    const ages = screen.getByRole('group', { name: 'Cards for' });
    expect((within(ages).getByRole('radio', { name: 'Adults' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Draw a card' }));
    expect(shownCard().mode).toBe('FULL');
    await user.click(within(ages).getByRole('radio', { name: 'Ages 9–15' }));
    await user.click(screen.getByRole('button', { name: 'Draw a card' }));
    const card = shownCard();
    expect(card.mode).toBe('PG');
    await user.click(screen.getByRole('button', { name: 'Talk about this' }));
    const where = whereNow();
    expect(where.pathname).toBe('/chat/trial');
    expect(where.searchParams.get('say')).toBe(oracleSayText(card));
  });

  it('gives a six-year-old the G cards in simple words, with no age choice, and talks in the child’s own chat', async () => {
    const family = await api.signedIn(FAMILY);
    const pip = family.childId('Pip');
    const user = renderOracle(family, { type: 'child', childId: pip });
    expect(await screen.findByText(/They do not tell the future/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Cards for' })).toBeNull();
    await user.click(within(screen.getByRole('group', { name: 'Pick a theme' })).getByRole('radio', { name: 'Kindness' }));
    await user.click(screen.getByRole('button', { name: 'Draw a card' }));
    const card = shownCard();
    expect(card).toMatchObject({ mode: 'G', theme: 'kindness' });
    expect(screen.getByRole('status').textContent).toContain(card.question);
    await user.click(screen.getByRole('button', { name: 'Talk about this' }));
    const where = whereNow();
    expect(where.pathname).toBe(`/chat/${family.uid}/child/${pip}`);
    expect(where.searchParams.get('say')).toBe(oracleSayText(card));
  });

  it('takes an adult’s card into the journal: the card waits in the draft and the address is clean again', async () => {
    const family = await api.signedIn(SOLO);
    const journal = (
      <>
        <JournalPage />
        <WhereNow />
      </>
    );
    const user = renderOracle(family, { type: 'solo' }, { '/journal': journal });
    await user.click(await screen.findByRole('button', { name: 'Draw a card' }));
    const card = shownCard();
    expect(card.mode).toBe('FULL');
    await user.click(screen.getByRole('button', { name: 'Write about this' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your journal' })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Your entry') as HTMLTextAreaElement).value).toBe(oracleWriteText(card)));
    await waitFor(() => expect(whereNow().search).toBe(''));
    // Nothing is saved until the writer chooses to.
    expect(family.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('builds the journal address with the words to write about', () => {
    const path = journalWritePath('Brave heart\nWhen did you try?');
    expect(new URL(path, 'http://grove.test').pathname).toBe('/journal');
    expect(new URL(path, 'http://grove.test').searchParams.get('write')).toBe('Brave heart\nWhen did you try?');
  });
});
