import { describe, expect, it } from 'vitest';
import { CHILD_PRIVACY_NOTICE_VERSION, EXTERNAL_MODEL_CONSENT_VERSION, type Consents } from '@grove/api-contract';
import { familyConsentView } from './familyConsent';

function consents(change: Partial<Consents> = {}): Consents {
  return {
    current: { child_privacy_notice: null, external_model: null },
    inForce: { child_privacy_notice: false, external_model: false },
    mentor: { external: false, childMind: 'builtin' },
    records: [],
    versions: { child_privacy_notice: CHILD_PRIVACY_NOTICE_VERSION, external_model: EXTERNAL_MODEL_CONSENT_VERSION },
    ...change,
  };
}

const AT = '2026-11-27T09:30:00.000Z';

describe('familyConsentView (issue 18)', () => {
  it('asks for the child privacy notice until the parent agrees to the current version', () => {
    expect(familyConsentView(consents()).privacyNotice).toEqual({ needed: true, agreedAt: null, version: CHILD_PRIVACY_NOTICE_VERSION });
    const agreed = consents({
      current: { child_privacy_notice: { granted: true, policyVersion: CHILD_PRIVACY_NOTICE_VERSION, at: AT }, external_model: null },
      inForce: { child_privacy_notice: true, external_model: false },
    });
    expect(familyConsentView(agreed).privacyNotice).toEqual({ needed: false, agreedAt: AT, version: CHILD_PRIVACY_NOTICE_VERSION });
    // An agreement to an older version is not in force: the form asks again.
    const old = consents({ current: { child_privacy_notice: { granted: true, policyVersion: '2020-01-01', at: AT }, external_model: null } });
    expect(familyConsentView(old).privacyNotice.needed).toBe(true);
  });

  it('has nothing to ask about an external model when Grove’s own mind answers', () => {
    expect(familyConsentView(consents()).externalModel).toBeNull();
  });

  it('with an external model, says whether children’s chats may go to it and which mind answers them', () => {
    expect(familyConsentView(consents({ mentor: { external: true, childMind: 'builtin' } })).externalModel).toEqual({
      allowed: false,
      decidedAt: null,
      version: EXTERNAL_MODEL_CONSENT_VERSION,
      childMind: 'builtin',
    });
    const allowed = consents({
      current: { child_privacy_notice: null, external_model: { granted: true, policyVersion: EXTERNAL_MODEL_CONSENT_VERSION, at: AT } },
      inForce: { child_privacy_notice: false, external_model: true },
      mentor: { external: true, childMind: 'model' },
    });
    expect(familyConsentView(allowed).externalModel).toEqual({ allowed: true, decidedAt: AT, version: EXTERNAL_MODEL_CONSENT_VERSION, childMind: 'model' });
    const withdrawn = consents({
      current: { child_privacy_notice: null, external_model: { granted: false, policyVersion: EXTERNAL_MODEL_CONSENT_VERSION, at: AT } },
      mentor: { external: true, childMind: 'builtin' },
    });
    expect(familyConsentView(withdrawn).externalModel).toMatchObject({ allowed: false, decidedAt: AT, childMind: 'builtin' });
  });
});
