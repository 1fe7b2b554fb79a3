import { AVATAR_COLOR_COUNT, AVATAR_HASH_LENGTH, AVATAR_MAX_INITIALS, AVATAR_PALETTE } from '../constants';

function words(name: string): string[] {
  const trimmed = name.trim();
  // An email address as the identifier: use its local part, split on the usual separators.
  const source = trimmed.includes('@') && !/\s/.test(trimmed) ? trimmed.slice(0, trimmed.indexOf('@')) : trimmed;
  return source.split(/[\s._-]+/).filter((word) => word !== '');
}

/**
 * Up to two upper-case initials of a name: the first letters of its first and last words ('Ada King Lovelace'
 * gives 'AL'), one letter for a single word, '' for an empty name. For an email the local part is used.
 */
export function avatarInitials(name: string): string {
  const parts = words(name);
  const picked = parts.length <= 1 ? parts : [parts[0]!, parts[parts.length - 1]!];
  return picked
    .slice(0, AVATAR_MAX_INITIALS)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join('');
}

/** Index into the 33-colour avatar palette: a 32-bit string hash of the name's first 50 characters. */
export function avatarColorIndex(name: string): number {
  const head = Array.from(name).slice(0, AVATAR_HASH_LENGTH).join('');
  let hash = 0;
  for (let index = 0; index < head.length; index += 1) {
    hash = (hash * 31 + head.charCodeAt(index)) | 0;
  }
  return Math.abs(hash) % AVATAR_COLOR_COUNT;
}

/** The avatar background colour of a name. */
export function avatarColor(name: string): string {
  return AVATAR_PALETTE[avatarColorIndex(name)]!;
}
