import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ANIMAL_GUIDES } from '../core/content/animalGuides';
import { AnimalGuideChooser } from './AnimalGuideChooser';
import { AnimalGuideQuiz } from './AnimalGuideQuiz';

const meta = {
  title: 'wonder/AnimalGuide',
  component: AnimalGuideQuiz,
  args: { mode: 'G', onFinished: fn() },
} satisfies Meta<typeof AnimalGuideQuiz>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 4–8 child's quiz: large pictures, one question at a time. */
export const QuizYoung: Story = {};

/** A 9–15 or adult quiz: the same questions with smaller pictures. */
export const QuizOlder: Story = { args: { mode: 'PG' } };

/** The quiz's suggestion (Owl) with its strengths, then every other guide to choose instead. */
export const Suggestion: Story = {
  render: () => <AnimalGuideChooser suggested={ANIMAL_GUIDES[0]!} current={null} onChoose={fn()} saving={null} />,
};

/** Browsing with a guide already chosen (Fox is marked "Your guide"). */
export const Browsing: Story = {
  render: () => <AnimalGuideChooser suggested={null} current="fox" onChoose={fn()} saving={null} />,
};

/** Choosing Bear: its button waits while the choice is saved. */
export const Saving: Story = {
  render: () => <AnimalGuideChooser suggested={ANIMAL_GUIDES.find((guide) => guide.id === 'bear')!} current="fox" onChoose={fn()} saving="bear" />,
};
