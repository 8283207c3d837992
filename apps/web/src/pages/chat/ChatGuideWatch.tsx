import { useEffect } from 'react';
import type { ChatMentorAvatar } from '@grove/chat/react';
import { animalGuideById } from '@grove/wonder';
import { useAnimalGuideQuery } from '@grove/wonder/react';

/** Props of {@link ChatGuideWatch}. */
export interface ChatGuideWatchProps {
  /** The profile whose guide it is: the account's uid or the active child's id. */
  profileId: string;
  /** Called with the guide's emoji and name once known, or undefined without a guide. */
  onAvatar: (avatar: ChatMentorAvatar | undefined) => void;
}

/**
 * Reads the profile's animal guide (issue 21) and hands the chat its avatar. A lazy chunk of its own,
 * loaded after the chat has rendered: the guides' data and the wonder API stay out of the first chat
 * screen's JavaScript.
 */
export function ChatGuideWatch({ profileId, onAvatar }: ChatGuideWatchProps) {
  const state = useAnimalGuideQuery(profileId);
  const guide = state.data?.animalId ? animalGuideById(state.data.animalId) : undefined;
  const emoji = guide?.emoji;
  const name = guide?.name;
  useEffect(() => {
    onAvatar(emoji && name ? { emoji, name } : undefined);
  }, [emoji, name, onAvatar]);
  return null;
}

export default ChatGuideWatch;
