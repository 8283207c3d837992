import { safetyClassify } from '@grove/safety';
import type { MemoryContentMode, MemoryFactSnapshot, MemoryPersonalDetail } from './memoryTypes';

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
/** Seven or more digits, allowing the spaces, dashes, dots and brackets people write numbers with. */
const PHONE = /(?:\+|\b)\d(?:[\s.()-]*\d){6,}/;
const PHONE_WORDS = /\b(?:phone|mobile|cell|landline|whatsapp|telephone)(?: number)?(?: is|:)?\s*\+?\d/i;
const STREET = '(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|close|court|ct|crescent|place|terrace|boulevard|blvd|way|gardens|mews)';
/** "12 Oak Street", "221b Baker St", "flat 3". */
const ADDRESS = new RegExp(`\\b\\d{1,5}[a-z]?,? (?:[a-z]+ ){1,3}${STREET}\\b|\\b(?:flat|apartment|apt|unit) \\d+|\\blives? (?:at|on) (?:number )?\\d|\\b(?:home |house )?address(?: is|:)\\s*\\S`, 'i');
/** A UK postcode ("LS1 4AB") or a US ZIP code said as one. */
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b|\b(?:zip|zip code|postcode|post code)(?: is|:)?\s*[a-z0-9]/;
const PASSWORD = /\b(?:password|passcode|pass code|pin|pin code|login|passphrase|wifi code|door code)s?(?: for [a-z ]{1,20})?(?: is|:|=)\s*\S/i;
/** A named school: "Oak Hill Primary", "St Mary's School"; not "school", "high school" or "primary school" alone. */
const SCHOOL_NAMED = /\b((?:[a-z'’.]+ ){1,4})(?:school|primary|academy|elementary|college|high school|middle school|secondary|junior school|infant school|grammar)\b/i;
const SCHOOL_GENERIC = new Set([
  'a', 'an', 'the', 'my', 'his', 'her', 'their', 'our', 'your', 'to', 'at', 'in', 'of', 'for', 'from', 'new', 'big', 'middle', 'high', 'primary',
  'secondary', 'elementary', 'junior', 'senior', 'infant', 'nursery', 'pre', 'preschool', 'summer', 'sunday', 'swim', 'swimming', 'dance',
  'art', 'music', 'drama', 'driving', 'boarding', 'home', 'grade', 'after', 'before', 'loves', 'likes', 'hates', 'goes', 'starting', 'started',
  'starts', 'is', 'was', 'and', 'year', 'first', 'last', 'next', 'local', 'forest', 'football', 'ballet', 'sports', 'night', 'go', 'going',
  'went', 'attend', 'attends', 'love', 'like', 'hate', 'walk', 'walks', 'drive', 'drives', 'back', 'off', 'way', 'favourite', 'old', 'same',
  'different', 'this', 'that', 'whole', 'state', 'public', 'private', 'village', 'catholic', 'church', 'ski', 'cooking', 'language', 'coding',
]);
const PHOTO = /\bdata:image\/|https?:\/\/\S+\.(?:jpe?g|png|gif|webp|heic)\b|\b(?:photo|photos|picture|pictures|pic|pics|selfie|selfies|snapshot)s? of (?:me|myself|us|my|him|her|them|[A-Z][a-z]+)\b/i;
/** Titles before a surname: "Mrs Patel" names a real grown-up in full. */
const TITLED = /\b(?:[Mm]rs?|[Mm]s|[Dd]r|[Mm]x|[Pp]rof)\.? [A-Za-z][a-z'’-]+|\b(?:Miss|Sir|Madame) [A-Z][a-z'’-]+/;
/** Two capitalised words in a row after the first word: a first name and a surname. */
const TWO_NAMES = /(?<=\S\s+(?:[^\s]+\s+)*)\b([A-Z][a-z'’-]+) ([A-Z][a-z'’-]+)\b/g;
/** Capitalised pairs that are not a person: months, days, places people name, Grove itself. */
const NOT_PERSON = new Set(
  'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday new york los angeles san francisco las vegas hong kong north south east west saint st great little old lego minecraft harry potter star wars pokemon disney christmas easter halloween grove city united kingdom states mount lake river'.split(' '),
);

/**
 * The personal detail a child's memory would hold, or null: a home address or postcode, a phone
 * number, an e-mail address, a school's name, a password or PIN, another person's full name (a first
 * name and a surname, or a title and a surname), a photo. The captured fact is read too (a `school`
 * fact is a school's name; a name of two words is a full name), then @grove/safety's classifier as a
 * last net for the personal details it knows in a child's own words ("my address is…").
 */
export function memoryPersonalDetailOf(text: string, fact?: MemoryFactSnapshot): MemoryPersonalDetail | null {
  if (fact?.kind === 'school') return 'school';
  if (fact?.kind === 'home' && fact.value !== undefined && (/\d/.test(fact.value) || new RegExp(`\\b${STREET}\\b`, 'i').test(fact.value))) return 'address';
  if (fact?.name !== undefined && fact.name.trim().split(/\s+/).length > 1) return 'full_name';
  if (EMAIL.test(text)) return 'email';
  if (PASSWORD.test(text)) return 'password';
  if (PHOTO.test(text)) return 'photo';
  if (ADDRESS.test(text) || POSTCODE.test(text)) return 'address';
  if (PHONE_WORDS.test(text) || PHONE.test(text)) return 'phone';
  if (namesSchool(text)) return 'school';
  // A favourite singer or a liked author is famous, not someone the child knows: only titles count there.
  const famous = fact?.kind === 'favourite' || fact?.kind === 'like' || fact?.kind === 'dislike';
  if (TITLED.test(text) || (!famous && namesPersonInFull(text))) return 'full_name';
  const verdict = safetyClassify(text, { direction: 'message', contentMode: 'PG' });
  if (verdict.category === 'personal_details') return guessedDetail(text);
  return null;
}

function namesSchool(text: string): boolean {
  const match = SCHOOL_NAMED.exec(text);
  if (!match) return false;
  const words = match[1].trim().toLowerCase().split(/\s+/);
  // "goes to Oak Hill Primary": the word just before the school word must be a name, not "to" or "high".
  const last = words[words.length - 1] ?? '';
  return !SCHOOL_GENERIC.has(last) && !/^\d/.test(last);
}

function namesPersonInFull(text: string): boolean {
  for (const match of text.matchAll(TWO_NAMES)) {
    const [first, second] = [match[1].toLowerCase(), match[2].toLowerCase()];
    if (!NOT_PERSON.has(first) && !NOT_PERSON.has(second)) return true;
  }
  return false;
}

/** The safety classifier says only "personal details"; the words say which. */
function guessedDetail(text: string): MemoryPersonalDetail {
  if (/\b(?:password|passcode|pin|login|code)\b/i.test(text)) return 'password';
  if (/\bschool\b/i.test(text)) return 'school';
  if (/\b(?:photo|picture|pic|selfie)s?\b/i.test(text)) return 'photo';
  if (/\b(?:name|surname)\b/i.test(text)) return 'full_name';
  if (/\d{5,}|\b(?:phone|number|call|text)\b/i.test(text)) return 'phone';
  return 'address';
}

/** What Grove tells a child when it will not remember a personal detail: kind, and fitting the age. */
const REASONS: Readonly<Record<MemoryPersonalDetail, Readonly<Record<'G' | 'PG', string>>>> = {
  address: {
    G: "Where you live is special family information, so I won't remember it. You can tell me about your favourite things instead!",
    PG: "I won't remember your address — where you live is private, even from me. Tell me about your town, your room or your favourite places instead!",
  },
  phone: {
    G: "Phone numbers are for your family to keep, so I won't remember that one. What else would you like me to remember?",
    PG: "I won't remember phone numbers — they're private, and keeping them out of chats keeps you safe. Anything else you'd like me to remember?",
  },
  email: {
    G: "Email addresses are grown-up things to keep private, so I won't remember it. What's something fun I can remember instead?",
    PG: "I won't remember email addresses — they're private, so it's best to keep them out of chats. What else should I remember?",
  },
  school: {
    G: "Your school's name is a secret for you and your family, so I won't remember it. You can tell me what you like doing at school!",
    PG: "I won't remember the name of your school — that's private. I'd love to remember your favourite subject or your clubs instead!",
  },
  password: {
    G: "Passwords are secrets just for you and your grown-ups. Never tell anyone — not even me! So I won't remember it.",
    PG: "I won't remember passwords or PINs — never share them with anyone, not even me. Good call to keep them secret!",
  },
  full_name: {
    G: "I only remember first names, so I'll leave that one out. Tell me more about your friends and family!",
    PG: "I won't remember people's full names — their surnames are theirs to share. I can remember first names, though!",
  },
  photo: {
    G: "Photos of you are for your family, so I won't keep that. You can tell me about it in words instead!",
    PG: "I won't keep photos — pictures of you and the people you know are private. You can describe it to me instead!",
  },
};

/** Why a memory was not kept for an adult (only passwords are refused for everyone). */
const ADULT_REASON = "I won't remember passwords or PINs — keep them in a password manager, not in a chat.";

/**
 * The kind, age-fitting sentence Grove says when it will not remember a personal detail: simple for
 * G (4–8), fuller for PG (9–15). An adult is refused only passwords, with a short reason.
 */
export function memoryPersonalDetailReason(detail: MemoryPersonalDetail, contentMode: MemoryContentMode): string {
  if (contentMode === 'FULL') return ADULT_REASON;
  return REASONS[detail][contentMode];
}

/** Whether a personal detail is refused for this profile: every one for a child, a password for anyone. */
export function memoryPersonalDetailRefused(detail: MemoryPersonalDetail, contentMode: MemoryContentMode): boolean {
  return contentMode !== 'FULL' || detail === 'password';
}
