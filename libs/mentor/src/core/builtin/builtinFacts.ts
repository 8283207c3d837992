import type { MentorContentMode } from '../types';

/** A question the builtin mentor can answer: the words that must all appear, and the answer by mode. */
export interface BuiltinFact {
  /** Every group must have one of its words in the question. */
  needs: ReadonlyArray<readonly string[]>;
  topic: string;
  answer: Record<MentorContentMode, string>;
}

/** A small bank of answers to questions children often ask. */
export const BUILTIN_FACTS: readonly BuiltinFact[] = [
  {
    needs: [['sky'], ['blue']],
    topic: 'the sky',
    answer: {
      G: 'Sunlight has all the colours in it. The air bounces the blue light all around. So the sky looks blue!',
      PG: 'Sunlight is a mix of every colour. When it hits the air, the tiny gas particles scatter blue light much more than red, so blue light comes at you from every direction. That is why the sky looks blue!',
      FULL: 'Sunlight contains every visible wavelength, and the molecules in the atmosphere scatter shorter wavelengths far more strongly than longer ones, an effect called Rayleigh scattering. Blue light is scattered across the whole sky, so that is the colour we see; at sunset the light travels through more air, the blue is scattered away, and the reds and oranges remain.',
    },
  },
  {
    needs: [['bee', 'bees'], ['honey']],
    topic: 'bees',
    answer: {
      G: 'Bees drink sweet juice from flowers. It is called nectar. They take it home and flap their wings to dry it. Then it turns into honey!',
      PG: 'Bees sip nectar from flowers and carry it back to the hive. They pass it from bee to bee and fan it with their wings until most of the water dries up. What is left is thick, sweet honey, stored in wax cells for winter!',
      FULL: 'Foraging bees collect nectar, which other bees in the hive process with enzymes that break its sugars down; they then fan it with their wings to evaporate most of the water. Once it is thick enough, they seal it in wax comb, where it keeps almost indefinitely as food for the colony.',
    },
  },
  {
    needs: [['cat', 'cats'], ['purr', 'purring', 'purrs']],
    topic: 'cats',
    answer: {
      G: 'Cats purr when they feel happy and cosy. It is like a soft cat song!',
      PG: 'Cats purr by buzzing tiny muscles in their throat. They often purr when they are happy, but sometimes also to calm themselves down.',
      FULL: 'Cats purr by rapidly twitching the muscles of the larynx as they breathe in and out. It often signals contentment, but cats also purr when stressed or unwell, and the low vibration may even help healing.',
    },
  },
  {
    needs: [['moon'], ['far', 'away', 'distance']],
    topic: 'the moon',
    answer: {
      G: 'The moon is very, very far away. A car would need months to drive there!',
      PG: 'The moon is about 384,000 kilometres away. Driving there at motorway speed would take around half a year without stopping!',
      FULL: 'On average the moon is about 384,400 km (roughly 239,000 miles) from Earth; its orbit is slightly elliptical, so the distance varies by around 40,000 km over a month.',
    },
  },
  {
    needs: [['plant', 'plants', 'flower', 'flowers'], ['need', 'grow', 'eat']],
    topic: 'plants',
    answer: {
      G: 'Plants need sun, water, air and good soil. With those, they grow big and strong!',
      PG: 'Plants need sunlight, water, air and nutrients from the soil. Their leaves use sunlight to turn water and air into sugar, which is their food. It is called photosynthesis!',
      FULL: 'Plants need light, water, carbon dioxide and mineral nutrients. Through photosynthesis their leaves turn carbon dioxide and water into sugars, using light as the energy source, and release oxygen as a by-product.',
    },
  },
  {
    needs: [['why'], ['sleep']],
    topic: 'sleep',
    answer: {
      G: 'Sleep helps your body rest and grow. It helps your brain too. That is why bedtime matters!',
      PG: 'While you sleep, your body repairs itself and your brain sorts out everything you learned that day. That is why a good night of sleep helps you think, play and feel your best.',
      FULL: 'Sleep supports physical repair, immune function and memory consolidation, and it helps regulate mood; most adults need around seven to nine hours, and consistent timing matters almost as much as duration.',
    },
  },
  {
    needs: [['spider', 'spiders'], ['legs', 'leg']],
    topic: 'spiders',
    answer: {
      G: 'Spiders have eight legs. Count them: one, two, three, four, five, six, seven, eight!',
      PG: 'Spiders have eight legs, which is how you can tell them apart from insects, which have six.',
      FULL: 'Spiders have eight legs, a feature of arachnids generally, while insects have six.',
    },
  },
  {
    needs: [['biggest', 'largest'], ['animal']],
    topic: 'the biggest animal',
    answer: {
      G: 'The blue whale is the biggest animal. It is bigger than a bus, even bigger than three buses!',
      PG: 'The blue whale is the biggest animal that has ever lived, bigger than any dinosaur. It can be about 30 metres long, and its heart is the size of a small car!',
      FULL: 'The blue whale is the largest animal known to have existed, reaching around 30 metres and well over 150 tonnes.',
    },
  },
  {
    needs: [['rain']],
    topic: 'rain',
    answer: {
      G: 'The sun warms water. The water floats up and makes clouds. When clouds get too full, water falls down. That is rain!',
      PG: 'The sun heats water in seas and lakes, and it rises as invisible vapour. High up it cools and forms tiny droplets, which make clouds. When the droplets join up and get heavy, they fall as rain. It is called the water cycle!',
      FULL: 'Water evaporates, rises and cools until it condenses into droplets around tiny particles, forming clouds; when droplets merge and become heavy enough, they fall as rain, completing the water cycle.',
    },
  },
  {
    needs: [['sea', 'ocean'], ['salty', 'salt']],
    topic: 'the sea',
    answer: {
      G: 'Rivers carry tiny bits of salt from rocks into the sea. The salt stays there. So the sea is salty!',
      PG: 'Rain slowly washes tiny bits of salt out of rocks, and rivers carry it to the sea. The water evaporates, but the salt stays behind, so over millions of years the sea has become salty.',
      FULL: 'Rain weathers minerals out of rock and rivers carry the dissolved salts to the ocean; evaporation removes the water but leaves the salts, which have accumulated over geological time.',
    },
  },
  {
    needs: [['star', 'stars'], ['twinkle', 'twinkling', 'shine']],
    topic: 'stars',
    answer: {
      G: 'Stars are giant balls of light, very far away. The air wiggles their light. So they twinkle!',
      PG: 'Stars are huge, hot balls of gas, like our sun but much further away. Their light gets wobbled by moving air on its way to your eyes, which makes them twinkle.',
      FULL: 'Stars shine through nuclear fusion; the twinkling is caused by turbulence in our atmosphere bending their light slightly as it passes through layers of different temperature.',
    },
  },
  {
    needs: [['dinosaur', 'dinosaurs'], ['extinct', 'die', 'died', 'disappear', 'gone']],
    topic: 'dinosaurs',
    answer: {
      G: 'A long, long time ago, a giant space rock hit the Earth. The world changed a lot. Most dinosaurs were gone. But birds are their great-great-grandchildren!',
      PG: 'About 66 million years ago, a huge asteroid hit the Earth and changed the climate, and most dinosaurs could not survive it. But some lived on: birds are actually dinosaurs today!',
      FULL: 'The non-avian dinosaurs disappeared about 66 million years ago, most likely after the Chicxulub asteroid impact caused rapid climate disruption, possibly compounded by volcanic activity; birds are the surviving dinosaur lineage.',
    },
  },
];
