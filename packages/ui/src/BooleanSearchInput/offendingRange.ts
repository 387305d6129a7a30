// The characters that end a bare term (domain search/tokenize): a mark covers the offending token.
const runEnd = /[\s,;/|\0()"]/u;

/** The part of the input to mark for an error: the token that starts at its position. */
export function offendingRange(text: string, position: number): [number, number] {
  const start = Math.min(Math.max(position, 0), Math.max(text.length - 1, 0));
  if (start >= text.length) return [start, start];
  if (runEnd.test(text.charAt(start))) return [start, start + 1];
  let end = start + 1;
  while (end < text.length && !runEnd.test(text.charAt(end))) end += 1;
  return [start, end];
}
