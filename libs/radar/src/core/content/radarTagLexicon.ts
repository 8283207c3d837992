/**
 * Feeling words → the feeling tag they give. Kept small and plain so a child's words and an adult's
 * land on the same tag ("scared", "frightened" and "afraid" are all "scared").
 */
export const RADAR_FEELING_WORDS: Readonly<Record<string, string>> = {
  happy: 'happy', glad: 'happy', cheerful: 'happy', joyful: 'happy', great: 'happy', good: 'happy',
  sad: 'sad', unhappy: 'sad', down: 'sad', miserable: 'sad', upset: 'sad', crying: 'sad', cried: 'sad', heartbroken: 'sad', gloomy: 'sad', blue: 'sad',
  angry: 'angry', mad: 'angry', cross: 'angry', furious: 'angry', annoyed: 'angry', irritated: 'angry', grumpy: 'angry', raging: 'angry',
  worried: 'worried', anxious: 'worried', nervous: 'worried', stressed: 'worried', panicky: 'worried', uneasy: 'worried', overwhelmed: 'worried', tense: 'worried',
  scared: 'scared', afraid: 'scared', frightened: 'scared', terrified: 'scared',
  excited: 'excited', thrilled: 'excited',
  proud: 'proud',
  tired: 'tired', exhausted: 'tired', sleepy: 'tired', drained: 'tired', knackered: 'tired',
  lonely: 'lonely', alone: 'lonely', 'left out': 'lonely', isolated: 'lonely',
  calm: 'calm', relaxed: 'calm', peaceful: 'calm', chilled: 'calm',
  frustrated: 'frustrated',
  bored: 'bored',
  jealous: 'jealous', envious: 'jealous',
  grateful: 'grateful', thankful: 'grateful',
  confused: 'confused', muddled: 'confused',
  embarrassed: 'embarrassed', ashamed: 'ashamed', guilty: 'guilty',
  hopeful: 'hopeful', hopeless: 'hopeless',
  loved: 'loved', safe: 'safe', hurt: 'hurt', disappointed: 'disappointed', relieved: 'relieved', content: 'content',
};

/** Topic words → the topic tag they give. */
export const RADAR_TOPIC_WORDS: Readonly<Record<string, string>> = {
  school: 'school', teacher: 'school', class: 'school', classroom: 'school', lesson: 'school', homework: 'school', exam: 'school', exams: 'school', test: 'school', maths: 'school', spelling: 'school', spellings: 'school', playground: 'school', university: 'school', college: 'school', revision: 'school',
  work: 'work', job: 'work', boss: 'work', office: 'work', meeting: 'work', deadline: 'work', colleague: 'work', colleagues: 'work', shift: 'work',
  mum: 'family', mom: 'family', dad: 'family', sister: 'family', brother: 'family', grandma: 'family', grandad: 'family', granny: 'family', nana: 'family', family: 'family', parents: 'family', son: 'family', daughter: 'family', kids: 'family', husband: 'family', wife: 'family', partner: 'family', cousin: 'family', baby: 'family',
  friend: 'friends', friends: 'friends', mate: 'friends', mates: 'friends', bestie: 'friends', 'best friend': 'friends',
  sleep: 'sleep', slept: 'sleep', bed: 'sleep', bedtime: 'sleep', nap: 'sleep', night: 'sleep', nightmare: 'sleep', nightmares: 'sleep', dream: 'sleep', dreams: 'sleep', insomnia: 'sleep', awake: 'sleep',
  football: 'sport', soccer: 'sport', tennis: 'sport', swimming: 'sport', running: 'sport', run: 'sport', gym: 'sport', netball: 'sport', rugby: 'sport', basketball: 'sport', cricket: 'sport', hockey: 'sport', yoga: 'sport', training: 'sport', match: 'sport', dance: 'sport', dancing: 'sport', karate: 'sport', gymnastics: 'sport', cycling: 'sport', hike: 'sport', hiking: 'sport', walk: 'sport',
  music: 'music', piano: 'music', guitar: 'music', violin: 'music', singing: 'music', song: 'music', band: 'music', drums: 'music',
  drawing: 'art', painting: 'art', art: 'art', colouring: 'art', craft: 'art', crafts: 'art',
  book: 'reading', books: 'reading', reading: 'reading', story: 'reading', stories: 'reading',
  game: 'games', games: 'games', gaming: 'games', minecraft: 'games', roblox: 'games', fortnite: 'games', lego: 'games', pokemon: 'games',
  dog: 'pets', cat: 'pets', puppy: 'pets', kitten: 'pets', hamster: 'pets', rabbit: 'pets', pet: 'pets', horse: 'pets', pony: 'pets', fish: 'pets',
  food: 'food', dinner: 'food', lunch: 'food', breakfast: 'food', pizza: 'food', cake: 'food', baking: 'food', cooking: 'food',
  sick: 'health', ill: 'health', headache: 'health', tummy: 'health', stomach: 'health', doctor: 'health', hospital: 'health', medicine: 'health', fever: 'health',
  garden: 'nature', park: 'nature', forest: 'nature', woods: 'nature', beach: 'nature', trees: 'nature', flowers: 'nature', outside: 'nature',
  phone: 'screens', tv: 'screens', youtube: 'screens', screen: 'screens', screens: 'screens', tablet: 'screens', ipad: 'screens',
  money: 'money', bills: 'money', rent: 'money',
  birthday: 'celebrations', party: 'celebrations', christmas: 'celebrations', holiday: 'holidays', holidays: 'holidays', trip: 'holidays',
};

/** Words that name a relationship or company, for the social connection metric. */
export const RADAR_SOCIAL_WORDS: ReadonlySet<string> = new Set([
  'friend', 'friends', 'mate', 'mates', 'bestie', 'mum', 'mom', 'dad', 'sister', 'brother', 'grandma', 'grandad', 'granny', 'nana', 'family', 'team', 'together', 'we', 'us', 'our', 'partner', 'husband', 'wife', 'cousin', 'class', 'classmates', 'colleague', 'colleagues', 'neighbour', 'hugged', 'hug', 'talked', 'chatted', 'played', 'visited', 'called',
]);

/** Phrases of loneliness or conflict, which lower social connection. */
export const RADAR_LONELY_PATTERN = /\b(?:lonely|alone|left out|no friends|nobody (?:likes|plays|talks|wants)|no one (?:likes|plays|talks|wants)|ignored me|ignore me|(?:fell|falling) out|argued|argument|fight|fought|bullied|excluded|isolated|on my own)\b/g;

/** Phrases of bouncing back (up) or giving up (down), for the resilience metric. */
export const RADAR_RESILIENCE_UP = /\b(?:tried again|try again|kept going|keep going|did not give up|never give up|bounced back|got through|get through|pushed through|(?:it is|it will be) (?:ok|okay|fine|alright)|coped|cope|handled it|calmed (?:myself )?down|deep breaths?|asked for help|feel better now|felt better|better now|next time)\b/g;
export const RADAR_RESILIENCE_DOWN = /\b(?:give up|gave up|giving up|quit|hopeless|can not cope|could not cope|can not do this|can not do it|everything is ruined|pointless|never get better|falling apart|too hard)\b/g;

/** Phrases of a growth mindset (up) or a fixed one (down). */
export const RADAR_GROWTH_UP = /\b(?:learn|learned|learnt|learning|practi[sc]e|practi[sc]ed|practi[sc]ing|getting better|improve|improved|improving|not yet|yet|mistakes? (?:help|helps|teach)|challenge|try harder|keep trying|progress)\b/g;
export const RADAR_GROWTH_DOWN = /\b(?:i am (?:just )?(?:bad|rubbish|terrible|useless) at|never be good|(?:can not|will never) (?:do|get|learn) (?:it|this|maths)|not a \w+ person|born (?:bad|stupid)|what is the point)\b/g;
