import type { MentorContentMode } from '../types';

/** A story's hero: the words that ask for it, its noun and names to choose from. */
export interface BuiltinStoryHero {
  words: readonly string[];
  noun: string;
  names: readonly string[];
  /** Where this hero belongs when no setting is asked for (a word of a setting): an astronaut in space. */
  home?: string;
}

/** A story's setting: the words that ask for it, how it is described, and a short name for it. */
export interface BuiltinStorySetting {
  words: readonly string[];
  place: string;
  /** The place with its preposition: "in a quiet green forest", "on a tiny island". */
  inPlace: string;
  short: string;
  /** The short name with its preposition: "in the forest", "on the island". */
  inShort: string;
}

/** A problem for the hero to solve, and how it is put right. */
export interface BuiltinStoryProblem {
  problem: string;
  effort: string;
  fix: string;
}

/** Heroes, matched against the person's words; one is picked by the message's hash otherwise. */
export const BUILTIN_STORY_HEROES: readonly BuiltinStoryHero[] = [
  { words: ['dragon', 'dragons'], noun: 'dragon', names: ['Ember', 'Pip', 'Sparkle', 'Toasty'] },
  { words: ['bee', 'bees', 'honey'], noun: 'bee', names: ['Buzzby', 'Honey', 'Bumble', 'Clover'], home: 'garden' },
  { words: ['fox', 'foxes'], noun: 'fox', names: ['Rusty', 'Fern', 'Amber'], home: 'forest' },
  { words: ['owl', 'owls'], noun: 'owl', names: ['Hoot', 'Olive', 'Midnight'], home: 'forest' },
  { words: ['rabbit', 'bunny', 'bunnies', 'rabbits'], noun: 'rabbit', names: ['Clover', 'Hop', 'Biscuit'], home: 'forest' },
  { words: ['bear', 'bears', 'teddy'], noun: 'bear', names: ['Bramble', 'Honeypaw', 'Bruno'], home: 'forest' },
  { words: ['cat', 'cats', 'kitten', 'kitty'], noun: 'cat', names: ['Whiskers', 'Mittens', 'Luna'] },
  { words: ['dog', 'dogs', 'puppy', 'puppies'], noun: 'puppy', names: ['Biscuit', 'Scout', 'Patch'] },
  { words: ['unicorn', 'unicorns'], noun: 'unicorn', names: ['Stardust', 'Twinkle', 'Moonbeam'] },
  { words: ['robot', 'robots'], noun: 'robot', names: ['Bolt', 'Beep', 'Gizmo'] },
  { words: ['dinosaur', 'dinosaurs', 'dino', 'trex'], noun: 'dinosaur', names: ['Stomp', 'Rex', 'Pebble'], home: 'jungle' },
  { words: ['turtle', 'turtles', 'tortoise'], noun: 'turtle', names: ['Shelly', 'Slowpoke', 'Moss'], home: 'sea' },
  { words: ['mouse', 'mice'], noun: 'mouse', names: ['Squeak', 'Nibbles', 'Crumb'] },
  { words: ['penguin', 'penguins'], noun: 'penguin', names: ['Waddle', 'Pebble', 'Frost'], home: 'sea' },
  { words: ['whale', 'whales'], noun: 'whale', names: ['Blue', 'Splash', 'Marina'], home: 'sea' },
  { words: ['astronaut', 'astronauts', 'rocket'], noun: 'astronaut', names: ['Nova', 'Orbit', 'Skye'], home: 'space' },
  { words: ['knight', 'knights'], noun: 'knight', names: ['Sir Gentle', 'Dame Bright', 'Sir Pudding'], home: 'castle' },
  { words: ['princess', 'prince'], noun: 'princess', names: ['Rosalind', 'Amara', 'Elodie'], home: 'castle' },
  { words: ['mermaid', 'mermaids'], noun: 'mermaid', names: ['Coral', 'Pearl', 'Marina'], home: 'sea' },
  { words: ['hedgehog', 'hedgehogs'], noun: 'hedgehog', names: ['Prickles', 'Bramble', 'Hazel'], home: 'forest' },
  { words: ['elephant', 'elephants'], noun: 'elephant', names: ['Peanut', 'Ellie', 'Jumbo'], home: 'jungle' },
  { words: ['frog', 'frogs'], noun: 'frog', names: ['Lily', 'Hopper', 'Puddle'], home: 'garden' },
];

/** Settings, matched against the person's words; one is picked by the hash otherwise. */
export const BUILTIN_STORY_SETTINGS: readonly BuiltinStorySetting[] = [
  { words: ['forest', 'woods', 'trees', 'tree'], place: 'a quiet green forest', inPlace: 'in a quiet green forest', short: 'the forest', inShort: 'in the forest' },
  { words: ['ocean', 'sea', 'underwater', 'beach'], place: 'a sparkling blue sea', inPlace: 'in a sparkling blue sea', short: 'the sea', inShort: 'in the sea' },
  { words: ['space', 'stars', 'moon', 'planet', 'planets'], place: 'a little moon among the stars', inPlace: 'on a little moon among the stars', short: 'the little moon', inShort: 'on the little moon' },
  { words: ['mountain', 'mountains', 'snow', 'snowy'], place: 'a snowy mountain village', inPlace: 'in a snowy mountain village', short: 'the village', inShort: 'in the village' },
  { words: ['garden', 'flowers', 'flower', 'meadow'], place: 'a sunny garden full of flowers', inPlace: 'in a sunny garden full of flowers', short: 'the garden', inShort: 'in the garden' },
  { words: ['castle', 'kingdom', 'palace'], place: 'a castle on a hill', inPlace: 'in a castle on a hill', short: 'the castle', inShort: 'in the castle' },
  { words: ['jungle', 'rainforest'], place: 'a warm and leafy jungle', inPlace: 'in a warm and leafy jungle', short: 'the jungle', inShort: 'in the jungle' },
  { words: ['city', 'town'], place: 'a busy little town by the river', inPlace: 'in a busy little town by the river', short: 'the town', inShort: 'in the town' },
  { words: ['island', 'islands'], place: 'a tiny island with one palm tree', inPlace: 'on a tiny island with one palm tree', short: 'the island', inShort: 'on the island' },
  { words: ['farm', 'barn'], place: 'a cosy farm at the end of a lane', inPlace: 'on a cosy farm at the end of a lane', short: 'the farm', inShort: 'on the farm' },
];

/** Problems gentle enough for every age: something is lost, stuck or missing, never anyone hurt. */
export const BUILTIN_STORY_PROBLEMS: readonly BuiltinStoryProblem[] = [
  {
    problem: 'the big lantern that lit the way home stopped shining',
    effort: 'searched for something bright to light it again',
    fix: 'they filled the lantern with a hundred friendly fireflies, and it glowed warmer than ever',
  },
  {
    problem: 'the wind blew the little bridge over the stream away',
    effort: 'gathered sticks, stones and long strong grass',
    fix: 'they built a brand new bridge, and everyone could cross again',
  },
  {
    problem: 'all the flowers forgot how to open',
    effort: 'sang the morning song, softly and then loudly',
    fix: 'the flowers woke up and opened, one by one, in every colour',
  },
  {
    problem: 'a baby bird could not find its way back to its nest',
    effort: 'followed the sound of a mother bird singing',
    fix: 'they found the nest at the top of the tallest tree, and the baby bird snuggled in safe',
  },
  {
    problem: 'the rainbow lost all of its colours',
    effort: 'collected red berries, orange leaves, yellow petals and blue feathers',
    fix: 'they painted the rainbow back across the sky, brighter than before',
  },
  {
    problem: 'the moon got stuck behind a grumpy cloud',
    effort: 'told the cloud the funniest jokes they knew',
    fix: 'the cloud giggled so much that it floated away, and the moon shone again',
  },
  {
    problem: 'the town clock stopped, and nobody knew when it was time for tea',
    effort: 'climbed the tall tower, step by step',
    fix: 'they found a tiny stuck cog, gave it a gentle push, and the clock began to tick',
  },
];

/** Friends who help. */
export const BUILTIN_STORY_HELPERS: readonly string[] = [
  'a wise old tortoise',
  'a chatty squirrel',
  'a shy little firefly',
  'a kind and clever crow',
  'a cheerful hedgehog',
  'a gentle giant snail',
];

/** What the hero learns, one line. */
export const BUILTIN_STORY_LESSONS: Record<MentorContentMode, readonly string[]> = {
  G: ['friends make hard things easier', 'even small helpers can do big things', 'being kind is a super power'],
  PG: [
    'Sometimes the bravest thing is asking for help.',
    'Small and determined beats big and bored, every time.',
    'The best adventures are the ones you share.',
  ],
  FULL: [
    'It occurred to {name} that courage had never really been about being fearless, only about going anyway, and not going alone.',
    'Looking back, {name} realised that the problem had never needed someone big or strong, only someone willing to keep trying.',
    'And {name} understood, perhaps for the first time, that the kindness you give away has a habit of finding its way back.',
  ],
};

/** The story frames by mode; the mentor fills the `{…}` slots. G ≈ 100 words, PG ≈ 150, FULL ≈ 220. */
export const BUILTIN_STORY_FRAMES: Record<MentorContentMode, readonly string[]> = {
  G: [
    'Once upon a time, {inPlace}, there lived a little {noun} named {name}. {name} was small, but had a big, kind heart.{topicLine} One day, {problem}. {name} felt a bit worried. Then {helper} came by. "Let us help together," said the new friend. So they {effort}. They tried and tried. At last, {fix}. Everyone {inShort} cheered and clapped. That night, {name} smiled and snuggled down to sleep. {name} learned that {lesson}. The end.',
    'There once was a happy little {noun} called {name}, who lived {inPlace}.{topicLine} Every day, {name} said hello to all the friends {inShort}. But one morning, {problem}. "Oh no!" said {name}. "What can we do?" Just then, {helper} waved hello. "I can help you," it said. Together they {effort}. It took a long time, but they did not give up. Then, {fix}. Hooray! {name} gave the new friend a big hug. {name} learned that {lesson}. The end.',
  ],
  PG: [
    'Far away, {inPlace}, lived a young {noun} called {name}, who was always the first to ask "what if?".{topicLine} Everyone said {name} was too small for big adventures, but {name} was not so sure. One misty morning, {problem}, and nobody {inShort} knew what to do. Without a second thought, {name} packed a snack, a map and a very long scarf, and set off. The path wound past whispering reeds and over a wobbly log. Halfway there, {name} met {helper}, who knew a secret shortcut. Together they {effort}, their hearts thumping with excitement. It was not easy, and twice they nearly turned back. But finally, {fix}. A cheer rang out across {short}, and someone even started a little dance. On the way home, {name} grinned from ear to ear. {lesson}',
    'Nobody {inShort} had ever seen a {noun} quite like {name}. Curious, quick and full of ideas, {name} lived {inPlace} and never met a puzzle worth ignoring.{topicLine} So when {problem}, everyone turned to look at {name}. "Leave it to me," said {name}, sounding much braver than they felt. First came a clue, then another, and then a surprise: {helper}, who had been watching the whole time and wanted to help. The two of them made a plan. They {effort}, laughing whenever something went wrong, which was often. Just as the sun began to set, {fix}. The whole of {short} burst into cheers. That night, {name} wrote the adventure down so nobody would forget it. {lesson}',
  ],
  FULL: [
    '{inPlace} there lived a {noun} named {name}, who had a habit of noticing the small things everyone else walked past: the shape of a shadow at noon, the particular hush before rain.{topicLine} It was this habit that made {name} the first to realise, one grey morning, that {problem}. At first nobody {inShort} seemed to mind; they assumed someone else would deal with it, the way people often do. {name} waited a day, then two, and then decided that waiting was simply another way of hoping the problem would solve itself. The journey was slower than expected. Somewhere along the way {name} fell into step with {helper}, who had been quietly worrying about the same thing and had not known whom to tell. Together they {effort}, failing more than once and learning a little more each time. When at last {fix}, there was no great ceremony, just a few surprised faces and a warm, tired satisfaction. {lesson}',
    'Most mornings {inPlace} began the same way, and {name}, a thoughtful young {noun}, had come to rely on that sameness more than they liked to admit.{topicLine} So when {problem}, it felt less like an inconvenience and more like the ground tilting slightly underfoot. The sensible thing, everyone {inShort} agreed, was to wait and see. {name} tried that for an afternoon and found it unbearable. Setting out alone felt reckless, yet staying felt worse, and so {name} went. The answer did not arrive in a flash of insight. It came slowly, in conversation with {helper}, who turned out to be far wiser than first impressions suggested. Step by patient step they {effort}. Eventually {fix}, and the ordinary mornings returned, although {name} noticed they did not feel quite so ordinary any more. {lesson}',
  ],
};

/** A line that weaves the person's topic into the story when it is neither a hero nor a setting. */
export const BUILTIN_STORY_TOPIC_LINES: Record<MentorContentMode, string> = {
  G: ' {name} loved {topic} more than anything.',
  PG: ' More than anything, {name} loved {topic}.',
  FULL: ' Above all, {name} was endlessly fascinated by {topic}.',
};

/** What the mentor says after a story. */
export const BUILTIN_STORY_FOLLOW_UPS: Record<MentorContentMode, readonly string[]> = {
  G: ['Did you like it?', 'What was your favourite part?'],
  PG: ['What would you have done in {name}\'s place?', 'Want another adventure?'],
  FULL: ['What would you have done differently?', 'Shall I tell another?'],
};
