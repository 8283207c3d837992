import type { Story } from './contentTypes';

/** A gentle G-rated branching story about Pip, a young honeybee on her first day as a forager. */
export const BEE_STORY: Story = {
  id: 'bee-story',
  title: 'Pip the Little Honeybee',
  chapters: [
    {
      chapter: 1,
      after: 'start',
      text: 'In a warm wooden hive, a little honeybee named Pip woke up with a happy buzz. Today was her very first day as a forager! Her big sister Hana smiled and said, "Go and find some flowers, Pip." Pip peeked out of the hive entrance and saw two paths in the morning sunshine.',
      choices: [
        { id: 'sunflowers', label: 'fly to the big sunflower field', keywords: ['sunflower', 'sunflowers', 'field', 'yellow'] },
        { id: 'pond', label: 'visit the garden by the pond', keywords: ['pond', 'garden', 'lavender', 'water'] },
      ],
    },
    {
      chapter: 2,
      after: 'sunflowers',
      text: 'Pip chose the sunflower field, and off she zoomed! The sunflowers were taller than a grown-up, with faces as yellow as butter. Pip sipped sweet nectar and filled her pollen baskets until they glowed orange. Then she heard a small, sad hum nearby, and saw a colourful butterfly fluttering past.',
      choices: [
        { id: 'bumblebee', label: 'help the lost bumblebee', keywords: ['bumblebee', 'help', 'lost', 'hum'] },
        { id: 'butterfly', label: 'follow the butterfly', keywords: ['butterfly', 'follow', 'flutter', 'colourful'] },
      ],
    },
    {
      chapter: 2,
      after: 'pond',
      text: 'Pip chose the garden by the pond, and she buzzed over the sparkling water. Purple lavender smelled so sweet that she did a happy loop in the air. She took a tiny sip of water from a lily pad and gathered golden pollen. Then she heard a small, sad hum under a leaf, and saw a butterfly dancing over the pond.',
      choices: [
        { id: 'bumblebee', label: 'find out who is humming under the leaf', keywords: ['bumblebee', 'help', 'lost', 'hum', 'humming'] },
        { id: 'butterfly', label: 'dance along with the butterfly', keywords: ['butterfly', 'follow', 'flutter', 'dance', 'colourful'] },
      ],
    },
    {
      chapter: 3,
      after: 'bumblebee',
      text: 'Pip decided to help, and found a fuzzy bumblebee named Bumble. "I\'m lost," Bumble sniffed, "my home is a cosy hole under an old log." Pip used her clever eyes to spot the log, and they flew there together. Bumble gave her a big fuzzy hug and said thank you. Just then, grey clouds rolled across the sky and the first raindrops began to fall.',
      choices: [
        { id: 'mushroom', label: 'shelter under a big mushroom', keywords: ['mushroom', 'shelter', 'hide', 'under'] },
        { id: 'race', label: 'race home to the hive before it rains', keywords: ['race', 'hurry', 'hive', 'zoom'] },
      ],
    },
    {
      chapter: 3,
      after: 'butterfly',
      text: "Pip followed the butterfly, whose name was Flutter. Flutter showed her a secret meadow full of clover, and the two friends played tag between the flowers. Pip giggled as Flutter's wings tickled her nose. Just then, grey clouds rolled across the sky and the first raindrops began to fall.",
      choices: [
        { id: 'mushroom', label: 'wait under a big spotty mushroom', keywords: ['mushroom', 'shelter', 'hide', 'under'] },
        { id: 'race', label: 'zoom home to the hive as fast as she can', keywords: ['race', 'hurry', 'hive', 'zoom'] },
      ],
    },
    {
      chapter: 4,
      after: 'mushroom',
      text: 'Pip tucked herself under a big mushroom, as snug as a bug in a rug. A friendly snail was there too, and he told her funny stories while the rain pitter-pattered. When the rain stopped, a bright rainbow stretched over the meadow. Pip flew home with her full pollen baskets, feeling brave and proud.',
      choices: [
        { id: 'dance', label: 'do a waggle dance for her sisters', keywords: ['dance', 'waggle', 'sisters', 'wiggle'] },
        { id: 'queen', label: 'take a gift of nectar to the queen', keywords: ['queen', 'gift', 'nectar', 'give'] },
      ],
    },
    {
      chapter: 4,
      after: 'race',
      text: 'Pip raced for home, zigzagging between the raindrops. Whoosh! She zoomed through the hive entrance just in time. The guard bee, Gus, laughed and said, "That was the fastest flying I have ever seen!" Pip shook the drops off her wings, feeling brave and proud.',
      choices: [
        { id: 'dance', label: 'show everyone with a waggle dance', keywords: ['dance', 'waggle', 'sisters', 'wiggle'] },
        { id: 'queen', label: 'bring some nectar to the queen', keywords: ['queen', 'gift', 'nectar', 'give'] },
      ],
    },
    {
      chapter: 5,
      after: 'dance',
      text: 'Pip did a waggle dance, wiggling this way and that to show her sisters where the flowers were. "Follow Pip\'s dance!" buzzed Hana, and the foragers flew off to find the flowers she had shown them. That evening the hive was full of sweet nectar, and everyone hummed a happy song for Pip. She snuggled into a cosy wax cell, smiling. Pip knew she was a real forager now, and she could not wait for tomorrow.',
      choices: [],
    },
    {
      chapter: 5,
      after: 'queen',
      text: 'Pip chose to bring a gift of nectar to the queen. The queen\'s eyes twinkled as she tasted it. "Thank you, Pip," she said kindly. "Every bee\'s gift makes our hive stronger." Pip glowed with pride as her sisters gathered round for a warm, buzzy hug. She snuggled into a cosy wax cell and fell asleep dreaming of tomorrow\'s flowers.',
      choices: [],
    },
  ],
};

/** A gentle, adventurous G-rated branching story about Ember, a friendly dragon looking for a new friend. */
export const DRAGON_STORY: Story = {
  id: 'dragon-story',
  title: 'Ember the Friendly Dragon',
  chapters: [
    {
      chapter: 1,
      after: 'start',
      text: 'On a green hill lived a small, friendly dragon named Ember. Ember had shiny blue scales and a warm, tickly breath that smelled like toast. One sunny morning Ember said, "Today I want to make a new friend!" From the top of the hill, Ember could see two ways to go.',
      choices: [
        { id: 'mountain', label: 'fly over the snowy mountain', keywords: ['mountain', 'snow', 'snowy', 'peak'] },
        { id: 'forest', label: 'walk through the whispering forest', keywords: ['forest', 'trees', 'walk', 'woods'] },
      ],
    },
    {
      chapter: 2,
      after: 'mountain',
      text: "Ember chose the snowy mountain and flapped up, up, up into the cold, bright air. Snowflakes landed on Ember's nose and made a funny fizzing sound. At the very top, a little white hare waved hello and pointed at two paths down. One path led to a glowing cave, and one led to a sparkly river.",
      choices: [
        { id: 'cave', label: 'peek into the glowing cave', keywords: ['cave', 'glow', 'glowing', 'crystals'] },
        { id: 'river', label: 'follow the sparkly river', keywords: ['river', 'sparkly', 'stream', 'splash'] },
      ],
    },
    {
      chapter: 2,
      after: 'forest',
      text: 'Ember chose the whispering forest and tiptoed between the tall trees. The leaves rustled as if they were telling secrets, and a wise old owl hooted good morning. "If you want adventures," said the owl, "try the glowing cave or the sparkly river." Ember\'s tail swished with excitement.',
      choices: [
        { id: 'cave', label: 'explore the glowing cave', keywords: ['cave', 'glow', 'glowing', 'crystals'] },
        { id: 'river', label: 'splash along the sparkly river', keywords: ['river', 'sparkly', 'stream', 'splash'] },
      ],
    },
    {
      chapter: 3,
      after: 'cave',
      text: 'Ember peeked into the glowing cave. Inside, purple and green crystals twinkled like a room full of stars. A family of sleepy bats waved their wings and whispered, "Welcome, dragon!" Ember picked up one tiny crystal that the bats offered as a gift. Outside, Ember spotted a village in the valley and a grassy hill perfect for a picnic.',
      choices: [
        { id: 'village', label: 'visit the village in the valley', keywords: ['village', 'visit', 'valley', 'houses'] },
        { id: 'picnic', label: 'have a picnic on the grassy hill', keywords: ['picnic', 'hill', 'grassy', 'snack'] },
      ],
    },
    {
      chapter: 3,
      after: 'river',
      text: 'Ember followed the sparkly river, splashing with every step. A playful otter named Pebble popped up and said, "Race you to the waterfall!" They swam and laughed until they were both dizzy with giggles. Pebble gave Ember a smooth, shiny stone to keep. From the riverbank, Ember could see a village in the valley and a grassy hill perfect for a picnic.',
      choices: [
        { id: 'village', label: 'fly down to the village', keywords: ['village', 'visit', 'valley', 'houses'] },
        { id: 'picnic', label: 'share a picnic on the sunny hill', keywords: ['picnic', 'hill', 'grassy', 'snack'] },
      ],
    },
    {
      chapter: 4,
      after: 'village',
      text: 'Ember visited the village in the valley. At first the children peeked shyly from behind their doors, because they had never met a dragon. Ember gave a gentle wave and a warm, toasty puff that made their cold hands cosy. Soon everyone was laughing, and a girl named Rosa asked Ember to stay for the evening.',
      choices: [
        { id: 'lanterns', label: 'help light the lanterns for the festival', keywords: ['lantern', 'lanterns', 'light', 'festival'] },
        { id: 'stars', label: 'fly Rosa home under the stars', keywords: ['stars', 'night', 'home', 'ride'] },
      ],
    },
    {
      chapter: 4,
      after: 'picnic',
      text: 'Ember chose a picnic on the grassy hill. A family of rabbits hopped over, and Ember shared juicy berries and crunchy apples with everyone. A girl named Rosa came up the hill with her basket and shared her sandwiches too. When the sun began to set, Rosa said, "Ember, will you stay a little longer?"',
      choices: [
        { id: 'lanterns', label: 'help Rosa light the festival lanterns', keywords: ['lantern', 'lanterns', 'light', 'festival'] },
        { id: 'stars', label: 'give Rosa a ride home under the stars', keywords: ['stars', 'night', 'home', 'ride'] },
      ],
    },
    {
      chapter: 5,
      after: 'lanterns',
      text: 'Ember helped light the festival lanterns with tiny, careful puffs of warm breath. One by one the lanterns glowed orange, gold and pink, and the whole village cheered. Rosa and Ember danced to the music until the moon was high. "You are my best friend," Rosa said with a yawn. Ember flew home to the green hill, happy and warm, with a brand new friend to visit tomorrow.',
      choices: [],
    },
    {
      chapter: 5,
      after: 'stars',
      text: 'Rosa climbed onto Ember\'s back, and they flew home under a sky full of twinkling stars. Rosa counted the stars out loud and Ember hummed a sleepy dragon song. At Rosa\'s door her family waved and said, "Thank you, kind dragon!" Rosa gave Ember a big hug and said, "See you tomorrow, friend." Ember curled up on the green hill, smiling, because today Ember had made a true friend.',
      choices: [],
    },
  ],
};
