/**
 * A sentence of a message: the original words (kept as evidence) and its normalised form (matched).
 * In `normal` a comma, colon, bracket or dash between words stays as a lone `,` word: a clause break
 * no phrase and no negation reaches across ("not really, i slept well" is not "not … slept well").
 */
export interface RadarSentence {
  original: string;
  normal: string;
}

// Children's regularised past tenses ("i sleeped", "we runned", "i swinged"): the rules know the
// real ones. Only forms that are no other English word.
const CHILD_PASTS: Readonly<Record<string, string>> = {
  sleeped: 'slept', slepted: 'slept', runned: 'ran', swimmed: 'swam', swimed: 'swam', swinged: 'swung', falled: 'fell',
  catched: 'caught', drawed: 'drew', goed: 'went', wented: 'went', eated: 'ate', thinked: 'thought', bringed: 'brought', brang: 'brought',
  brung: 'brought', teached: 'taught', feeled: 'felt', sayed: 'said', telled: 'told', maked: 'made', gived: 'gave', taked: 'took',
  writed: 'wrote', rided: 'rode', hitted: 'hit', getted: 'got', comed: 'came', camed: 'came', knowed: 'knew', buyed: 'bought',
  winned: 'won', weared: 'wore', builded: 'built', throwed: 'threw', sitted: 'sat', keeped: 'kept', leaved: 'left', losed: 'lost',
  breaked: 'broke', speaked: 'spoke', stealed: 'stole', hurted: 'hurt', digged: 'dug', flied: 'flew', blowed: 'blew', drinked: 'drank',
  finded: 'found', standed: 'stood', forgetted: 'forgot', putted: 'put', shaked: 'shook', bited: 'bit', hided: 'hid', didded: 'did',
  sleept: 'slept', slep: 'slept', sleped: 'slept', choosed: 'chose', readed: 'read', heared: 'heard',
};
const CHILD_PAST_WORDS = new RegExp(`\\b(?:${Object.keys(CHILD_PASTS).join('|')})\\b`, 'g');

// Children's (and thumbs') spellings of the words the rules are made of, mended before the
// contractions are spelt out, so "coudnt" becomes "could not" and "i now no that" "i now know that".
const SPELLINGS: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:coudnt|cudnt|coudn'?t|cudn'?t|couldnt)\b/g, "couldn't"],
  [/\b(?:wouldnt|woudnt|wudnt)\b/g, "wouldn't"],
  [/\b(?:dident|didint)\b/g, "didn't"],
  [/\brite\b/g, 'right'],
  [/\b(?:strait|strate|strayt)\b/g, 'straight'],
  [/\b(don'?t|didn'?t|do not|did not|dont|didnt) no\b/g, '$1 know'],
  [/\bwen\b/g, 'when'],
  [/\b(?:agen|agian|agin)\b/g, 'again'],
  [/\bdreem(s|t|ed|ing)?\b/g, 'dream$1'],
  [/\b(?:nitemare|nightmear|nitemere)(s?)\b/g, 'nightmare$1'],
  [/\blis+en(ed|ing|s)?\b/g, 'listen$1'],
  [/\b(every|any|no|some)(?:fing|fink|think|thin)\b/g, '$1thing'],
  [/\bnuffink?\b|\bnuffing\b/g, 'nothing'],
  [/\binsted\b/g, 'instead'],
  [/\bs(?:k|c)ool\b/g, 'school'],
  [/\bwo[sz]\b/g, 'was'],
  [/\bsed\b/g, 'said'],
  [/\bthru\b/g, 'through'],
  [/\bgud\b/g, 'good'],
  [/\bhapy\b/g, 'happy'],
  [/\bsleap\b/g, 'sleep'],
  [/\bwiv\b/g, 'with'],
  [/\bfink\b/g, 'think'],
  [/\b(?:exsited|excitid|exsighted)\b/g, 'excited'],
  [/\bhole (day|story|time|thing|night|way|class|lesson|book|family|weekend|world|week|game|match|morning|afternoon|page|chapter|lot)\b/g, 'whole $1'],
  [/\bpeace of\b/g, 'piece of'],
  // "i now no that …", "i no how": know.
  [/\b(i|we) ((?:now|already|finally|just|still|all) )?no (that|how|what|why|when|where|who|it|its|it's|now|better)\b/g, '$1 $2know $3'],
  // "ill ask sooner next time": thumbs' "i'll" before a verb.
  [/\bill (ask|be|do|try|go|get|have|make|say|tell|see|just|never|always|probably|definitely|need|call|text|start|stop|keep|take|wait|let|look|think|come|use|remember|sleep|learn|practise|practice|work|help|give|bring|write|read|play)\b/g, "i'll $1"],
  [/\bhrs?\b/g, 'hours'],
  [/\bmins\b/g, 'minutes'],
  // "four hours' sleep": the plural's apostrophe goes.
  [/\b(hours|minutes|nights|weeks|days)'/g, '$1'],
  // "a good nights sleep": the night's.
  [/\bnights (sleep|kip|rest)\b/g, "night's $1"],
];

// Spelt-out contractions let one pattern ("did not sleep") cover "didn't", "didnt" and "did not".
const CONTRACTIONS: ReadonlyArray<[RegExp, string | ((word: string) => string)]> = [
  [/\b(can)'?t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\bain'?t\b/g, 'is not'],
  [/\bshan'?t\b/g, 'shall not'],
  [/\b(do|does|did|could|would|should|was|were|is|are|has|have|had|must|need|might)n'?t\b/g, '$1 not'],
  [/\b(should|could|would|must|might)'?ve\b/g, '$1 have'],
  // A question's order back to a statement's: "why can't i sleep" → "why i can not sleep".
  [/\b(can|could|do|does|did|would|will|should|am|was|were|have|had|is|are) not (i|we|you)\b/g, '$2 $1 not'],
  [/\bidk\b/g, 'i do not know'],
  [/\bdunno\b/g, 'do not know'],
  [/\bi'?d (been|had|done|gone|got|never|already|just|forgotten|hurt|made|said|told|left|lost|broken|seen|taken|given|eaten|slept|felt|kept|thought|brought|bought|caught|taught|met|won|written|known|upset|let|put|\w+ed)\b/g, 'i had $1'],
  [/\b(he|she|they|we|you)'d (been|had|done|gone|got|never|already|just|forgotten|hurt|made|said|told|left|lost|broken|seen|taken|given|eaten|slept|felt|kept|thought|brought|bought|caught|taught|met|won|written|known|upset|let|put|\w+ed)\b/g, '$1 had $2'],
  [/\b(\w+)'s been\b/g, '$1 has been'],
  // "my brain's like mush", "the baby's so unsettled": a noun's "'s" before these words is "is", not a
  // possessive ("my mum's car" stays).
  [/\b(?!let's)([a-z]+)'s (?=(?:like|so|really|very|just|all|gone|not|never|always|still|too|totally|completely|absolutely|fried|dead|mush|broken|shot|fine|ok|okay|awful|terrible|low|getting|going|being|got|a bit|kind of|literally|actually|honestly|driving me|doing my head|elsewhere|everywhere|somewhere|miles away|racing|buzzing|spinning|no|full|empty|blank|foggy|off)\b)/g, '$1 is '],
  [/\bi'?m\b/g, 'i am'],
  [/\bim\b/g, 'i am'],
  [/\bi'?ve\b/g, 'i have'],
  [/\bi'll\b/g, 'i will'],
  [/\bi'd\b/g, 'i would'],
  [/\b(you|we|they)'re\b/g, '$1 are'],
  [/\b(he|she|it|that|there|what|who|everyone|everything|everybody|something|nothing|anything|someone|somebody|nobody|this|here|life|where|how)'s\b/g, '$1 is'],
  [/\b(its|thats|theres|whats)\b/g, (word: string) => `${word.slice(0, -1)} is`],
  [/\bive\b/g, 'i have'],
  [/\bmum's\b/g, 'mum is'],
  [/\bfavorite\b/g, 'favourite'],
  [/\bgonna\b/g, 'going to'],
  [/\bwanna\b/g, 'want to'],
  [/\bu\b/g, 'you'],
  // Spellings children (and thumbs) use, so the rules need only one: "becuase" and "cos" are
  // "because" (and so a clause break), "realy" is "really", "tierd" is "tired".
  [/\b(?:becuase|becase|beacuse|becouse|becos|bcos|bcoz|cos|coz|cuz)\b/g, 'because'],
  [/\b(?:realy|relly|rly)\b/g, 'really'],
  [/\b(?:tierd|tird)\b/g, 'tired'],
  [/\b(?:frend|freind)(s?)\b/g, 'friend$1'],
  [/\b(?:scard|scaired|skared)\b/g, 'scared'],
  [/\bwierd\b/g, 'weird'],
  [/\balot\b/g, 'a lot'],
  [/\bnite\b/g, 'night'],
  [/\btonite\b/g, 'tonight'],
  [/\bevry(one|body|thing|day)\b/g, 'every$1'],
  [/\b(?:tho|altho)\b/g, 'though'],
  [/\bfav\b/g, 'favourite'],
  [/\bluv\b/g, 'love'],
  [/\btbh\b/g, 'honestly'],
  // "if i'm honest", "to be honest" are ways of speaking, not honesty (and not an "if").
  [/\b(?:if i am (?:being )?honest|to be honest)\b/g, 'honestly'],
  [/\b(should|could|would|must|might) of\b/g, '$1 have'],
  [/\b(?:favrite|faverite|favourit|favorit|favourate|favret|favrit)\b/g, 'favourite'],
];

/** The normal form with clause marks kept as lone `,` words (what the rules are matched on). */
export function radarNormaliseMarked(text: string): string {
  let out = text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    // "sooo", "reallyyy": a letter three or more times is two, and "soo", "reallyy" are the word.
    .replace(/([a-z])\1{2,}/g, '$1$1')
    .replace(/\b(?:soo|noo|reallyy|veryy)\b/g, (word) => word.slice(0, -1))
    .replace(CHILD_PAST_WORDS, (word) => CHILD_PASTS[word]);
  for (const [pattern, replacement] of SPELLINGS) out = out.replace(pattern, replacement);
  for (const [pattern, replacement] of CONTRACTIONS) out = typeof replacement === 'string' ? out.replace(pattern, replacement) : out.replace(pattern, replacement);
  const words = out
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/\s[-\u2013\u2014]+\s|[,:()\u2013\u2014]/g, ' , ')
    .replace(/[^a-z0-9',\s-]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  // No clause mark first, last or twice in a row.
  return words.filter((word, at) => word !== ',' || (at > 0 && at < words.length - 1 && words[at - 1] !== ',')).join(' ');
}

/** Lowercases, straightens quotes, spells out contractions and children's spellings, squeezes spaces. */
export function radarNormalise(text: string): string {
  return radarNormaliseMarked(text).replace(/ ?, ?/g, ' ').trim();
}

/** Splits a message into sentences (., !, ?, ; and line breaks), each with its normalised form. */
export function radarSentences(text: string): RadarSentence[] {
  const sentences: RadarSentence[] = [];
  for (const piece of text.split(/(?<=[.!?;])\s+|\n+/)) {
    const original = piece.trim();
    if (!original) continue;
    const normal = radarNormaliseMarked(original);
    if (normal) sentences.push({ original, normal });
  }
  return sentences;
}
