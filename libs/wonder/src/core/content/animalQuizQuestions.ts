import type { AnimalQuizQuestion } from './wonderTypes';

/*
 * The animal guide quiz (issue 21, point 3): six questions a 4-year-old can answer from the pictures
 * alone, each with four answers. There are no right answers and no answer is better than another:
 * each answer gives 2 points to the animal it sounds most like and 1 to a second that shares something
 * with it. Every animal is the 2-point animal of exactly two answers (in two different questions) and
 * the 1-point animal of exactly two, so no animal starts with an advantage and each can come first
 * (content.test.ts and animalQuiz.test.ts check both). Answer ids are unique across the whole quiz.
 */

/** The quiz's questions, in the order they are asked. */
export const ANIMAL_QUIZ_QUESTIONS: readonly AnimalQuizQuestion[] = [
  {
    id: 'place',
    text: 'Where would you love to spend a free afternoon?',
    picture: '🌲🌊',
    answers: [
      { id: 'place-forest', label: 'In a quiet forest', emoji: '🌲', points: { fox: 2, owl: 1 } },
      { id: 'place-sea', label: 'By the sea', emoji: '🌊', points: { dolphin: 2, penguin: 1 } },
      { id: 'place-hill', label: 'On a hill where I can see far away', emoji: '⛰️', points: { horse: 2, butterfly: 1 } },
      { id: 'place-home', label: 'At home with my family', emoji: '🏡', points: { elephant: 2, bear: 1 } },
    ],
  },
  {
    id: 'friend-sad',
    text: 'A friend is feeling sad. What do you do?',
    picture: '😢🤗',
    answers: [
      { id: 'friend-sad-listen', label: 'Listen carefully', emoji: '👂', points: { owl: 2, elephant: 1 } },
      { id: 'friend-sad-laugh', label: 'Make them laugh', emoji: '😄', points: { otter: 2, dolphin: 1 } },
      { id: 'friend-sad-stay', label: 'Sit close and stay with them', emoji: '💛', points: { bear: 2, penguin: 1 } },
      { id: 'friend-sad-make', label: 'Make them something', emoji: '🎁', points: { bee: 2, octopus: 1 } },
    ],
  },
  {
    id: 'play',
    text: 'What is your favourite way to play?',
    picture: '🧸🎈',
    answers: [
      { id: 'play-puzzles', label: 'Puzzles and figuring things out', emoji: '🧩', points: { octopus: 2, fox: 1 } },
      { id: 'play-running', label: 'Running and racing', emoji: '🏃', points: { horse: 2, otter: 1 } },
      { id: 'play-making', label: 'Building and making things', emoji: '🧱', points: { bee: 2, butterfly: 1 } },
      { id: 'play-group', label: 'Games with lots of friends', emoji: '🎲', points: { penguin: 2, dolphin: 1 } },
    ],
  },
  {
    id: 'something-new',
    text: 'When something new happens, what do you do first?',
    picture: '🎁❓',
    answers: [
      { id: 'something-new-watch', label: 'Watch first, then try', emoji: '👀', points: { turtle: 2, owl: 1 } },
      { id: 'something-new-jump', label: 'Jump right in', emoji: '🚀', points: { otter: 2, horse: 1 } },
      { id: 'something-new-ask', label: 'Ask lots of questions', emoji: '❓', points: { fox: 2, octopus: 1 } },
      { id: 'something-new-together', label: 'Try it with a friend', emoji: '🤝', points: { penguin: 2, bee: 1 } },
    ],
  },
  {
    id: 'time-of-day',
    text: 'Which time of day feels most like you?',
    picture: '🌅🌙',
    answers: [
      { id: 'time-of-day-morning', label: 'Early morning', emoji: '🌅', points: { butterfly: 2, bee: 1 } },
      { id: 'time-of-day-midday', label: 'Bright, sunny midday', emoji: '☀️', points: { dolphin: 2, horse: 1 } },
      { id: 'time-of-day-evening', label: 'Cozy evening', emoji: '🌇', points: { elephant: 2, turtle: 1 } },
      { id: 'time-of-day-night', label: 'Night-time, with the moon', emoji: '🌙', points: { owl: 2, fox: 1 } },
    ],
  },
  {
    id: 'great-at',
    text: 'What would you most like to be great at?',
    picture: '💪🌟',
    answers: [
      { id: 'great-at-calm', label: 'Staying calm', emoji: '😌', points: { turtle: 2, bear: 1 } },
      { id: 'great-at-how', label: 'Finding out how things work', emoji: '🔍', points: { octopus: 2, elephant: 1 } },
      { id: 'great-at-brave', label: 'Being brave', emoji: '🦸', points: { bear: 2, otter: 1 } },
      { id: 'great-at-growing', label: 'Growing and trying new things', emoji: '🌱', points: { butterfly: 2, turtle: 1 } },
    ],
  },
];
