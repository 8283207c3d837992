import { keyValueStorageRead, keyValueStorageRemove, keyValueStorageWrite, storageKeyFor, type KeyValueStorage } from './keyValueStorage';

// SPEC §5: the cookie choice is stored only as accepted or declined.
/** The two choices the cookie banner records (SPEC §5). */
export type CookieConsent = 'accepted' | 'declined';

/** The storage key the cookie choice is saved under. */
export const COOKIE_CONSENT_STORAGE_KEY = storageKeyFor('cookieConsent');

/** Reads a cookie choice from any value: 'accepted' or 'declined', anything else is null (not chosen). */
export function cookieConsentParse(value: unknown): CookieConsent | null {
  return value === 'accepted' || value === 'declined' ? value : null;
}

/** Reads the visitor's cookie choice, or null when none has been made. */
export function cookieConsentRead(storage: KeyValueStorage): CookieConsent | null {
  return cookieConsentParse(keyValueStorageRead(storage, COOKIE_CONSENT_STORAGE_KEY));
}

/** Saves the visitor's cookie choice and reports whether the storage accepted it. */
export function cookieConsentWrite(storage: KeyValueStorage, choice: CookieConsent): boolean {
  return keyValueStorageWrite(storage, COOKIE_CONSENT_STORAGE_KEY, choice);
}

/** Forgets the cookie choice, so the banner shows again. */
export function cookieConsentClear(storage: KeyValueStorage): void {
  keyValueStorageRemove(storage, COOKIE_CONSENT_STORAGE_KEY);
}
