import { mentorWordsOf } from './mentorWords';

/** Theme tags and the words that suggest them, in the order tags are reported. */
const THEMES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['feelings', ['feel', 'feeling', 'feelings', 'happy', 'sad', 'angry', 'mad', 'worried', 'worry', 'scared', 'afraid', 'lonely', 'excited', 'nervous', 'anxious', 'upset', 'cry', 'crying', 'cried', 'proud', 'jealous', 'frustrated', 'stressed', 'bored', 'calm', 'glad']],
  ['grief', ['died', 'dead', 'passed', 'funeral', 'miss', 'missing', 'lost', 'death']],
  ['school', ['school', 'teacher', 'class', 'classroom', 'homework', 'test', 'exam', 'exams', 'quiz', 'lesson', 'math', 'maths', 'reading', 'spelling', 'science', 'grade', 'grades', 'recess', 'project']],
  ['family', ['mom', 'mum', 'mommy', 'mummy', 'dad', 'daddy', 'mother', 'father', 'parents', 'sister', 'brother', 'sibling', 'grandma', 'grandpa', 'granny', 'nana', 'family', 'baby', 'cousin', 'aunt', 'uncle']],
  ['friends', ['friend', 'friends', 'friendship', 'buddy', 'bestie', 'classmate', 'classmates', 'playdate']],
  ['animals', ['cat', 'cats', 'kitten', 'dog', 'dogs', 'puppy', 'pet', 'pets', 'horse', 'rabbit', 'bunny', 'hamster', 'fish', 'bird', 'birds', 'animal', 'animals', 'bee', 'bees', 'owl', 'fox', 'bear', 'turtle', 'frog', 'lion', 'tiger', 'elephant', 'dinosaur', 'dinosaurs']],
  ['nature', ['garden', 'gardening', 'flower', 'flowers', 'tree', 'trees', 'forest', 'park', 'outside', 'hike', 'hiking', 'camping', 'river', 'lake', 'ocean', 'sea', 'beach', 'mountain', 'plants', 'plant', 'rain', 'snow', 'sun', 'weather']],
  ['stories', ['story', 'stories', 'book', 'books', 'read', 'reading', 'tale', 'fairy']],
  ['fantasy', ['dragon', 'dragons', 'unicorn', 'unicorns', 'magic', 'wizard', 'fairy', 'princess', 'knight', 'castle', 'monster', 'mermaid']],
  ['play', ['game', 'games', 'play', 'playing', 'played', 'toy', 'toys', 'lego', 'minecraft', 'puzzle', 'joke', 'jokes', 'fun']],
  ['sports', ['football', 'soccer', 'basketball', 'baseball', 'tennis', 'swimming', 'swim', 'run', 'running', 'race', 'team', 'match', 'goal', 'bike', 'skating', 'dance', 'dancing', 'gymnastics']],
  ['creativity', ['draw', 'drawing', 'paint', 'painting', 'art', 'music', 'song', 'sing', 'singing', 'piano', 'guitar', 'build', 'building', 'craft', 'write', 'writing']],
  ['learning', ['learn', 'learning', 'why', 'how', 'question', 'curious', 'science', 'space', 'planet', 'planets', 'moon', 'stars', 'history', 'experiment']],
  ['health', ['sleep', 'tired', 'sick', 'ill', 'doctor', 'hurt', 'hurts', 'food', 'eat', 'eating', 'hungry', 'exercise', 'body']],
  ['work', ['work', 'job', 'boss', 'career', 'meeting', 'deadline', 'colleague', 'colleagues', 'office', 'project']],
  ['growth', ['goal', 'goals', 'habit', 'habits', 'practice', 'improve', 'better', 'confidence', 'brave', 'try', 'trying', 'mistake', 'mistakes']],
];

/** At most this many tags per message: a few themes, not an index. */
const TAGS_MAX = 4;

/**
 * Picks a few lowercase theme tags from a message for SPEC §3's `meta.historical_symbolic_tags`,
 * e.g. `['feelings', 'school']` for "I'm worried about my science test". Tags follow a fixed order
 * (feelings first), so the same message always gives the same tags; a message with no theme gives
 * `['conversation']`.
 */
export function mentorTagsOf(message: string): string[] {
  const words = new Set(mentorWordsOf(message));
  const tags = THEMES.filter(([, themeWords]) => themeWords.some((word) => words.has(word))).map(([tag]) => tag);
  return tags.length === 0 ? ['conversation'] : tags.slice(0, TAGS_MAX);
}
