/** The browser facts a fingerprint and the hardware info are made from. */
export interface TrialFingerprintFacts {
  userAgent: string;
  language: string;
  languages: readonly string[];
  platform: string;
  timezone: string;
  screen: { width: number; height: number; colorDepth: number; pixelRatio: number };
  hardwareConcurrency: number;
  deviceMemory?: number;
  touchPoints: number;
  canvasHash?: string;
}

/**
 * A stable 64-bit hash of a text as 16 hex digits: two 32-bit FNV-1a passes with different offset bases.
 * Not cryptographic; it only has to be stable and spread well.
 */
export function trialHash(text: string): string {
  return trialFnv1a(text, 0x811c9dc5) + trialFnv1a(text, 0x01000193 ^ 0x5bd1e995);
}

/** A stable hash of the browser facts: equal facts give an equal fingerprint, any change gives another. */
export function trialFingerprint(facts: TrialFingerprintFacts): string {
  const canonical = [
    `ua=${facts.userAgent}`,
    `lang=${facts.language}`,
    `langs=${facts.languages.join(',')}`,
    `platform=${facts.platform}`,
    `tz=${facts.timezone}`,
    `screen=${facts.screen.width}x${facts.screen.height}x${facts.screen.colorDepth}@${facts.screen.pixelRatio}`,
    `cores=${facts.hardwareConcurrency}`,
    `mem=${facts.deviceMemory ?? ''}`,
    `touch=${facts.touchPoints}`,
    `canvas=${facts.canvasHash ?? ''}`,
  ].join('|');
  return trialHash(canonical);
}

/**
 * A compact, stable, header-safe description of the hardware: cores, memory, screen, pixel ratio,
 * platform and touch points, e.g. `c8;m8;s1920x1080x24;r2;pMacIntel;t0`.
 */
export function trialHardwareInfo(facts: TrialFingerprintFacts): string {
  const platform = facts.platform.replace(/[^\x21-\x7e]/g, '').replace(/;/g, ',').slice(0, 40);
  return [
    `c${facts.hardwareConcurrency}`,
    `m${facts.deviceMemory ?? '?'}`,
    `s${facts.screen.width}x${facts.screen.height}x${facts.screen.colorDepth}`,
    `r${facts.screen.pixelRatio}`,
    `p${platform}`,
    `t${facts.touchPoints}`,
  ].join(';');
}

/** One 32-bit FNV-1a pass over the UTF-16 code units of `text`, as 8 hex digits. */
function trialFnv1a(text: string, basis: number): string {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
