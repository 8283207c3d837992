import {
  trialDeviceIdentityResolve,
  trialFingerprint,
  trialHardwareInfo,
  trialHash,
  type TrialDeviceFacts,
  type TrialDeviceIdentityDeps,
  type TrialFingerprintFacts,
} from '../index';
import { trialDocumentCookie, trialIdbStore, trialLocalStorageStore, trialSessionStorageStore } from './trialBrowserStores';

/** Options of {@link trialDeviceFactsCollect}. */
export interface TrialDeviceFactsOptions {
  /** Add a tiny canvas drawing's hash to the fingerprint (default true; off where canvas is a stub). */
  canvas?: boolean;
  /** Replace any of the browser storages or the id generator (tests). */
  deps?: Partial<TrialDeviceIdentityDeps>;
}

/** A random id: `crypto.randomUUID` where the page is a secure context, else 128 random bits in hex. */
export function trialIdGenerate(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A hash of a small text drawn on a canvas (it varies with GPU, fonts and drivers), or undefined where canvas is unavailable. */
export function trialCanvasHash(): string | undefined {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 40;
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.textBaseline = 'top';
    context.font = '14px Arial';
    context.fillStyle = '#f60';
    context.fillRect(100, 1, 62, 20);
    context.fillStyle = '#069';
    context.fillText('Grove trial \u{1F333}', 2, 15);
    return trialHash(canvas.toDataURL());
  } catch {
    return undefined;
  }
}

/** The browser facts for the fingerprint and hardware info, read from navigator, screen and Intl. */
export function trialFingerprintFactsCollect(options: { canvas?: boolean } = {}): TrialFingerprintFacts {
  const nav = navigator as Navigator & { deviceMemory?: number };
  let timezone = '';
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    // Intl without time zone data: leave it out of the fingerprint.
  }
  return {
    userAgent: nav.userAgent ?? '',
    language: nav.language ?? '',
    languages: [...(nav.languages ?? [])],
    platform: nav.platform ?? '',
    timezone,
    screen: {
      width: window.screen?.width ?? 0,
      height: window.screen?.height ?? 0,
      colorDepth: window.screen?.colorDepth ?? 0,
      pixelRatio: window.devicePixelRatio ?? 1,
    },
    hardwareConcurrency: nav.hardwareConcurrency ?? 0,
    deviceMemory: typeof nav.deviceMemory === 'number' ? nav.deviceMemory : undefined,
    touchPoints: nav.maxTouchPoints ?? 0,
    canvasHash: options.canvas === false ? undefined : trialCanvasHash(),
  };
}

let collected: Promise<TrialDeviceFacts> | null = null;

/**
 * The device facts sent with trial calls: the device id (kept in local, session and IndexedDB storage
 * and a 30-day cookie), the fingerprint, the hardware info and the IndexedDB-only id. Collected once
 * per page load; later calls get the same promise.
 */
export function trialDeviceFactsCollect(options: TrialDeviceFactsOptions = {}): Promise<TrialDeviceFacts> {
  collected ??= (async () => {
    const identity = await trialDeviceIdentityResolve({
      local: trialLocalStorageStore(),
      session: trialSessionStorageStore(),
      idb: trialIdbStore(),
      cookie: trialDocumentCookie(),
      idGenerate: trialIdGenerate,
      ...options.deps,
    });
    const facts = trialFingerprintFactsCollect({ canvas: options.canvas });
    return {
      deviceId: identity.deviceId,
      browserFingerprint: trialFingerprint(facts),
      hardwareInfo: trialHardwareInfo(facts),
      indexedDbId: identity.indexedDbId,
    };
  })();
  return collected;
}

/** Forgets the facts collected on this page load, so the next call collects afresh (tests, or after site data was cleared). */
export function trialDeviceFactsForget(): void {
  collected = null;
}
