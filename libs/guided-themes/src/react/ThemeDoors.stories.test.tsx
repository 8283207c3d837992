import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUIDED_THEMES } from '../index';
import * as stories from './ThemeDoors.stories';

const { AllThemes, DoorChoice } = composeStories(stories);

/** What a screen reader reads after a button's name: the text its aria-describedby points to. */
function description(button: HTMLElement): string {
  return document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

describe('ThemeDoors previews show what they describe', () => {
  afterEach(cleanup);

  it('AllThemes has a door for each of the seven themes, described by its sentence', () => {
    render(<AllThemes />);
    const doors = within(screen.getByRole('list', { name: 'Themes' })).getAllByRole('button');
    expect(doors.map((door) => door.textContent)).toEqual(GUIDED_THEMES.map((info) => info.title));
    expect(description(screen.getByRole('button', { name: 'Grounding meditation' }))).toBe('A calm, guided moment in a forest, a meadow or by a lake.');
  });

  it('DoorChoice offers five doors, and choosing one hands over its theme', async () => {
    const onChoose = vi.fn();
    render(<DoorChoice onChoose={onChoose} />);
    expect(screen.getAllByRole('button').map((door) => door.textContent)).toEqual(['Gardening', 'Flowers', 'Outdoor trip', 'City outing', 'Grounding meditation']);
    expect(screen.queryByRole('button', { name: 'Hiking' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'City outing' }));
    expect(onChoose).toHaveBeenCalledWith('city-outing');
  });
});
