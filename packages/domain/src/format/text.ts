/** The short text filter's defaults (section 9): 50 characters, then ' ...'. */
export const truncation = { length: 50, suffix: ' ...' } as const;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The short text filter of section 9: text longer than `length` characters (default 50) is cut there,
 * trailing spaces dropped, and ' ...' appended. Counts user-perceived characters, not UTF-16 units,
 * so emoji and Vietnamese letters typed with combining accents are never split. Missing text is ''.
 */
export function truncate(
  text: string | null | undefined,
  length: number = truncation.length,
  suffix: string = truncation.suffix,
): string {
  if (text === null || text === undefined) return '';
  const characters = Array.from(graphemes.segment(text), (part) => part.segment);
  if (characters.length <= length) return text;
  return characters.slice(0, length).join('').trimEnd() + suffix;
}

/**
 * The location display value of section 9: the dialing code, then the location name in brackets
 * (`+65 (Singapore)`). A bare number gets its `+`; either part alone is shown alone.
 */
export function locationLabel(location: {
  readonly dialingCode?: string | number | null;
  readonly name?: string | null;
}): string {
  const raw =
    location.dialingCode === null || location.dialingCode === undefined ? '' : String(location.dialingCode).trim();
  const code = /^\d+$/.test(raw) ? `+${raw}` : raw;
  const name = (location.name ?? '').trim();
  if (code && name) return `${code} (${name})`;
  return code || name;
}

const initialPattern = /\p{L}\p{M}*/u;

/**
 * Candidate avatar initials (section 9): up to 3 letters, the first letter of each word of the name.
 * With more than three words it keeps the first two and the last, so both "Nguyễn Thị Minh Khai" (NTK,
 * given name last) and "John Ronald Reuel Tolkien" (JRT) keep family and given names. Diacritics are
 * kept (Đ, Ô); punctuation, digits and brackets are skipped. '' when the name has no letters.
 */
export function avatarInitials(name: string | null | undefined): string {
  const initials = (name ?? '')
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => initialPattern.exec(word)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  const picked = initials.length > 3 ? [initials[0], initials[1], initials[initials.length - 1]] : initials;
  return picked.join('').toLocaleUpperCase();
}
