/**
 * What a subject brings to mind, for stories and poems: a story about pirates has a ship and treasure in
 * it, a poem about autumn has leaves and wind. Written for Grove; every phrase suits every age (the
 * makers' tests check them with `@grove/safety` as G).
 */
export interface MentorImage {
  /** Where it happens, with its preposition: "on a creaky ship on the wide blue sea". */
  home?: string;
  /** Three or more things seen, heard or felt there, each with its article: "the salty waves". */
  sights: readonly string[];
}

/** Images by the word that asks for them (singular; plurals and "the" are stripped before lookup). */
const IMAGES: Readonly<Record<string, MentorImage>> = {
  pirate: { home: 'on a creaky wooden ship on the wide blue sea', sights: ['a crumpled treasure map', 'a chatty green parrot', 'a faraway island', 'the flapping sails'] },
  astronaut: { home: 'in a little rocket high above the Earth', sights: ['the twinkling stars', 'the silver moon', 'a planet with rings', 'the quiet, floating dark of space'] },
  mermaid: { home: 'in a coral garden under the sea', sights: ['the shining shells', 'the swaying seaweed', 'the silver fish', 'the waves far above'] },
  dinosaur: { home: 'in a steamy valley of giant ferns', sights: ['the huge footprints in the mud', 'a nest of speckled eggs', 'the smoking volcano far away', 'the tall green ferns'] },
  dragon: { home: 'in a warm cave at the top of a mountain', sights: ['the glittering scales', 'the great flapping wings', 'a pile of shiny pebbles', 'the puffs of warm smoke'] },
  knight: { home: 'in a castle with tall stone towers', sights: ['the shining armour', 'a brave white horse', 'the castle flags', 'the drawbridge'] },
  princess: { home: 'in a castle on a green hill', sights: ['the tall towers', 'the rose garden', 'the royal horses', 'the castle library'] },
  prince: { home: 'in a castle on a green hill', sights: ['the tall towers', 'the rose garden', 'the royal horses', 'the castle library'] },
  wizard: { home: 'in a crooked tower full of books', sights: ['a bubbling pot', 'a pointed hat covered in stars', 'a shelf of glowing jars', 'a sleepy owl'] },
  fairy: { home: 'under a toadstool at the bottom of the garden', sights: ['the sparkling dewdrops', 'the tiny glowing wings', 'the bluebells', 'a ring of mushrooms'] },
  detective: { home: 'in a busy town full of mysteries', sights: ['a magnifying glass', 'a notebook of clues', 'a trail of muddy footprints', 'a locked door'] },
  explorer: { home: 'at the edge of a jungle nobody had mapped', sights: ['a battered old compass', 'a map with blank corners', 'the tangled vines', 'a hidden waterfall'] },
  superhero: { home: 'in a city of tall, bright buildings', sights: ['a flapping cape', 'the rooftops', 'the city lights', 'a secret signal in the sky'] },
  robot: { home: 'in a workshop full of gears and wires', sights: ['the whirring gears', 'the blinking lights', 'a box of bolts', 'a squeaky wheel'] },
  chef: { home: 'in a busy, warm kitchen', sights: ['the bubbling pots', 'a tower of pancakes', 'the smell of fresh bread', 'a tall white hat'] },
  firefighter: { home: 'at the fire station on the corner', sights: ['the big red fire engine', 'the shiny helmet', 'the long hose', 'the ladder'] },
  farmer: { home: 'on a farm at the end of a muddy lane', sights: ['the red tractor', 'the fields of wheat', 'the clucking hens', 'the big barn'] },
  scientist: { home: 'in a laboratory full of bubbling tubes', sights: ['a microscope', 'the fizzing test tubes', 'a notebook of experiments', 'safety goggles'] },
  pilot: { home: 'at the controls of a shining aeroplane', sights: ['the fluffy clouds', 'the long runway', 'the blinking dials', 'the bright blue sky'] },
  alien: { home: 'on a purple planet far across space', sights: ['the three moons', 'a wobbly spaceship', 'the glowing rocks', 'the stars'] },
  monster: { home: 'under a bridge by a babbling brook', sights: ['the big fuzzy feet', 'the stepping stones', 'the reeds', 'a lantern'] },
  unicorn: { home: 'in a meadow at the end of a rainbow', sights: ['the shimmering horn', 'the rainbow', 'the wild flowers', 'the soft clouds'] },
  penguin: { home: 'on the icy shore of a cold, bright land', sights: ['the sliding ice', 'the splashing sea', 'the snow', 'the fish'] },
  whale: { home: 'in the deep blue ocean', sights: ['the rolling waves', 'the spray from the blowhole', 'the shoals of fish', 'the far-off ships'] },
  shark: { home: 'in the deep blue ocean', sights: ['the rolling waves', 'the coral reef', 'the shoals of fish', 'the sunlight through the water'] },
  dolphin: { home: 'in the sparkling sea', sights: ['the leaping waves', 'the shoals of fish', 'the sandy bay', 'a friendly boat'] },
  octopus: { home: 'in a rocky cave under the sea', sights: ['the eight curling arms', 'the coral', 'the shells', 'the seaweed'] },
  bee: { home: 'in a busy hive at the edge of a garden', sights: ['the flowers', 'the golden honey', 'the buzzing wings', 'the sunshine'] },
  butterfly: { home: 'in a garden full of flowers', sights: ['the bright wings', 'the flowers', 'the warm breeze', 'the leaves'] },
  football: { sights: ['the green pitch', 'the bouncing ball', 'the cheering team', 'the goal posts'] },
  'football match': { sights: ['the green pitch', 'the bouncing ball', 'the cheering team', 'the goal posts', 'the referee\'s whistle'] },
  match: { sights: ['the green pitch', 'the bouncing ball', 'the cheering team', 'the goal posts'] },
  moon: { sights: ['the silver moonlight', 'the twinkling stars', 'the quiet night sky', 'the round, bright moon'] },
  space: { sights: ['the twinkling stars', 'the silver moon', 'the planets', 'a rocket'] },
  stars: { sights: ['the twinkling stars', 'the dark night sky', 'the silver moon', 'a shooting star'] },
  ocean: { sights: ['the rolling waves', 'the salty spray', 'the deep blue water', 'the sandy shore'] },
  sea: { sights: ['the rolling waves', 'the salty spray', 'the deep blue water', 'the sandy shore'] },
  beach: { sights: ['the golden sand', 'the waves', 'the shells', 'the sandcastles'] },
  lighthouse: { sights: ['the sweeping light', 'the crashing waves', 'the rocky shore', 'the boats far out at sea'] },
  autumn: { sights: ['the golden leaves', 'the crisp wind', 'the conkers', 'the red and orange trees'] },
  fall: { sights: ['the golden leaves', 'the crisp wind', 'the acorns', 'the red and orange trees'] },
  winter: { sights: ['the soft snow', 'the frosty windows', 'the cold bright mornings', 'the warm scarves'] },
  snow: { sights: ['the soft white snow', 'the snowflakes', 'a snowman', 'the frosty air'] },
  spring: { sights: ['the new green leaves', 'the blossom', 'the baby lambs', 'the spring rain'] },
  summer: { sights: ['the warm sunshine', 'the long light evenings', 'the ice creams', 'the buzzing bees'] },
  rain: { sights: ['the pattering raindrops', 'the puddles', 'the grey clouds', 'a rainbow after'] },
  rainbow: { sights: ['the seven bright colours', 'the rain', 'the sunshine', 'the sky'] },
  storm: { sights: ['the rumbling thunder', 'the flashing lightning', 'the wind', 'the rain on the glass'] },
  night: { sights: ['the silver moon', 'the twinkling stars', 'the quiet streets', 'the owls'] },
  forest: { sights: ['the tall trees', 'the crunchy leaves', 'the birdsong', 'the mossy logs'] },
  garden: { sights: ['the flowers', 'the buzzing bees', 'the green grass', 'the vegetable patch'] },
  school: { sights: ['the busy classroom', 'the playground', 'the books', 'the school bell'] },
  train: { sights: ['the long tracks', 'the whistle', 'the carriages', 'the stations'] },
  castle: { sights: ['the tall towers', 'the drawbridge', 'the flags', 'the stone walls'] },
  volcano: { sights: ['the glowing lava', 'the clouds of ash', 'the rumbling mountain', 'the new black rock'] },
  circus: { sights: ['the big striped tent', 'the jugglers', 'the acrobats', 'the bright lights'] },
  birthday: { sights: ['the candles on the cake', 'the balloons', 'the presents', 'the party games'] },
  christmas: { sights: ['the twinkling lights', 'the tree', 'the presents', 'the snow'] },
  friendship: { sights: ['the shared jokes', 'the helping hands', 'the long walks', 'the secrets kept'] },
  mountain: { sights: ['the snowy peaks', 'the winding paths', 'the clouds below', 'the cold clear air'] },
  river: { sights: ['the rushing water', 'the smooth stones', 'the ducks', 'the little bridge'] },
};

/** The images for a subject ("pirates", "the ocean", "a football match"), or null when Grove has none. */
export function mentorImageOf(subject: string): MentorImage | null {
  const words = subject.toLowerCase().replace(/[^a-z ]/g, ' ').split(/\s+/).filter((word) => word.length > 0 && !/^(?:a|an|the|some|my|your|about|of)$/.test(word));
  const whole = words.join(' ');
  const singular = (word: string): string => word.replace(/(?<=[^s])s$/, '');
  if (IMAGES[whole]) return IMAGES[whole];
  const phrase = words.map(singular).join(' ');
  if (IMAGES[phrase]) return IMAGES[phrase];
  for (const word of [...words].reverse()) {
    const found = IMAGES[word] ?? IMAGES[singular(word)];
    if (found) return found;
  }
  return null;
}

/** Every phrase of the bank, for the safety test. */
export const MENTOR_IMAGE_PHRASES: readonly string[] = Object.values(IMAGES).flatMap((image) => [...(image.home ? [image.home] : []), ...image.sights]);
