import { describe, expect, it } from 'vitest';
import { booleanSearchLimits, indexSkills, normaliseWord, rawWords, skillWords } from './words';

describe('given a skill to cut into words', () => {
  it.each([
    ['whitespace', 'Spring  Boot\t3', ['spring', 'boot', '3']],
    ['commas', 'Java,PHP', ['java', 'php']],
    ['semicolons', 'Java;PHP', ['java', 'php']],
    ['slashes', 'UI/UX', ['ui', 'ux']],
    ['pipes', 'Figma | Sketch', ['figma', 'sketch']],
    ['parentheses and quotes', 'Amazon Web Services (AWS) "cloud"', ['amazon', 'web', 'services', 'aws', 'cloud']],
    ['NUL, which PostgreSQL text cannot hold', 'a\0b', ['a', 'b']],
    ['nothing but separators', ' , ; / | ', []],
    ['symbols that belong to the word', 'C++ C# Node.js R&D *nix', ['c++', 'c#', 'node.js', 'r&d', '*nix']],
  ])('should split on %s', (_, skill, words) => {
    expect(skillWords(skill)).toEqual(words);
  });

  it('should report where each raw word starts', () => {
    expect(rawWords(' ab, c')).toEqual([
      { raw: 'ab', index: 1 },
      { raw: 'c', index: 5 },
    ]);
  });
});

describe('given a word to normalise', () => {
  it.each([
    ['lower-case ASCII', 'JavaScript', 'javascript'],
    ['lower-case Vietnamese and fold its accents', 'ĐỆ QUY', 'de quy'],
    ['fold Vietnamese typed with combining marks', 'Le\u0323\u0302', 'le'],
    ['fold a skill the way "ky su" is typed', 'Kỹ', 'ky'],
    ['fold other accented Latin letters', 'Müller', 'muller'],
    ['keep letters outside the folding table', 'Ωmega', 'ωmega'],
    ['turn a lone surrogate into U+FFFD, as PostgreSQL would receive it', 'a\uD800b\uDC00', 'a\uFFFDb\uFFFD'],
    ['keep a surrogate pair', 'A😀', 'a😀'],
  ])('should %s', (_, raw, word) => {
    expect(normaliseWord(raw)).toBe(word);
  });

  it('should keep the first maxWordLength code points of a long word', () => {
    const word = normaliseWord('😀'.repeat(booleanSearchLimits.maxWordLength + 10));
    expect(Array.from(word)).toHaveLength(booleanSearchLimits.maxWordLength);
    expect(word).toBe('😀'.repeat(booleanSearchLimits.maxWordLength));
  });
});

describe('given skills to index', () => {
  it('should give words consecutive positions and leave skillGap positions between skills', () => {
    const index = indexSkills(['Java, Spring Boot', ' , ', 'Java']);
    expect(Object.fromEntries(index)).toEqual({ java: [1, 6], spring: [2], boot: [3] });
  });

  it('should index nothing for no skills', () => {
    expect(indexSkills([]).size).toBe(0);
  });

  it('should keep the first maxPositionsPerWord positions of a word', () => {
    const index = indexSkills(['a '.repeat(300) + 'b']);
    expect(index.get('a')).toHaveLength(booleanSearchLimits.maxPositionsPerWord);
    expect(index.get('a')?.at(-1)).toBe(booleanSearchLimits.maxPositionsPerWord);
    expect(index.get('b')).toEqual([301]);
  });

  it('should stop at the first word past maxPosition', () => {
    const words = Array.from({ length: booleanSearchLimits.maxPosition + 5 }, (_, i) => `w${i}`);
    const index = indexSkills([words.join(' '), 'later']);
    expect(index.get(`w${booleanSearchLimits.maxPosition - 1}`)).toEqual([booleanSearchLimits.maxPosition]);
    expect(index.has(`w${booleanSearchLimits.maxPosition}`)).toBe(false);
    expect(index.has('later')).toBe(false);
  });

  it.each([
    ['one-byte', 'x'],
    ['two-byte', 'ω'],
    ['three-byte', '中'],
    ['four-byte', '😀'],
  ])('should stop at the first new %s word past maxIndexedBytes', (_, letter) => {
    const words = Array.from({ length: 2000 }, (_, i) => `${i}`.padStart(4, '0') + letter.repeat(200));
    let expected = 0;
    let bytes = 0;
    for (const word of words) {
      bytes += encodeURIComponent(word).replace(/%[0-9A-F]{2}/g, '.').length;
      if (bytes > booleanSearchLimits.maxIndexedBytes) break;
      expected += 1;
    }
    const index = indexSkills([...words, words[0] ?? '']);
    expect(expected).toBeLessThan(words.length);
    expect(index.size).toBe(expected);
    // Indexing stops outright: a word seen before the limit is not indexed again after it.
    expect(index.get(words[0] ?? '')).toHaveLength(1);
  });
});
