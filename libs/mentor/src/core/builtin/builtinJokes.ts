/** A child-safe joke, with the themes it is about (matched against the person's words). */
export interface BuiltinJoke {
  setup: string;
  punchline: string;
  themes: readonly string[];
}

/** The builtin mentor's jokes: all safe for ages 4 and up, picked deterministically. */
export const BUILTIN_JOKES: readonly BuiltinJoke[] = [
  { setup: 'Why did the cow go to space?', punchline: 'To see the moooon!', themes: ['cow', 'space', 'moon', 'animals'] },
  { setup: 'What do you call a sleeping dinosaur?', punchline: 'A dino-snore!', themes: ['dinosaur', 'dinosaurs', 'sleep'] },
  { setup: 'Why do bees have sticky hair?', punchline: 'Because they use honeycombs!', themes: ['bee', 'bees', 'honey'] },
  { setup: 'What do you call a dog that does magic?', punchline: 'A labracadabrador!', themes: ['dog', 'dogs', 'puppy', 'magic'] },
  { setup: 'Why was the math book sad?', punchline: 'It had too many problems.', themes: ['math', 'maths', 'school', 'book'] },
  { setup: 'What do cats eat for breakfast?', punchline: 'Mice Krispies!', themes: ['cat', 'cats', 'kitten', 'breakfast'] },
  { setup: 'Why did the teddy bear skip dessert?', punchline: 'Because it was already stuffed!', themes: ['bear', 'teddy', 'food', 'dessert', 'cake'] },
  { setup: 'What kind of tree fits in your hand?', punchline: 'A palm tree!', themes: ['tree', 'trees', 'nature', 'garden'] },
  { setup: 'Why did the scarecrow win a prize?', punchline: 'Because he was outstanding in his field!', themes: ['farm', 'garden', 'field'] },
  { setup: 'What do you call a fish with no eyes?', punchline: 'A fsh!', themes: ['fish', 'ocean', 'sea'] },
  { setup: 'Why did the dragon go to the dentist?', punchline: 'To fix his fire-y breath!', themes: ['dragon', 'dragons', 'teeth'] },
  { setup: 'What do you call a bear with no teeth?', punchline: 'A gummy bear!', themes: ['bear', 'teeth', 'candy'] },
  { setup: 'Why can\'t you trust an atom?', punchline: 'Because they make up everything!', themes: ['science', 'atom'] },
  { setup: 'How does the moon cut his hair?', punchline: 'Eclipse it!', themes: ['moon', 'space'] },
  { setup: 'What did one plate say to the other plate?', punchline: 'Dinner is on me!', themes: ['dinner', 'food'] },
  { setup: 'Why did the bicycle fall over?', punchline: 'Because it was two-tired!', themes: ['bike', 'bicycle', 'tired'] },
  { setup: 'What do you call a snowman in summer?', punchline: 'A puddle!', themes: ['snow', 'snowman', 'summer', 'weather'] },
  { setup: 'Why are frogs so happy?', punchline: 'They eat whatever bugs them!', themes: ['frog', 'frogs', 'happy'] },
  { setup: 'What did the ocean say to the beach?', punchline: 'Nothing, it just waved!', themes: ['ocean', 'sea', 'beach'] },
  { setup: 'Why did the student eat his homework?', punchline: 'Because the teacher said it was a piece of cake!', themes: ['homework', 'school', 'teacher', 'cake'] },
  { setup: 'What has ears but cannot hear?', punchline: 'A cornfield!', themes: ['farm', 'corn', 'riddle'] },
  { setup: 'Why do ducks make great detectives?', punchline: 'They always quack the case!', themes: ['duck', 'ducks', 'birds'] },
  { setup: 'What do you call a horse that lives next door?', punchline: 'A neighbour!', themes: ['horse', 'horses', 'animals'] },
  { setup: 'Why did the cookie go to the doctor?', punchline: 'Because it felt crummy!', themes: ['cookie', 'food', 'doctor', 'sick'] },
  { setup: 'What do you call a dinosaur that is good with words?', punchline: 'A thesaurus!', themes: ['dinosaur', 'dinosaurs', 'words', 'reading'] },
  { setup: 'Why did the music teacher need a ladder?', punchline: 'To reach the high notes!', themes: ['music', 'teacher', 'song', 'piano'] },
  { setup: 'What is an owl\'s favourite subject?', punchline: 'Owl-gebra!', themes: ['owl', 'owls', 'school', 'math'] },
  { setup: 'Why did the robot go on holiday?', punchline: 'To recharge its batteries!', themes: ['robot', 'robots', 'holiday', 'vacation'] },
  { setup: 'What do you call a sleepy bull?', punchline: 'A bulldozer!', themes: ['bull', 'sleep', 'animals'] },
  { setup: 'Why did the football coach go to the bank?', punchline: 'To get his quarter back!', themes: ['football', 'soccer', 'sports'] },
  { setup: 'Where do astronauts park their spaceships?', punchline: 'At a parking meteor!', themes: ['space', 'astronaut', 'rocket', 'planets'] },
  { setup: 'Why did the flower ride its bike?', punchline: 'Because it lost its petals!', themes: ['flower', 'flowers', 'garden', 'bike'] },
  { setup: 'What do penguins wear on their heads?', punchline: 'Ice caps!', themes: ['penguin', 'penguins', 'ice', 'cold', 'winter'] },
  { setup: 'How does a penguin build its house?', punchline: 'Igloos it together!', themes: ['penguin', 'penguins', 'house', 'home'] },
  { setup: 'Why did the coffee file a police report?', punchline: 'It got mugged!', themes: ['coffee', 'mug', 'tea', 'drink'] },
  { setup: 'What do you call a sad cup of coffee?', punchline: 'Depresso!', themes: ['coffee', 'cafe', 'drink'] },
  { setup: 'Knock knock! Who is there? Lettuce. Lettuce who?', punchline: 'Lettuce in, it is cold out here!', themes: ['knock', 'door', 'lettuce', 'vegetables'] },
  { setup: 'Knock knock! Who is there? Boo. Boo who?', punchline: 'Don\'t cry, it is only a joke!', themes: ['knock', 'door'] },
  { setup: 'Knock knock! Who is there? Interrupting cow. Interrupting c…', punchline: 'Moo!', themes: ['knock', 'door', 'cow'] },
  { setup: 'Why did the student eat his homework?', punchline: 'Because the teacher said it was a piece of cake!', themes: ['school', 'homework', 'teacher', 'cake'] },
  { setup: 'Why do seagulls fly over the sea?', punchline: 'Because if they flew over the bay, they would be bagels!', themes: ['sea', 'ocean', 'birds', 'beach'] },
];
