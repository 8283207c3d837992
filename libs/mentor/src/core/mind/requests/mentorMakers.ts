import nlp from 'compromise';
import { mentorWordsPick } from '../../mentorWords';
import type { MentorContentMode } from '../../types';
import { mentorImageOf } from './mentorImagery';

/** The picks a maker makes are seeded, so the same request gives the same piece (and a salt gives another). */
export interface MentorMakerSeed {
  seed: number;
  salt: string;
}

function pick<T>(items: readonly T[], seed: MentorMakerSeed, slot: string): T {
  return mentorWordsPick(items, seed.seed, `${seed.salt}:${slot}`);
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "the lighthouse" from "a lighthouse", "lighthouses" stays, "my dog Biscuit" stays. */
function definite(subject: string): string {
  return subject.replace(/^(?:a|an|some)\s+/, 'the ');
}

/** "a lighthouse" from "lighthouse", leaves "the", "my" and plurals alone. */
function indefinite(subject: string): string {
  if (/^(?:a|an|the|my|your|our|some|\d)\b/.test(subject) || /s$/.test(subject)) return subject;
  return `${/^[aeiou]/.test(subject) ? 'an' : 'a'} ${subject}`;
}

const HEROES = [
  { noun: 'fox', names: ['Fern', 'Rusty', 'Amber'] },
  { noun: 'rabbit', names: ['Clover', 'Hop', 'Willow'] },
  { noun: 'owl', names: ['Olive', 'Hoot', 'Sage'] },
  { noun: 'girl', names: ['Mia', 'Asha', 'Rosa'] },
  { noun: 'boy', names: ['Leo', 'Sami', 'Theo'] },
  { noun: 'hedgehog', names: ['Prickles', 'Hazel', 'Bramble'] },
  { noun: 'robot', names: ['Bolt', 'Gizmo', 'Pip'] },
];

/**
 * A short original story centred on the subject the person asked for: the subject is in the opening
 * line, at the heart of the problem and in the ending. A living subject ("a lighthouse keeper", "my
 * dog Biscuit") is the hero; a thing or place ("a lighthouse") is what the hero cares about.
 */
export function mentorSubjectStory(subject: string, mode: MentorContentMode, length: 'short' | 'normal' | 'long', seed: MentorMakerSeed, hero?: { name: string; noun: string }): string {
  const chosen = pick(HEROES, seed, 'hero');
  const name = hero?.name ?? pick(chosen.names, seed, 'name');
  const noun = hero?.noun ?? chosen.noun;
  const the = definite(subject);
  const a = indefinite(subject);
  const opening: Record<MentorContentMode, readonly string[]> = {
    G: [`Once upon a time, a little ${noun} called ${name} lived next to ${a}.`, `There was once a kind ${noun} named ${name}, and ${name}'s favourite thing in the whole world was ${a}.`],
    PG: [`Not far from the edge of town stood ${a}, and nobody knew it better than ${name}, a curious young ${noun}.`, `${name} the ${noun} had visited ${a} every single day for a year, which is how ${name} noticed when something changed.`],
    FULL: [`${capital(a)} stood at the end of the lane, and for as long as anyone could remember, ${name} had been the one who looked after it.`, `Everyone in the village had an opinion about ${the}, but only ${name} had ever taken the time to really get to know it.`],
  };
  const problem: Record<MentorContentMode, readonly string[]> = {
    G: [`One day, ${the} looked sad and quiet.`, `One morning, ${name} saw that ${the} needed some help.`],
    PG: [`But one stormy evening, ${the} was in trouble, and nobody else seemed to notice.`, `Then came the day when ${the} started acting very strangely indeed.`],
    FULL: [`Then one autumn something about ${the} changed, so slightly that only someone paying attention would have seen it.`, `One winter, ${the} began to need more care than ${name} could give alone.`],
  };
  const middle: Record<MentorContentMode, readonly string[]> = {
    G: [`${name} asked a friendly bird to help. Together they worked and worked.`, `${name} did not give up. ${name} tried one idea, then another, then another!`],
    PG: [`${name} made a plan, gathered two good friends and a very bright torch, and set to work.`, `It took three tries and one very muddy afternoon, but ${name} refused to give up on ${the}.`],
    FULL: [`${name} asked around, found two neighbours who cared as much, and together they worked out what ${the} needed, mostly through patience and a few mistakes.`, `It was slow work and nobody thanked them for it at first, but ${name} kept going, one small repair and one small kindness at a time.`],
  };
  const ending: Record<MentorContentMode, readonly string[]> = {
    G: [`At last, ${the} was happy again, and so was ${name}. The end.`, `Now ${the} shines bright every day, and ${name} smiles every time. The end.`],
    PG: [`By morning, ${the} was better than ever, and the whole town came out to cheer for ${name}.`, `In the end ${the} was saved, and ${name} learned that caring about something is the first step to saving it.`],
    FULL: [`By spring ${the} was itself again, and people began to stop and look at it the way ${name} always had.`, `When it was done, ${name} felt no great triumph, only a quiet certainty that ${the} had been worth the trouble.`],
  };
  const extra: Record<MentorContentMode, readonly string[]> = {
    G: [`${name} sang a little song for ${the}.`, `${name} gave ${the} a big, gentle hug.`],
    PG: [`Along the way they discovered a secret about ${the} that nobody had known for a hundred years.`, `At one point the torch went out, and they had to find their way by moonlight alone.`],
    FULL: [`Somewhere in the middle of it all, ${name} realised that looking after ${the} had quietly become a way of looking after the village itself.`, `There were evenings when it seemed hopeless, and ${name} sat beside ${the} wondering why it mattered so much.`],
  };
  const parts = [pick(opening[mode], seed, 'open')];
  // What the subject brings to mind, so a football match has a pitch and a ball in it.
  const image = mentorImageOf(subject);
  if (image) {
    const [first, second, third] = image.sights;
    const scene: Record<MentorContentMode, string> = {
      G: `${name} loved ${first}, ${second} and ${third}.`,
      PG: `${name} knew every bit of it: ${first}, ${second}, ${third}.`,
      FULL: `${name} knew it in all its details: ${first}, ${second}, ${third}.`,
    };
    parts.push(scene[mode]);
  }
  parts.push(pick(problem[mode], seed, 'problem'), pick(middle[mode], seed, 'middle'));
  if (length !== 'short') parts.push(pick(extra[mode], seed, 'extra'));
  if (length === 'long') parts.push(...extra[mode].filter((line) => !parts.includes(line)));
  parts.push(pick(ending[mode], seed, 'end'));
  return parts.join(' ');
}

/** A short poem about the subject, with the number of lines asked for (2–12, default 4). */
export function mentorPoem(subject: string, mode: MentorContentMode, lines: number | null, seed: MentorMakerSeed): string {
  const the = definite(subject);
  const bank: Record<MentorContentMode, readonly string[]> = {
    G: [
      `Oh ${subject}, ${subject}, what do you see?`,
      `I love ${the}, and ${the} loves me.`,
      `Big or small, near or far,`,
      `${capital(the)} is special, just like a star.`,
      `Every morning, every night,`,
      `${capital(the)} makes my day feel bright.`,
      `Hello ${subject}, hello friend,`,
      `This happy poem is at its end.`,
    ],
    PG: [
      `There is something about ${the} I can't quite explain,`,
      `It's there in the sunshine, it's there in the rain.`,
      `Some people walk past it and don't even look,`,
      `But ${the} could fill a whole chapter of a book.`,
      `I could write about ${the} from morning till night,`,
      `And still find new reasons it's worth the delight.`,
      `So here's to ${the}, both the loud and the small,`,
      `The best kind of wonder, the best of them all.`,
    ],
    FULL: [
      `I have been thinking about ${the} again,`,
      `the way it waits, the way it asks for nothing,`,
      `how easy it would be to pass it by`,
      `and how much less the day would hold without it.`,
      `Some things are loud about their meaning;`,
      `${the} is not one of them.`,
      `It stays, it keeps its counsel, and it lets me`,
      `find in it whatever I came looking for.`,
    ],
  };
  // The second line of each bank paints what the subject brings to mind, when Grove knows it.
  const image = mentorImageOf(subject);
  if (image) {
    const [first, second] = image.sights.map((sight) => sight.replace(/^(?:the|a|an) /, ''));
    const painted: Record<MentorContentMode, string> = {
      G: `${capital(first)} and ${second}, all for me!`,
      PG: `It's there in the ${first}, it's there in the ${second}.`,
      FULL: `the ${first}, the ${second}, the way it asks for nothing,`,
    };
    bank[mode] = [bank[mode][0], painted[mode], ...bank[mode].slice(2)];
  }
  const count = Math.min(Math.max(lines ?? 4, 2), 12);
  const source = bank[mode];
  const offset = 2 * (seed.seed % (source.length / 2)) * (seed.salt === '' ? 0 : 1);
  const out: string[] = [];
  for (let index = 0; index < count; index += 1) out.push(source[(offset + index) % source.length]);
  return out.join('\n');
}

/** A riddle: its clue lines and its answer, and the words it is about. */
interface MentorRiddle {
  clue: string;
  answer: string;
  themes: readonly string[];
}

/** Riddles written for Grove, gentle for every age. */
export const MENTOR_RIDDLES: readonly MentorRiddle[] = [
  { clue: 'I have hands but cannot clap. I have a face but cannot smile. What am I?', answer: 'a clock', themes: ['clock', 'time', 'clocks'] },
  { clue: 'I stand tall by the sea all night, and I keep the ships safe with my light. What am I?', answer: 'a lighthouse', themes: ['lighthouse', 'sea', 'ocean', 'ships', 'boats'] },
  { clue: 'The more of me you take, the more you leave behind. What am I?', answer: 'footsteps', themes: ['walking', 'feet', 'footsteps'] },
  { clue: 'I am full of keys but I cannot open a single door. What am I?', answer: 'a piano', themes: ['piano', 'music', 'keys'] },
  { clue: 'I have a long trunk, but I never go on holiday. What am I?', answer: 'an elephant', themes: ['elephant', 'elephants', 'animals', 'trunk'] },
  { clue: 'I go up when the rain comes down. What am I?', answer: 'an umbrella', themes: ['rain', 'weather', 'umbrella'] },
  { clue: 'I shine in the sky at night, and I change my shape all month. What am I?', answer: 'the Moon', themes: ['moon', 'space', 'night', 'stars'] },
  { clue: 'I am a house with no doors, and inside I keep sweet gold made by my busy family. What am I?', answer: 'a beehive', themes: ['bee', 'bees', 'honey', 'hive', 'insects'] },
  { clue: 'I have a neck but no head, and I wear a cap. What am I?', answer: 'a bottle', themes: ['bottle', 'drink', 'water'] },
  { clue: 'I can fly without wings and cry without eyes. What am I?', answer: 'a cloud', themes: ['cloud', 'clouds', 'weather', 'sky', 'rain'] },
  { clue: 'I have many pages but I am not a tree, and I can take you anywhere. What am I?', answer: 'a book', themes: ['book', 'books', 'reading', 'library', 'school'] },
  { clue: 'I am hot and bright, and without me nothing on Earth would grow. What am I?', answer: 'the Sun', themes: ['sun', 'space', 'summer', 'light'] },
  { clue: 'I have four legs and a back, but I never walk anywhere. What am I?', answer: 'a chair', themes: ['chair', 'furniture', 'home'] },
  { clue: 'I start as a small seed and grow tall, and in autumn my leaves fall. What am I?', answer: 'a tree', themes: ['tree', 'trees', 'forest', 'plants', 'autumn', 'leaves'] },
  { clue: 'I wear a coat all winter and take it off in spring, and I melt when the sun comes out. What am I?', answer: 'a snowman', themes: ['snow', 'winter', 'snowman', 'cold'] },
  { clue: 'I have a tail and a head but no body, and I jingle in your pocket. What am I?', answer: 'a coin', themes: ['money', 'coin', 'coins', 'pocket'] },
  { clue: 'I have wheels and pedals, and I only move when you push. What am I?', answer: 'a bicycle', themes: ['bike', 'bicycle', 'cycling', 'wheels'] },
  { clue: 'I am green, I hop, and I sing at night by the pond. What am I?', answer: 'a frog', themes: ['frog', 'frogs', 'pond', 'animals'] },
  { clue: 'I was once a crawling caterpillar, and now I dance on colourful wings. What am I?', answer: 'a butterfly', themes: ['butterfly', 'butterflies', 'caterpillar', 'insects', 'garden'] },
  { clue: 'I have teeth but never bite, and I help you look neat. What am I?', answer: 'a comb', themes: ['comb', 'hair'] },
  { clue: 'I roar but I am not a lion, and I carry people through the clouds. What am I?', answer: 'an aeroplane', themes: ['plane', 'aeroplane', 'airplane', 'flying', 'travel'] },
  { clue: 'I have a big mouth but I never speak, and I run but never walk. What am I?', answer: 'a river', themes: ['river', 'rivers', 'water', 'nature'] },
  { clue: 'I am round and bouncy, and everybody kicks me, but I do not mind. What am I?', answer: 'a football', themes: ['football', 'soccer', 'ball', 'sport'] },
  { clue: 'I have a shell on my back and I never hurry. What am I?', answer: 'a tortoise', themes: ['tortoise', 'turtle', 'slow', 'animals'] },
  { clue: 'I am full of holes but I can still hold water. What am I?', answer: 'a sponge', themes: ['sponge', 'bath', 'kitchen'] },
  { clue: 'I have a spine but no bones, and I am full of stories. What am I?', answer: 'a book', themes: ['story', 'stories', 'book'] },
  { clue: 'I follow you all day, but I disappear in the dark. What am I?', answer: 'your shadow', themes: ['shadow', 'light', 'sun'] },
  { clue: 'I have one eye but cannot see, and I help you mend your clothes. What am I?', answer: 'a needle', themes: ['sewing', 'needle', 'clothes'] },
  { clue: 'I have stripes, I live on the grassy plains, and I look like a horse in pyjamas. What am I?', answer: 'a zebra', themes: ['zebra', 'zebras', 'africa', 'animals'] },
  { clue: 'I go round and round the Sun, and I am your home. What am I?', answer: 'the Earth', themes: ['earth', 'planet', 'planets', 'space', 'world'] },
];

/** The riddle last told in `earlier` (the assistant's text), for revealing its answer. */
export function mentorRiddleIn(earlier: string): MentorRiddle | null {
  return MENTOR_RIDDLES.find((riddle) => earlier.includes(riddle.clue)) ?? null;
}

/** A riddle on the subject when one fits, else any riddle not yet told; `told` holds earlier replies. */
export function mentorRiddleFor(subjectWords: readonly string[], told: readonly string[], seed: MentorMakerSeed): { riddle: MentorRiddle; themed: boolean } {
  const fresh = MENTOR_RIDDLES.filter((riddle) => !told.some((reply) => reply.includes(riddle.clue)));
  const pool = fresh.length > 0 ? fresh : MENTOR_RIDDLES;
  const themed = pool.filter((riddle) => riddle.themes.some((theme) => subjectWords.includes(theme) || subjectWords.includes(`${theme}s`)));
  if (themed.length > 0) return { riddle: pick(themed, seed, 'riddle'), themed: true };
  return { riddle: pick(pool, seed, 'riddle'), themed: false };
}

/** People and creatures a story can be *about* as its hero, rather than a thing the hero cares for. */
export const MENTOR_STORY_LIVING = new Set(
  (
    'pirate pirates astronaut astronauts girl boy princess prince knight king queen wizard fairy chef doctor teacher farmer ' +
    'explorer detective superhero giant mermaid ninja scientist firefighter pilot baby grandma grandpa granny monster alien elf ' +
    'troll clown robot dragon unicorn puppy dog cat kitten bear fox rabbit bunny owl mouse penguin dinosaur lion tiger monkey ' +
    'elephant horse pony duck frog turtle whale dolphin shark octopus bee butterfly caterpillar spider snail squirrel hedgehog'
  ).split(' '),
);

/** "finds a secret door" → "found a secret door": a hero's deed told in the past, with compromise. */
function pastOf(clause: string): string {
  const doc = nlp(clause);
  doc.verbs().toPastTense();
  return doc.text().trim();
}

/**
 * A short original story whose hero is the living subject asked for ("a pirate", "a girl who finds a
 * secret door", "a robot who wants to be a chef"): the hero is named, and what the request says they do
 * or want is the heart of the story — in the opening line and again in the ending.
 */
export function mentorHeroStory(noun: string, deed: string | null, mode: MentorContentMode, length: 'short' | 'normal' | 'long', seed: MentorMakerSeed, heroName?: string): string {
  const names = ['Nova', 'Rosa', 'Pip', 'Juniper', 'Milo', 'Asha', 'Theo', 'Wren', 'Kit', 'Sunny'];
  const name = heroName ?? pick(names, seed, 'hero-name');
  const single = noun.replace(/s$/, '');
  const wish = deed === null ? null : /^wants? to (.+)$/.exec(deed)?.[1] ?? null;
  const did = deed === null || wish !== null ? null : pastOf(deed);
  // "did be a chef" is not English: the wish comes true as "did become a chef".
  const done = wish === null ? null : wish.replace(/^be /, 'become ');
  const intro = wish !== null ? `who wanted more than anything to ${wish}` : did !== null ? `who ${did}` : 'who dreamed of a big adventure';
  const opening: Record<MentorContentMode, readonly string[]> = {
    G: [`Once upon a time, there was a little ${single} called ${name}, ${intro}.`],
    PG: [`There was once a ${single} called ${name}, ${intro}.`],
    FULL: [`This is the story of ${name}, a ${single} ${intro}.`],
  };
  const problem: Record<MentorContentMode, readonly string[]> = {
    G: [wish !== null ? `But it was not easy, and some days ${name} felt very small.` : `It was a big surprise, and ${name} did not know what would happen next.`],
    PG: [wish !== null ? `Everyone said a ${single} could never do that, and for a while ${name} almost believed them.` : `Nobody else would have believed it, so ${name} had to work out what to do alone.`],
    FULL: [wish !== null ? `The trouble was that nobody expected a ${single} to want that, least of all the ones who knew ${name} best.` : `It was the kind of thing that changes a life quietly, if you let it.`],
  };
  const middle: Record<MentorContentMode, readonly string[]> = {
    G: [`So ${name} took a deep breath, asked a good friend to help, and tried again and again.`],
    PG: [`So ${name} made a plan, practised every day, and learned something new from every mistake.`],
    FULL: [`So ${name} started small, asked for help from people who knew more, and kept going through the days when nothing seemed to work.`],
  };
  const extra: Record<MentorContentMode, readonly string[]> = {
    G: [`They laughed, they wondered, and they helped each other all the way.`],
    PG: [`There was one moment when everything went wrong, and ${name} nearly gave up, but a friend said, "Keep going!"`],
    FULL: [`There was a point, halfway through, when giving up would have been the sensible choice, and ${name} chose otherwise.`],
  };
  const ending: Record<MentorContentMode, readonly string[]> = {
    G: [wish !== null ? `And in the end, ${name} really did ${done}, and everyone cheered. The end.` : `That night, ${name} told everyone about the day ${name} ${did ?? 'went on a big adventure'}. It was the best day ever. The end.`],
    PG: [wish !== null ? `And one day, ${name} really did ${done}, and it was even better than the dream.` : `Years later, ${name} still smiled at the memory of the day ${name} ${did ?? 'set off on that adventure'}.`],
    FULL: [wish !== null ? `In the end ${name} did ${done}, not because it was easy, but because ${name} never stopped deciding to.` : `Looking back, ${name} knew that the day ${name} ${did ?? 'set out'} was the day everything began.`],
  };
  const parts = [pick(opening[mode], seed, 'h-open')];
  // A pirate lives on a ship with a treasure map; an astronaut among the stars.
  const image = mentorImageOf(single);
  if (image) {
    const [first, second, third] = image.sights;
    const home = image.home ? `${name} lived ${image.home}` : `${name}'s days were full of ${first}`;
    const scene: Record<MentorContentMode, string> = {
      G: `${home}, with ${second} and ${third}.`,
      PG: `${home}, among ${second}, ${third} and ${first}.`,
      FULL: `${home}: ${first}, ${second}, ${third}.`,
    };
    parts.push(scene[mode]);
  }
  parts.push(pick(problem[mode], seed, 'h-problem'), pick(middle[mode], seed, 'h-middle'));
  if (length !== 'short') parts.push(pick(extra[mode], seed, 'h-extra'));
  parts.push(pick(ending[mode], seed, 'h-end'));
  return parts.join(' ');
}
