import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANIMAL_QUIZ_QUESTIONS } from '../core/content/animalQuizQuestions';
import { AnimalGuideChooser } from './AnimalGuideChooser';
import { AnimalGuideQuiz } from './AnimalGuideQuiz';
import * as stories from './AnimalGuide.stories';

const { QuizYoung, Suggestion, Browsing, Saving } = composeStories(stories);

afterEach(cleanup);

describe('the animal guide quiz', () => {
  it('asks one question at a time, keeps an answer on Back, and gives the result after the last', async () => {
    const user = userEvent.setup();
    const onFinished = vi.fn();
    render(<AnimalGuideQuiz mode="G" onFinished={onFinished} />);
    expect(screen.getByText(`Question 1 of ${ANIMAL_QUIZ_QUESTIONS.length}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /In a quiet forest/ }));
    // The next question has focus, so a keyboard or screen-reader user hears it.
    expect(document.activeElement?.textContent).toBe(ANIMAL_QUIZ_QUESTIONS[1]!.text);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: /In a quiet forest/ }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: /In a quiet forest/ }));
    // Listening, then for every later question its first answer.
    await user.click(screen.getByRole('button', { name: /Listen carefully/ }));
    for (const question of ANIMAL_QUIZ_QUESTIONS.slice(2)) await user.click(screen.getByRole('button', { name: new RegExp(question.answers[0]!.label) }));
    expect(onFinished).toHaveBeenCalledTimes(1);
    const result = onFinished.mock.calls[0]![0];
    expect(result.ranking).toHaveLength(12);
    expect(result.ranking[0].guide).toBe(result.best);
  });

  it('QuizYoung shows the picture and four large answers', () => {
    const { container } = render(<QuizYoung />);
    expect(container.querySelector('.wonder-quiz--young')).not.toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });
});

describe('the animal guide chooser', () => {
  it('Suggestion leads with the suggested guide and its strengths, then offers the eleven others', async () => {
    render(<Suggestion />);
    expect(screen.getByRole('heading', { name: 'Your answers point to Owl' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: "Owl's strengths" })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    const others = screen.getByRole('region', { name: 'Or choose a different guide' });
    expect(within(others).getAllByRole('button', { name: /^Choose / })).toHaveLength(11);
  });

  it('Browsing marks the saved guide and lets every other be chosen', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<Browsing />);
    const fox = screen.getByRole('article', { name: 'Fox' });
    expect(within(fox).getByText('Your guide')).toBeTruthy();
    expect(within(fox).queryByRole('button')).toBeNull();
    cleanup();
    render(<AnimalGuideChooser suggested={null} current="fox" onChoose={onChoose} saving={null} />);
    await user.click(screen.getByRole('button', { name: 'Choose Bear' }));
    expect(onChoose).toHaveBeenCalledWith('bear');
  });

  it('Saving makes the chosen guide wait', () => {
    render(<Saving />);
    const bear = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    expect(bear.disabled).toBe(true);
  });
});
