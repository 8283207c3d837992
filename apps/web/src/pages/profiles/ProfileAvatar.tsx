/** A profile's avatar: its emoji, or the first letter of its name. Decorative: the name is always shown beside it. */
export function ProfileAvatar({ avatar, name }: { avatar: string | null; name: string }) {
  return (
    <span className="profile-avatar" aria-hidden="true">
      {avatar ?? (Array.from(name.trim())[0]?.toUpperCase() || '?')}
    </span>
  );
}
