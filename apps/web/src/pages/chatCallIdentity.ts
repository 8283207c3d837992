import type { ApiIdentity } from '@grove/api-client';
import type { ChatProfileHeaders } from '@grove/chat';
import type { ActiveProfile } from '@grove/session-family';
import { trialDeviceFactsCollect, trialDeviceHeaders } from '@grove/trial-guard/react';

// Who a chat-style call (chat, game, guided conversation) speaks as: the pages' shared pieces.

/** SPEC §7: a trial call (userId `trial_user`) sends no authentication. */
export async function chatAnonymousIdentity(): Promise<ApiIdentity> {
  return { idToken: null, activeRole: null, childId: null };
}

/** The device facts that travel with every trial call (X-Device-Id, -Fingerprint, -Hardware, -Idb). */
export async function chatTrialDeviceHeaders(): Promise<Record<string, string>> {
  return trialDeviceHeaders(await trialDeviceFactsCollect());
}

/** The profile headers of a trial call: none (the server ignores the role of `trial_user`). */
export const CHAT_TRIAL_PROFILE_HEADERS: ChatProfileHeaders = { activeRole: null, childId: null };

/** `X-Active-Role` and `X-Child-Id` of the profile (SPEC §6, §7), as the chat sends them. */
export function chatProfileHeadersOf(profile: ActiveProfile): ChatProfileHeaders {
  if (profile.type === 'child') return { activeRole: 'child_user', childId: profile.childId };
  return { activeRole: profile.type === 'parent' ? 'family_member' : 'standard_user', childId: null };
}
