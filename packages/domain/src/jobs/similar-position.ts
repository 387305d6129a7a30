/**
 * Words that say how senior a position is, not what it is (section 2 "related position"): dropped
 * before two titles are compared (docs/decisions/0088).
 */
export const seniorityWords = [
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'head',
  'chief',
  'associate',
  'assistant',
  'trainee',
  'intern',
  'graduate',
  'entry',
  'mid',
  'level',
  'i',
  'ii',
  'iii',
  'iv',
] as const;

/** Words that join the parts of a title and carry no meaning of their own. */
const fillerWords = new Set(['of', 'and', 'the', 'for', 'in', 'to', 'a', 'an']);
const dropped = new Set<string>([...seniorityWords, ...fillerWords]);

/**
 * The words a position title is compared on (section 2 "past resumes nominated to a similar
 * position"): lower case, accents removed (so Vietnamese titles typed with or without them compare
 * equal), split on anything that is not a letter or digit, seniority and filler words dropped, each
 * word once, sorted.
 */
export function positionWords(title: string): string[] {
  const plain = title.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase();
  const words = plain.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0 && !dropped.has(w));
  return [...new Set(words)].sort();
}

/** What two jobs are compared on: the position title and the job's classification (specialty). */
export interface PositionLike {
  position: string;
  specialty?: string | null;
}

/**
 * Whether two jobs are for a similar position (section 2 "related position"; docs/decisions/0088):
 * the same non-empty classification (specialty, case and spacing ignored), or titles whose words
 * (see `positionWords`) are the same set, or where the shorter title has at least two words and all
 * of them appear in the longer one ("Software Engineer" and "Backend Software Engineer"). A single
 * shared word ("Engineer") is not enough, nor are titles that are only seniority words.
 */
export function isSimilarPosition(a: PositionLike, b: PositionLike): boolean {
  const specialty = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  const sa = specialty(a.specialty);
  if (sa !== '' && sa === specialty(b.specialty)) return true;
  const wa = positionWords(a.position);
  const wb = positionWords(b.position);
  if (wa.length === 0 || wb.length === 0) return false;
  const [shorter, longer] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
  if (shorter.length === longer.length) return shorter.every((w, i) => w === longer[i]);
  if (shorter.length < 2) return false;
  const set = new Set(longer);
  return shorter.every((w) => set.has(w));
}
