import type { AnimalGuide } from './wonderTypes';

/*
 * The animal guides (issue 21, point 3; SPEC's /spirit-animal, shown as "Animal guide": "spirit animal"
 * is a sacred idea in several Indigenous traditions, so Grove does not borrow the name). Twelve familiar
 * animals, each with strengths a child can recognise in themselves and a line of flavour the mentor may
 * add to a greeting. Descriptions are true to the animal and read by every age, so they are written
 * for the youngest reader. The order of this list is the quiz's tie-break order (animalQuiz.ts).
 */

/** Every animal guide, in the fixed order the quiz breaks ties by and the picker shows them. */
export const ANIMAL_GUIDES: readonly AnimalGuide[] = [
  {
    id: 'owl',
    name: 'Owl',
    emoji: '🦉',
    strengths: ['patient', 'notices small things', 'thinks before acting', 'a good listener'],
    description: 'Owl sits still and watches before it moves, and it notices the small sounds and details that others miss. Owl can teach you that a quiet pause is often the wisest first step.',
    greeting: {
      G: 'Owl is here too, blinking a big-eyed hello!',
      PG: 'Owl is keeping watch with you today, ready to notice the small stuff.',
      FULL: 'Owl suggests a quiet pause before the busy part of the day.',
    },
  },
  {
    id: 'fox',
    name: 'Fox',
    emoji: '🦊',
    strengths: ['curious', 'a quick thinker', 'finds new ways', 'playful'],
    description: 'Fox is curious about everything, sniffing out new paths and clever ways around a problem. Fox can teach you that there is usually more than one way to get where you want to go.',
    greeting: {
      G: 'Fox pokes its nose in to say hello. What shall we find out today?',
      PG: 'Fox is curious what you’re up to today.',
      FULL: 'Fox is here, curious as ever about where the conversation goes.',
    },
  },
  {
    id: 'bear',
    name: 'Bear',
    emoji: '🐻',
    strengths: ['strong and gentle', 'protective', 'knows when to rest', 'steady'],
    description: 'Bear is strong, yet gentle with the ones it loves, and it is never ashamed to rest when the season calls for it. Bear can teach you that strength and softness belong together.',
    greeting: {
      G: 'Bear sends you a big, soft bear hug hello!',
      PG: 'Bear is here, steady and strong, in your corner.',
      FULL: 'Bear’s reminder for today: strength includes knowing when to rest.',
    },
  },
  {
    id: 'dolphin',
    name: 'Dolphin',
    emoji: '🐬',
    strengths: ['friendly', 'playful', 'good at teamwork', 'cheerful'],
    description: 'Dolphin swims with its family group, plays in the waves and talks with clicks and whistles. Dolphin can teach you that joy grows bigger when it is shared.',
    greeting: {
      G: 'Dolphin does a happy splash to say hello!',
      PG: 'Dolphin is swimming alongside you today, ready for some fun.',
      FULL: 'Dolphin says hello, with a reminder to let a little play into the day.',
    },
  },
  {
    id: 'elephant',
    name: 'Elephant',
    emoji: '🐘',
    strengths: ['remembers what matters', 'caring', 'loyal to family', 'wise'],
    description: 'Elephant remembers friends and places for many years, and the whole herd looks after its youngest members. Elephant can teach you to treasure the people who are yours and to look after them.',
    greeting: {
      G: 'Elephant waves its trunk to say hello!',
      PG: 'Elephant is here, loyal as always.',
      FULL: 'Elephant brings a thought for today: the people who are yours are worth tending.',
    },
  },
  {
    id: 'otter',
    name: 'Otter',
    emoji: '🦦',
    strengths: ['playful', 'jumps right in', 'good with tools', 'loves family time'],
    description: 'Otter floats on its back, plays games in the water and uses stones as tools to open shells. Otter can teach you that play and cleverness go hand in hand.',
    greeting: {
      G: 'Otter does a somersault in the water to say hi!',
      PG: 'Otter is ready to dive in with you today.',
      FULL: 'Otter floats by with a nudge not to take everything quite so seriously.',
    },
  },
  {
    id: 'turtle',
    name: 'Turtle',
    emoji: '🐢',
    strengths: ['patient', 'steady', 'calm', 'feels at home anywhere'],
    description: 'Turtle moves slowly and steadily, and always carries its home on its back. Turtle can teach you that you can go at your own pace and still arrive.',
    greeting: {
      G: 'Turtle pokes its head out slowly to say hello.',
      PG: 'Turtle is here, in no hurry at all. Take your time.',
      FULL: 'Turtle’s word for today: your own pace is a good pace.',
    },
  },
  {
    id: 'bee',
    name: 'Bee',
    emoji: '🐝',
    strengths: ['hardworking', 'great in a team', 'loves making things', 'helps things grow'],
    description: 'Bee works together with thousands of others, helping flowers grow while it gathers nectar to make honey. Bee can teach you that small efforts, joined together, make something sweet.',
    greeting: {
      G: 'Bee buzzes by to say hello! Bzzz!',
      PG: 'Bee is buzzing with ideas for today.',
      FULL: 'Bee hums in with a reminder that small efforts add up.',
    },
  },
  {
    id: 'horse',
    name: 'Horse',
    emoji: '🐴',
    strengths: ['free-spirited', 'brave', 'loves to run', 'trusting'],
    description: 'Horse loves open fields and running fast with the wind, and it makes strong bonds with those it trusts. Horse can teach you to enjoy moving, and to be brave and trusting together.',
    greeting: {
      G: 'Horse gives a happy neigh to say hello!',
      PG: 'Horse is here, ready to gallop into the day.',
      FULL: 'Horse is here, with a nudge to get outside and move a little today.',
    },
  },
  {
    id: 'butterfly',
    name: 'Butterfly',
    emoji: '🦋',
    strengths: ['grows and changes', 'gentle', 'notices beauty', 'light-hearted'],
    description: 'Butterfly began as a caterpillar and changed completely, and now it visits flower after flower. Butterfly can teach you that change can be beautiful, even when it takes time.',
    greeting: {
      G: 'Butterfly flutters by to say hello!',
      PG: 'Butterfly is here: a reminder that it’s fine to still be changing.',
      FULL: 'Butterfly drifts in: growth often feels like change from the inside.',
    },
  },
  {
    id: 'penguin',
    name: 'Penguin',
    emoji: '🐧',
    strengths: ['loyal', 'good at teamwork', 'keeps others warm', 'keeps going'],
    description: 'Penguins huddle together to keep each other warm, taking turns on the chilly outside of the group. Penguin can teach you that looking after each other gets everyone through the cold days.',
    greeting: {
      G: 'Penguin waddles over to say hello!',
      PG: 'Penguin is here, huddled up with you for the day.',
      FULL: 'Penguin’s thought for today: nobody has to face the cold alone.',
    },
  },
  {
    id: 'octopus',
    name: 'Octopus',
    emoji: '🐙',
    strengths: ['clever', 'creative', 'solves puzzles', 'adaptable'],
    description: 'Octopus can change colour, squeeze through tiny gaps and even open a jar to solve a puzzle. Octopus can teach you that creative thinking finds a way.',
    greeting: {
      G: 'Octopus waves all eight arms to say hello!',
      PG: 'Octopus has eight arms ready to help you figure things out.',
      FULL: 'Octopus is here, curious and adaptable, whatever today asks of you.',
    },
  },
];
