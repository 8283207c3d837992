/** The avatars a parent can give a child profile: an emoji (what the server stores) and its spoken name. */
export const CHILD_AVATARS = [
  { emoji: '🦊', name: 'Fox' },
  { emoji: '🐻', name: 'Bear' },
  { emoji: '🐼', name: 'Panda' },
  { emoji: '🦉', name: 'Owl' },
  { emoji: '🐢', name: 'Turtle' },
  { emoji: '🦋', name: 'Butterfly' },
  { emoji: '🐝', name: 'Bee' },
  { emoji: '🌻', name: 'Sunflower' },
] as const;

/** The spoken name of an avatar, for labels; the emoji itself when it is not one of {@link CHILD_AVATARS}. */
export function childAvatarName(emoji: string): string {
  return CHILD_AVATARS.find((avatar) => avatar.emoji === emoji)?.name ?? emoji;
}
