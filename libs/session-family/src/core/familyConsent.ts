import type { Consents } from '@grove/api-contract';

// Issue 18, point 3: what the parent's screens show about the two consents. The server decides and
// records; this reads its answer (GET /api/users/{id}/consents) into what a screen needs.

/** What a screen shows about the family's consents. */
export interface FamilyConsentView {
  /** The child privacy notice: whether the add-child form must ask, and when the parent agreed (in force). */
  privacyNotice: { needed: boolean; agreedAt: string | null; version: string };
  /**
   * The external model: null when this server's mentor is Grove's own mind (nothing leaves it, nothing
   * to ask); else whether children's chats may go to it, when the parent last decided, and which mind
   * answers the children now.
   */
  externalModel: { allowed: boolean; decidedAt: string | null; version: string; childMind: 'builtin' | 'model' } | null;
}

/** Reads the consents answer for the parent's screens. */
export function familyConsentView(consents: Consents): FamilyConsentView {
  const notice = consents.current.child_privacy_notice;
  const inForce = consents.inForce.child_privacy_notice;
  const external = consents.current.external_model;
  return {
    privacyNotice: { needed: !inForce, agreedAt: inForce && notice !== null ? notice.at : null, version: consents.versions.child_privacy_notice },
    externalModel: consents.mentor.external
      ? {
          allowed: consents.inForce.external_model,
          decidedAt: external?.at ?? null,
          version: consents.versions.external_model,
          childMind: consents.mentor.childMind,
        }
      : null,
  };
}
