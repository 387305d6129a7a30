/** How many initials colours the theme offers (`data-tone` 0 to 5 in Avatar.styles.ts). */
export const avatarToneCount = 6;

/**
 * The colour of a name's initials: a hash (FNV-1a) of the name, trimmed, NFC-normalised and
 * lower-cased, so one person keeps one colour in every list, in every session, on every machine.
 */
export function avatarTone(name: string): number {
  const key = name.trim().normalize('NFC').toLocaleLowerCase('en');
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % avatarToneCount;
}
