/** The value of an option: an id from the server or a code from a vocabulary. */
export type SelectValue = string | number;

/** One choice of a `Select` or `MultiSelect`. */
export interface SelectOption<V extends SelectValue = string> {
  /** What the field's value holds when this option is chosen. */
  value: V;
  /** The visible, already translated text; search matches against it. */
  label: string;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

// Vietnamese đ/Đ is a letter of its own, not d plus a mark, so NFD leaves it alone.
const letters: Record<string, string> = { đ: 'd', Đ: 'd', ð: 'd', ø: 'o', Ø: 'o', ł: 'l', Ł: 'l' };

/**
 * Text as search compares it: case and diacritics folded away, spacing collapsed, so 'viet' finds
 * 'Việt Nam' and 'DA NANG' finds 'Đà Nẵng'.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[đĐðøØłŁ]/g, (c) => letters[c] ?? c)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A search prepared once: its words, normalised. An empty search matches everything. */
export function searchWords(search: string): string[] {
  const normalised = normaliseText(search);
  return normalised ? normalised.split(' ') : [];
}

/** Whether a normalised label contains every word of a search, in any order ('nam viet' finds 'Việt Nam'). */
export function matchesWords(normalisedLabel: string, words: readonly string[]): boolean {
  return words.every((word) => normalisedLabel.includes(word));
}

/**
 * The options whose label contains every word of `search`, in their original order. Labels are
 * normalised once per call; for long lists keep the result of `indexOptions` and use `filterIndexed`.
 */
export function filterOptions<O extends { label: string }>(options: readonly O[], search: string): O[] {
  return filterIndexed(indexOptions(options), search);
}

/** Options paired with their normalised labels, computed once for a list that is searched often. */
export interface IndexedOptions<O> {
  options: readonly O[];
  keys: readonly string[];
}

/** Normalises every label of a list once, so each keystroke only compares strings. */
export function indexOptions<O extends { label: string }>(options: readonly O[]): IndexedOptions<O> {
  return { options, keys: options.map((option) => normaliseText(option.label)) };
}

/** `filterOptions` over a list prepared by `indexOptions`. */
export function filterIndexed<O>(index: IndexedOptions<O>, search: string): O[] {
  const words = searchWords(search);
  if (words.length === 0) return [...index.options];
  return index.options.filter((_, i) => matchesWords(index.keys[i] ?? '', words));
}
