/**
 * Facts about the twenty-questions objects that their fields do not hold, for the questions children
 * ask most ("Does it live in water?", "Does it have fur?", "Is it a fruit?"). Each trait lists every
 * object (by name) it is true of, so the mentor answers no for any other object: a name missing here
 * would be a wrong answer, so the lists are checked against the bank by tests.
 */
export const TWENTY_QUESTIONS_TRAITS = {
  mammal: ['cat', 'dog', 'rabbit', 'elephant', 'giraffe', 'tiger', 'whale'],
  bird: ['penguin', 'duck', 'owl'],
  insect: ['bee', 'butterfly', 'ladybug'],
  reptile: ['snake'],
  fruit: ['apple', 'banana', 'strawberry', 'watermelon'],
  vegetable: ['carrot'],
  fur: ['cat', 'dog', 'rabbit', 'giraffe', 'tiger', 'teddy bear'],
  feathers: ['penguin', 'duck', 'owl'],
  wings: ['penguin', 'duck', 'bee', 'butterfly', 'owl', 'ladybug', 'airplane'],
  tail: ['cat', 'dog', 'goldfish', 'rabbit', 'elephant', 'giraffe', 'penguin', 'duck', 'snake', 'tiger', 'owl', 'whale', 'kite', 'airplane'],
  /** Lays eggs, or hatches from one. */
  eggs: ['goldfish', 'penguin', 'duck', 'bee', 'butterfly', 'spider', 'snake', 'owl', 'frog', 'ladybug', 'snail'],
  shell: ['snail', 'egg'],
  /** Lives, floats or is mostly found in water. */
  water: ['goldfish', 'penguin', 'duck', 'frog', 'whale', 'sailboat'],
  round: ['apple', 'watermelon', 'pizza', 'egg', 'cookie', 'ball', 'yoyo', 'clock', 'sun', 'moon', 'drum', 'tambourine'],
  sweet: ['apple', 'banana', 'ice cream', 'strawberry', 'watermelon', 'cookie'],
  hot: ['sun', 'star'],
  cold: ['ice cream', 'snowflake', 'refrigerator'],
} as const satisfies Record<string, readonly string[]>;

/** A trait of {@link TWENTY_QUESTIONS_TRAITS}. */
export type TwentyQuestionsTrait = keyof typeof TWENTY_QUESTIONS_TRAITS;
