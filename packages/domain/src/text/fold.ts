/**
 * Accent folding for searches (issue 13: "nguyen van an" finds "Nguyễn Văn An"): Vietnamese and other
 * Latin letters lose their marks, đ becomes d, and the text is lower-cased. The same fold runs in the
 * browser, in Node and, through `accentFoldingTable` and SQL `translate()`, inside PostgreSQL or PGlite
 * without the unaccent extension (which PGlite does not ship).
 */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase().normalize('NFC');
}

const vietnameseBases = ['a', 'ă', 'â', 'e', 'ê', 'i', 'o', 'ô', 'ơ', 'u', 'ư', 'y'];
// grave, acute, hook above, tilde, dot below
const tones = ['', '\u0300', '\u0301', '\u0309', '\u0303', '\u0323'];
// Other accented Latin letters a name of the region may carry (French, Malay loan spellings, pinyin).
const otherAccented = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿāēīōūǎěǐǒǔ';

function buildTable(): { from: string; to: string } {
  const letters = new Set<string>();
  for (const base of vietnameseBases) {
    for (const tone of tones) letters.add((base + tone).normalize('NFC'));
  }
  for (const letter of otherAccented) letters.add(letter);
  letters.add('đ');
  let from = '';
  let to = '';
  for (const lower of letters) {
    for (const letter of new Set([lower, lower.toUpperCase()])) {
      const folded = foldAccents(letter);
      if (folded === letter || Array.from(letter).length !== 1 || folded.length !== 1) continue;
      from += letter;
      to += folded;
    }
  }
  return { from, to };
}

/**
 * The character map of `foldAccents` for SQL: `lower(translate(column, from, to))` folds a stored column
 * the way `foldAccents` folds the search words (every accented letter, both cases, maps to one plain
 * lower-case letter; plain capitals are left to `lower()`).
 */
export const accentFoldingTable: { readonly from: string; readonly to: string } = buildTable();

const foldingMap: ReadonlyMap<string, string> = new Map(
  Array.from(accentFoldingTable.from, (c, i) => [c, Array.from(accentFoldingTable.to)[i]!]),
);

/**
 * Folds exactly the letters of `accentFoldingTable`, code point for code point, and nothing else: the
 * JavaScript twin of SQL `translate(text, from, to)`, so a value folded here on write and one folded in
 * a migration's backfill are the same. The boolean skills search folds its words with it (issue 13).
 */
export function foldTableLetters(text: string): string {
  let out = '';
  for (const c of text) out += foldingMap.get(c) ?? c;
  return out;
}
