/** Concrete, child-safe words for each letter A–Z; every word starts with its (upper-case) key. */
export const ALPHABET_WORDS: Readonly<Record<string, readonly string[]>> = {
  A: [
    'apple', 'ant', 'alligator', 'airplane', 'astronaut', 'acorn', 'anchor', 'apron', 'avocado',
    'armadillo', 'ambulance', 'antelope', 'aquarium', 'apricot', 'arm', 'attic', 'alpaca', 'album',
    'alarm', 'almond', 'anteater', 'autumn', 'atlas', 'ankle',
  ],
  B: [
    'ball', 'bear', 'banana', 'boat', 'bee', 'bird', 'butterfly', 'balloon', 'bus', 'bread',
    'button', 'bucket', 'bicycle', 'book', 'bubble', 'bell', 'bed', 'blanket', 'broccoli', 'beach',
    'bunny', 'basket', 'bridge', 'blueberry', 'beaver',
  ],
  C: [
    'cat', 'cow', 'car', 'cake', 'carrot', 'cookie', 'crayon', 'castle', 'camel', 'candle', 'cloud',
    'clock', 'crab', 'cup', 'cheese', 'cherry', 'circus', 'coconut', 'corn', 'crown', 'caterpillar',
    'chair', 'computer', 'chicken', 'canoe',
  ],
  D: [
    'dog', 'duck', 'dinosaur', 'dolphin', 'drum', 'door', 'doll', 'donkey', 'dragon', 'daisy',
    'desk', 'deer', 'diamond', 'dress', 'donut', 'dragonfly', 'dinner', 'dish', 'doctor', 'dentist',
    'dandelion', 'dice', 'dough', 'dune',
  ],
  E: [
    'egg', 'elephant', 'eagle', 'ear', 'earth', 'eel', 'elbow', 'engine', 'envelope', 'eraser',
    'emu', 'elf', 'easel', 'eggplant', 'eye', 'eyebrow', 'elevator', 'emerald', 'echo', 'eclipse',
    'escalator', 'elk', 'eyelash', 'egret',
  ],
  F: [
    'fish', 'frog', 'fox', 'flower', 'feather', 'flag', 'fork', 'fan', 'farm', 'fence', 'fairy',
    'finger', 'foot', 'football', 'fountain', 'flamingo', 'firefly', 'fig', 'fudge', 'forest',
    'fries', 'fern', 'firetruck', 'ferret',
  ],
  G: [
    'goat', 'grape', 'giraffe', 'garden', 'gift', 'glove', 'guitar', 'goose', 'gorilla', 'glass',
    'globe', 'glue', 'gate', 'grass', 'grapefruit', 'gecko', 'garlic', 'goldfish', 'gingerbread',
    'glitter', 'gold', 'gull', 'gum', 'gazelle',
  ],
  H: [
    'hat', 'horse', 'house', 'hen', 'hippo', 'honey', 'heart', 'hand', 'hammer', 'helicopter',
    'hamster', 'hedgehog', 'hive', 'hill', 'hose', 'hug', 'harp', 'hammock', 'hay', 'hotdog',
    'hummingbird', 'hook', 'hamburger', 'hawk', 'hazelnut',
  ],
  I: [
    'igloo', 'iguana', 'ice', 'insect', 'island', 'ink', 'iron', 'ivy', 'impala', 'icicle',
    'inchworm', 'instrument', 'invitation', 'ibis', 'ibex', 'iceberg', 'indigo', 'icing', 'iris',
    'infant', 'inventor', 'inn', 'ingredient', 'internet',
  ],
  J: [
    'jam', 'jar', 'jelly', 'jellyfish', 'jacket', 'jeans', 'jet', 'juice', 'jungle', 'jaguar',
    'jigsaw', 'jump', 'jewel', 'juggler', 'jellybean', 'journal', 'jasmine', 'joey', 'jockey',
    'jumper', 'jay', 'jalapeno', 'jogger', 'jackrabbit',
  ],
  K: [
    'kite', 'kangaroo', 'key', 'king', 'kitten', 'koala', 'kettle', 'kiwi', 'ketchup', 'kayak',
    'kazoo', 'keyboard', 'kitchen', 'knee', 'kennel', 'kingfisher', 'knot', 'koi', 'krill', 'kale',
    'kernel', 'kid', 'kaleidoscope', 'kinkajou', 'kingdom',
  ],
  L: [
    'lion', 'lemon', 'ladder', 'lamp', 'leaf', 'lamb', 'lizard', 'lobster', 'lollipop', 'llama',
    'ladybug', 'lake', 'letter', 'lettuce', 'leopard', 'lighthouse', 'lime', 'log', 'lunch',
    'lantern', 'lemonade', 'library', 'lock', 'lily', 'lunchbox',
  ],
  M: [
    'monkey', 'moon', 'mouse', 'milk', 'mango', 'map', 'mitten', 'muffin', 'mushroom', 'magnet',
    'marble', 'mailbox', 'meerkat', 'melon', 'mirror', 'moose', 'mole', 'motorcycle', 'mountain',
    'mud', 'mug', 'marshmallow', 'macaroni', 'maple',
  ],
  N: [
    'nest', 'nose', 'nut', 'net', 'napkin', 'needle', 'necklace', 'newspaper', 'nurse', 'noodle',
    'nail', 'nectarine', 'narwhal', 'newt', 'nightingale', 'notebook', 'nutmeg', 'nugget', 'nectar',
    'nickel', 'neighbor', 'numbat', 'nacho', 'nightlight', 'neck',
  ],
  O: [
    'owl', 'octopus', 'orange', 'ocean', 'onion', 'otter', 'ostrich', 'oven', 'olive', 'oar', 'oak',
    'oatmeal', 'orangutan', 'orchard', 'ox', 'oyster', 'ornament', 'origami', 'ocelot', 'omelet',
    'orca', 'overalls', 'opossum', 'orchid', 'okapi',
  ],
  P: [
    'pig', 'pizza', 'panda', 'penguin', 'pear', 'pencil', 'pumpkin', 'puppy', 'parrot', 'peach',
    'popcorn', 'puzzle', 'pillow', 'piano', 'pancake', 'paint', 'park', 'peacock', 'pie', 'plum',
    'potato', 'pineapple', 'pond', 'pail', 'puddle',
  ],
  Q: [
    'queen', 'quilt', 'quail', 'quarter', 'quack', 'quiche', 'quince', 'quokka', 'quartz', 'quill',
    'quesadilla', 'quetzal', 'quoll', 'quinoa', 'quarry', 'queue', 'quiz', 'quartet', 'quintet',
    'quest', 'question', 'quagga', 'quahog', 'quarterback', 'quaver',
  ],
  R: [
    'rabbit', 'rainbow', 'robot', 'rocket', 'rose', 'ring', 'rain', 'river', 'raccoon', 'radio',
    'raisin', 'rake', 'raspberry', 'reindeer', 'rhino', 'robin', 'rock', 'roof', 'rope', 'ruler',
    'rug', 'radish', 'raft', 'recorder', 'raincoat',
  ],
  S: [
    'sun', 'star', 'snake', 'snail', 'sock', 'spoon', 'sandwich', 'seal', 'shark', 'sheep', 'shell',
    'ship', 'shoe', 'skateboard', 'sled', 'slide', 'snowman', 'spider', 'squirrel', 'strawberry',
    'swan', 'swing', 'sandcastle', 'scarf', 'soup',
  ],
  T: [
    'tiger', 'turtle', 'train', 'tree', 'tent', 'toy', 'truck', 'teddy', 'tomato', 'toast',
    'toothbrush', 'towel', 'tractor', 'trumpet', 'tulip', 'turkey', 'table', 'taco', 'teapot',
    'telescope', 'tortoise', 'toucan', 'tambourine', 'tuba', 'tadpole',
  ],
  U: [
    'umbrella', 'unicorn', 'uniform', 'ukulele', 'umpire', 'urchin', 'utensil', 'universe',
    'unicycle', 'uncle', 'udon', 'udder', 'umbrellabird', 'uakari', 'ufo', 'usher', 'undershirt',
    'underpass', 'upstairs', 'urn', 'ube', 'ulna', 'uvula', 'underground',
  ],
  V: [
    'van', 'violin', 'vase', 'vegetable', 'volcano', 'vest', 'valentine', 'vulture', 'vine',
    'village', 'vacuum', 'vanilla', 'velvet', 'vet', 'viola', 'visor', 'vole', 'vinegar', 'valley',
    'vitamin', 'vacation', 'vowel', 'vicuna', 'voyage',
  ],
  W: [
    'whale', 'wagon', 'watch', 'water', 'window', 'wolf', 'worm', 'watermelon', 'wheel', 'wing',
    'walrus', 'waffle', 'wand', 'wave', 'web', 'wheelbarrow', 'whistle', 'wind', 'woodpecker',
    'wombat', 'wool', 'wallet', 'wardrobe', 'walnut',
  ],
  X: [
    'xylophone', 'xray', 'xerus', 'xenops', 'xenon', 'xenopus', 'xylem', 'xebec', 'xolo', 'xylitol',
    'xeriscape', 'xerophyte', 'xeranthemum', 'xylocopa', 'xanthium', 'xanthoria', 'xenosaurus',
    'xiphosuran', 'xylophonist', 'xantusia', 'xenolith', 'xanthophyll', 'xiphias', 'xenarthran',
    'xoloitzcuintli',
  ],
  Y: [
    'yak', 'yarn', 'yoyo', 'yacht', 'yogurt', 'yellow', 'yolk', 'yard', 'yam', 'yawn', 'yucca',
    'yurt', 'yardstick', 'yeast', 'yodel', 'yoga', 'yarrow', 'yearling', 'yew', 'yuzu',
    'yellowhammer', 'yabby', 'yellowfin', 'yearbook',
  ],
  Z: [
    'zebra', 'zoo', 'zipper', 'zero', 'zucchini', 'zigzag', 'zookeeper', 'zeppelin', 'zinnia',
    'zither', 'zebu', 'zest', 'zinc', 'zone', 'zebrafish', 'zori', 'zircon', 'ziti', 'zander',
    'zipline', 'zoologist', 'zoom', 'zonkey', 'zoetrope', 'zeppole',
  ],
};
