import { INVITATION_CODE_ALPHABET, INVITATION_CODE_GROUP, INVITATION_CODE_LENGTH } from '@grove/api-contract';

/** Makes `n` cryptographically random bytes (node's `randomBytes`, the browser's `getRandomValues`). */
export type RandomBytes = (n: number) => Uint8Array;

// 31 symbols: a byte's low five bits give 0..31, and 31 is thrown away so every symbol is equally
// likely (rejection sampling; taking `byte % 31` would favour the first symbols).
const SYMBOL_MASK = 0b11111;

/**
 * A new invitation code in canonical form: {@link INVITATION_CODE_LENGTH} symbols drawn uniformly from
 * {@link INVITATION_CODE_ALPHABET} (≈ 74 bits). `randomBytes` must be a cryptographic source; it is
 * passed in so the core stays pure and tests can count what it draws.
 */
export function invitationCodeGenerate(randomBytes: RandomBytes): string {
  let code = '';
  while (code.length < INVITATION_CODE_LENGTH) {
    // A few spare bytes per round: about 1 in 32 is rejected.
    for (const byte of randomBytes(INVITATION_CODE_LENGTH + 4)) {
      const index = byte & SYMBOL_MASK;
      if (index < INVITATION_CODE_ALPHABET.length) code += INVITATION_CODE_ALPHABET[index];
      if (code.length === INVITATION_CODE_LENGTH) break;
    }
  }
  return code;
}

/**
 * A code as typed — any case, dashes and spaces anywhere — in canonical form (capitals, no dashes),
 * or null when it is not a code (a wrong length or a symbol outside the alphabet).
 */
export function invitationCodeCanonical(input: string): string | null {
  const bare = input.replace(/[\s-]/g, '').toUpperCase();
  if (bare.length !== INVITATION_CODE_LENGTH) return null;
  for (const symbol of bare) if (!INVITATION_CODE_ALPHABET.includes(symbol)) return null;
  return bare;
}

/** A canonical code in groups of five for people to read (`K7M3Q-PX9TB-4HWZR`). */
export function invitationCodeDisplay(canonical: string): string {
  const groups: string[] = [];
  for (let i = 0; i < canonical.length; i += INVITATION_CODE_GROUP) groups.push(canonical.slice(i, i + INVITATION_CODE_GROUP));
  return groups.join('-');
}

/** The link a member shares: the landing page `/refer/{code}` on the web app's origin. */
export function invitationLink(origin: string, canonical: string): string {
  return `${origin.replace(/\/+$/, '')}/refer/${invitationCodeDisplay(canonical)}`;
}

/** The first name of a display name, as shown to the people someone invited (never more than that). */
export function firstNameOf(displayName: string): string {
  const first = displayName.trim().split(/\s+/)[0] ?? '';
  return first.slice(0, 40) || 'A friend';
}
