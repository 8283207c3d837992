/** Parses JSON text, giving `null` for text that is not JSON (stored data may be anything). Internal to the core. */
export function jsonParseOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
