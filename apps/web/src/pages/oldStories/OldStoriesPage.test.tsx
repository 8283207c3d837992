import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OLD_STORIES, oldStoryById, type OldStory } from '@grove/wonder';
import type { ActiveProfile } from '@grove/session-family';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { renderPage } from '../../testing/renderPage.test-helper';
import { oldStorySayText } from '../oracle/wonderWords';
import OldStoriesPageDefault, { OLD_STORY_NOT_FOUND, OldStoriesPage } from './OldStoriesPage';

// The real API on loopback: the reader's mode (a child's, from their own profile) is the server's.
const api = familyApiServerUse();

const SOLO: FamilySeed = { displayName: 'Sam', parentPin: null };
const FAMILY: FamilySeed = {
  displayName: 'Ada',
  parentPin: '2468',
  children: [
    { displayName: 'Pip', age: 6, pin: '3333' },
    { displayName: 'Leo', age: 12, pin: '2222' },
  ],
};

/** Where the page is (or sent the user): the path and the query, as the router has them. */
function WhereNow() {
  const location = useLocation();
  return <output data-testid="where-now">{`${location.pathname}${location.search}`}</output>;
}

function whereNow(): URL {
  return new URL(screen.getByTestId('where-now').textContent ?? '', 'http://grove.test');
}

function renderStories(family: SignedInFamily, profile: ActiveProfile, path = '/old-stories') {
  const page = (
    <>
      <OldStoriesPage />
      <WhereNow />
    </>
  );
  return renderPage(family, { path, routes: { '/old-stories': page, '*': <WhereNow /> }, profile });
}

function story(id: string): OldStory {
  const found = oldStoryById(id);
  if (!found) throw new Error(`No old story ${id}`);
  return found;
}

function storyLinks(): HTMLElement[] {
  return within(screen.getByRole('list')).getAllByRole('link');
}

describe('OldStoriesPage', () => {
  it('is both the default and a named export', () => {
    expect(OldStoriesPageDefault).toBe(OldStoriesPage);
  });

  it('lets an adult filter by origin, read the whole tale, and come back to the same place in the list', async () => {
    const family = await api.signedIn(SOLO);
    const user = renderStories(family, { type: 'solo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Old stories' })).toBeTruthy();
    expect(storyLinks()).toHaveLength(OLD_STORIES.length);
    await user.click(within(screen.getByRole('group', { name: 'Show stories from' })).getByRole('radio', { name: /^Aesop/ }));
    expect(whereNow().searchParams.get('origin')).toBe('Aesop');
    expect(storyLinks()).toHaveLength(OLD_STORIES.filter((entry) => entry.origin === 'Aesop').length);

    const hare = story('tortoise-and-hare');
    await user.click(screen.getByRole('link', { name: hare.title }));
    const title = await screen.findByRole('heading', { level: 2, name: hare.title });
    expect(document.activeElement).toBe(title);
    expect(whereNow().searchParams.get('story')).toBe('tortoise-and-hare');
    expect(whereNow().searchParams.get('origin')).toBe('Aesop');
    expect(document.title).toBe(`Grove — ${hare.title}`);
    expect(screen.getByText('An Aesop fable, retold for Grove')).toBeTruthy();
    expect(screen.getByText(hare.tellings.FULL.paragraphs[0])).toBeTruthy();
    expect(screen.getByText(hare.tellings.FULL.question)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Back to the stories/ }));
    const link = await screen.findByRole('link', { name: hare.title });
    expect(document.activeElement).toBe(link);
    expect(whereNow().searchParams.get('story')).toBeNull();
    expect((screen.getByRole('radio', { name: /^Aesop/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('takes an adult’s "What did you think?" into their chat with the telling’s question', async () => {
    const family = await api.signedIn(SOLO);
    const user = renderStories(family, { type: 'solo' }, '/old-stories?story=stone-soup');
    const soup = story('stone-soup');
    await user.click(await screen.findByRole('button', { name: 'Talk about it' }));
    const where = whereNow();
    expect(where.pathname).toBe(`/chat/${family.uid}`);
    expect(where.searchParams.get('say')).toBe(oldStorySayText(soup, soup.tellings.FULL.question));
  });

  it('gives a six-year-old the gentle G telling and talks in the child’s own chat', async () => {
    const family = await api.signedIn(FAMILY);
    const pip = family.childId('Pip');
    const user = renderStories(family, { type: 'child', childId: pip });
    expect(await screen.findByRole('heading', { level: 2, name: 'Pick a story' })).toBeTruthy();
    const hansel = story('hansel-and-gretel');
    await user.click(screen.getByRole('link', { name: hansel.title }));
    expect(await screen.findByText(hansel.tellings.G.paragraphs[0])).toBeTruthy();
    expect(screen.queryByText(hansel.tellings.FULL.paragraphs[0])).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tell your mentor' }));
    const where = whereNow();
    expect(where.pathname).toBe(`/chat/${family.uid}/child/${pip}`);
    expect(where.searchParams.get('say')).toBe(oldStorySayText(hansel, hansel.tellings.G.question));
  });

  it('opens a 12-year-old’s story from its address with the PG telling, leaving the focus alone; Back goes to the list', async () => {
    const family = await api.signedIn(FAMILY);
    const leo = family.childId('Leo');
    const user = renderStories(family, { type: 'child', childId: leo }, '/old-stories?story=crane-wife');
    const crane = story('crane-wife');
    const title = await screen.findByRole('heading', { level: 2, name: crane.title });
    expect(screen.getByText(crane.tellings.PG.paragraphs[0])).toBeTruthy();
    expect(document.activeElement).not.toBe(title);
    await user.click(screen.getByRole('button', { name: 'Choose another story' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a story' })).toBeTruthy();
    expect(whereNow().pathname + whereNow().search).toBe('/old-stories');
    // Back from the reader it came to: the keyboard is on that story's link.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: crane.title })));
  });

  it('says kindly when the address names no story, with a way back to the list', async () => {
    const family = await api.signedIn(SOLO);
    const user = renderStories(family, { type: 'solo' }, '/old-stories?story=the-missing-tale');
    expect((await screen.findByRole('alert')).textContent).toContain(OLD_STORY_NOT_FOUND);
    await user.click(screen.getByRole('link', { name: 'Back to the stories' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a story' })).toBeTruthy();
  });
});
