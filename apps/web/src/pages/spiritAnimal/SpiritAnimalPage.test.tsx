import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnimalGuideStateSchema } from '@grove/api-contract';
import { ANIMAL_QUIZ_QUESTIONS } from '@grove/wonder';
import { screensOffered } from '../../app/screens';
import { familyApiServerUse, type FamilySeed } from '../../testing/familyApiServer.test-helper';
import { renderPage } from '../../testing/renderPage.test-helper';
import SpiritAnimalPageDefault, { ANIMAL_GUIDE_SAVE_FAILED, SpiritAnimalPage } from './SpiritAnimalPage';

// The real API on loopback: the saved guide is the server's, per profile.
const api = familyApiServerUse();

const FAMILY: FamilySeed = { displayName: 'Ada', parentPin: '2468', children: [{ displayName: 'Pip', age: 6, pin: '3333' }] };

describe('SpiritAnimalPage ("Animal guide")', () => {
  it('is both the default and a named export, and the router offers it', () => {
    expect(SpiritAnimalPageDefault).toBe(SpiritAnimalPage);
    expect(screensOffered({ symbolicMemory: false }).spiritAnimal).toBeTruthy();
  });

  it("a child takes the quiz, chooses a different guide than the one suggested, and it is saved to the child's profile", async () => {
    const family = await api.signedIn(FAMILY);
    const pip = family.childId('Pip');
    const user = renderPage(family, { path: '/spirit-animal', routes: { '/spirit-animal': <SpiritAnimalPage /> }, profile: { type: 'child', childId: pip } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Animal guide' })).toBeTruthy();
    // A 4–8 child is told simply that no answer is wrong.
    expect(screen.getByText(/There are no wrong answers/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    for (const question of ANIMAL_QUIZ_QUESTIONS) {
      expect(await screen.findByRole('heading', { name: question.text })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: new RegExp(question.answers[1]!.label) }));
    }
    const suggested = await screen.findByRole('heading', { name: /^Your answers point to / });
    const suggestedName = suggested.textContent!.replace('Your answers point to ', '');
    const other = suggestedName === 'Otter' ? 'Bear' : 'Otter';
    await user.click(screen.getByRole('button', { name: `Choose ${other}` }));
    expect((await screen.findByRole('status')).textContent).toContain(`${other} is now your guide.`);
    expect(screen.getByRole('heading', { name: `Your guide is ${other}` })).toBeTruthy();
    const saved = AnimalGuideStateSchema.parse(await family.apiCall('GET', `/api/wonder/${pip}/animal-guide`, undefined, { asChild: pip }));
    expect(saved.animalId).toBe(other.toLowerCase());
    // The parent's own guide is untouched: the choice is the child's.
    expect(AnimalGuideStateSchema.parse(await family.apiCall('GET', `/api/wonder/${family.uid}/animal-guide`)).animalId).toBeNull();
    // The chosen guide is marked in the list; the others can still be chosen.
    expect(within(screen.getByRole('article', { name: other })).getByText('Your guide')).toBeTruthy();
  });

  it('an adult browses every guide, and a failed save says so and leaves the saved guide as it was', async () => {
    const family = await api.signedIn({ displayName: 'Noor', parentPin: null });
    await family.apiCall('PUT', `/api/wonder/${family.uid}/animal-guide`, { animalId: 'owl' });
    const user = renderPage(family, { path: '/spirit-animal', routes: { '/spirit-animal': <SpiritAnimalPage /> }, profile: { type: 'solo' } });
    expect(await screen.findByRole('heading', { name: 'Your guide is Owl' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'See all the guides' }));
    expect(screen.getAllByRole('button', { name: /^Choose / })).toHaveLength(11);
    family.failNext('PUT', /\/animal-guide$/, 'network');
    await user.click(screen.getByRole('button', { name: 'Choose Fox' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(AnimalGuideStateSchema.parse(await family.apiCall('GET', `/api/wonder/${family.uid}/animal-guide`)).animalId).toBe('owl');
    // Trying again works.
    await user.click(screen.getByRole('button', { name: 'Choose Fox' }));
    expect(await screen.findByRole('heading', { name: 'Your guide is Fox' })).toBeTruthy();
    expect(screen.queryByText(ANIMAL_GUIDE_SAVE_FAILED)).toBeNull();
  });
});
