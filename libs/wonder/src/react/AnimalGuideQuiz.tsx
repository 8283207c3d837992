import { useEffect, useId, useRef, useState } from 'react';
import { ANIMAL_QUIZ_QUESTIONS } from '../core/content/animalQuizQuestions';
import type { AnimalQuizQuestion, WonderMode } from '../core/content/wonderTypes';
import { animalQuizResult, type AnimalQuizResult } from '../core/animalQuiz';
import './wonderGuide.css';

/** Props of {@link AnimalGuideQuiz}. */
export interface AnimalGuideQuizProps {
  /** The viewer's content mode: G (4–8) shows large pictures a child can answer from alone. */
  mode: WonderMode;
  /** Called with the result once the last question is answered. */
  onFinished: (result: AnimalQuizResult) => void;
  /** The questions (the quiz's own by default; previews and tests may pass fewer). */
  questions?: readonly AnimalQuizQuestion[];
}

/**
 * The animal guide quiz (issue 21, /spirit-animal shown as "Animal guide"): one question at a time,
 * each answer a large button with its picture; Back returns to the previous question with its answer
 * kept. There are no right answers — the page says so. Focus moves to each new question so a keyboard
 * or screen-reader user hears it.
 */
export function AnimalGuideQuiz({ mode, onFinished, questions = ANIMAL_QUIZ_QUESTIONS }: AnimalGuideQuizProps) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const baseId = useId();
  const question = questions[index];

  useEffect(() => {
    // Not on the first render: the page's own heading keeps focus when the quiz opens.
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  if (!question) return null;

  function answer(answerId: string): void {
    const next = { ...answers, [question!.id]: answerId };
    setAnswers(next);
    moved.current = true;
    if (index + 1 < questions.length) setIndex(index + 1);
    else onFinished(animalQuizResult(next, questions));
  }

  const young = mode === 'G';
  return (
    <section className={`wonder-quiz${young ? ' wonder-quiz--young' : ''}`} aria-labelledby={`${baseId}-question`}>
      <p className="wonder-quiz__progress">
        Question {index + 1} of {questions.length}
      </p>
      <div className="wonder-quiz__picture" aria-hidden="true">
        {question.picture}
      </div>
      <h2 id={`${baseId}-question`} className="wonder-quiz__question" tabIndex={-1} ref={headingRef}>
        {question.text}
      </h2>
      <ul className="wonder-quiz__answers">
        {question.answers.map((choice) => {
          const chosen = answers[question.id] === choice.id;
          return (
            <li key={choice.id}>
              <button type="button" className={`wonder-quiz__answer${chosen ? ' wonder-quiz__answer--chosen' : ''}`} aria-pressed={chosen} onClick={() => answer(choice.id)}>
                <span className="wonder-quiz__answer-emoji" aria-hidden="true">
                  {choice.emoji}
                </span>
                <span>{choice.label}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {index > 0 && (
        <button
          type="button"
          className="grove-button grove-button--ghost"
          onClick={() => {
            moved.current = true;
            setIndex(index - 1);
          }}
        >
          Back
        </button>
      )}
    </section>
  );
}
