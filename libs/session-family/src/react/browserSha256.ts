/**
 * The lowercase hex SHA-256 of a text's UTF-8 bytes, computed with Web Crypto (`crypto.subtle`). This
 * is the `sha256Hex` the browser hands to the core's `pinDigest` (SPEC §5: PINs are compared by
 * SHA-256 hash), so no PIN ever leaves the browser as typed.
 */
export async function browserSha256(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
