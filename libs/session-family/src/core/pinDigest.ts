/** Fewest digits a PIN may have. SPEC §5 leaves PIN length open ("not shown"); Grove chooses 4 to 6 digits. */
export const PIN_LENGTH_MIN = 4;

/** Most digits a PIN may have (see {@link PIN_LENGTH_MIN}). */
export const PIN_LENGTH_MAX = 6;

/** The message shown for a PIN that is not 4 to 6 digits. */
export const PIN_INVALID_MESSAGE = 'PIN must be 4 to 6 digits.';

const PIN_PATTERN = new RegExp(`^[0-9]{${PIN_LENGTH_MIN},${PIN_LENGTH_MAX}}$`);
const DIGEST_PATTERN = /^[0-9a-f]{64}$/;

/**
 * Checks a parent or child PIN: exactly 4 to 6 ASCII digits, nothing else (no spaces, signs or other
 * scripts' digits). Returns {@link PIN_INVALID_MESSAGE}, or `null` when the PIN is acceptable.
 */
export function pinValidate(pin: string): string | null {
  return typeof pin === 'string' && PIN_PATTERN.test(pin) ? null : PIN_INVALID_MESSAGE;
}

/** What a form says when a new PIN and its confirmation differ. */
export const PIN_MISMATCH_MESSAGE = 'The PINs do not match.';

/**
 * Checks a new PIN typed twice, as every form that sets one asks for it (the parent PIN, its reset, a
 * child's PIN): the PIN's own problem on `pin`, else a mismatch on `pinConfirm`; `{}` when both are fine.
 */
export function pinPairCheck(pin: string, pinConfirm: string): { pin?: string; pinConfirm?: string } {
  const problem = pinValidate(pin);
  if (problem !== null) return { pin: problem };
  return pinConfirm === pin ? {} : { pinConfirm: PIN_MISMATCH_MESSAGE };
}

/**
 * Whether a value has the shape of a PIN digest on the wire: 64 lowercase hexadecimal characters
 * (a SHA-256). The server checks this shape before it looks at the value.
 */
export function pinDigestIsValid(hex: unknown): hex is string {
  return typeof hex === 'string' && DIGEST_PATTERN.test(hex);
}

/**
 * The digest the browser sends instead of a PIN (SPEC §5: PINs are compared by SHA-256 hash): the
 * lowercase hex SHA-256 of the PIN's text, computed by the injected `sha256Hex` (Web Crypto in the
 * browser, node:crypto on the server). Rejects with {@link PIN_INVALID_MESSAGE} when the PIN is not
 * valid, and with an error when `sha256Hex` does not return 64 hex characters.
 *
 * The server never stores this value as is: a 4-to-6-digit SHA-256 is reversed in moments, so it keeps
 * a salted slow hash of it and limits attempts (ARCHITECTURE.md "PINs").
 */
export async function pinDigest(pin: string, sha256Hex: (text: string) => Promise<string>): Promise<string> {
  const problem = pinValidate(pin);
  if (problem !== null) throw new Error(problem);
  const digest = (await sha256Hex(pin)).toLowerCase();
  if (!pinDigestIsValid(digest)) throw new Error('The SHA-256 function did not return 64 hexadecimal characters.');
  return digest;
}
