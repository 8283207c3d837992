// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_STORAGE_KEY, cookieConsentClear, cookieConsentParse, cookieConsentRead, cookieConsentWrite } from './cookieConsent';
import { keyValueStorageMemory } from './keyValueStorage';

describe('cookie consent (SPEC §5)', () => {
  it('reads "not chosen" from an empty storage', () => {
    expect(cookieConsentRead(keyValueStorageMemory())).toBeNull();
  });

  it('stores only accepted or declined', () => {
    const storage = keyValueStorageMemory();
    cookieConsentWrite(storage, 'accepted');
    expect(storage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBe('accepted');
    expect(cookieConsentRead(storage)).toBe('accepted');
    cookieConsentWrite(storage, 'declined');
    expect(cookieConsentRead(storage)).toBe('declined');
    cookieConsentClear(storage);
    expect(cookieConsentRead(storage)).toBeNull();
  });

  it('reads any other stored value as not chosen', () => {
    for (const value of ['true', 'yes', 'Accepted', '', '{"accepted":true}']) {
      expect(cookieConsentRead(keyValueStorageMemory({ [COOKIE_CONSENT_STORAGE_KEY]: value }))).toBeNull();
    }
    expect(cookieConsentParse(undefined)).toBeNull();
  });
});
