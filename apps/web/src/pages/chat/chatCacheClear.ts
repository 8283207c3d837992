import { chatProfileKey } from '@grove/chat';
import { chatCacheClearAccount, chatCacheClearProfile } from '@grove/chat/react';

/** Clears every cached chat message of the account `uid` (sign-out). */
export function chatCacheClearOnSignOut(uid: string): Promise<void> {
  return chatCacheClearAccount(uid);
}

/** Clears the parent's cached chat messages, key `{uid}_parent` (return to the parent). */
export function chatCacheClearOnReturnToParent(uid: string): Promise<void> {
  return chatCacheClearProfile(chatProfileKey(uid, { type: 'parent' }));
}
