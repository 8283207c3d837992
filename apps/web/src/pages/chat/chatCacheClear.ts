import { chatProfileKey } from '@grove/chat';
import { chatCacheClearAccount, chatCacheClearAll, chatCacheClearProfile } from '@grove/chat/react';

/** Clears every cached chat message of the account `uid` (sign-out). */
export function chatCacheClearOnSignOut(uid: string): Promise<void> {
  return chatCacheClearAccount(uid);
}

/** Clears every cached chat message, of every account (a page that loads with nobody signed in). */
export function chatCacheClearOnSignedOutLoad(): Promise<void> {
  return chatCacheClearAll();
}

/** Clears the parent's cached chat messages, key `{uid}_parent` (return to the parent). */
export function chatCacheClearOnReturnToParent(uid: string): Promise<void> {
  return chatCacheClearProfile(chatProfileKey(uid, { type: 'parent' }));
}
