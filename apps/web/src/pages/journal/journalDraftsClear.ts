import { journalDraftsClearAccount } from '@grove/journal/react';

/** Clears the journal drafts of the account `uid` from this browser (sign-out). */
export function journalDraftsClearOnSignOut(uid: string): Promise<void> {
  return journalDraftsClearAccount(uid);
}
